/**
 * The overview's answer over app.inject(): households and their people, who opened the site and when last (a
 * guest's link and the shared password, as guests really sign in), the latest visits, the phase. Times from a fake
 * clock. Whether the guests' password is guessable (docs/decisions/0060). The refusals without the couple's session are admin-api.test.ts's, which lists every route.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { ADMIN_API } from '#common/admin-api';
import type { GuestPage } from '#common/guest-list-api';
import { HOUSEHOLD_MAIL_API } from '#common/household-mail-api';
import { INVITATION_HANDOFF_API } from '#common/invitation-handoff-api';
import { INVITATION_API, type EventInput } from '#common/invitation-api';
import { LOCALES, type Locale } from '#common/locales';
import { OVERVIEW_API, RECENT_VISITS, type AdminOverview } from '#common/overview-api';
import { CONTENT_API, type AdminContent } from '#common/site-content';
import { clientOf, coupleAndGuest, type TestApp } from '../testing/couple-client';
import { createTestApp, loginUrl, sessionCookieOf, TEST_ADMIN_PASSWORD, TEST_PASSWORD } from '../testing/test-app';

const apps: TestApp[] = [];
afterEach(async () => {
  for (const t of apps.splice(0)) await t.close();
});

const START = Date.parse('2026-05-01T10:00:00Z');

async function dashboard() {
  let clock = START;
  const { t, admin } = await coupleAndGuest({ now: () => clock });
  apps.push(t);
  return {
    t,
    admin,
    later: (minutes: number) => (clock += minutes * 60_000),
    overview: () => admin.get<AdminOverview>(OVERVIEW_API.overview),
    /** The guest opens the personal link, as in the browser: the sign-in by token counts the visit. */
    opens: async (token: string) => expect((await t.app.inject({ method: 'POST', url: loginUrl({ token }) })).statusCode).toBe(200),
  };
}

describe('the overview', () => {
  it('counts households and their people, who opened the site and when last, newest visit first', async () => {
    const d = await dashboard();
    const ana = d.t.guests.add('Ana Pop', 'ro');
    const weber = d.t.guests.add('Familie Weber', 'de');
    d.t.stores.members.replace(weber.guest.id, [
      { name: 'Jonas', language: null, child: false },
      { name: 'Lea', language: null, child: false },
      { name: 'Mia', language: null, child: true },
    ]);
    d.t.guests.add('Never Came', null);
    const before = await d.overview();
    // The test app's demo content may hold guests of its own: everything below is counted from it.
    expect(before).toMatchObject({ opened: 0, lastVisitAt: null, recentVisits: [], phase: 'saveTheDate', revoked: 0 });

    d.later(5);
    await d.opens(weber.token);
    d.later(60);
    await d.opens(ana.token);
    const after = await d.overview();
    expect(after.households).toBe(before.households);
    expect(after.people).toBe(before.people);
    expect(after.people - after.households).toBe(2); // Weber's three people are one household
    expect(after.opened).toBe(2);
    expect(after.lastVisitAt).toBe(START + 65 * 60_000);
    expect(after.recentVisits).toEqual([
      { guestId: ana.guest.id, name: 'Ana Pop', at: START + 65 * 60_000, visits: 1 },
      { guestId: weber.guest.id, name: 'Familie Weber', at: START + 5 * 60_000, visits: 1 },
    ]);
  });

  it('keeps revoked households apart, counts password sign-ins, lists at most the latest few visits', async () => {
    const d = await dashboard();
    const added = Array.from({ length: RECENT_VISITS + 2 }, (_, i) => d.t.guests.add(`Guest ${i}`, 'en'));
    for (const { token } of added) {
      d.later(1);
      await d.opens(token);
    }
    d.t.guests.revoke(added[0]!.guest.id);
    const { passwordVisits } = await d.overview();
    await d.t.app.inject({ method: 'POST', url: loginUrl({ password: TEST_PASSWORD }) });
    const overview = await d.overview();
    expect(overview).toMatchObject({ households: RECENT_VISITS + 1, revoked: 1, opened: RECENT_VISITS + 1, passwordVisits: passwordVisits + 1 });
    expect(overview.recentVisits.map((visit) => visit.name)).toEqual(added.slice(-RECENT_VISITS).reverse().map(({ guest }) => guest.name));
  });

  it('counts as the guest list counts: households, their people, revoked ones apart (issue 37)', async () => {
    const d = await dashboard();
    const weber = d.t.guests.add('Familie Weber', 'de');
    d.t.stores.members.replace(weber.guest.id, [
      { name: 'Jonas', language: null, child: false },
      { name: 'Lea', language: null, child: false },
    ]);
    d.t.guests.revoke(d.t.guests.add('Eve', 'en').guest.id);
    const { households, people, revoked } = await d.overview();
    expect(revoked).toBe(1);
    const list = await d.admin.get<GuestPage>(`${ADMIN_API.guests}?q=Weber`);
    // The whole list's counts, whatever the search shows.
    expect(list.counts).toEqual({ households, people, revoked });
    expect(list.matching).toBe(1);
  });

  it('lists what is left of setting the site up, each step gone once done and the list empty at the end; the demo says so', async () => {
    const d = await dashboard();
    const { stores } = d.t;
    const texts = (text: string) => Object.fromEntries(LOCALES.map((locale) => [locale, text])) as Record<Locale, string>;
    // A new site: the demo's names and date, photo and video, nothing else set up.
    expect((await d.overview()).setup).toEqual({ demo: ['facts', 'photos', 'video'], todo: ['facts', 'households', 'events', 'pages', 'form', 'deadline', 'switch', 'invitations'], unreachable: [] });

    const facts = stores.content.facts();
    stores.content.updateFacts({ ...facts.facts, coupleNames: 'Ana & Mihai' }, facts.revision);
    // The names are the couple's: the demo's photo and video still show, and the overview still says so (issue 37).
    expect((await d.overview()).setup).toEqual({ demo: ['photos', 'video'], todo: ['households', 'events', 'pages', 'form', 'deadline', 'switch', 'invitations'], unreachable: [] });
    // The demo's photo replaced by an upload (its files named as uploads are), then the video: none of the demo is left.
    const [photo] = stores.content.photos();
    stores.content.photoReady(photo!.id, { width: 480, height: 320, sources: [], src: `/photos/photo-${photo!.id}-480-def.jpg` }, [`photo-${photo!.id}-480-def.jpg`]);
    expect((await d.overview()).setup.demo).toEqual(['video']);
    stores.content.setMedia('video', 'video-ours.mp4', 'video/mp4');
    expect((await d.overview()).setup.demo).toEqual([]);
    const popescu = d.t.guests.add('Familia Popescu', 'ro');
    const dinner = await d.admin.send('POST', INVITATION_API.events, eventInput());
    expect(dinner.statusCode, dinner.body).toBe(201);
    stores.invitation.addSection('venue', texts('Parking'), texts('Behind the palace.'));
    expect((await d.overview()).setup.todo).toEqual(['form', 'deadline', 'switch', 'invitations']);
    // Meals or a question: either is the answer form set up.
    stores.rsvp.addQuestion({ kind: 'text', scope: 'household', eventId: null, label: texts('A song?'), choices: [] });
    stores.rsvp.setDeadline('2026-05-20T23:59');
    expect((await d.overview()).setup.todo).toEqual(['switch', 'invitations']);
    expect((await d.admin.send('PUT', INVITATION_API.phase, { phase: 'invitation' })).statusCode).toBe(200);
    // Nobody has an address or a phone yet: no invitation has gone, so the step stays, naming who only the couple can reach.
    expect((await d.overview()).setup).toEqual({ demo: [], todo: ['invitations'], unreachable: [{ guestId: popescu.guest.id, name: 'Familia Popescu' }] });

    // The last step: every household the e-mail reaches has been sent its invitation (a revoked one does not count).
    stores.contacts.set(popescu.guest.id, null, { email: 'popescu@exemplu.ro' });
    const weber = d.t.guests.add('Familie Weber', 'de', '', { email: 'weber@beispiel.de' });
    d.t.guests.revoke(d.t.guests.add('Eve', 'en', '', { email: 'eve@example.com' }).guest.id);
    const invite = async (body: object) => expect((await d.admin.send('POST', HOUSEHOLD_MAIL_API.invitations, body)).statusCode).toBe(202);
    await invite({ ids: [popescu.guest.id] });
    expect((await d.overview()).setup.todo).toEqual(['invitations']);
    await invite({ ids: [weber.guest.id] });
    expect((await d.overview()).setup).toEqual({ demo: [], todo: [], unreachable: [] });
    // A household added later, with an address, is one not sent yet: the step is back.
    const ana = d.t.guests.add('Ana', 'ro', '', { email: 'ana@exemplu.ro' });
    expect((await d.overview()).setup.todo).toEqual(['invitations']);
    await invite({ ids: [ana.guest.id] });
    // One with a phone only counts once its invitation is marked sent by WhatsApp; one with neither, given in person.
    const ion = d.t.guests.add('Ion', 'ro', '', { phone: '+40733222333' });
    const nina = d.t.guests.add('Nina', 'ru');
    expect((await d.overview()).setup).toEqual({ demo: [], todo: ['invitations'], unreachable: [{ guestId: nina.guest.id, name: 'Nina' }] });
    expect((await d.admin.send('POST', INVITATION_HANDOFF_API.handoff(ion.guest.id), { channel: 'whatsapp' })).statusCode).toBe(200);
    expect((await d.overview()).setup.todo).toEqual(['invitations']);
    expect((await d.admin.send('POST', INVITATION_HANDOFF_API.handoff(nina.guest.id), { channel: 'inPerson' })).statusCode).toBe(200);
    expect((await d.overview()).setup).toEqual({ demo: [], todo: [], unreachable: [] });
  });

  it('says which phase guests see', async () => {
    const d = await dashboard();
    const created = await d.admin.send('POST', INVITATION_API.events, eventInput());
    expect(created.statusCode, created.body).toBe(201);
    expect((await d.admin.send('PUT', INVITATION_API.phase, { phase: 'invitation' })).statusCode).toBe(200);
    expect((await d.overview()).phase).toBe('invitation');
  });

  it("counts the guests' photos waiting for review, not those processing, shown or hidden (issue 39)", async () => {
    const d = await dashboard();
    expect((await d.overview()).photosWaiting).toBe(0);
    const family = d.t.guests.add('Familie Weber', 'de');
    const added = ['a', 'b', 'c', 'd', 'e'].map((letter) =>
      d.t.stores.photos.add({ sha256: letter.repeat(64), uploader: `h${family.guest.id}`, householdId: family.guest.id, dropName: null, kind: 'photo', type: 'jpeg', fileName: `${letter}.jpg`, bytes: 10, takenAt: null, uploadedAt: START }),
    );
    const processed = { width: 4, height: 3, renditionBytes: 10, takenAt: null };
    // Four processed and waiting; the fifth still processing.
    for (const { id } of added.slice(0, 4)) d.t.stores.photos.processed(id, { status: 'pending', ...processed }, START);
    expect((await d.overview()).photosWaiting).toBe(4);
    d.t.stores.photos.review([added[0]!.id], 'shown', START);
    d.t.stores.photos.review([added[1]!.id], 'hidden', START);
    expect((await d.overview()).photosWaiting).toBe(2);
  });
});

function eventInput(): EventInput {
  const texts = (text: string) => Object.fromEntries(LOCALES.map((locale) => [locale, text])) as Record<Locale, string>;
  return {
    title: texts('Dinner'),
    description: texts(''),
    dressCode: texts(''),
    notes: texts(''),
    startsAt: '2026-06-12T18:00',
    endsAt: '2026-06-12T23:00',
    timeZone: 'Europe/Bucharest',
    place: 'Palatul Știrbei',
    address: '',
    mapUrl: '',
    audience: 'everyone',
  };
}

describe("the guests' password on the overview", () => {
  async function overviewWith(password: string) {
    const t = await createTestApp({ password });
    apps.push(t);
    const admin = clientOf(t, { admin: sessionCookieOf(await t.app.inject({ method: 'POST', url: ADMIN_API.login, payload: { password: TEST_ADMIN_PASSWORD } }), 'admin')! });
    return { admin, overview: () => admin.get<AdminOverview>(OVERVIEW_API.overview) };
  }

  it('is said to be guessable when it is a common password, changed or not, and the answer never carries it', async () => {
    for (const [password, guessable] of [['iloveyou2027', true], ['qwerty123456', true], [TEST_PASSWORD, false]] as const) {
      const { overview } = await overviewWith(password);
      const answer = await overview();
      expect(answer.guestPasswordGuessable, password).toBe(guessable);
      expect(JSON.stringify(answer)).not.toContain(password);
    }
  });

  it("follows the couple's names: made of them once they are the site's", async () => {
    const { admin, overview } = await overviewWith('Ana&Mihai2027');
    expect((await overview()).guestPasswordGuessable).toBe(false);
    const { facts, factsRevision } = await admin.get<AdminContent>(CONTENT_API.content);
    expect((await admin.send('PUT', CONTENT_API.facts, { facts: { ...facts, coupleNames: 'Ana & Mihai' }, revision: factsRevision })).statusCode).toBe(200);
    expect((await overview()).guestPasswordGuessable).toBe(true);
  });
});
