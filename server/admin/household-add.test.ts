/**
 * A household added with its people in one request (issue 28, the couple's set-up): the household's name is not a
 * person, every problem of the household and of its people is answered at once and nothing is added, and the route
 * refuses a guest's session, no session and another site. Without people it stays the household of one it was.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { ADMIN_API } from '#common/admin-api';
import type { InvalidAnswer } from '#common/api-problems';
import type { AdminGuest } from '#common/guest-list-api';
import { coupleAndGuest, type TestApp } from '../testing/couple-client';

let t: TestApp | undefined;
afterEach(async () => t?.close());

async function signedIn() {
  const both = await coupleAndGuest();
  t = both.t;
  return both;
}

const person = (name: string, more: object = {}) => ({ name, language: null, child: false, ...more });

describe('adding a household with its people', () => {
  it('stores the people in order, none of them named as the household', async () => {
    const { admin } = await signedIn();
    const added = await admin.send('POST', ADMIN_API.guests, {
      name: 'Familia Popescu',
      language: 'ro',
      members: [person(' Ion Popescu '), person('Maria Popescu', { language: 'ru' }), person('Ana', { child: true, phone: '0722 123 456' })],
    });
    expect(added.statusCode).toBe(201);
    const household = added.json() as AdminGuest;
    expect(household.name).toBe('Familia Popescu');
    expect(household.members.map(({ name, language, child, phone }) => ({ name, language, child, phone }))).toEqual([
      { name: 'Ion Popescu', language: null, child: false, phone: '' },
      { name: 'Maria Popescu', language: 'ru', child: false, phone: '' },
      { name: 'Ana', language: null, child: true, phone: '+40722123456' },
    ]);
    expect((await admin.get<AdminGuest>(ADMIN_API.guest(household.id))).members.map((m) => m.name)).toEqual(['Ion Popescu', 'Maria Popescu', 'Ana']);
  });

  it('without people is a household of one, as before (the guest command and older dashboards)', async () => {
    const { admin } = await signedIn();
    const added = (await admin.send('POST', ADMIN_API.guests, { name: 'Ana Pop', language: null })).json() as AdminGuest;
    expect(added.members.map((m) => m.name)).toEqual(['Ana Pop']);
  });

  it('refuses every problem of the household and its people at once, adding nobody', async () => {
    const { admin } = await signedIn();
    const refused = await admin.send('POST', ADMIN_API.guests, {
      name: ' ',
      language: null,
      members: [person('Ion'), person('  '), person('Ana', { email: 'ana@' }), { id: 1, ...person('Eve') }],
    });
    expect(refused.statusCode).toBe(422);
    expect((refused.json() as InvalidAnswer).problems).toEqual([
      { field: 'name', code: 'empty' },
      { field: 'members[1].name', index: 1, code: 'empty' },
      { field: 'members[2].email', index: 2, code: 'email' },
      { field: 'members[3].id', index: 3, code: 'unknown-id' },
    ]);
    const none = await admin.send('POST', ADMIN_API.guests, { name: 'Familia Pop', language: null, members: [] });
    expect((none.json() as InvalidAnswer).problems).toEqual([{ field: 'members', code: 'no-members' }]);
    // A language the site lacks is the couple's to fix too, beside that person.
    const language = await admin.send('POST', ADMIN_API.guests, { name: 'Familia Pop', language: null, members: [person('Ion', { language: 'it' })] });
    expect(language.statusCode).toBe(422);
    expect((language.json() as InvalidAnswer).problems).toEqual([{ field: 'members[0].language', index: 0, code: 'language' }]);
    expect(t!.guests.list()).toEqual([]);
    expect(t!.db.prepare('SELECT COUNT(*) AS n FROM household_members').get()).toEqual({ n: 0 });
  });

  it('refuses a guest’s session, no session and another site, adding nobody', async () => {
    const { t: app, admin, guest } = await signedIn();
    const attempt = { method: 'POST' as const, url: ADMIN_API.guests, payload: { name: 'Familia Pop', language: null, members: [person('Ion')] } };
    expect((await guest.inject(attempt)).statusCode).toBe(401);
    expect((await app.app.inject(attempt)).statusCode).toBe(401);
    for (const headers of [{ origin: 'https://evil.example' }, { 'sec-fetch-site': 'cross-site' }]) {
      expect((await admin.inject({ ...attempt, headers })).statusCode).toBe(403);
    }
    expect(app.guests.list()).toEqual([]);
  });
});
