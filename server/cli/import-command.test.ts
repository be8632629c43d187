import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { guestCount, guests, tempDir, withStore } from './cli-harness';

function csvFile(dir: string, content: string | Buffer, name = 'guests.csv'): string {
  const file = path.join(dir, name);
  fs.writeFileSync(file, content);
  return file;
}

// Saved by Excel as "CSV UTF-8": a byte order mark, CRLF, quotes around a name with a comma and with quotes.
const VALID = [
  '\uFEFFname,language',
  '"Popescu, Maria",ro',
  'Jürgen Müller,DE',
  '',
  '"Иван ""Ваня"" Петров",ru',
  'Ștefan Țurcan,',
  '',
].join('\r\n');

describe('guests import', () => {
  it('adds every guest of a valid file, and adds nobody twice when the file is imported again', async () => {
    const dir = tempDir();
    const file = csvFile(dir, VALID);
    const first = await guests(dir, 'import', file);
    expect(first.code, first.stderr).toBe(0);
    expect(first.stdout).toContain('Added 4, skipped 0 already on the list');
    const stored = withStore(dir, (store) => store.list().map((g) => [g.name, g.language]));
    expect(stored).toEqual([
      ['Popescu, Maria', 'ro'],
      ['Jürgen Müller', 'de'],
      ['Иван "Ваня" Петров', 'ru'],
      ['Ștefan Țurcan', null],
    ]);

    // Same people with other case and spacing, plus one new guest.
    const again = csvFile(dir, 'name,language\n"popescu,  maria",ro\n  JÜRGEN MÜLLER ,de\nNew Person,fr\n', 'again.csv');
    const second = await guests(dir, 'import', again, '--json');
    expect(second.code, second.stderr).toBe(0);
    const report = JSON.parse(second.stdout) as { added: Array<{ name: string; link: string }>; skipped: Array<{ line: number }> };
    expect(report.added.map((g) => g.name)).toEqual(['New Person']);
    expect(report.added[0]?.link).toMatch(/&lang=fr$/);
    expect(report.skipped.map((s) => s.line)).toEqual([2, 3]);

    const third = await guests(dir, 'import', file);
    expect(third.stdout).toContain('Added 0, skipped 4 already on the list');
    expect(guestCount(dir)).toBe(5);
  });

  it('adds a revoked guest again, with a new link', async () => {
    const dir = tempDir();
    withStore(dir, (store) => store.revoke(store.add('Ana Pop', 'ro').guest.id));
    const result = await guests(dir, 'import', csvFile(dir, 'name\nAna Pop\n'));
    expect(result.stdout).toContain('Added 1, skipped 0');
    expect(guestCount(dir)).toBe(2);
  });

  it('reads a semicolon file as Excel saves it in Germany or Romania', async () => {
    const dir = tempDir();
    const result = await guests(dir, 'import', csvFile(dir, 'name;language\n"Ionescu; Ana";ro\nBob;en\n'));
    expect(result.code, result.stderr).toBe(0);
    expect(withStore(dir, (store) => store.list().map((g) => g.name))).toEqual(['Ionescu; Ana', 'Bob']);
  });

  const refusals: Array<[string, string | Buffer, RegExp[]]> = [
    ['an unknown language', 'name,language\nAna,ro\nBob,xx\n', [/line 3: unknown language "xx"/, /de, en, ro, ru, fr/]],
    ['an empty name', 'name,language\nAna,ro\n  ,de\n', [/line 3: the name is empty/]],
    ['broken quoting', 'name,language\nAna,ro\n"Bob" Smith,de\nCarl,en\n', [/line 3: broken quoting/]],
    ['an extra column', 'name,language,table\nAna,ro,4\n', [/line 1: unexpected column "table"/]],
    ['no name column', 'guest,language\nAna,ro\n', [/line 1: unexpected column "guest"/, /no "name" column/]],
    ['a name twice', 'name\nAna Pop\nBob\nana  pop\n', [/line 4: "ana pop" is already on line 2/]],
    ['a header only', 'name,language\n', [/header but no guests/]],
    ['an empty file', '', [/empty/]],
    ['a file that is not UTF-8', Buffer.from('name\nJ\xfcrgen\n', 'latin1'), [/not UTF-8/]],
  ];

  it.each(refusals)('refuses the whole file for %s and changes nothing', async (_case, content, messages) => {
    const dir = tempDir();
    withStore(dir, (store) => store.add('Already Here', null));
    const result = await guests(dir, 'import', csvFile(dir, content));
    expect(result.code).toBe(1);
    for (const message of messages) expect(result.stderr).toMatch(message);
    expect(result.stderr).not.toMatch(/\n\s+at /);
    expect(guestCount(dir)).toBe(1);
  });

  it('adds households: the lines of one household are its members, its language the first line’s or --lang', async () => {
    const dir = tempDir();
    const file = csvFile(dir, 'household;name;language;child\nFamilia Popescu;Maria;;no\nFamilia Popescu;Bunica Olga;ru;\nFamilia Popescu;Ionuț;;yes\n;Bob;en;\n');
    const result = await guests(dir, 'import', file, '--lang', 'ro', '--json');
    expect(result.code, result.stderr).toBe(0);
    const report = JSON.parse(result.stdout) as { added: Array<{ name: string; language: string; link: string; members: unknown[] }> };
    expect(report.added.map((g) => [g.name, g.language, g.members])).toEqual([
      [
        'Familia Popescu',
        'ro',
        [
          { name: 'Maria', language: null, child: false },
          { name: 'Bunica Olga', language: 'ru', child: false },
          { name: 'Ionuț', language: null, child: true },
        ],
      ],
      ['Bob', 'en', [{ name: 'Bob', language: null, child: false }]],
    ]);
    expect(report.added[0]!.link).toMatch(/&lang=ro$/);
    const words = await guests(dir, 'import', csvFile(dir, 'household,name\nThe Smiths,Ann\nThe Smiths,Jo\n', 'smiths.csv'));
    expect(words.stdout).toMatch(/Added 1, skipped 0[^\n]*\n\s+\d+\s+The Smiths \(Ann, Jo\)\s+https:/);
    expect(guestCount(dir)).toBe(3);
  });

  it('refuses a household file with a bad child value or too many members, naming the lines, and a bad --lang', async () => {
    const dir = tempDir();
    const bad = await guests(dir, 'import', csvFile(dir, 'household,name,child\nA,Ana,maybe\n'));
    expect(bad.code).toBe(1);
    expect(bad.stderr).toMatch(/line 2: the child column says "maybe"; write yes, no, or leave it empty/);
    const lang = await guests(dir, 'import', csvFile(dir, 'name\nAna\n', 'ok.csv'), '--lang', 'xx');
    expect(lang.code).toBe(1);
    expect(lang.stderr).toMatch(/--lang: unknown language "xx"/);
    expect(guestCount(dir)).toBe(0);
  });

  it('refuses a missing file', async () => {
    const dir = tempDir();
    const result = await guests(dir, 'import', path.join(dir, 'nope.csv'));
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/nope\.csv: no such file/);
  });
});
