/**
 * The people who run the wedding over the dashboard's API (docs/decisions/0059): the couple adds a person and gets
 * their set-up link; the link works once, for 24 hours, until revoked or replaced; the person chooses a password the
 * password rule allows and signs in with their address; their role is read at every request, and a removed person's
 * sessions end. A helper reads who comes to what without contacts and health data. No secret reaches the log.
 */
import { Writable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { ADMIN_API } from '#common/admin-api';
import { CHANGE_RECORD_API, type ChangePage } from '#common/change-record-api';
import type { InvalidAnswer } from '#common/api-problems';
import type { AdminGuest, GuestPage } from '#common/guest-list-api';
import { INVITATION_API, type AdminEvent } from '#common/invitation-api';
import { PEOPLE_API, type AdminSessionInfo, type Person, type PersonWithLink } from '#common/people-api';
import { GUEST_RSVP_API, RSVP_API, type AdminHouseholdRsvp, type RsvpAnswer, type RsvpOverview } from '#common/rsvp-api';
import { sha256 } from '../secrets';
import { clientOf, coupleAndGuest, type TestApp } from '../testing/couple-client';
import { eventInput } from '../testing/event-input';
import { leakedSecrets } from '../testing/hostile-checks';
import { loginUrl, sessionCookieOf, type TestAppOptions } from '../testing/test-app';

let t: TestApp | undefined;
afterEach(async () => t?.close());

const HOUR = 3_600_000;
const GOOD_PASSWORD = 'a long walk by the Danube';

async function signedIn(options: TestAppOptions = {}) {
  const clock = { now: Date.parse('2027-04-01T09:00:00Z') };
  const both = await coupleAndGuest({ now: () => clock.now, ...options });
  t = both.t;
  const app = both.t.app;
  const invite = async (body: object) => {
    const response = await both.admin.send('POST', PEOPLE_API.people, { name: 'Ioana Pop', email: 'Ioana@Example.com', role: 'helper', ...body });
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as PersonWithLink;
  };
  const tokenOf = (link: string) => new URL(link).hash.slice(1);
  const setUp = (token: string, password = GOOD_PASSWORD) => app.inject({ method: 'POST', url: PEOPLE_API.setupPassword, payload: { token, password } });
  const signIn = (email: string, password = GOOD_PASSWORD) => app.inject({ method: 'POST', url: ADMIN_API.login, payload: { email, password } });
  const sessionOf = async (email: string) => {
    const response = await signIn(email);
    expect(response.statusCode, response.body).toBe(200);
    return clientOf(both.t, { admin: sessionCookieOf(response, 'admin')! });
  };
  return { ...both, clock, invite, tokenOf, setUp, signIn, sessionOf };
}

describe('adding a person', () => {
  it('gives the couple a set-up link on the dashboard’s address, its token in the fragment and only its hash kept', async () => {
    const { invite, tokenOf, admin } = await signedIn();
    const { person, link } = await invite({});
    expect(link).toMatch(/^https:\/\/wedding\.example\/admin\/setup#[\w-]{43}$/);
    expect(person).toMatchObject({ name: 'Ioana Pop', email: 'ioana@example.com', role: 'helper', canSignIn: false, linkExpiresAt: Date.parse('2027-04-02T09:00:00Z') });
    const stored = t!.db.prepare('SELECT token_hash AS hash FROM person_setup_links').all();
    expect(stored).toEqual([{ hash: sha256(tokenOf(link)) }]);
    expect(await admin.get<Person[]>(PEOPLE_API.people)).toEqual([person]);
  });

  it('refuses a name or address that cannot be used, and an address that is someone’s already, by field', async () => {
    const { admin, invite } = await signedIn();
    const refused = await admin.send('POST', PEOPLE_API.people, { name: ' ', email: 'not an address', role: 'planner' });
    expect(refused.statusCode).toBe(422);
    expect((refused.json() as InvalidAnswer).problems).toEqual([{ field: 'name', code: 'empty' }, { field: 'email', code: 'email' }]);
    expect((await admin.send('POST', PEOPLE_API.people, { name: 'Ana', email: '', role: 'planner' })).json().problems).toEqual([{ field: 'email', code: 'empty' }]);
    await invite({});
    const taken = await admin.send('POST', PEOPLE_API.people, { name: 'Another', email: 'IOANA@example.com', role: 'planner' });
    expect((taken.json() as InvalidAnswer).problems).toEqual([{ field: 'email', code: 'taken' }]);
    expect((await admin.send('POST', PEOPLE_API.people, { name: 'Ana', email: 'ana@example.com', role: 'boss' })).statusCode).toBe(400);
    expect(await admin.get<Person[]>(PEOPLE_API.people)).toHaveLength(1);
  });
});

describe('the set-up link', () => {
  it('greets its person, sets the password once, and then they sign in with their address as a helper', async () => {
    const { invite, tokenOf, setUp, signIn, sessionOf, admin } = await signedIn();
    const token = tokenOf((await invite({})).link);
    const greeting = await t!.app.inject({ method: 'POST', url: PEOPLE_API.setup, payload: { token } });
    expect(greeting.json()).toEqual({ name: 'Ioana Pop', email: 'ioana@example.com' });
    expect((await signIn('ioana@example.com')).statusCode).toBe(401);
    expect((await setUp(token)).statusCode).toBe(204);
    expect((await setUp(token, 'another long sentence')).statusCode).toBe(404);
    expect((await t!.app.inject({ method: 'POST', url: PEOPLE_API.setup, payload: { token } })).statusCode).toBe(404);
    const helper = await sessionOf(' Ioana@EXAMPLE.com ');
    expect(await helper.get<AdminSessionInfo>(ADMIN_API.session)).toEqual({ signedIn: true, role: 'helper', person: { id: 1, name: 'Ioana Pop' } });
    expect((await signIn('ioana@example.com', 'another long sentence')).statusCode).toBe(401);
    expect((await admin.get<Person[]>(PEOPLE_API.people))[0]).toMatchObject({ canSignIn: true, linkExpiresAt: null });
  });

  it('refuses a password the password rule refuses, and keeps the link for a better one', async () => {
    const { invite, tokenOf, setUp } = await signedIn();
    const token = tokenOf((await invite({})).link);
    // Too short, a common one, one character over and over, the couple's names (the site's: Elena & Julian).
    for (const weak of ['short', 'password1234', 'aaaaaaaaaaaaaa', 'ElenaJulian2027!']) {
      const refused = await setUp(token, weak);
      expect(refused.statusCode, weak).toBe(422);
      expect((refused.json() as InvalidAnswer).problems).toEqual([{ field: 'password', code: 'weak' }]);
    }
    expect((await setUp(token)).statusCode).toBe(204);
  });

  it('stops working after 24 hours, when revoked, and when a new one replaces it', async () => {
    const { invite, tokenOf, setUp, clock, admin } = await signedIn();
    const first = await invite({});
    clock.now += 24 * HOUR;
    expect((await setUp(tokenOf(first.link))).statusCode).toBe(404);
    const second = (await admin.send('POST', PEOPLE_API.link(first.person.id))).json() as PersonWithLink;
    expect(second.person.linkExpiresAt).toBe(clock.now + 24 * HOUR);
    const third = (await admin.send('POST', PEOPLE_API.link(first.person.id))).json() as PersonWithLink;
    expect((await setUp(tokenOf(second.link))).statusCode).toBe(404);
    expect((await admin.send('DELETE', PEOPLE_API.link(first.person.id))).json()).toMatchObject({ linkExpiresAt: null });
    expect((await setUp(tokenOf(third.link))).statusCode).toBe(404);
    expect((await admin.send('POST', PEOPLE_API.link(99))).statusCode).toBe(404);
  });

  it('used to set a password anew, ends every session of that person and no one else’s, and forgets their devices', async () => {
    const { invite, tokenOf, setUp, signIn, sessionOf, admin } = await signedIn();
    const { person, link } = await invite({ role: 'planner' });
    expect((await setUp(tokenOf(link))).statusCode).toBe(204);
    const phone = await sessionOf('ioana@example.com');
    const laptop = await sessionOf('ioana@example.com');
    expect((await phone.get<AdminSessionInfo>(ADMIN_API.session)).signedIn).toBe(true);
    expect(t!.db.prepare('SELECT count(*) FROM admin_devices WHERE person_id = ?').pluck().get(person.id)).toBe(2);
    // The password leaked: the couple sends a new link and the planner chooses another password.
    const reset = (await admin.send('POST', PEOPLE_API.link(person.id))).json() as PersonWithLink;
    expect((await setUp(tokenOf(reset.link), 'another long sentence')).statusCode).toBe(204);
    for (const device of [phone, laptop]) expect((await device.inject({ method: 'GET', url: ADMIN_API.session })).statusCode).toBe(401);
    expect(t!.db.prepare('SELECT count(*) FROM sessions WHERE person_id = ?').pluck().get(person.id)).toBe(0);
    // Their devices are forgotten too: whoever had the old password keeps no known device of theirs.
    expect(t!.db.prepare('SELECT count(*) FROM admin_devices WHERE person_id = ?').pluck().get(person.id)).toBe(0);
    // The couple's own session is not the planner's; the old password opens nothing, the new one does.
    expect((await admin.get<Person[]>(PEOPLE_API.people))[0]).toMatchObject({ canSignIn: true });
    expect((await signIn('ioana@example.com')).statusCode).toBe(401);
    expect((await signIn('ioana@example.com', 'another long sentence')).statusCode).toBe(200);
  });

  it('is refused from another site, like every change of the dashboard', async () => {
    const { invite, tokenOf } = await signedIn();
    const token = tokenOf((await invite({})).link);
    const crossSite = await t!.app.inject({ method: 'POST', url: PEOPLE_API.setupPassword, payload: { token, password: GOOD_PASSWORD }, headers: { origin: 'https://evil.example' } });
    expect(crossSite.statusCode).toBe(403);
  });
});

describe('a person’s sign-in', () => {
  it('spends the couple’s budgets: past them, 429 even with the right password', async () => {
    // Four attempts per address: the couple's own sign-in (coupleAndGuest) spent one.
    const { invite, tokenOf, setUp, signIn } = await signedIn({ adminLoginFailuresPerAddress: 4 });
    expect((await setUp(tokenOf((await invite({})).link))).statusCode).toBe(204);
    for (const guess of ['one wrong guess', 'two wrong guesses', 'three wrong ones']) expect((await signIn('ioana@example.com', guess)).statusCode).toBe(401);
    expect((await signIn('ioana@example.com')).statusCode).toBe(429);
  });

  it('with an address nobody has, or ADMIN_PASSWORD given with an address, is refused alike', async () => {
    const { signIn } = await signedIn();
    expect((await signIn('nobody@example.com')).statusCode).toBe(401);
    expect((await signIn('nobody@example.com', 'the couple, and only the couple')).statusCode).toBe(401);
  });
});

describe('a role', () => {
  it('is read at every request: a change holds at once, and a removed person’s sessions end', async () => {
    const { invite, tokenOf, setUp, sessionOf, admin } = await signedIn();
    const { person, link } = await invite({ role: 'planner' });
    await setUp(tokenOf(link));
    const planner = await sessionOf('ioana@example.com');
    expect((await planner.inject({ method: 'GET', url: ADMIN_API.export })).statusCode).toBe(200);
    expect((await admin.inject({ method: 'PATCH', url: PEOPLE_API.person(person.id), payload: { role: 'helper' } })).json()).toMatchObject({ role: 'helper' });
    expect((await planner.inject({ method: 'GET', url: ADMIN_API.export })).statusCode).toBe(403);
    expect((await planner.get<AdminSessionInfo>(ADMIN_API.session)).role).toBe('helper');
    expect((await admin.send('DELETE', PEOPLE_API.person(person.id))).statusCode).toBe(204);
    expect((await planner.inject({ method: 'GET', url: ADMIN_API.session })).statusCode).toBe(401);
    expect(t!.db.prepare('SELECT COUNT(*) AS n FROM sessions WHERE person_id IS NOT NULL').get()).toEqual({ n: 0 });
    expect((await admin.send('DELETE', PEOPLE_API.person(person.id))).statusCode).toBe(404);
  });

  it('of ADMIN_PASSWORD’s session is the couple’s, with no person', async () => {
    const { admin } = await signedIn();
    expect(await admin.get<AdminSessionInfo>(ADMIN_API.session)).toEqual({ signedIn: true, role: 'couple', person: null });
  });
});

describe('the record of changes', () => {
  it('names the person who made each change, and the couple’s changes to the people', async () => {
    const { invite, tokenOf, setUp, sessionOf, admin } = await signedIn();
    const { person, link } = await invite({ role: 'planner' });
    await setUp(tokenOf(link));
    const planner = await sessionOf('ioana@example.com');
    expect((await planner.send('POST', ADMIN_API.guests, { name: 'Familia Popescu', language: null })).statusCode).toBe(201);
    expect((await admin.inject({ method: 'PATCH', url: PEOPLE_API.person(person.id), payload: { role: 'helper' } })).statusCode).toBe(200);
    const record = await admin.get<ChangePage>(CHANGE_RECORD_API.changes);
    expect(record.changes.map(({ personId, what, target }) => [personId, what, target])).toEqual([
      [null, 'personRole', 'Ioana Pop'],
      [person.id, 'householdAdded', 'Familia Popescu'],
      [null, 'personAdded', 'Ioana Pop'],
    ]);
    expect(record.authors).toEqual(expect.arrayContaining([{ personId: null, name: null }, { personId: person.id, name: 'Ioana Pop' }]));
    // The record is the couple's: the planner, now a helper, reads none of it.
    expect((await planner.inject({ method: 'GET', url: CHANGE_RECORD_API.changes })).statusCode).toBe(403);
  });
});

describe('a helper reads who comes to what', () => {
  it('without the households’ contacts, dietary and accessibility needs or messages, which the planner reads', async () => {
    const { invite, tokenOf, setUp, sessionOf, admin } = await signedIn();
    const dinner = (await admin.send('POST', INVITATION_API.events, eventInput({ audience: 'everyone' }))).json() as AdminEvent;
    expect((await admin.send('PUT', INVITATION_API.phase, { phase: 'invitation' })).statusCode).toBe(200);
    const ana = (await admin.send('POST', ADMIN_API.guests, { name: 'Ana', language: 'ro', email: 'ana.secret@exemplu.ro', phone: '0722 987 654' })).json() as AdminGuest;
    await admin.send('POST', ADMIN_API.guests, { name: 'Radu', language: 'ro', email: 'radu.secret@exemplu.ro' });
    const token = new URL(ana.link!).searchParams.get('token')!;
    const family = clientOf(t!, { session: sessionCookieOf(await t!.app.inject({ method: 'POST', url: loginUrl({ token }) }))! });
    const person = { events: { [dinner.id]: { attending: true, meal: null } }, dietary: ['nutAllergy'], dietaryNote: 'alergie-q7', accessibility: 'scaun-z3', questions: {} };
    const answer = { members: { [ana.members[0]!.id]: person }, extras: [], message: 'mesaj-k9', questions: {} } as RsvpAnswer;
    expect((await family.send('PUT', GUEST_RSVP_API.rsvp, { answer, revision: 0 })).statusCode).toBe(200);
    for (const [role, email] of [['helper', 'helper@example.com'], ['planner', 'planner@example.com']] as const) await setUp(tokenOf((await invite({ role, email })).link));
    const helper = await sessionOf('helper@example.com');
    const planner = await sessionOf('planner@example.com');
    const secrets = { 'e-mail': 'ana.secret@exemplu.ro', 'other e-mail': 'radu.secret@exemplu.ro', phone: '722987654', dietary: 'nutAllergy', note: 'alergie-q7', accessibility: 'scaun-z3', message: 'mesaj-k9' };
    const reads = [ADMIN_API.guests, ADMIN_API.guest(ana.id), RSVP_API.overview, RSVP_API.household(ana.id), RSVP_API.householdHistory(ana.id)];

    const asHelper = await Promise.all(reads.map(async (url) => (await helper.inject({ method: 'GET', url })).body));
    expect(leakedSecrets(asHelper.join('\n'), secrets)).toEqual([]);
    const asPlanner = await Promise.all(reads.map(async (url) => (await planner.inject({ method: 'GET', url })).body));
    expect(leakedSecrets(asPlanner.join('\n'), secrets)).toEqual(Object.keys(secrets));

    // What the helper is there for is all there: the names, the links, who comes to the dinner.
    const page = await helper.get<GuestPage>(ADMIN_API.guests);
    expect(page.guests.map((guest) => [guest.name, guest.link !== null])).toEqual([['Ana', true], ['Radu', true]]);
    expect((await helper.get<RsvpOverview>(RSVP_API.overview)).events[0]!.people.coming).toBe(1);
    const household = await helper.get<AdminHouseholdRsvp>(RSVP_API.household(ana.id));
    expect(household.answer!.members[ana.members[0]!.id]!.events[dinner.id]).toEqual({ attending: true, meal: null });
    for (const url of [ADMIN_API.export, RSVP_API.answersCsv, RSVP_API.catererCsv(dinner.id)]) expect((await helper.inject({ method: 'GET', url })).statusCode, url).toBe(403);
  });
});

describe('the log', () => {
  it('holds no set-up token, password or person’s address, at the most talkative level', async () => {
    let log = '';
    const stream = new Writable({ write: (chunk, _encoding, done) => ((log += String(chunk)), done()) });
    const { invite, tokenOf, setUp, signIn, admin } = await signedIn({ logger: { level: 'trace', stream } });
    const { person, link } = await invite({ email: 'ioana.secret@exemplu.ro' });
    const token = tokenOf(link);
    await t!.app.inject({ method: 'POST', url: PEOPLE_API.setup, payload: { token } });
    await setUp(token, 'short');
    await setUp(token);
    await signIn('ioana.secret@exemplu.ro');
    await signIn('ioana.secret@exemplu.ro', 'a wrong one, surely');
    const again = (await admin.send('POST', PEOPLE_API.link(person.id))).json() as PersonWithLink;
    expect(log).toContain('"statusCode"');
    expect(leakedSecrets(log, { token, 'second token': tokenOf(again.link), password: GOOD_PASSWORD, address: 'ioana.secret@exemplu.ro' })).toEqual([]);
  });
});
