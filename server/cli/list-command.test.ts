import { describe, expect, it } from 'vitest';
import { guests, tempDir, withStore } from './cli-harness';
import { guestsProcess } from './cli-process';

interface Row {
  id: number;
  name: string;
  language: string | null;
  link: string | null;
  firstVisit: string | null;
  lastVisit: string | null;
  visits: number;
  revoked: boolean;
  revokedAt: string | null;
}

/** Two guests with visits, one without, one revoked, and three password sign-ins. */
function seed(dir: string) {
  return withStore(dir, (store, { visits }) => {
    const ana = store.add('Ana Ionescu', 'ro').guest;
    const jan = store.add('Jan Novák', null).guest;
    const gone = store.add('Gone Guest', 'en').guest;
    visits.record({ guestId: ana.id }, Date.UTC(2026, 0, 5, 9, 7));
    visits.record({ guestId: ana.id }, Date.UTC(2026, 1, 14, 18, 30));
    store.revoke(gone.id);
    for (let i = 0; i < 3; i++) visits.record({ guestId: null });
    return { ana, jan, gone };
  });
}

describe('guests list', () => {
  it('shows an aligned table with local dates, "—" for none, and the password sign-ins', async () => {
    const dir = tempDir();
    seed(dir);
    // The compiled command in a process of its own, with TZ=UTC (guestEnv): local time is UTC there.
    const result = await guestsProcess(dir, 'list');
    expect(result.code).toBe(0);
    const lines = result.stdout.split('\n');
    expect(lines[0]).toMatch(/^id\s+name\s+language\s+first visit\s+last visit\s+visits\s+revoked$/);
    const ana = lines.find((line) => line.includes('Ana Ionescu')) ?? '';
    expect(ana).toMatch(/Ana Ionescu\s+ro\s+2026-01-05 09:07\s+2026-02-14 18:30\s+2\s+—$/);
    expect(lines.find((line) => line.includes('Jan Novák'))).toMatch(/Jan Novák\s+—\s+—\s+—\s+0\s+—$/);
    expect(lines.find((line) => line.includes('Gone Guest'))).toMatch(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    // Aligned: each value starts right below its column title.
    const header = lines[0] ?? '';
    const rows = lines.filter((line) => /^ *\d+ {2}/.test(line));
    expect(rows).toHaveLength(3);
    for (const title of ['language', 'first visit', 'last visit']) {
      const start = header.indexOf(title);
      for (const row of rows) expect(row.slice(start - 1, start + 1), `${title} in ${row}`).toMatch(/^ \S$/);
    }
    expect(result.stdout).toContain('Sign-ins with the shared password: 3');
  });

  it('prints a JSON array with ISO dates, visits and revocation with --json', async () => {
    const dir = tempDir();
    const { ana, jan, gone } = seed(dir);
    const result = await guests(dir, 'list', '--json');
    expect(result.code).toBe(0);
    const rows = JSON.parse(result.stdout) as Row[];
    expect(rows.map((row) => row.id)).toEqual([ana.id, jan.id, gone.id]);
    expect(rows[0]).toMatchObject({
      name: 'Ana Ionescu',
      language: 'ro',
      firstVisit: '2026-01-05T09:07:00.000Z',
      lastVisit: '2026-02-14T18:30:00.000Z',
      visits: 2,
      revoked: false,
      revokedAt: null,
    });
    expect(rows[0]?.link).toMatch(/^https:\/\/wedding\.example\/login\?token=[0-9a-z]{26}&lang=ro$/);
    expect(rows[1]).toMatchObject({ language: null, firstVisit: null, lastVisit: null, visits: 0 });
    expect(rows[2]).toMatchObject({ revoked: true, link: null });
    expect(new Date(rows[2]?.revokedAt ?? '').toISOString()).toBe(rows[2]?.revokedAt);
  });

  it('refuses a DATA_DIR without a database instead of creating an empty one', async () => {
    const dir = tempDir();
    const result = await guests(dir, 'list');
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('DATA_DIR');
  });
});
