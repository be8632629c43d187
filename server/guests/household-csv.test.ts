/**
 * The guest list's CSV with households (guest-rows.ts, guest-import.ts): one line per member, and a file exported
 * from one site imports into an empty one as the same households with the same members.
 */
import { parse } from 'csv-parse/sync';
import { afterEach, describe, expect, it } from 'vitest';
import { openStores, type Stores } from '../stores';
import { makeTempDir } from '../testing/test-app';
import { readGuestCsv } from './guest-import';
import { guestListCsv } from './guest-rows';

const PUBLIC_URL = 'https://wedding.example';
const opened: Stores[] = [];
afterEach(() => {
  for (const stores of opened.splice(0)) stores.db.close();
});
function open(): Stores {
  const stores = openStores(makeTempDir('std-household-csv-'));
  opened.push(stores);
  return stores;
}

/** A list as the couple might have it: families, a grandmother with her own language, a child, notes, a revoked link. */
function aList(s: Stores) {
  const family = s.guests.add('Familia Popescu', 'ro', 'table 4').guest;
  s.members.replace(family.id, [
    { name: 'Bunica Olga', language: 'ru', child: false },
    { name: 'Maria Popescu', language: null, child: false },
    { name: 'Ionuț', language: null, child: true },
  ]);
  const smith = s.guests.add('The Smiths', null).guest;
  s.members.replace(smith.id, [
    { name: 'Ann Smith', language: 'en', child: false },
    { name: 'Jürgen Weber', language: 'de', child: false },
  ]);
  s.guests.add('Claire Dubois', 'fr');
  s.guests.add('=cmd|"/c calc"!A1', null, '@note');
  const gone = s.guests.add('Gone Guest', 'en').guest;
  s.guests.revoke(gone.id);
}

/** Every household with its members, as a couple compares two lists: names, languages, children, notes. */
function households(s: Stores) {
  const members = s.members.all();
  return s.guests.list().map((g) => ({
    name: g.name,
    language: g.language,
    note: g.note,
    members: (members.get(g.id) ?? []).map(({ name, language, child }) => ({ name, language, child })),
  }));
}

describe('the export', () => {
  it('has one line per member: household, its language, the member, their language (or the household’s), child, then the household’s note and link', () => {
    const s = open();
    aList(s);
    const rows = parse(guestListCsv(s.guests, s.members, PUBLIC_URL).csv, { bom: true }) as string[][];
    expect(rows[0]).toEqual(['household', 'household language', 'name', 'language', 'child', 'note', 'link', 'first visit', 'last visit', 'visits', 'revoked']);
    const link = rows[1]![6]!;
    expect(link).toMatch(/^https:\/\/wedding\.example\/login\?token=[a-z0-9]{26}&lang=ro$/);
    expect(rows.slice(1, 4).map((row) => row.slice(0, 7))).toEqual([
      ['Familia Popescu', 'ro', 'Bunica Olga', 'ru', 'no', 'table 4', link],
      ['Familia Popescu', 'ro', 'Maria Popescu', 'ro', 'no', 'table 4', link],
      ['Familia Popescu', 'ro', 'Ionuț', 'ro', 'yes', 'table 4', link],
    ]);
    expect(rows[4]!.slice(0, 5)).toEqual(['The Smiths', '', 'Ann Smith', 'en', 'no']);
    // Formulas stay text in every column they reach.
    expect(rows[7]!.slice(0, 6)).toEqual([`'=cmd|"/c calc"!A1`, '', `'=cmd|"/c calc"!A1`, '', 'no', "'@note"]);
    expect(rows[8]!.slice(0, 7).concat(rows[8]!.slice(-1))).toEqual(['Gone Guest', 'en', 'Gone Guest', 'en', 'no', '', '', 'yes']);
    expect(rows).toHaveLength(9);
  });
});

describe('export, then import into an empty site', () => {
  it('gives the same households, with the same members, languages, children and notes', () => {
    const from = open();
    aList(from);
    const csv = guestListCsv(from.guests, from.members, PUBLIC_URL).csv;
    const reading = readGuestCsv(csv);
    if ('problems' in reading) throw new Error(JSON.stringify(reading.problems));
    const to = open();
    const { added, skipped } = to.guests.addMany(reading.guests);
    expect(skipped).toEqual([]);
    expect(added).toHaveLength(5);
    expect(households(to)).toEqual(households(from));
    // The neutralised formula came back as the name typed, without the apostrophe the export put before it.
    expect(households(to)[3]).toMatchObject({ name: '=cmd|"/c calc"!A1', note: '@note' });
  });
});
