/**
 * The record of changes made on the dashboard (issue 38, docs/decisions/0062): an answer, a text, an event and a
 * setting each recorded with who, when and what, never an answer's health details; refused requests not recorded; the
 * record read newest first and by person; bounded; purged after the wedding; every data-changing route declared; and
 * the record's own route refusing a guest, no session and another site.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { ADMIN_API } from '#common/admin-api';
import { CHANGE_PAGE_SIZE, CHANGE_RECORD_API, CHANGE_RECORD_CAP, type ChangePage } from '#common/change-record-api';
import { INVITATION_API, type AdminEvent } from '#common/invitation-api';
import { RSVP_API, type AdminHouseholdRsvp, type RsvpAnswer } from '#common/rsvp-api';
import { CONTENT_API, type AdminContent } from '#common/site-content';
import { coupleAndGuest, type TestApp } from '../testing/couple-client';
import { eventInput, NO_TEXT } from '../testing/event-input';
import { createTestApp } from '../testing/test-app';
import { CHANGE_DECLARATIONS } from './change-declarations';
import { undeclaredRoutes } from './change-recording';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

const DAY = 86_400_000;
const START = Date.parse('2027-04-01T09:00:00Z');
/** Health data a guest gave: it must reach the answers' history, and never the record of changes. */
const HEALTH = 'Needs a wheelchair ramp and no sesame';

async function wedding() {
  const clock = { now: START };
  const signedIn = await coupleAndGuest({ now: () => clock.now });
  t = signedIn.t;
  const popescu = t.guests.add('Familia Popescu', 'ro');
  const [ana] = t.stores.members.replace(popescu.guest.id, [{ name: 'Ana Popescu', language: null, child: false }]);
  return { ...signedIn, clock, popescu: popescu.guest, ana: ana! };
}

const page = async (admin: Awaited<ReturnType<typeof wedding>>['admin'], query = '') => {
  const response = await admin.inject({ method: 'GET', url: `${CHANGE_RECORD_API.changes}${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as ChangePage;
};

/** Every stored row of the record, every column, as one string: what a copy of the database file would show. */
const storedRows = (app: TestApp) => JSON.stringify(app.stores.db.prepare('SELECT * FROM change_record').all());

describe('a change made on the dashboard', () => {
  it('is recorded with who, when and what: an answer, a text, an event, a setting; never the health details', async () => {
    const w = await wedding();
    const { admin } = w;
    const dinner = (await admin.send('POST', INVITATION_API.events, eventInput({ title: { ...NO_TEXT, de: 'Abendessen', en: 'Dinner' } }))).json() as AdminEvent;
    await admin.send('PUT', INVITATION_API.householdInvitation(w.popescu.id), { allEvents: true, eventIds: [], extraGuests: 0 });

    // The couple enters the Popescus' answer after a phone call, with an accessibility need.
    w.clock.now += DAY;
    const { revision } = await admin.get<AdminHouseholdRsvp>(RSVP_API.household(w.popescu.id));
    const answer: RsvpAnswer = {
      members: { [w.ana.id]: { events: { [dinner.id]: { attending: true, meal: null } }, dietary: [], dietaryNote: HEALTH, accessibility: HEALTH, questions: {} } },
      extras: [],
      message: '',
      questions: {},
    };
    const saved = await admin.send('PUT', RSVP_API.household(w.popescu.id), { answer, revision });
    expect(saved.statusCode, saved.body).toBe(200);
    // The answers' history has the need (it is the couple's to read there) …
    expect(JSON.stringify((saved.json() as AdminHouseholdRsvp).history)).toContain(HEALTH);

    w.clock.now += 60_000;
    const { texts } = await admin.get<AdminContent>(CONTENT_API.content);
    const heading = texts.find((text) => text.key === 'home.details.heading')!;
    expect((await admin.send('PUT', CONTENT_API.text(heading.key), { texts: { ...heading.texts, en: 'We are getting married!' }, revision: heading.revision })).statusCode).toBe(200);

    w.clock.now += 60_000;
    expect((await admin.send('PUT', INVITATION_API.event(dinner.id), { ...eventInput({ title: { ...NO_TEXT, de: 'Festessen', en: 'Dinner' } }), revision: dinner.revision })).statusCode).toBe(200);

    w.clock.now += 60_000;
    expect((await admin.send('PUT', RSVP_API.deadline, { deadline: '2027-05-20T23:59' })).statusCode).toBe(200);

    const record = await page(admin);
    // Newest first; the household and the event by their names in the site's language (German, the seed's), the
    // event by the name it had when it was changed.
    expect(record.changes.map(({ at, personId, what, targetId, target }) => ({ at, personId, what, targetId, target }))).toEqual([
      { at: START + DAY + 180_000, personId: null, what: 'deadline', targetId: null, target: null },
      { at: START + DAY + 120_000, personId: null, what: 'eventChanged', targetId: dinner.id, target: 'Abendessen' },
      { at: START + DAY + 60_000, personId: null, what: 'text', targetId: null, target: 'home.details.heading' },
      { at: START + DAY, personId: null, what: 'answerChanged', targetId: w.popescu.id, target: 'Familia Popescu' },
      { at: START, personId: null, what: 'householdEvents', targetId: w.popescu.id, target: 'Familia Popescu' },
      { at: START, personId: null, what: 'eventAdded', targetId: null, target: 'Abendessen' },
    ]);
    expect(record.total).toBe(6);
    expect(record.authors).toEqual([{ personId: null, name: null }]);
    // … and the record has nothing of it: not a byte of the rows.
    expect(storedRows(t!)).not.toContain(HEALTH);
    expect(storedRows(t!)).not.toContain('wheelchair');
  });

  it('is not recorded when it was refused (4xx): nothing changed', async () => {
    const { admin, popescu } = await wedding();
    expect((await admin.send('PUT', RSVP_API.deadline, { deadline: 'soon' })).statusCode).toBe(422);
    expect((await admin.send('PUT', RSVP_API.household(popescu.id + 99), { answer: { members: {}, extras: [], message: '', questions: {} }, revision: 0 })).statusCode).toBe(404);
    expect((await admin.inject({ method: 'PATCH', url: ADMIN_API.guest(popescu.id), payload: { name: '' } })).statusCode).toBe(422);
    expect((await page(admin)).total).toBe(0);
    // A removed household is named as it was before the removal.
    expect((await admin.send('DELETE', ADMIN_API.guest(popescu.id))).statusCode).toBe(204);
    expect((await page(admin)).changes).toMatchObject([{ what: 'householdRemoved', targetId: popescu.id, target: 'Familia Popescu' }]);
  });

  it('is read by person: the couple’s shared password is one, and a person with no change has none', async () => {
    const { admin, popescu } = await wedding();
    await admin.send('POST', ADMIN_API.revoke(popescu.id));
    t!.stores.changeRecord.add({ personId: 7, what: 'linkRenewed', targetId: popescu.id, target: 'Familia Popescu' });
    expect((await page(admin)).authors).toEqual([
      { personId: null, name: null },
      { personId: 7, name: null },
    ]);
    expect((await page(admin, '?person=couple')).changes.map((change) => change.what)).toEqual(['linkRevoked']);
    expect((await page(admin, '?person=7')).changes.map((change) => change.what)).toEqual(['linkRenewed']);
    expect(await page(admin, '?person=8')).toMatchObject({ changes: [], total: 0 });
    expect((await admin.inject({ method: 'GET', url: `${CHANGE_RECORD_API.changes}?person=someone` })).statusCode).toBe(400);
  });
});

describe('the record', () => {
  it(`keeps the newest ${CHANGE_RECORD_CAP} changes, the oldest dropped, and is read a page at a time`, async () => {
    const { admin, popescu } = await wedding();
    const record = t!.stores.changeRecord;
    t!.stores.db.transaction(() => {
      for (let i = 0; i < CHANGE_RECORD_CAP; i++) record.add({ personId: null, what: 'reminded', targetId: popescu.id, target: `old ${i}` });
    })();
    expect((await page(admin)).total).toBe(CHANGE_RECORD_CAP);
    await admin.send('POST', ADMIN_API.revoke(popescu.id));
    const first = await page(admin);
    expect(first.total).toBe(CHANGE_RECORD_CAP);
    expect(first.changes).toHaveLength(CHANGE_PAGE_SIZE);
    expect(first.changes[0]).toMatchObject({ what: 'linkRevoked' });
    const last = await page(admin, `?offset=${CHANGE_RECORD_CAP - 1}`);
    // "old 0" was dropped for the new change: the oldest kept is "old 1".
    expect(last.changes.map((change) => change.target)).toEqual(['old 1']);
    expect(storedRows(t!)).not.toContain('"old 0"');
    // Rows are added and dropped, never changed.
    expect(() => t!.stores.db.prepare("UPDATE change_record SET what = 'purge'").run()).toThrow(/append-only/);
  });

  it('is purged after the wedding with the rest, up to the day asked for', async () => {
    const w = await wedding();
    await w.admin.send('POST', ADMIN_API.revoke(w.popescu.id));
    w.clock.now += 20 * DAY;
    await w.admin.send('POST', ADMIN_API.newLink(w.popescu.id));
    const day = new Date(w.clock.now).toISOString().slice(0, 10);
    const preview = await w.admin.inject({ method: 'GET', url: `${ADMIN_API.purge}?before=${day}` });
    expect(preview.json()).toMatchObject({ dashboardChanges: 1 });
    const purged = await w.admin.send('POST', ADMIN_API.purge, { before: day });
    expect(purged.json()).toMatchObject({ dashboardChanges: 1 });
    // The revoke is gone; the new link (that day) stays, and the purge itself is on record.
    expect((await page(w.admin)).changes.map((change) => change.what)).toEqual(['purge', 'linkRenewed']);
    expect(storedRows(t!)).not.toContain('linkRevoked');
  });
});

describe('every data-changing route of the couple’s API', () => {
  it('declares what the record keeps of it, and every declaration names a route there is', async () => {
    const seen: Array<[string, string]> = [];
    const probe = await createTestApp({
      onRoute: (route) => {
        if (route.url?.startsWith('/api/admin')) for (const method of [route.method].flat()) seen.push([method, route.url]);
      },
    });
    await probe.close();
    const changing = seen.filter(([method]) => ['POST', 'PUT', 'PATCH', 'DELETE'].includes(method));
    expect(changing.length).toBeGreaterThan(50);
    expect(changing.flatMap(([method, url]) => undeclaredRoutes(method, url))).toEqual([]);
    const registered = new Set(changing.map(([method, url]) => `${method} ${url}`));
    expect(Object.keys(CHANGE_DECLARATIONS).filter((route) => !registered.has(route))).toEqual([]);
  });

  it('without a declaration is named, so the admin API refuses to start with it', () => {
    expect(undeclaredRoutes(['GET', 'POST'], '/api/admin/something-new')).toEqual(['POST /api/admin/something-new']);
    expect(undeclaredRoutes('GET', '/api/admin/something-new')).toEqual([]);
    expect(undeclaredRoutes('PUT', RSVP_API.household.pattern)).toEqual([]);
  });
});

describe('the record’s route', () => {
  it('refuses no session, a guest’s session and another site', async () => {
    const { admin, guest } = await wedding();
    expect((await t!.app.inject({ method: 'GET', url: CHANGE_RECORD_API.changes })).statusCode).toBe(401);
    expect((await guest.inject({ method: 'GET', url: CHANGE_RECORD_API.changes })).statusCode).toBe(401);
    expect((await t!.app.inject({ method: 'GET', url: CHANGE_RECORD_API.changes, cookies: { admin: guest.cookies.session! } })).statusCode).toBe(401);
    for (const headers of [{ origin: 'https://evil.example' }, { 'sec-fetch-site': 'cross-site' }]) {
      const crossSite = await admin.inject({ method: 'GET', url: CHANGE_RECORD_API.changes, headers });
      expect(crossSite.statusCode, JSON.stringify(headers)).toBe(403);
    }
    expect((await admin.inject({ method: 'GET', url: CHANGE_RECORD_API.changes, headers: { 'sec-fetch-site': 'same-origin' } })).statusCode).toBe(200);
  });
});
