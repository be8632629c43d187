import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { guests, tempDir, withStore } from './cli-harness';

describe('guests export', () => {
  it('writes every guest to a CSV that reads back to the same values', async () => {
    const dir = tempDir();
    const { links } = withStore(dir, (store, { visits }) => {
      const maria = store.add('Popescu, Maria "Mia"', 'ro');
      const ivan = store.add('Иван Петров', null);
      const gone = store.add('Gone Guest', 'en');
      visits.record({ guestId: maria.guest.id }, Date.UTC(2026, 2, 1, 12, 0));
      store.revoke(gone.guest.id);
      return { links: [maria.token, ivan.token] };
    });
    const out = path.join(dir, 'guests.csv');
    const result = await guests(dir, 'export', '--out', out);
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toContain('Wrote 3 guests');

    const rows = parse(fs.readFileSync(out), { bom: true }) as string[][];
    expect(rows[0]).toEqual(['household', 'household language', 'household email', 'household phone', 'name', 'language', 'child', 'email', 'phone', 'note', 'link', 'first visit', 'last visit', 'visits', 'revoked']);
    expect(rows[1]).toEqual([
      'Popescu, Maria "Mia"',
      'ro',
      '',
      '',
      'Popescu, Maria "Mia"',
      'ro',
      'no',
      '',
      '',
      '',
      `https://wedding.example/login?token=${links[0]}&lang=ro`,
      '2026-03-01T12:00:00.000Z',
      '2026-03-01T12:00:00.000Z',
      '1',
      'no',
    ]);
    expect(rows[2]).toEqual(['Иван Петров', '', '', '', 'Иван Петров', '', 'no', '', '', '', `https://wedding.example/login?token=${links[1]}`, '', '', '0', 'no']);
    expect(rows[3]).toEqual(['Gone Guest', 'en', '', '', 'Gone Guest', 'en', 'no', '', '', '', '', '', '', '0', 'yes']);
    expect(rows).toHaveLength(4);
  });

  it('writes one line per member of a household, and "import" reads the file back into an empty list as the same households', async () => {
    const dir = tempDir();
    withStore(dir, (store, { members }) => {
      const family = store.add('Familia Popescu', 'ro', 'table 4').guest;
      members.replace(family.id, [
        { name: 'Maria', language: null, child: false },
        { name: 'Olga', language: 'ru', child: false },
        { name: 'Ionuț', language: null, child: true },
      ]);
      store.add('Claire', 'fr');
    });
    const out = path.join(dir, 'guests.csv');
    const result = await guests(dir, 'export', '--out', out);
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toContain('Wrote 2 guests');
    const rows = parse(fs.readFileSync(out), { bom: true }) as string[][];
    // Household, its language, the member, their language, child, the note (the contact columns are empty here).
    expect(rows.slice(1).map((row) => [...row.slice(0, 2), ...row.slice(4, 7), row[9]])).toEqual([
      ['Familia Popescu', 'ro', 'Maria', 'ro', 'no', 'table 4'],
      ['Familia Popescu', 'ro', 'Olga', 'ru', 'no', 'table 4'],
      ['Familia Popescu', 'ro', 'Ionuț', 'ro', 'yes', 'table 4'],
      ['Claire', 'fr', 'Claire', 'fr', 'no', ''],
    ]);

    const empty = tempDir();
    const imported = await guests(empty, 'import', out);
    expect(imported.code, imported.stderr).toBe(0);
    const households = (dataDir: string) =>
      withStore(dataDir, (store, { members }) =>
        store.list().map((g) => [g.name, g.language, g.note, members.list(g.id).map((m) => [m.name, m.language, m.child])]),
      );
    expect(households(empty)).toEqual(households(dir));
  });

  it('refuses without --out (exit 2) and a folder that does not exist (exit 1)', async () => {
    const dir = tempDir();
    withStore(dir, (store) => store.add('Ana', null));
    const missing = await guests(dir, 'export');
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('--out');
    const nowhere = await guests(dir, 'export', '--out', path.join(dir, 'no-such-folder', 'guests.csv'));
    expect(nowhere.code).toBe(1);
    expect(nowhere.stderr).toContain('does not exist');
  });

  it('writes a name a spreadsheet would run as a formula as text, and the file for its owner only', async () => {
    const dir = tempDir();
    const names = ['=HYPERLINK("https://evil.example","Click")', '+1 guest', '-Ana', '@SUM(A1)', '\tTabbed'];
    withStore(dir, (store) => names.forEach((name) => store.add(name, null)));
    const out = path.join(dir, 'guests.csv');
    expect((await guests(dir, 'export', '--out', out)).code).toBe(0);
    const rows = (parse(fs.readFileSync(out), { bom: true }) as string[][]).slice(1);
    // The household's name and its member's, both made text.
    for (const row of rows) expect(row[4]).toBe(row[0]);
    const cells = rows.map((row) => row[0]!);
    for (const cell of cells) expect(cell, cell).toMatch(/^'[=+\-@\t]/);
    expect(cells[0]).toBe(`'=HYPERLINK("https://evil.example","Click")`);
    expect(fs.statSync(out).mode & 0o777).toBe(0o600);
  });
});
