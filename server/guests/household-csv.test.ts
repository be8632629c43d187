/**
 * The guest list's CSV with households (guest-rows.ts, guest-import.ts): one line per member, and a file exported
 * from one site imports into an empty one as the same households with the same members and contacts.
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

/**
 * A list as the couple might have it: families, a grandmother with her own language and number, a child, notes,
 * households' e-mail addresses and phone numbers, a revoked link.
 */
function aList(s: Stores) {
  const family = s.guests.add('Familia Popescu', 'ro', 'table 4', { email: 'popescu@exemplu.ro', phone: '+40722123456' }).guest;
  const [olga] = s.members.replace(family.id, [
    { name: 'Bunica Olga', language: 'ru', child: false },
    { name: 'Maria Popescu', language: null, child: false },
    { name: 'Ionuț', language: null, child: true },
  ]);
  s.contacts.set(family.id, olga!.id, { phone: '+79123456789' });
  const smith = s.guests.add('The Smiths', null).guest;
  s.members.replace(smith.id, [
    { name: 'Ann Smith', language: 'en', child: false },
    { name: 'Jürgen Weber', language: 'de', child: false },
  ]);
  s.guests.add('Claire Dubois', 'fr', '', { email: 'claire@exemple.fr' });
  s.guests.add('=cmd|"/c calc"!A1', null, '@note');
  const gone = s.guests.add('Gone Guest', 'en').guest;
  s.guests.revoke(gone.id);
}

/** Every household with its members, as a couple compares two lists: names, languages, children, notes, contacts. */
function households(s: Stores) {
  const members = s.members.all();
  const contacts = s.contacts.all();
  return s.guests.list().map((g) => ({
    name: g.name,
    language: g.language,
    note: g.note,
    email: g.email,
    phone: g.phone,
    members: (members.get(g.id) ?? []).map(({ id, name, language, child }) => ({ name, language, child, ...contacts.get(g.id)?.members.get(id) })),
  }));
}

describe('the export', () => {
  it('has one line per member: the household, its language and contacts, the member, their language (or the household’s), child and contacts, then the household’s note and link', () => {
    const s = open();
    aList(s);
    const rows = parse(guestListCsv(s.guests, s, PUBLIC_URL).csv, { bom: true }) as string[][];
    expect(rows[0]).toEqual(['household', 'household language', 'household email', 'household phone', 'name', 'language', 'child', 'email', 'phone', 'note', 'link', 'first visit', 'last visit', 'visits', 'revoked']);
    const link = rows[1]![10]!;
    expect(link).toMatch(/^https:\/\/wedding\.example\/login\?token=[a-z0-9]{26}&lang=ro$/);
    // A number starts with +, which a spreadsheet would take for a formula: it is written as text.
    expect(rows.slice(1, 4).map((row) => row.slice(0, 11))).toEqual([
      ['Familia Popescu', 'ro', 'popescu@exemplu.ro', "'+40722123456", 'Bunica Olga', 'ru', 'no', '', "'+79123456789", 'table 4', link],
      ['Familia Popescu', 'ro', 'popescu@exemplu.ro', "'+40722123456", 'Maria Popescu', 'ro', 'no', '', '', 'table 4', link],
      ['Familia Popescu', 'ro', 'popescu@exemplu.ro', "'+40722123456", 'Ionuț', 'ro', 'yes', '', '', 'table 4', link],
    ]);
    expect(rows[4]!.slice(0, 7)).toEqual(['The Smiths', '', '', '', 'Ann Smith', 'en', 'no']);
    expect(rows[6]!.slice(0, 5)).toEqual(['Claire Dubois', 'fr', 'claire@exemple.fr', '', 'Claire Dubois']);
    // Formulas stay text in every column they reach.
    expect(rows[7]!.slice(0, 10)).toEqual([`'=cmd|"/c calc"!A1`, '', '', '', `'=cmd|"/c calc"!A1`, '', 'no', '', '', "'@note"]);
    expect(rows[8]!.slice(0, 11).concat(rows[8]!.slice(-1))).toEqual(['Gone Guest', 'en', '', '', 'Gone Guest', 'en', 'no', '', '', '', '', 'yes']);
    expect(rows).toHaveLength(9);
  });
});

describe('export, then import into an empty site', () => {
  it('gives the same households, with the same members, languages, children, notes, e-mail addresses and phone numbers', () => {
    const from = open();
    aList(from);
    const csv = guestListCsv(from.guests, from, PUBLIC_URL).csv;
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
