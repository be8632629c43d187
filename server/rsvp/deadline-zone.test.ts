/**
 * The deadline and the site's time zone (issue 26): the deadline is a wall-clock time in the site's zone, so a new
 * zone could move it, or leave it a time the clocks skip or show twice. A deadline that cannot be read closes the
 * answers, never opens them; the couple's zone change keeps the deadline's instant and says so, or is refused when
 * that instant has no one wall-clock time in the new zone.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { InvalidAnswer } from '#common/api-problems';
import { INVITATION_API, type AdminEvent } from '#common/invitation-api';
import { GUEST_RSVP_API, RSVP_API, type GuestRsvp, type RsvpAnswer, type RsvpOverview } from '#common/rsvp-api';
import { CONTENT_API, type AdminContent, type SavedFacts } from '#common/site-content';
import { clientOf, coupleAndGuest, type TestApp, type TestClient } from '../testing/couple-client';
import { eventInput } from '../testing/event-input';
import { loginUrl, sessionCookieOf } from '../testing/test-app';

let t: TestApp;
afterEach(async () => t?.close());

/** A site in UTC with one event, a household of one invited to it, and `deadline` set, at `now`. */
async function siteWithDeadline(deadline: string, now: number) {
  const signedIn = await coupleAndGuest({ now: () => now });
  t = signedIn.t;
  const { admin } = signedIn;
  await setZone(admin, 'UTC');
  const dinner = (await admin.send('POST', INVITATION_API.events, eventInput({ audience: 'everyone' }))).json() as AdminEvent;
  expect((await admin.send('PUT', INVITATION_API.phase, { phase: 'invitation' })).statusCode).toBe(200);
  expect((await admin.send('PUT', RSVP_API.deadline, { deadline })).statusCode).toBe(200);
  const household = t.guests.add('Familia Popescu', 'ro');
  const [member] = t.stores.members.ofHouseholds([household.guest.id]).get(household.guest.id)!;
  const family = clientOf(t, { session: sessionCookieOf(await t.app.inject({ method: 'POST', url: loginUrl({ token: household.token }) }))! });
  const answer: RsvpAnswer = {
    members: { [member!.id]: { events: { [dinner.id]: { attending: true, meal: null } }, dietary: [], dietaryNote: '', accessibility: '', questions: {} } },
    extras: [],
    message: '',
    questions: {},
  };
  return { admin, family, answer: () => family.send('PUT', GUEST_RSVP_API.rsvp, { answer, revision: 0 }) };
}

async function setZone(admin: TestClient, timeZone: string) {
  const { facts, factsRevision } = await admin.get<AdminContent>(CONTENT_API.content);
  return admin.send('PUT', CONTENT_API.facts, { facts: { ...facts, timeZone }, revision: factsRevision });
}

/** The zone changed without the route (a release before this one, or new zone rules): the stored time stays as written. */
function zoneChangedUnderneath(timeZone: string) {
  const { facts, revision } = t.stores.content.facts();
  expect('saved' in t.stores.content.updateFacts({ ...facts, timeZone }, revision)).toBe(true);
}

// 03:30 on 28 March 2027 exists in UTC; in Bucharest the clocks jump from 03:00 to 04:00 that night.
const SKIPPED_IN_BUCHAREST = '2027-03-28T03:30';
const BEFORE = Date.parse('2027-03-01T12:00:00Z');
const AFTER = Date.parse('2027-04-01T12:00:00Z');

describe('a deadline that cannot be read in the site’s zone', () => {
  it('closes the answers after it, as it did before the zone changed', async () => {
    const site = await siteWithDeadline(SKIPPED_IN_BUCHAREST, AFTER);
    expect((await site.answer()).statusCode).toBe(409);
    zoneChangedUnderneath('Europe/Bucharest');
    const refused = await site.answer();
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ problem: 'closed' });
    expect((await site.family.get<GuestRsvp>(GUEST_RSVP_API.rsvp)).form).toMatchObject({ open: false, deadline: null });
  });

  it('closes them even before the moment it might have meant, and the couple is told why', async () => {
    const site = await siteWithDeadline(SKIPPED_IN_BUCHAREST, BEFORE);
    zoneChangedUnderneath('Europe/Bucharest');
    expect((await site.answer()).statusCode).toBe(409);
    expect((await site.admin.get<RsvpOverview>(RSVP_API.overview)).deadline).toEqual({ local: SKIPPED_IN_BUCHAREST, timeZone: 'Europe/Bucharest', at: null });
    // Set again, it is read, and the answers open.
    expect((await site.admin.send('PUT', RSVP_API.deadline, { deadline: '2027-03-28T04:30' })).statusCode).toBe(200);
    expect((await site.answer()).statusCode).toBe(200);
  });
});

describe('the couple changes the site’s time zone', () => {
  it('keeps the deadline’s instant, writes it on the new zone’s clock and says so', async () => {
    const site = await siteWithDeadline(SKIPPED_IN_BUCHAREST, AFTER);
    expect((await site.answer()).statusCode).toBe(409);
    const saved = await setZone(site.admin, 'Europe/Bucharest');
    expect(saved.statusCode, saved.body).toBe(200);
    const kept = { local: '2027-03-28T06:30', timeZone: 'Europe/Bucharest', at: Date.parse('2027-03-28T03:30:00Z') };
    expect((saved.json() as SavedFacts).deadlineKept).toEqual(kept);
    expect((await site.admin.get<RsvpOverview>(RSVP_API.overview)).deadline).toEqual(kept);
    expect((await site.answer()).statusCode).toBe(409);
  });

  it('before the deadline, the answers stay open until the same instant; a save that changes no zone says nothing of it', async () => {
    const site = await siteWithDeadline('2027-03-20T21:59', BEFORE);
    const saved = (await setZone(site.admin, 'Europe/Bucharest')).json() as SavedFacts;
    expect(saved.deadlineKept).toEqual({ local: '2027-03-20T23:59', timeZone: 'Europe/Bucharest', at: Date.parse('2027-03-20T21:59:00Z') });
    expect((await setZone(site.admin, 'Europe/Bucharest')).json()).not.toHaveProperty('deadlineKept');
    expect((await site.answer()).statusCode).toBe(200);
  });

  it('is refused, with nothing changed, when the deadline would fall in an hour the new zone’s clocks show twice', async () => {
    // 00:30 UTC on 31 October 2027 is 03:30 in Bucharest, a time its clocks show twice that night.
    const site = await siteWithDeadline('2027-10-31T00:30', BEFORE);
    const refused = await setZone(site.admin, 'Europe/Bucharest');
    expect(refused.statusCode).toBe(422);
    expect((refused.json() as InvalidAnswer).problems).toEqual([{ field: 'timeZone', code: 'deadline-repeated' }]);
    expect((await site.admin.get<AdminContent>(CONTENT_API.content)).facts.timeZone).toBe('UTC');
    expect((await site.admin.get<RsvpOverview>(RSVP_API.overview)).deadline).toMatchObject({ local: '2027-10-31T00:30', timeZone: 'UTC' });
  });
});
