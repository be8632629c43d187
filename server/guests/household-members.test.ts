/**
 * The members' store (household-members.ts) with the guest store that adds households: a new household has its first
 * member, a change of members is all or nothing and keeps the ids of those kept, and members go with their household.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { openStores, type Stores } from '../stores';
import { makeTempDir } from '../testing/test-app';
import { NotInHouseholdError } from './household-members';

let stores: Stores | undefined;
afterEach(() => {
  stores?.db.close();
  stores = undefined;
});
const open = () => (stores = openStores(makeTempDir('std-members-')));
const names = (s: Stores, guestId: number) => s.members.list(guestId).map((m) => m.name);
const memberCount = (s: Stores) => (s.db.prepare('SELECT COUNT(*) AS n FROM household_members').get() as { n: number }).n;

describe('a new household', () => {
  it('added one at a time has one member named as it, in the same transaction', () => {
    const s = open();
    const { guest } = s.guests.add('Ana Pop', 'ro', 'table 2');
    expect(s.members.list(guest.id)).toEqual([{ id: expect.any(Number), name: 'Ana Pop', language: null, child: false }]);
    expect(guest).toMatchObject({ extraGuests: 0, allEvents: false });
  });

  it('added many at once gets the members it comes with, in order, or one named as it', () => {
    const s = open();
    const { added } = s.guests.addMany([
      { line: 2, name: 'Familia Popescu', language: 'ro', members: [{ name: 'Maria', language: null, child: false }, { name: 'Olga', language: 'ru', child: false }, { name: 'Ionuț', language: null, child: true }] },
      { line: 5, name: 'Bob', language: null },
    ]);
    expect(s.members.list(added[0]!.guest.id).map(({ name, language, child }) => [name, language, child])).toEqual([
      ['Maria', null, false],
      ['Olga', 'ru', false],
      ['Ionuț', null, true],
    ]);
    expect(names(s, added[1]!.guest.id)).toEqual(['Bob']);
  });

  it('is not half-added when its members cannot be written: no guest without members', () => {
    const s = open();
    const broken = { name: 'x', language: 'xx' as 'ro', child: false };
    // A language the table's writer never gets from the routes; here it stands for any failure inside the transaction.
    s.db.exec("CREATE TRIGGER no_xx BEFORE INSERT ON household_members WHEN NEW.language = 'xx' BEGIN SELECT RAISE(ABORT, 'refused'); END");
    expect(() => s.guests.addMany([{ line: 2, name: 'Ok', language: null }, { line: 3, name: 'Broken', language: null, members: [broken] }])).toThrow('refused');
    expect(s.guests.list()).toEqual([]);
    expect(memberCount(s)).toBe(0);
  });
});

describe('replacing a household’s members', () => {
  function household(s: Stores) {
    const { guest } = s.guests.add('Familia Ionescu', 'ro');
    const [first] = s.members.list(guest.id);
    const members = s.members.replace(guest.id, [
      { id: first!.id, name: 'Elena', language: null, child: false },
      { name: 'Mihai', language: null, child: false },
      { name: 'Bunica Olga', language: 'ru', child: false },
    ]);
    return { guest, members };
  }

  it('keeps the ids of those kept, adds the new, removes those left out, in the order given', () => {
    const s = open();
    const { guest, members } = household(s);
    const [elena, mihai, olga] = members;
    const after = s.members.replace(guest.id, [
      { id: olga!.id, name: 'Bunica Olga', language: 'ru', child: false },
      { name: 'Ana', language: 'de', child: true },
      { id: elena!.id, name: 'Elena Ionescu', language: null, child: false },
    ]);
    expect(after.map((m) => [m.id, m.name, m.language, m.child])).toEqual([
      [olga!.id, 'Bunica Olga', 'ru', false],
      [expect.any(Number), 'Ana', 'de', true],
      [elena!.id, 'Elena Ionescu', null, false],
    ]);
    expect(after.map((m) => m.id)).not.toContain(mihai!.id);
    expect(s.members.list(guest.id)).toEqual(after);
  });

  it('refuses another household’s member, an unknown id or one given twice, and writes nothing', () => {
    const s = open();
    const { guest, members } = household(s);
    const other = s.guests.add('Bob', null).guest;
    const bobs = s.members.list(other.id)[0]!;
    const before = s.members.all();
    for (const [ids, index] of [
      [[members[0]!.id, bobs.id], 1],
      [[members[0]!.id, 999_999], 1],
      [[members[1]!.id, members[1]!.id], 1],
    ] as Array<[number[], number]>) {
      let thrown: unknown;
      try {
        s.members.replace(guest.id, [{ name: 'New first', language: null, child: false }, ...ids.map((id) => ({ id, name: 'Taken', language: null, child: false }))]);
      } catch (error) {
        thrown = error;
      }
      expect(thrown).toBeInstanceOf(NotInHouseholdError);
      expect((thrown as NotInHouseholdError).index).toBe(index + 1);
      expect(s.members.all()).toEqual(before);
    }
    expect(names(s, other.id)).toEqual(['Bob']);
  });

  it('reads the members of many households in one go, only theirs, in order', () => {
    const s = open();
    const { guest } = household(s);
    const bob = s.guests.add('Bob', null).guest;
    s.guests.add('Carl', null);
    const read = s.members.ofHouseholds([bob.id, guest.id]);
    expect([...read.keys()].sort()).toEqual([guest.id, bob.id].sort());
    expect(read.get(guest.id)!.map((m) => m.name)).toEqual(['Elena', 'Mihai', 'Bunica Olga']);
    expect(s.members.ofHouseholds([])).toEqual(new Map());
  });
});

describe('members go with their household', () => {
  it('when it is removed, and when the revoked are purged (the foreign key cascades)', () => {
    const s = open();
    expect(s.db.pragma('foreign_keys', { simple: true })).toBe(1);
    const ana = s.guests.add('Ana', 'ro').guest;
    const bob = s.guests.add('Bob', null).guest;
    const carl = s.guests.add('Carl', null).guest;
    s.members.replace(ana.id, [...s.members.list(ana.id), { name: 'Ana’s son', language: null, child: true }]);
    expect(memberCount(s)).toBe(4);
    s.guests.remove(ana.id);
    expect(s.members.list(ana.id)).toEqual([]);
    expect(memberCount(s)).toBe(2);
    s.guests.revoke(bob.id);
    expect(s.guests.removeRevokedBefore(Date.now() + 1_000)).toBe(1);
    expect(s.members.all()).toEqual(new Map([[carl.id, [expect.objectContaining({ name: 'Carl' })]]]));
  });
});

describe('renaming a household', () => {
  it('renames the one member of a household of one, who carried its name; a larger household keeps its members’ names', () => {
    const s = open();
    const ana = s.guests.add('Ana Pop', 'ro').guest;
    s.guests.update(ana.id, { name: 'Ana Popescu' });
    expect(names(s, ana.id)).toEqual(['Ana Popescu']);

    const family = s.guests.add('Popescu', 'ro').guest;
    s.members.replace(family.id, [{ name: 'Popescu', language: null, child: false }, { name: 'Ion', language: null, child: false }]);
    s.guests.update(family.id, { name: 'Familia Popescu' });
    expect(names(s, family.id)).toEqual(['Popescu', 'Ion']);

    const named = s.guests.add('Ionescu', null).guest;
    s.members.replace(named.id, [{ id: s.members.list(named.id)[0]!.id, name: 'Elena Ionescu', language: null, child: false }]);
    s.guests.update(named.id, { name: 'Familia Ionescu' });
    expect(names(s, named.id)).toEqual(['Elena Ionescu']);
  });
});
