/**
 * The invitation over HTTP (issue 19, "Done when"): the couple makes three events (the ceremony for everyone, the
 * dinner for the invited, a brunch for one family), invites households, writes a page and switches the phase;
 * each visitor then reads only what is theirs, adds events to a calendar and subscribes; a moved dinner reaches
 * the subscription. Bad input is refused field by field, and nothing half-written.
 */
import ICAL from 'ical.js';
import { afterEach, describe, expect, it } from 'vitest';
import { ADMIN_API } from '#common/admin-api';
import { API_PATHS, type Content } from '#common/api';
import type { InvalidAnswer } from '#common/api-problems';
import {
  GUEST_INVITATION_API,
  INVITATION_API,
  type AdminEvent,
  type AdminInvitation,
  type EventInput,
  type GuestInvitation,
} from '#common/invitation-api';
import { LOCALES, type Locale } from '#common/locales';
import { zonedInstant } from '#common/zoned-time';
import { clientOf, coupleAndGuest, type TestApp, type TestClient } from '../testing/couple-client';
import { eventInput } from '../testing/event-input';
import { loginUrl, sessionCookieOf } from '../testing/test-app';

let t: TestApp;
afterEach(async () => t?.close());

const all = (text: string) => Object.fromEntries(LOCALES.map((l) => [l, text])) as Record<Locale, string>;
const none = all('');

const event = (overrides: Partial<EventInput> = {}): EventInput =>
  eventInput({
    title: { ...none, en: 'Civil ceremony', ro: 'Cununia civilă' },
    startsAt: '2027-06-12T15:00',
    endsAt: '2027-06-12T16:00',
    place: 'Palatul Știrbei',
    address: 'Calea Victoriei 107, București',
    audience: 'everyone',
    ...overrides,
  });

async function signInWithLink(token: string): Promise<TestClient> {
  const cookie = sessionCookieOf(await t.app.inject({ method: 'POST', url: loginUrl({ token }) }))!;
  return clientOf(t, { session: cookie });
}

/** The couple's three events and three households, as in the "Done when". */
async function wedding() {
  const signedIn = await coupleAndGuest();
  t = signedIn.t;
  const { admin } = signedIn;
  const create = async (input: EventInput) => {
    const created = await admin.send('POST', INVITATION_API.events, input);
    expect(created.statusCode, created.body).toBe(201);
    return created.json() as AdminEvent;
  };
  const ceremony = await create(event());
  const dinner = await create(event({ title: { ...none, en: 'Dinner and party', ro: 'Cina și petrecerea' }, startsAt: '2027-06-12T19:00', endsAt: '2027-06-13T02:00', audience: 'invited' }));
  const brunch = await create(event({ title: { ...none, en: 'Sunday brunch', ro: 'Brunch duminică' }, startsAt: '2027-06-13T11:00', endsAt: '2027-06-13T13:00', audience: 'invited' }));
  const popescu = t.guests.add('Familia Popescu', 'ro', 'table 4');
  const ionescu = t.guests.add('Familia Ionescu', 'ro');
  const smith = t.guests.add('The Smiths', 'en');
  expect((await admin.send('PUT', INVITATION_API.eventGuests(dinner.id), { guestIds: [popescu.guest.id, ionescu.guest.id], invited: true })).statusCode).toBe(200);
  const brunchOnly = await admin.send('PUT', INVITATION_API.householdInvitation(popescu.guest.id), { allEvents: false, eventIds: [dinner.id, brunch.id], extraGuests: 1 });
  expect(brunchOnly.statusCode, brunchOnly.body).toBe(200);
  return { ...signedIn, ceremony, dinner, brunch, popescu, ionescu, smith };
}

const titlesOf = async (client: TestClient) => (await client.get<GuestInvitation>(GUEST_INVITATION_API.invitation)).events.map((e) => e.title.en);

describe('the phase switch', () => {
  it('refuses the invitation while there is no event, and keeps the Save the Date until the switch', async () => {
    const signedIn = await coupleAndGuest();
    t = signedIn.t;
    const refused = await signedIn.admin.send('PUT', INVITATION_API.phase, { phase: 'invitation' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ problem: 'no-events' });
    expect((await signedIn.guest.inject({ method: 'GET', url: GUEST_INVITATION_API.invitation })).statusCode).toBe(404);
    expect((await signedIn.guest.get<Content>(API_PATHS.content)).invitation).toBe(false);

    expect((await signedIn.admin.send('POST', INVITATION_API.events, event())).statusCode).toBe(201);
    expect((await signedIn.guest.inject({ method: 'GET', url: GUEST_INVITATION_API.invitation })).statusCode).toBe(404);
    expect(await signedIn.admin.get(INVITATION_API.phase)).toEqual({ phase: 'saveTheDate' });
    expect((await signedIn.admin.send('PUT', INVITATION_API.phase, { phase: 'invitation' })).json()).toEqual({ phase: 'invitation' });
    // What the guest page picks its share message by (issue 27): the couple's to read, no one else's.
    expect(await signedIn.admin.get(INVITATION_API.phase)).toEqual({ phase: 'invitation' });
    expect((await signedIn.guest.inject({ method: 'GET', url: INVITATION_API.phase })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: INVITATION_API.phase })).statusCode).toBe(401);
    expect((await signedIn.guest.get<Content>(API_PATHS.content)).invitation).toBe(true);
    // The shared password is no household: the home page asks for no answer.
    expect((await signedIn.guest.get<Content>(API_PATHS.content)).household).toBe(false);
    expect(await titlesOf(signedIn.guest)).toEqual(['Civil ceremony']);

    // Back to the Save the Date: everything is kept for the next switch.
    expect((await signedIn.admin.send('PUT', INVITATION_API.phase, { phase: 'saveTheDate' })).statusCode).toBe(200);
    expect((await signedIn.guest.inject({ method: 'GET', url: GUEST_INVITATION_API.invitation })).statusCode).toBe(404);
    expect((await signedIn.admin.get<AdminInvitation>(INVITATION_API.invitation)).events).toHaveLength(1);
  });

  it('is nothing without a session', async () => {
    const { t: app } = await wedding();
    expect((await app.app.inject({ method: 'GET', url: GUEST_INVITATION_API.invitation })).statusCode).toBe(401);
    expect((await app.app.inject({ method: 'GET', url: GUEST_INVITATION_API.eventCalendar(1) })).statusCode).toBe(401);
  });
});

describe('who sees which event', () => {
  it('shows the password only the events for everyone, and each household its own', async () => {
    const { admin, guest, popescu, ionescu, smith } = await wedding();
    expect((await admin.send('PUT', INVITATION_API.phase, { phase: 'invitation' })).statusCode).toBe(200);
    expect(await titlesOf(guest)).toEqual(['Civil ceremony']);
    expect(await titlesOf(await signInWithLink(popescu.token))).toEqual(['Civil ceremony', 'Dinner and party', 'Sunday brunch']);
    expect(await titlesOf(await signInWithLink(ionescu.token))).toEqual(['Civil ceremony', 'Dinner and party']);
    expect(await titlesOf(await signInWithLink(smith.token))).toEqual(['Civil ceremony']);
    // Invited to all events: every invited event, also those added later.
    await admin.send('PUT', INVITATION_API.householdInvitation(smith.guest.id), { allEvents: true, eventIds: [], extraGuests: 0 });
    expect(await titlesOf(await signInWithLink(smith.token))).toEqual(['Civil ceremony', 'Dinner and party', 'Sunday brunch']);
  });

  it('gives the venue’s times with their instants, and texts in every language', async () => {
    const { admin, popescu } = await wedding();
    await admin.send('PUT', INVITATION_API.phase, { phase: 'invitation' });
    const household = await signInWithLink(popescu.token);
    expect((await household.get<Content>(API_PATHS.content)).household).toBe(true);
    const seen = await household.get<GuestInvitation>(GUEST_INVITATION_API.invitation);
    const dinner = seen.events[1]!;
    expect(dinner).toMatchObject({ startsAt: '2027-06-12T19:00', timeZone: 'Europe/Bucharest', start: Date.parse('2027-06-12T16:00:00Z') });
    expect(dinner.title.ro).toBe('Cina și petrecerea');
    // A language the couple left empty reads the site's default language's text.
    expect(['Dinner and party', 'Cina și petrecerea']).toContain(dinner.title.de);
    expect(dinner.mapLink).toBe('https://www.openstreetmap.org/search?query=Calea%20Victoriei%20107%2C%20Bucure%C8%99ti');
    expect(seen.household).toEqual({ name: 'Familia Popescu', language: 'ro', members: [{ name: 'Familia Popescu', language: null }] });
    expect(JSON.stringify(seen)).not.toContain('table 4');
  });
});

describe('bad input', () => {
  it('names every wrong field and saves nothing', async () => {
    const { admin } = await wedding();
    const before = await admin.get<AdminInvitation>(INVITATION_API.invitation);
    const bad = event({
      title: { ...none, en: 'x'.repeat(10_000) },
      startsAt: '2027-03-28T03:30',
      endsAt: '2027-10-31T03:30',
      mapUrl: 'javascript:alert(1)',
    });
    const refused = await admin.send('POST', INVITATION_API.events, bad);
    expect(refused.statusCode).toBe(422);
    expect((refused.json() as InvalidAnswer).problems.map((p) => `${p.field}:${p.code}`).sort()).toEqual([
      'endsAt:ambiguous-time',
      'mapUrl:not-a-link',
      'startsAt:nonexistent-time',
      'title:too-long',
    ]);
    const late = await admin.send('POST', INVITATION_API.events, event({ startsAt: '2027-06-12T19:00', endsAt: '2027-06-12T18:00', timeZone: 'Mars/Olympus' }));
    expect((late.json() as InvalidAnswer).problems.map((p) => `${p.field}:${p.code}`)).toEqual(['timeZone:unknown-zone']);
    const backwards = await admin.send('POST', INVITATION_API.events, event({ startsAt: '2027-06-12T19:00', endsAt: '2027-06-12T18:00' }));
    expect((backwards.json() as InvalidAnswer).problems).toEqual([{ field: 'endsAt', code: 'ends-before-start' }]);
    // Issue 28: an empty start is asked for as such, and an end before a skipped start is flagged in the same answer.
    const codes = async (body: object) => ((await admin.send('POST', INVITATION_API.events, event(body))).json() as InvalidAnswer).problems.map((p) => `${p.field}:${p.code}`);
    expect(await codes({ startsAt: '', endsAt: '' })).toEqual(['startsAt:empty', 'endsAt:empty']);
    expect(await codes({ startsAt: '2027-03-28T03:30', endsAt: '2027-03-28T02:00' })).toEqual(['startsAt:nonexistent-time', 'endsAt:ends-before-start']);
    expect(await codes({ startsAt: '2027-06-12T19:00', endsAt: '2027-03-28T03:30' })).toEqual(['endsAt:nonexistent-time', 'endsAt:ends-before-start']);
    expect((await admin.send('POST', INVITATION_API.events, { ...event(), extra: 1 })).statusCode).toBe(400);
    expect((await admin.send('POST', INVITATION_API.events, { ...event(), audience: 'vips' })).statusCode).toBe(400);
    expect(await admin.get<AdminInvitation>(INVITATION_API.invitation)).toEqual(before);
  });

  it('refuses unknown households and events, and keeps a script as text', async () => {
    const { admin, dinner, popescu } = await wedding();
    const unknownGuest = await admin.send('PUT', INVITATION_API.eventGuests(dinner.id), { guestIds: [popescu.guest.id, 9999], invited: true });
    expect((unknownGuest.json() as InvalidAnswer).problems).toEqual([{ field: 'guestIds', code: 'unknown-id', value: '9999' }]);
    const unknownEvent = await admin.send('PUT', INVITATION_API.householdInvitation(popescu.guest.id), { allEvents: false, eventIds: [9999], extraGuests: 0 });
    expect(unknownEvent.statusCode).toBe(422);
    expect((await admin.send('PUT', INVITATION_API.householdInvitation(9999), { allEvents: false, eventIds: [], extraGuests: 0 })).statusCode).toBe(404);
    expect((await admin.send('PUT', INVITATION_API.eventGuests(9999), { guestIds: [popescu.guest.id], invited: true })).statusCode).toBe(404);
    expect((await admin.send('PUT', INVITATION_API.householdInvitation(popescu.guest.id), { allEvents: false, eventIds: [], extraGuests: 21 })).statusCode).toBe(400);

    const script = '<script>alert(1)</script>';
    const saved = await admin.send('PUT', INVITATION_API.event(dinner.id), { ...event({ title: { ...none, en: script } }), revision: dinner.revision });
    expect((saved.json() as AdminEvent).title.en).toBe(script);
    expect(saved.headers['content-type']).toMatch(/^application\/json/);
  });

  it('tells the later of two saves that the event changed, and asks before removing an event with invited households', async () => {
    const { admin, dinner, ceremony } = await wedding();
    expect((await admin.send('PUT', INVITATION_API.event(dinner.id), { ...event({ place: 'Hanul lui Manuc' }), revision: dinner.revision })).statusCode).toBe(200);
    const late = await admin.send('PUT', INVITATION_API.event(dinner.id), { ...event({ place: 'Elsewhere' }), revision: dinner.revision });
    expect(late.statusCode).toBe(409);
    expect(late.json().current.place).toBe('Hanul lui Manuc');

    const asked = await admin.send('DELETE', INVITATION_API.event(dinner.id));
    expect(asked.statusCode).toBe(409);
    expect(asked.json()).toMatchObject({ problem: 'has-invitations', households: 2 });
    expect((await admin.send('DELETE', `${INVITATION_API.event(dinner.id)}?confirm=1`)).statusCode).toBe(204);
    expect((await admin.send('DELETE', INVITATION_API.event(ceremony.id))).statusCode).toBe(204);
    expect((await admin.get<AdminInvitation>(INVITATION_API.invitation)).events.map((e) => e.title.en)).toEqual(['Sunday brunch']);
  });
});

describe('the pages', () => {
  it('show the couple’s sections in order, without the empty ones', async () => {
    const { admin, guest } = await wedding();
    await admin.send('PUT', INVITATION_API.phase, { phase: 'invitation' });
    const add = async (heading: Partial<Record<Locale, string>>, body: Partial<Record<Locale, string>>) =>
      (await admin.send('POST', `${INVITATION_API.infoSections}?page=stay`, { heading: { ...none, ...heading }, body: { ...none, ...body } })).json() as { id: number };
    const hotel = await add({ ro: 'Hotelul', en: 'The hotel' }, { ro: 'Cod de rezervare: NUNTA27', en: 'Booking code: NUNTA27\n\nBook by 1 May.' });
    const taxis = await add({ en: 'Taxis' }, { en: 'Ask at the desk.' });
    expect((await admin.send('POST', `${INVITATION_API.infoSections}?page=stay`, { heading: none, body: none })).statusCode).toBe(422);
    expect((await admin.send('POST', `${INVITATION_API.infoSections}?page=attic`, { heading: none, body: none })).statusCode).toBe(400);
    expect((await admin.send('PUT', INVITATION_API.infoSectionOrder, { page: 'stay', ids: [taxis.id, hotel.id] })).statusCode).toBe(200);
    const pages = (await guest.get<GuestInvitation>(GUEST_INVITATION_API.invitation)).pages;
    expect(Object.keys(pages)).toEqual(['stay']);
    expect(pages.stay!.map((s) => s.heading.ro)).toEqual(['Taxis', 'Hotelul']);
    expect(pages.stay![1]!.body.en).toBe('Booking code: NUNTA27\n\nBook by 1 May.');
  });
});

describe('calendars', () => {
  const headersOk = (response: { statusCode: number; headers: Record<string, unknown> }) => {
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.headers['content-encoding']).toBeUndefined();
  };
  const eventsOf = (ics: string) => new ICAL.Component(ICAL.parse(ics)).getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));

  it('downloads an event the visitor is invited to, and no other', async () => {
    const { admin, guest, dinner, ionescu } = await wedding();
    await admin.send('PUT', INVITATION_API.phase, { phase: 'invitation' });
    const family = await signInWithLink(ionescu.token);
    const download = await family.inject({ method: 'GET', url: GUEST_INVITATION_API.eventCalendar(dinner.id), headers: { 'accept-encoding': 'br, gzip' } });
    headersOk(download);
    expect(download.headers['content-disposition']).toMatch(/^attachment/);
    const [parsed] = eventsOf(download.body);
    expect(parsed!.summary).toBe('Cina și petrecerea');
    expect(parsed!.startDate.toJSDate().getTime()).toBe(Date.parse('2027-06-12T16:00:00Z'));
    expect((await guest.inject({ method: 'GET', url: GUEST_INVITATION_API.eventCalendar(dinner.id) })).statusCode).toBe(404);
  });

  it('keeps a subscription right when the couple moves the dinner', async () => {
    const { admin, dinner, popescu } = await wedding();
    await admin.send('PUT', INVITATION_API.phase, { phase: 'invitation' });
    const family = await signInWithLink(popescu.token);
    const subscription = (await family.get<GuestInvitation>(GUEST_INVITATION_API.invitation)).subscription!;
    expect(subscription).toMatch(/^https:\/\/wedding\.example\/calendar\/[^/]+\.ics$/);
    const feedPath = new URL(subscription).pathname;
    expect(feedPath).not.toContain(popescu.token);

    const before = await t.app.inject({ method: 'GET', url: feedPath, headers: { 'accept-encoding': 'gzip' } });
    headersOk(before);
    expect(before.body).not.toMatch(/Popescu|table 4/);
    expect(before.body).toContain('METHOD:PUBLISH');
    const dinnerBefore = eventsOf(before.body).find((e) => e.summary === 'Cina și petrecerea')!;
    expect(eventsOf(before.body)).toHaveLength(3);

    const moved = await admin.send('PUT', INVITATION_API.event(dinner.id), {
      ...event({ title: dinner.title, audience: 'invited', startsAt: '2027-06-12T20:00', endsAt: '2027-06-13T03:00' }),
      revision: dinner.revision,
    });
    expect(moved.statusCode).toBe(200);
    const after = eventsOf((await t.app.inject({ method: 'GET', url: feedPath })).body).find((e) => e.uid === dinnerBefore.uid)!;
    expect(after.startDate.toJSDate().getTime()).toBe((zonedInstant('2027-06-12T20:00', 'Europe/Bucharest') as { instant: number }).instant);
    expect(after.sequence).toBeGreaterThan(dinnerBefore.sequence);
  });

  it('stops with a revoked link, changes with a new one, and counts wrong tokens like wrong links', async () => {
    const { admin, popescu, smith } = await wedding();
    await admin.send('PUT', INVITATION_API.phase, { phase: 'invitation' });
    const feedOf = async (token: string) => new URL((await (await signInWithLink(token)).get<GuestInvitation>(GUEST_INVITATION_API.invitation)).subscription!).pathname;
    const popescuFeed = await feedOf(popescu.token);
    const smithFeed = await feedOf(smith.token);
    // Another household's id with this household's code opens nothing.
    const [, smithId] = /\/calendar\/(\d+)-/.exec(smithFeed)!;
    const swapped = popescuFeed.replace(/\/calendar\/\d+-/, `/calendar/${smithId}-`);
    expect((await t.app.inject({ method: 'GET', url: swapped })).statusCode).toBe(404);

    const renewed = await admin.send('POST', ADMIN_API.newLink(popescu.guest.id));
    expect(renewed.statusCode, renewed.body).toBe(200);
    const fresh = renewed.json() as { link: string };
    expect((await t.app.inject({ method: 'GET', url: popescuFeed })).statusCode).toBe(404);
    const newFeed = await feedOf(new URL(fresh.link).searchParams.get('token')!);
    expect(newFeed).not.toBe(popescuFeed);
    expect((await t.app.inject({ method: 'GET', url: newFeed })).statusCode).toBe(200);
    await admin.send('POST', ADMIN_API.revoke(smith.guest.id));
    expect((await t.app.inject({ method: 'GET', url: smithFeed })).statusCode).toBe(404);

    // The test app allows 10 wrong attempts per address in the window; the next is refused with a wait.
    const codes: number[] = [];
    for (let i = 0; i < 12; i++) codes.push((await t.app.inject({ method: 'GET', url: `/calendar/1-${'a'.repeat(26)}.ics`, remoteAddress: '127.0.0.9' })).statusCode);
    expect(codes.filter((c) => c === 429).length).toBeGreaterThan(0);
    expect(codes.slice(0, 5)).toEqual([404, 404, 404, 404, 404]);
  });
});
