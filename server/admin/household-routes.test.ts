/**
 * Households on the dashboard's API over app.inject(): the members of a guest (PUT INVITATION_API.householdMembers),
 * all or nothing, each refusal naming its field; the guest list with members, extra guests and "all events"; the
 * CSV import and export with households, and a list exported from one site imported into another.
 */
import { parse } from 'csv-parse/sync';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ADMIN_API } from '#common/admin-api';
import type { InvalidAnswer } from '#common/api-problems';
import type { AdminGuest, GuestPage, ImportResult } from '#common/guest-list-api';
import { INVITATION_API, type MemberInput } from '#common/invitation-api';
import { createTestApp, sessionCookieOf, TEST_ADMIN_PASSWORD } from '../testing/test-app';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
const apps: TestApp[] = [];
afterEach(async () => {
  for (const app of apps.splice(0)) await app.close();
});

/** A test app with the couple signed in, and their calls. */
async function couple() {
  const t = await createTestApp();
  apps.push(t);
  const login = await t.app.inject({ method: 'POST', url: ADMIN_API.login, payload: { password: TEST_ADMIN_PASSWORD } });
  const cookies = { admin: sessionCookieOf(login, 'admin')! };
  const call = (method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, payload?: unknown) =>
    t.app.inject({ method, url, cookies, ...(payload === undefined ? {} : { payload: payload as object }) });
  return {
    t,
    call,
    add: async (name: string, language: string | null = null) => (await call('POST', ADMIN_API.guests, { name, language })).json() as AdminGuest,
    putMembers: (id: number, members: unknown) => call('PUT', INVITATION_API.householdMembers(id), { members }),
    list: async (query = '') => ((await call('GET', `${ADMIN_API.guests}${query}`)).json() as GuestPage).guests,
  };
}

const member = (name: string, extra: Partial<MemberInput> = {}): MemberInput => ({ name, language: null, child: false, ...extra });
const people = (guest: AdminGuest) => guest.members.map(({ name, language, child }) => [name, language, child]);

describe('a household’s members', () => {
  it('a new guest is a household of one, its member named as it; the list shows members, extra guests and all events', async () => {
    const api = await couple();
    const ana = await api.add('Ana Pop', 'ro');
    expect(ana).toMatchObject({ name: 'Ana Pop', extraGuests: 0, allEvents: false, members: [{ id: expect.any(Number), name: 'Ana Pop', language: null, child: false }] });
    const [listed] = await api.list();
    expect(listed).toEqual(ana);
  });

  it('are saved as sent, in order, keeping the ids of those kept; the guest is answered with them', async () => {
    const api = await couple();
    const family = await api.add('Familia Popescu', 'ro');
    const first = family.members[0]!;
    const saved = await api.putMembers(family.id, [member('Bunica Olga', { language: 'ru' }), member('  Maria   Popescu ', { id: first.id }), member('Ionuț', { child: true })]);
    expect(saved.statusCode).toBe(200);
    const guest = saved.json() as AdminGuest;
    expect(people(guest)).toEqual([
      ['Bunica Olga', 'ru', false],
      ['Maria Popescu', null, false],
      ['Ionuț', null, true],
    ]);
    expect(guest.members[1]!.id).toBe(first.id);
    expect(guest.link).toBe(family.link);
    expect(((await api.call('GET', ADMIN_API.guest(family.id))).json() as AdminGuest).members).toEqual(guest.members);

    const [olga, , ionut] = guest.members;
    const again = (await api.putMembers(family.id, [member('Ionuț', { id: ionut!.id, child: true }), member('Olga', { id: olga!.id, language: 'ru' })])).json() as AdminGuest;
    expect(again.members.map((m) => [m.id, m.name])).toEqual([
      [ionut!.id, 'Ionuț'],
      [olga!.id, 'Olga'],
    ]);
  });

  it('refuses another household’s member, an unknown id and a bad name, naming each field, and writes nothing', async () => {
    const api = await couple();
    const family = await api.add('Familia Popescu', 'ro');
    const other = await api.add('Bob', 'en');
    const mine = family.members[0]!.id;
    const response = await api.putMembers(family.id, [
      member('Maria', { id: mine }),
      member('  '),
      member('Bob stolen', { id: other.members[0]!.id }),
      member('Nobody', { id: 987_654 }),
      member('x'.repeat(201)),
    ]);
    expect(response.statusCode).toBe(422);
    expect((response.json() as InvalidAnswer).problems).toEqual([
      { field: 'members[1].name', index: 1, code: 'empty' },
      { field: 'members[2].id', index: 2, code: 'unknown-id' },
      { field: 'members[3].id', index: 3, code: 'unknown-id' },
      { field: 'members[4].name', index: 4, code: 'too-long', value: '200' },
    ]);
    // Nothing half-written: both households are as they were.
    const [bob, popescu] = await api.list();
    expect(popescu!.members).toEqual(family.members);
    expect(bob!.members).toEqual(other.members);
  });

  it('refuses a household without members, too many, a language that is not the site’s; a wrong body is a 400, an unknown guest a 404', async () => {
    const api = await couple();
    const ana = await api.add('Ana', 'ro');
    const problems = async (members: unknown) => {
      const response = await api.putMembers(ana.id, members);
      expect(response.statusCode, JSON.stringify(members).slice(0, 80)).toBe(422);
      return (response.json() as InvalidAnswer).problems;
    };
    expect(await problems([])).toEqual([{ field: 'members', code: 'no-members' }]);
    expect(await problems(Array.from({ length: 31 }, (_, i) => member(`Person ${i}`)))).toEqual([{ field: 'members', code: 'too-many-members', value: '30' }]);
    expect(await problems(Array.from({ length: 101 }, (_, i) => member(`Person ${i}`)))).toEqual([{ field: 'members', code: 'too-many-members', value: '30' }]);
    expect(await problems([member('Ana'), { name: 'Olga', language: 'xx', child: false }])).toEqual([{ field: 'members[1].language', index: 1, code: 'language' }]);
    for (const body of [{}, { members: [member('A')], extra: 1 }, { members: [{ name: 'A', language: null }] }, { members: [member('A', { id: 0 })] }, { members: [{ ...member('A'), child: 'yes' }] }]) {
      const response = await api.call('PUT', INVITATION_API.householdMembers(ana.id), body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await api.putMembers(999_999, [member('A')])).statusCode).toBe(404);
    expect((await api.list())[0]!.members).toEqual(ana.members);
  });

  it('a household of one renamed on its page renames its member', async () => {
    const api = await couple();
    const ana = await api.add('Ana Pop', 'ro');
    const renamed = (await api.call('PATCH', ADMIN_API.guest(ana.id), { name: 'Ana Popescu' })).json() as AdminGuest;
    expect(renamed.members.map((m) => m.name)).toEqual(['Ana Popescu']);
  });
});

describe('the guest list with households', () => {
  it('reads the members of a page in one query, whatever its size', async () => {
    const api = await couple();
    api.t.guests.addMany(Array.from({ length: 120 }, (_, i) => ({ line: i + 2, name: `Guest ${String(i).padStart(3, '0')}`, language: null })));
    const perHousehold = vi.spyOn(api.t.stores.members, 'list');
    const perPage = vi.spyOn(api.t.stores.members, 'ofHouseholds');
    const page = await api.list('?limit=100');
    expect(page).toHaveLength(100);
    expect(page.every((guest) => guest.members.length === 1 && guest.members[0]!.name === guest.name)).toBe(true);
    expect(perPage).toHaveBeenCalledTimes(1);
    expect(perPage.mock.calls[0]![0]).toHaveLength(100);
    expect(perHousehold).not.toHaveBeenCalled();
  });
});

describe('CSV with households through the dashboard', () => {
  const FILE = [
    'household,name,language,child,note',
    'Familia Popescu,Maria Popescu,ro,no,table 4',
    'Familia Popescu,Bunica Olga,ru,no,',
    'Familia Popescu,Ionuț,ro,yes,',
    ',Claire Dubois,fr,,',
  ].join('\r\n');

  it('imports households with their members, skips a household already on the list, and names bad lines', async () => {
    const api = await couple();
    const response = await api.call('POST', ADMIN_API.guestImport, { format: 'csv', text: FILE });
    expect(response.statusCode).toBe(200);
    const { added } = response.json() as ImportResult;
    expect(added.map((g) => [g.name, g.language, g.note])).toEqual([
      ['Familia Popescu', 'ro', 'table 4'],
      ['Claire Dubois', 'fr', ''],
    ]);
    expect(people(added[0]!)).toEqual([
      ['Maria Popescu', null, false],
      ['Bunica Olga', 'ru', false],
      ['Ionuț', null, true],
    ]);
    const again = (await api.call('POST', ADMIN_API.guestImport, { format: 'csv', text: 'household,name\nfamilia popescu,Someone Else\n' })).json() as ImportResult;
    expect(again).toEqual({ added: [], skipped: [{ line: 2, name: 'familia popescu', id: added[0]!.id }] });

    const bad = await api.call('POST', ADMIN_API.guestImport, { format: 'csv', text: 'household,name,child\nA,Ana,perhaps\n' });
    expect(bad.statusCode).toBe(422);
    expect((bad.json() as InvalidAnswer).problems).toEqual([{ field: 'child', line: 2, code: 'child', value: 'perhaps' }]);
    expect(await api.list()).toHaveLength(2);
  });

  it('uses the language sent with a CSV for households whose first line has none', async () => {
    const api = await couple();
    const { added } = (await api.call('POST', ADMIN_API.guestImport, { format: 'csv', text: 'household,name,language\nWeber,Jürgen,\nWeber,Anna,ru\n', language: 'de' })).json() as ImportResult;
    expect(added[0]).toMatchObject({ name: 'Weber', language: 'de' });
    expect(people(added[0]!)).toEqual([
      ['Jürgen', null, false],
      ['Anna', 'ru', false],
    ]);
  });

  it('exports one line per member, and the file imports into an empty site as the same households and members', async () => {
    const from = await couple();
    await from.call('POST', ADMIN_API.guestImport, { format: 'csv', text: FILE });
    const smiths = await from.add('The Smiths');
    await from.putMembers(smiths.id, [member('Ann', { language: 'en' }), member('+1 friend', { child: false })]);
    const exported = (await from.call('GET', ADMIN_API.export)).body;
    const rows = parse(exported, { bom: true }) as string[][];
    expect(rows.map((row) => [...row.slice(0, 2), ...row.slice(4, 7)])).toEqual([
      ['household', 'household language', 'name', 'language', 'child'],
      ['Familia Popescu', 'ro', 'Maria Popescu', 'ro', 'no'],
      ['Familia Popescu', 'ro', 'Bunica Olga', 'ru', 'no'],
      ['Familia Popescu', 'ro', 'Ionuț', 'ro', 'yes'],
      ['Claire Dubois', 'fr', 'Claire Dubois', 'fr', 'no'],
      ['The Smiths', '', 'Ann', 'en', 'no'],
      ['The Smiths', '', "'+1 friend", '', 'no'],
    ]);

    const to = await couple();
    const imported = await to.call('POST', ADMIN_API.guestImport, { format: 'csv', text: exported });
    expect(imported.statusCode, imported.body).toBe(200);
    const shape = (list: AdminGuest[]) => list.map((g) => ({ name: g.name, language: g.language, note: g.note, members: people(g) }));
    expect(shape(await to.list('?sort=added'))).toEqual(shape(await from.list('?sort=added')));
    expect((await to.list()).map((g) => g.link)).not.toContain((await from.list())[0]!.link);
  });
});
