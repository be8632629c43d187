/**
 * Upgrades keep everything: a DATA_DIR made by an earlier release (a fixture committed with that release) is opened
 * with today's migrations, and every guest, link, session and visit it held is still there and still works.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { API_PATHS } from '#common/api';
import { LINK_SECRET_FILE } from '../guests/link-secret';
import { openStores } from '../stores';
import { createTestApp, loginUrl, makeTempDir } from '../testing/test-app';
import { MIGRATIONS } from './migrations';

const RELEASE_1 = path.join(import.meta.dirname, 'fixtures', 'release-1');
interface Expected {
  guests: Array<{ id: number; name: string; language: string | null; token: string }>;
  sessions: Array<{ cookie: string; kind: string; guestId: number | null }>;
}
const expected = JSON.parse(fs.readFileSync(path.join(RELEASE_1, 'expected.json'), 'utf8')) as Expected;
/** The fixture's clock stood at 2026-03-01; its sessions are alive a day later. */
const A_DAY_LATER = Date.parse('2026-03-02T10:00:00Z');

function copyOfRelease1(): string {
  const dir = makeTempDir('std-upgrade-');
  for (const file of ['wedding.db', 'session-secret']) fs.copyFileSync(path.join(RELEASE_1, file), path.join(dir, file));
  return dir;
}

let close: (() => unknown) | undefined;
afterEach(async () => {
  await close?.();
  close = undefined;
});

describe('a DATA_DIR made by release 1', () => {
  it('is migrated to the current schema with every guest, session and visit', () => {
    const dir = copyOfRelease1();
    const stores = openStores(dir, { now: () => A_DAY_LATER });
    close = () => stores.db.close();
    expect(stores.db.pragma('user_version', { simple: true })).toBe(MIGRATIONS.length);
    expect(stores.db.pragma('integrity_check', { simple: true })).toBe('ok');

    const guests = stores.guests.list();
    expect(guests.map((g) => [g.id, g.name, g.language])).toEqual(expected.guests.map((g) => [g.id, g.name, g.language]));
    expect(guests.filter((g) => g.revokedAt !== null).map((g) => g.id)).toEqual([6]);
    expect(guests.map((g) => g.visitCount)).toEqual([2, 0, 1, 0, 0, 0]);
    expect(guests[0]!.lastVisitAt).toBeGreaterThan(guests[0]!.firstVisitAt!);
    expect(stores.visits.passwordVisitCount()).toBe(3);

    // The links sent under release 1 still sign in (the secret was taken over under its new name), but the revoked one.
    expect(fs.existsSync(path.join(dir, LINK_SECRET_FILE))).toBe(true);
    for (const guest of expected.guests) {
      expect(stores.guests.findByToken(guest.token)?.id, guest.name).toBe(guest.id === 6 ? undefined : guest.id);
    }
    for (const session of expected.sessions) {
      expect(stores.sessions.find(session.cookie), session.kind).toMatchObject({ kind: session.kind, guestId: session.guestId });
    }
  });

  it('serves the same guests: their links sign in and their sessions are still signed in', async () => {
    const dir = copyOfRelease1();
    const t = await createTestApp({ dataDir: dir, password: 'fixture-password-2026', now: () => A_DAY_LATER });
    close = () => t.close();
    expect(t.password.changed).toBe(false);
    for (const session of expected.sessions) {
      const status = await t.app.inject({ method: 'GET', url: API_PATHS.status, cookies: { session: session.cookie } });
      expect(status.statusCode, session.kind).toBe(200);
    }
    const maria = expected.guests[0]!;
    expect((await t.app.inject({ method: 'POST', url: loginUrl({ token: maria.token }) })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: loginUrl({ password: 'fixture-password-2026' }) })).statusCode).toBe(200);
  });
});
