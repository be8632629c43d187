/**
 * Contacts over the dashboard's API (issue 27): a household's e-mail address and phone number when it is added and
 * changed, a member's with the members, read in the country of the household's language; what cannot be read is
 * refused field by field and nothing is changed; the CSV import reads numbers in the site's language's country for
 * households without a language; the reminders list where to reach a household and when it was reminded, at most
 * once a day; no contact ever reaches the log.
 */
import { Writable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { ADMIN_API } from '#common/admin-api';
import type { InvalidAnswer } from '#common/api-problems';
import type { AdminGuest, ImportResult } from '#common/guest-list-api';
import { INVITATION_API } from '#common/invitation-api';
import type { Locale } from '#common/locales';
import { RSVP_API, type RsvpOverview } from '#common/rsvp-api';
import { coupleAndGuest, type TestApp } from '../testing/couple-client';
import { eventInput, NO_TEXT } from '../testing/event-input';
import { leakedSecrets } from '../testing/hostile-checks';
import type { TestAppOptions } from '../testing/test-app';

let t: TestApp | undefined;
afterEach(async () => t?.close());

const DAY = 86_400_000;

async function signedIn(options: TestAppOptions = {}) {
  const clock = { now: Date.parse('2027-04-01T09:00:00Z') };
  const both = await coupleAndGuest({ now: () => clock.now, ...options });
  t = both.t;
  const { admin } = both;
  const add = async (body: object) => (await admin.send('POST', ADMIN_API.guests, { language: null, ...body })).json() as AdminGuest;
  const patch = (id: number, body: object) => admin.inject({ method: 'PATCH', url: ADMIN_API.guest(id), payload: body });
  return { ...both, clock, add, patch };
}

const problemsOf = (body: string) => (JSON.parse(body) as InvalidAnswer).problems;

describe('a household’s contacts', () => {
  it('are added with it, a number without + read in the country of its language, and shown as stored (E.164)', async () => {
    const { admin, add } = await signedIn();
    const cases: Array<[Locale, string, string]> = [
      ['ro', '0722 123 456', '+40722123456'],
      ['de', '0151 23456789', '+4915123456789'],
      ['fr', '06 12 34 56 78', '+33612345678'],
      ['ru', '8 (912) 345-67-89', '+79123456789'],
      ['en', '+40 722-123-456', '+40722123456'],
    ];
    for (const [language, typed, stored] of cases) {
      const guest = await add({ name: `Guest ${language}`, language, email: ` ${language}@exemplu.ro `, phone: typed });
      expect(guest, typed).toMatchObject({ email: `${language}@exemplu.ro`, phone: stored });
      expect(await admin.get<AdminGuest>(ADMIN_API.guest(guest.id))).toMatchObject({ email: `${language}@exemplu.ro`, phone: stored });
    }
    // Without a language: the site's (German in the test content).
    expect(await add({ name: 'No language', phone: '0151 23456789' })).toMatchObject({ phone: '+4915123456789', email: '' });
    expect(await add({ name: 'Nothing' })).toMatchObject({ phone: '', email: '' });
  });

  it('refuses what it cannot read, naming the field and the country a number was read in, and adds nobody', async () => {
    const { admin } = await signedIn();
    const refused = await admin.send('POST', ADMIN_API.guests, { name: 'Ana', language: 'ro', email: 'ana@exemplu', phone: '0722 12' });
    expect(refused.statusCode).toBe(422);
    expect(problemsOf(refused.body)).toEqual([
      { field: 'email', code: 'email' },
      { field: 'phone', code: 'phone', value: 'RO' },
    ]);
    expect(refused.body).not.toContain('0722');
    // What no mail server takes, though a browser's own check may let it by.
    for (const email of ['a>b@example.com', 'a b@example.com', 'a@b']) {
      const added = await admin.send('POST', ADMIN_API.guests, { name: 'Ana', language: 'ro', email });
      expect(added.statusCode, email).toBe(422);
      expect(problemsOf(added.body), email).toEqual([{ field: 'email', code: 'email' }]);
    }
    expect(t!.guests.list()).toHaveLength(0);
  });

  it('are changed, cleared and kept on the household’s page; a new language reads a number in its own country', async () => {
    const { add, patch } = await signedIn();
    const ana = await add({ name: 'Ana', language: 'ro', email: 'ana@exemplu.ro', phone: '0722 123 456' });
    // A name alone leaves the contacts as they are.
    expect((await patch(ana.id, { name: 'Ana Pop' })).json()).toMatchObject({ name: 'Ana Pop', email: 'ana@exemplu.ro', phone: '+40722123456' });
    // Moved to German in the same change: the number is read as a German one.
    expect((await patch(ana.id, { language: 'de', phone: '0151 23456789' })).json()).toMatchObject({ language: 'de', phone: '+4915123456789' });
    const refused = await patch(ana.id, { note: 'table 4', phone: '0151' });
    expect(problemsOf(refused.body)).toEqual([{ field: 'phone', code: 'phone', value: 'DE' }]);
    expect(t!.guests.get(ana.id)).toMatchObject({ note: '', phone: '+4915123456789' });
    expect(problemsOf((await patch(ana.id, { email: 'ana pop@exemplu.ro' })).body)).toEqual([{ field: 'email', code: 'email' }]);
    expect(t!.guests.get(ana.id)).toMatchObject({ email: 'ana@exemplu.ro' });
    expect((await patch(ana.id, { email: '', phone: '' })).json()).toMatchObject({ email: '', phone: '' });
    expect(t!.db.prepare('SELECT COUNT(*) AS n FROM contacts').get()).toEqual({ n: 0 });
  });

  it('of members are saved with the members, kept when not sent, and refused by place', async () => {
    const { admin, add } = await signedIn();
    const family = await add({ name: 'Familia Popescu', language: 'ro' });
    const first = family.members[0]!;
    const put = (members: object[]) => admin.send('PUT', INVITATION_API.householdMembers(family.id), { members });
    const saved = (await put([
      { id: first.id, name: 'Maria', language: null, child: false, email: 'maria@exemplu.ro', phone: '0722 123 456' },
      { name: 'Olga', language: 'ru', child: false, phone: '+7 912 345-67-89' },
    ])).json() as AdminGuest;
    expect(saved.members.map(({ name, email, phone }) => [name, email, phone])).toEqual([
      ['Maria', 'maria@exemplu.ro', '+40722123456'],
      ['Olga', '', '+79123456789'],
    ]);
    // Olga sent without her contacts: kept. Maria's address cleared.
    const again = (await put([{ ...saved.members[0], email: '' }, { id: saved.members[1]!.id, name: 'Olga', language: 'ru', child: false }])).json() as AdminGuest;
    expect(again.members.map(({ email, phone }) => [email, phone])).toEqual([
      ['', '+40722123456'],
      ['', '+79123456789'],
    ]);
    const refused = await put([{ ...again.members[0], phone: 'call me' }, { ...again.members[1], email: 'olga>b@example.ru' }]);
    expect(problemsOf(refused.body)).toEqual([
      { field: 'members[0].phone', index: 0, code: 'phone', value: 'RO' },
      { field: 'members[1].email', index: 1, code: 'email' },
    ]);
    expect((await admin.get<AdminGuest>(ADMIN_API.guest(family.id))).members).toEqual(again.members);
    // A removed member's contacts go with them.
    await put([{ id: again.members[0]!.id, name: 'Maria', language: null, child: false }]);
    expect(t!.db.prepare('SELECT COUNT(*) AS n FROM contacts').get()).toEqual({ n: 1 });
  });

  it('come from a CSV import, numbers of households without a language read in the site’s language’s country', async () => {
    const { admin } = await signedIn();
    const text = 'name,language,email,phone\nMaria,ro,maria@exemplu.ro,0722 123 456\nHans,,,0151 23456789\n';
    const imported = (await admin.send('POST', ADMIN_API.guestImport, { format: 'csv', text })).json() as ImportResult;
    expect(imported.added.map(({ name, email, phone }) => [name, email, phone])).toEqual([
      ['Maria', 'maria@exemplu.ro', '+40722123456'],
      ['Hans', '', '+4915123456789'],
    ]);
    const refused = await admin.send('POST', ADMIN_API.guestImport, { format: 'csv', text: 'name,language,phone\nAna,fr,06 12\n' });
    expect(problemsOf(refused.body)).toEqual([{ field: 'householdPhone', line: 2, code: 'phone', value: 'FR' }]);
  });
});

const party = eventInput({ title: { ...NO_TEXT, en: 'Party' }, audience: 'everyone' });

describe('reminders to answer', () => {
  async function notAnswered() {
    const site = await signedIn();
    await site.admin.send('POST', INVITATION_API.events, party);
    const ana = await site.add({ name: 'Ana', language: 'ro', phone: '0722 123 456' });
    const family = await site.add({ name: 'Familia Weber', language: 'de', email: 'weber@beispiel.de' });
    await site.admin.send('PUT', INVITATION_API.householdMembers(family.id), { members: [{ id: family.members[0]!.id, name: 'Jürgen', language: null, child: false, phone: '0151 23456789' }] });
    const bob = await site.add({ name: 'Bob', language: 'en' });
    const list = async () => (await site.admin.get<RsvpOverview>(RSVP_API.overview)).notAnswered;
    return { ...site, ana, family, bob, list };
  }

  it('list where to reach each household: its own contacts, else its first member’s', async () => {
    const { list } = await notAnswered();
    expect((await list()).map(({ name, email, phone, reminders }) => [name, email, phone, reminders])).toEqual([
      ['Ana', '', '+40722123456', []],
      ['Familia Weber', 'weber@beispiel.de', '+4915123456789', []],
      ['Bob', '', '', []],
    ]);
  });

  it('name the members who read a language of their own, with their contacts, so each is reminded in theirs', async () => {
    const { admin, family, list } = await notAnswered();
    const [juergen] = family.members;
    await admin.send('PUT', INVITATION_API.householdMembers(family.id), {
      members: [
        { id: juergen!.id, name: 'Jürgen', language: null, child: false, phone: '0151 23456789' },
        { name: 'Olga', language: 'ru', child: false, email: 'olga@example.ru' },
        { name: 'Heidi', language: 'de', child: false },
      ],
    });
    const weber = (await list()).find((h) => h.guestId === family.id)!;
    // Jürgen reads the household's language (none of his own), Heidi the household's German: only Olga differs.
    expect(weber.ownLanguages.map(({ name, language, email, phone }) => [name, language, email, phone])).toEqual([['Olga', 'ru', 'olga@example.ru', '']]);
    expect((await list()).find((h) => h.name === 'Ana')!.ownLanguages).toEqual([]);
  });

  it('are marked sent at most once a day each, on the venue’s clock, and shown', async () => {
    const { admin, clock, ana, bob, list } = await notAnswered();
    const first = await admin.send('POST', RSVP_API.reminded(ana.id));
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ reminders: [clock.now] });
    const sentAt = clock.now;
    clock.now += 60_000; // a second tap, or the list open on two phones
    expect((await admin.send('POST', RSVP_API.reminded(ana.id))).json()).toEqual({ reminders: [sentAt] });
    clock.now = sentAt + DAY;
    expect((await admin.send('POST', RSVP_API.reminded(ana.id))).json()).toEqual({ reminders: [sentAt, sentAt + DAY] });
    expect((await list()).find((h) => h.guestId === ana.id)?.reminders).toEqual([sentAt, sentAt + DAY]);
    expect((await list()).find((h) => h.guestId === bob.id)?.reminders).toEqual([]);
    // 22:30 UTC is already the next day in Bucharest, where the wedding is.
    clock.now = Date.parse('2027-04-02T22:30:00Z');
    expect((await admin.send('POST', RSVP_API.reminded(ana.id))).json().reminders).toHaveLength(3);
  });

  it('refuses an unknown or revoked household, a guest’s session, no session and another site, recording nothing', async () => {
    const { t: app, admin, guest, ana, bob } = await notAnswered();
    expect((await admin.send('POST', RSVP_API.reminded(9_999))).statusCode).toBe(404);
    app.guests.revoke(bob.id);
    expect((await admin.send('POST', RSVP_API.reminded(bob.id))).statusCode).toBe(404);
    expect((await guest.send('POST', RSVP_API.reminded(ana.id))).statusCode).toBe(401);
    expect((await app.app.inject({ method: 'POST', url: RSVP_API.reminded(ana.id) })).statusCode).toBe(401);
    for (const headers of [{ origin: 'https://evil.example' }, { 'sec-fetch-site': 'cross-site' }]) {
      expect((await admin.inject({ method: 'POST', url: RSVP_API.reminded(ana.id), headers })).statusCode).toBe(403);
    }
    expect(app.db.prepare('SELECT COUNT(*) AS n FROM reminders').get()).toEqual({ n: 0 });
  });
});

describe('the changed routes', () => {
  it('refuse a guest’s session, no session and another site, changing nothing', async () => {
    const { t: app, admin, guest, add } = await signedIn();
    const ana = await add({ name: 'Ana', language: 'ro', phone: '0722 123 456' });
    const attempts = [
      { method: 'POST' as const, url: ADMIN_API.guests, payload: { name: 'Eve', language: null, phone: '+40 733 222 333' } },
      { method: 'PATCH' as const, url: ADMIN_API.guest(ana.id), payload: { phone: '+40 733 222 333' } },
      { method: 'PUT' as const, url: INVITATION_API.householdMembers(ana.id), payload: { members: [{ id: ana.members[0]!.id, name: 'Ana', language: null, child: false, phone: '+40 733 222 333' }] } },
    ];
    for (const attempt of attempts) {
      expect((await guest.inject(attempt)).statusCode, attempt.url).toBe(401);
      expect((await app.app.inject(attempt)).statusCode, attempt.url).toBe(401);
      expect((await admin.inject({ ...attempt, headers: { origin: 'https://evil.example' } })).statusCode, attempt.url).toBe(403);
    }
    expect(app.guests.list().map(({ name, phone }) => [name, phone])).toEqual([['Ana', '+40722123456']]);
    expect(app.db.prepare('SELECT COUNT(*) AS n FROM contacts').get()).toEqual({ n: 1 });
  });
});

describe('the log', () => {
  it('never holds an e-mail address or a phone number, in any form, at the most talkative level', async () => {
    let log = '';
    const stream = new Writable({ write: (chunk, _encoding, done) => ((log += String(chunk)), done()) });
    const { admin, add, patch, clock } = await signedIn({ logger: { level: 'trace', stream } });
    const contacts: Record<string, string> = {
      'household e-mail': 'maria.secret@exemplu.ro',
      'typed number': '0722 987 654',
      'stored number': '+40722987654',
      'digits': '722987654',
      'member e-mail': 'olga.secret@exemplu.ru',
      'member number': '+79123450011',
      'refused e-mail': 'refused.secret@',
      'refused number': '0722 98',
      'imported e-mail': 'csv.secret@exemplu.de',
      'imported number': '+4915199887766',
    };
    await admin.send('POST', INVITATION_API.events, party);
    const maria = await add({ name: 'Maria', language: 'ro', email: contacts['household e-mail'], phone: contacts['typed number'] });
    await add({ name: 'Eve', language: 'ro', email: contacts['refused e-mail'], phone: contacts['refused number'] });
    await patch(maria.id, { phone: contacts['refused number'] });
    await admin.send('PUT', INVITATION_API.householdMembers(maria.id), {
      members: [{ id: maria.members[0]!.id, name: 'Maria', language: null, child: false, email: contacts['member e-mail'], phone: contacts['member number'] }],
    });
    await admin.send('POST', ADMIN_API.guestImport, { format: 'csv', text: `name,email,phone\nHans,${contacts['imported e-mail']},${contacts['imported number']}\n` });
    await admin.inject({ method: 'GET', url: ADMIN_API.export });
    await admin.get(ADMIN_API.guests);
    await admin.get(RSVP_API.overview);
    await admin.send('POST', RSVP_API.reminded(maria.id));
    clock.now += DAY;
    await admin.send('POST', ADMIN_API.purge, { before: '2027-04-02' });
    expect(log).toContain('"statusCode"');
    expect(leakedSecrets(log, contacts)).toEqual([]);
  });
});
