/**
 * Upgrades keep everything: a DATA_DIR made by an earlier release (a fixture committed with that release) is opened
 * with today's migrations, and every guest, link, session and visit it held is still there and still works.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ADMIN_API } from '#common/admin-api';
import { API_PATHS } from '#common/api';
import type { GuestPage } from '#common/guest-list-api';
import { LINK_SECRET_FILE } from '../guests/link-secret';
import { openStores } from '../stores';
import { createTestApp, loginUrl, makeTempDir, sessionCookieOf } from '../testing/test-app';
import { openDatabase } from './database';
import { MIGRATIONS } from './migrations';

const RELEASE_1 = path.join(import.meta.dirname, 'fixtures', 'release-1');
interface Expected {
  guests: Array<{ id: number; name: string; language: string | null; token: string }>;
  sessions: Array<{ cookie: string; kind: string; guestId: number | null }>;
}
const expected = JSON.parse(fs.readFileSync(path.join(RELEASE_1, 'expected.json'), 'utf8')) as Expected;
/** The fixture's clock stood at 2026-03-01; its sessions are alive a day later. */
const A_DAY_LATER = Date.parse('2026-03-02T10:00:00Z');

/**
 * After migration 8 every guest of an earlier release is a household of one: one member, named as the guest, with no
 * language of their own (the household's, which is the link's) and not a child; no extra guests, no event.
 */
function expectHouseholdsOfOne(stores: ReturnType<typeof openStores>, guests: ReadonlyArray<{ id: number; name: string }>) {
  const members = stores.members.all();
  expect([...members.keys()]).toEqual(guests.map((g) => g.id));
  for (const guest of guests) {
    expect(members.get(guest.id), guest.name).toEqual([{ id: expect.any(Number), name: guest.name, language: null, child: false }]);
    expect(stores.guests.get(guest.id), guest.name).toMatchObject({ extraGuests: 0, allEvents: false });
  }
  expect(stores.db.pragma('foreign_key_check')).toEqual([]);
}

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

  it('makes every guest a household of one, its member named as the guest, nobody invited anywhere yet (issue 19)', () => {
    const stores = openStores(copyOfRelease1(), { now: () => A_DAY_LATER });
    close = () => stores.db.close();
    expectHouseholdsOfOne(stores, expected.guests);
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
    // Every link sent under release 1 signs its household in, but the revoked one.
    for (const guest of expected.guests) {
      const signIn = await t.app.inject({ method: 'POST', url: loginUrl({ token: guest.token }) });
      expect(signIn.statusCode, guest.name).toBe(guest.id === 6 ? 401 : 200);
    }
    expect((await t.app.inject({ method: 'POST', url: loginUrl({ password: 'fixture-password-2026' }) })).statusCode).toBe(200);
  });
});

/**
 * The release of the dashboard and the couple's content (schema 5, main before the invitation phase), opened with the
 * schema of the next release: a step as the invitation phase will need one, households and a guests table rebuilt
 * to refer to them (SQLite cannot add a foreign key to a table in place).
 */
const RELEASE_2 = path.join(import.meta.dirname, 'fixtures', 'release-2');
interface Expected2 {
  guests: Array<{ id: number; name: string; language: string | null; note: string; token: string }>;
  sessions: Array<{ cookie: string; kind: string; guestId: number | null }>;
  heading: string;
  faqQuestion: Record<string, string>;
}
const expected2 = JSON.parse(fs.readFileSync(path.join(RELEASE_2, 'expected.json'), 'utf8')) as Expected2;
/** The fixture's clock stood at 2026-09-03; its sessions are alive a week later. */
const A_WEEK_LATER = Date.parse('2026-09-10T10:00:00Z');
const NEXT_RELEASE_STEP = `
  CREATE TABLE households (
    id   INTEGER PRIMARY KEY,
    name TEXT    NOT NULL
  );
  CREATE TABLE guests_next (
    id            INTEGER PRIMARY KEY,
    name          TEXT    NOT NULL,
    language      TEXT,
    token_hash    TEXT    NOT NULL UNIQUE,
    token_version INTEGER NOT NULL DEFAULT 1,
    created_at    INTEGER NOT NULL,
    revoked_at    INTEGER,
    note          TEXT    NOT NULL DEFAULT '',
    link_key      TEXT,
    extra_guests  INTEGER NOT NULL DEFAULT 0,
    all_events    INTEGER NOT NULL DEFAULT 0,
    household_id  INTEGER REFERENCES households(id) ON DELETE SET NULL
  );
  INSERT INTO guests_next (id, name, language, token_hash, token_version, created_at, revoked_at, note, link_key, extra_guests, all_events)
    SELECT id, name, language, token_hash, token_version, created_at, revoked_at, note, link_key, extra_guests, all_events FROM guests;
  DROP TABLE guests;
  ALTER TABLE guests_next RENAME TO guests;
`;

function copyOfRelease2(): string {
  const dir = makeTempDir('std-upgrade-');
  for (const file of ['wedding.db', LINK_SECRET_FILE]) fs.copyFileSync(path.join(RELEASE_2, file), path.join(dir, file));
  return dir;
}

describe('a DATA_DIR made by release 2 (the dashboard), under the next schema', () => {
  it('keeps every guest, session, visit and the couple\'s content through a step that rebuilds the guests table', () => {
    const dir = copyOfRelease2();
    // What the next release will do at its first start: run its new step on the old file.
    openDatabase(dir, [...MIGRATIONS, NEXT_RELEASE_STEP]).close();
    const stores = openStores(dir, { now: () => A_WEEK_LATER });
    close = () => stores.db.close();
    expect(stores.db.pragma('user_version', { simple: true })).toBe(MIGRATIONS.length + 1);
    expect(stores.db.pragma('integrity_check', { simple: true })).toBe('ok');
    expect(stores.db.pragma('foreign_key_check')).toEqual([]);

    const guests = stores.guests.list();
    expect(guests.map((g) => [g.id, g.name, g.language, g.note])).toEqual(expected2.guests.map((g) => [g.id, g.name, g.language, g.note]));
    expect(guests.filter((g) => g.revokedAt !== null).map((g) => g.id)).toEqual([6]);
    // Visits: Maria twice (two days), Anna once; the password on two days.
    expect(guests.map((g) => g.visitCount)).toEqual([2, 0, 1, 0, 0, 0]);
    expect(stores.visits.passwordVisitCount()).toBe(2);
    for (const guest of expected2.guests) {
      expect(stores.guests.findByToken(guest.token)?.id, guest.name).toBe(guest.id === 6 ? undefined : guest.id);
      // A link sent before the link keys (migration 6) is still the one reprinted.
      expect(stores.guests.tokenFor(guest.id), guest.name).toBe(guest.token);
    }
    // Guests', the password's and the couple's sessions: a rebuilt guests table must not take them with it.
    expect(new Set(expected2.sessions.map((s) => s.kind))).toEqual(new Set(['guest', 'password', 'admin']));
    for (const session of expected2.sessions) {
      expect(stores.sessions.find(session.cookie), session.kind).toMatchObject({ kind: session.kind, guestId: session.guestId });
    }
    expectHouseholdsOfOne(stores, expected2.guests);
    expect(stores.content.text('home.details.heading')?.texts.en).toBe(expected2.heading);
    expect(stores.content.faq().map((entry) => entry.question)).toContainEqual(expected2.faqQuestion);
  });

  it('refuses a step that would leave broken references, and applies none of it', () => {
    const dir = copyOfRelease2();
    const orphan = 'INSERT INTO guest_visits (guest_id, first_at, last_at, count) VALUES (999, 1, 1, 1);';
    expect(() => openDatabase(dir, [...MIGRATIONS, orphan])).toThrow(new RegExp(`Migration ${MIGRATIONS.length + 1} leaves 1 broken reference`));
    const db = openDatabase(dir);
    close = () => db.close();
    expect(db.pragma('user_version', { simple: true })).toBe(MIGRATIONS.length);
    expect(db.prepare('SELECT COUNT(*) AS n FROM guest_visits WHERE guest_id = 999').get()).toEqual({ n: 0 });
  });

  it('is served by the current release: links, sessions and the password sign in', async () => {
    const t = await createTestApp({ dataDir: copyOfRelease2(), password: 'fixture-password-2026', now: () => A_WEEK_LATER });
    close = () => t.close();
    for (const session of expected2.sessions.filter((s) => s.kind !== 'admin')) {
      const status = await t.app.inject({ method: 'GET', url: API_PATHS.status, cookies: { session: session.cookie } });
      expect(status.statusCode, session.kind).toBe(200);
    }
    for (const guest of expected2.guests) {
      const signIn = await t.app.inject({ method: 'POST', url: loginUrl({ token: guest.token }) });
      expect(signIn.statusCode, guest.name).toBe(guest.id === 6 ? 401 : 200);
    }
  });

  it('makes every guest a household of one under the current schema, and the dashboard shows each with its member', async () => {
    const t = await createTestApp({ dataDir: copyOfRelease2(), password: 'fixture-password-2026', now: () => A_WEEK_LATER });
    close = () => t.close();
    expectHouseholdsOfOne(t.stores, expected2.guests);
    const login = await t.app.inject({ method: 'POST', url: ADMIN_API.login, payload: { password: 'the couple, and only the couple' } });
    const cookies = { admin: sessionCookieOf(login, 'admin')! };
    const page = (await t.app.inject({ method: 'GET', url: `${ADMIN_API.guests}?sort=added`, cookies })).json() as GuestPage;
    expect(page.guests.map((g) => [g.id, g.members.map((m) => m.name)])).toEqual(
      [...expected2.guests].reverse().map((g) => [g.id, [g.name]]),
    );
  });
});
