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
    expect(rows[0]).toEqual(['name', 'language', 'note', 'link', 'first visit', 'last visit', 'visits', 'revoked']);
    expect(rows[1]).toEqual([
      'Popescu, Maria "Mia"',
      'ro',
      '',
      `https://wedding.example/login?token=${links[0]}&lang=ro`,
      '2026-03-01T12:00:00.000Z',
      '2026-03-01T12:00:00.000Z',
      '1',
      'no',
    ]);
    expect(rows[2]).toEqual(['Иван Петров', '', '', `https://wedding.example/login?token=${links[1]}`, '', '', '0', 'no']);
    expect(rows[3]).toEqual(['Gone Guest', 'en', '', '', '', '', '0', 'yes']);
    expect(rows).toHaveLength(4);
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
    const cells = (parse(fs.readFileSync(out), { bom: true }) as string[][]).slice(1).map((row) => row[0]!);
    for (const cell of cells) expect(cell, cell).toMatch(/^'[=+\-@\t]/);
    expect(cells[0]).toBe(`'=HYPERLINK("https://evil.example","Click")`);
    expect(fs.statSync(out).mode & 0o777).toBe(0o600);
  });
});
