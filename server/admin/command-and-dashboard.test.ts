/**
 * The guest command and the dashboard are two ways to the same list: what one does, the other shows at its next
 * request (the dashboard on reload), with the server running all along. The command runs compiled, as
 * `npm run guests --` runs it (build first).
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ADMIN_API } from '#common/admin-api';
import type { AdminGuest, GuestPage } from '#common/guest-list-api';
import { API_PATHS } from '#common/api';
import { GUEST_INVITATION_API, INVITATION_API, type GuestInvitation, type MemberInput } from '#common/invitation-api';
import { GUEST_RSVP_API } from '#common/rsvp-api';
import { parse } from 'csv-parse/sync';
import { guests, tempDir } from '../cli/cli-harness';
import { eventInput } from '../testing/event-input';
import { createTestApp, loginUrl, makeTempDir, sessionCookieOf, TEST_ADMIN_PASSWORD } from '../testing/test-app';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

async function dashboardOn(dataDir: string) {
  t = await createTestApp({ dataDir });
  const app = t.app;
  const login = await app.inject({ method: 'POST', url: ADMIN_API.login, payload: { password: TEST_ADMIN_PASSWORD } });
  const cookies = { admin: sessionCookieOf(login, 'admin')! };
  return {
    list: async () => ((await app.inject({ method: 'GET', url: ADMIN_API.guests, cookies })).json() as GuestPage).guests,
    add: async (name: string) => (await app.inject({ method: 'POST', url: ADMIN_API.guests, cookies, payload: { name, language: 'fr' } })).json() as AdminGuest,
    putMembers: async (id: number, members: MemberInput[]) =>
      (await app.inject({ method: 'PUT', url: INVITATION_API.householdMembers(id), cookies, payload: { members } })).json() as AdminGuest,
  };
}

describe('the guest command and the dashboard', () => {
  it('a guest added by the command appears in the dashboard, and one added in the dashboard in the command’s list', async () => {
    const dir = tempDir();
    const dashboard = await dashboardOn(dir);
    const added = await guests(dir, 'add', 'Ion Command', '--lang', 'ro', '--note', 'table 2', '--json');
    expect(added.code, added.stderr).toBe(0);
    expect((await dashboard.list()).map((g) => [g.name, g.language, g.note])).toEqual([['Ion Command', 'ro', 'table 2']]);

    const fromDashboard = await dashboard.add('Claire Dashboard');
    const listed = await guests(dir, 'list', '--json');
    expect(listed.code, listed.stderr).toBe(0);
    const rows = JSON.parse(listed.stdout) as Array<{ name: string; link: string | null }>;
    expect(rows.map((row) => row.name)).toEqual(['Ion Command', 'Claire Dashboard']);
    // The same link both ways.
    expect(rows[1]!.link).toBe(fromDashboard.link);
  });

  it('a link revoked by the command shows as revoked in the dashboard and signs its guest out of the running server', async () => {
    const dir = tempDir();
    const dashboard = await dashboardOn(dir);
    const guest = await dashboard.add('Leaked Link');
    const token = new URL(guest.link!).searchParams.get('token')!;
    const session = sessionCookieOf(await t!.app.inject({ method: 'POST', url: loginUrl({ token }) }))!;
    const revoked = await guests(dir, 'revoke', String(guest.id));
    expect(revoked.code, revoked.stderr).toBe(0);
    const [shown] = await dashboard.list();
    expect(shown).toMatchObject({ id: guest.id, link: null });
    expect(shown!.revokedAt).not.toBeNull();
    // Another process ended the session in the database: the server sees it at the next request.
    expect((await t!.app.inject({ method: 'GET', url: API_PATHS.status, cookies: { session } })).statusCode).toBe(401);
  });
});

describe('a household the command removes while the server runs', () => {
  it('is signed out at its next request, and the household added next gets an id of its own', async () => {
    const dir = tempDir();
    // The server's clock stands still: remove and add come within its second of trusting a session it has read.
    const clock = Date.parse('2027-05-01T10:00:00Z');
    t = await createTestApp({ dataDir: dir, now: () => clock });
    const admin = { admin: sessionCookieOf(await t.app.inject({ method: 'POST', url: ADMIN_API.login, payload: { password: TEST_ADMIN_PASSWORD } }), 'admin')! };
    expect((await t.app.inject({ method: 'POST', url: INVITATION_API.events, cookies: admin, payload: eventInput({ audience: 'everyone' }) })).statusCode).toBe(201);
    expect((await t.app.inject({ method: 'PUT', url: INVITATION_API.phase, cookies: admin, payload: { phase: 'invitation' } })).statusCode).toBe(200);
    const removed = t.guests.add('Familia Popescu', 'ro');
    const session = sessionCookieOf(await t.app.inject({ method: 'POST', url: loginUrl({ token: removed.token }) }))!;
    const read = (url: string) => t!.app.inject({ method: 'GET', url, cookies: { session } });
    expect((await read(API_PATHS.status)).statusCode).toBe(200);
    const { subscription } = (await read(GUEST_INVITATION_API.invitation)).json() as GuestInvitation;

    expect((await guests(dir, 'remove', String(removed.guest.id), '--yes')).code).toBe(0);
    const added = await guests(dir, 'add', 'Familia Ionescu', '--json');
    expect(added.code, added.stderr).toBe(0);
    const next = JSON.parse(added.stdout) as { id: number };
    expect(next.id).toBeGreaterThan(removed.guest.id);

    // Neither the removed household's session nor its calendar reads or answers as the household added next.
    for (const url of [API_PATHS.status, GUEST_INVITATION_API.invitation, GUEST_RSVP_API.rsvp]) expect((await read(url)).statusCode, url).toBe(401);
    expect((await t.app.inject({ method: 'PUT', url: GUEST_RSVP_API.rsvp, cookies: { session }, payload: { answer: {}, revision: 0 } })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: new URL(subscription!).pathname })).statusCode).toBe(404);
  });
});

describe('households, through the command and the dashboard', () => {
  it('a household imported by the command shows its members in the dashboard; members changed there are in the command’s export', async () => {
    const dir = tempDir();
    const dashboard = await dashboardOn(dir);
    const file = path.join(dir, 'family.csv');
    fs.writeFileSync(file, 'household,name,language,child\nFamilia Popescu,Maria,ro,\nFamilia Popescu,Ionuț,ro,yes\n');
    const imported = await guests(dir, 'import', file);
    expect(imported.code, imported.stderr).toBe(0);
    const [family] = await dashboard.list();
    expect(family!.members.map((m) => [m.name, m.language, m.child])).toEqual([
      ['Maria', null, false],
      ['Ionuț', null, true],
    ]);

    await dashboard.putMembers(family!.id, [...family!.members, { name: 'Bunica Olga', language: 'ru', child: false }]);
    const out = path.join(dir, 'export.csv');
    const exported = await guests(dir, 'export', '--out', out);
    expect(exported.code, exported.stderr).toBe(0);
    const rows = parse(fs.readFileSync(out), { bom: true }) as string[][];
    expect(rows.slice(1).map((row) => [...row.slice(0, 2), ...row.slice(4, 7)])).toEqual([
      ['Familia Popescu', 'ro', 'Maria', 'ro', 'no'],
      ['Familia Popescu', 'ro', 'Ionuț', 'ro', 'yes'],
      ['Familia Popescu', 'ro', 'Bunica Olga', 'ru', 'no'],
    ]);
  });
});

describe('the dashboard’s page', () => {
  it('is never cached or indexed, and carries the site’s security headers', async () => {
    const root = makeTempDir('std-admin-');
    fs.writeFileSync(path.join(root, 'index.html'), '<!doctype html><title>dashboard</title>');
    t = await createTestApp({ adminRoot: root });
    for (const url of ['/admin', '/admin/guests', '/admin/settings']) {
      const page = await t.app.inject({ method: 'GET', url });
      expect(page.statusCode, url).toBe(200);
      expect(page.headers['cache-control'], url).toBe('no-store');
      expect(page.headers['x-robots-tag'], url).toContain('noindex');
      expect(page.headers['content-security-policy'], url).toContain("default-src 'none'");
      expect(page.headers['x-content-type-options'], url).toBe('nosniff');
      expect(page.headers['referrer-policy'], url).toBe('no-referrer');
    }
  });
});
