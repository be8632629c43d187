/**
 * The rotation procedures of docs/security.md, checked: a new WEDDING_PASSWORD ends the password sessions at the
 * next start (guest sessions stay), and a replaced link secret only helps together with revoking and re-adding
 * the guests, because the database keeps the hash of each link that was already sent.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { API_PATHS } from '#common/api';
import { LINK_SECRET_FILE } from '../guests/link-secret';
import { createTestApp, loginUrl, makeTempDir, sessionCookieOf, TEST_PASSWORD } from '../testing/test-app';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
let open: TestApp | undefined;
afterEach(async () => {
  await open?.close();
  open = undefined;
});

/** Starts the app on `dataDir` as `npm start` would after a restart. */
async function restart(dataDir: string, password = TEST_PASSWORD) {
  await open?.close();
  open = await createTestApp({ dataDir, password });
  return open;
}

async function status(t: TestApp, cookie: string) {
  return (await t.app.inject({ method: 'GET', url: API_PATHS.status, cookies: { session: cookie } })).statusCode;
}

async function signIn(t: TestApp, params: Record<string, string>) {
  return t.app.inject({ method: 'POST', url: loginUrl(params) });
}

describe('rotating the shared password', () => {
  it('ends every password session at the next start; guests stay signed in; only the new password works', async () => {
    const dataDir = makeTempDir();
    let t = await restart(dataDir);
    const { token } = t.guests.add('Maria');
    const passwordSession = sessionCookieOf(await signIn(t, { password: TEST_PASSWORD }))!;
    const guestSession = sessionCookieOf(await signIn(t, { token }))!;

    const newPassword = 'a brand new password 2026';
    t = await restart(dataDir, newPassword);
    expect(await status(t, passwordSession)).toBe(401);
    expect(await status(t, guestSession)).toBe(200);
    expect((await signIn(t, { password: TEST_PASSWORD })).statusCode).toBe(401);
    expect((await signIn(t, { password: newPassword })).statusCode).toBe(200);
  });
});

describe('rotating the link secret (DATA_DIR/link-secret)', () => {
  it('a replaced secret alone leaves the sent links working and makes reprinted ones fail', async () => {
    const dataDir = makeTempDir();
    let t = await restart(dataDir);
    const { guest, token: sentLink } = t.guests.add('Ion');
    fs.writeFileSync(path.join(dataDir, LINK_SECRET_FILE), crypto.randomBytes(32).toString('hex') + '\n', { mode: 0o600 });
    t = await restart(dataDir);
    expect((await signIn(t, { token: sentLink })).statusCode).toBe(200);
    expect((await signIn(t, { token: t.guests.tokenFor(guest.id)! })).statusCode).toBe(401);
  });

  it('with the guests revoked and added again: old links and sessions end, the new links work', async () => {
    const dataDir = makeTempDir();
    let t = await restart(dataDir);
    const { guest, token: oldLink } = t.guests.add('Ana', 'ro');
    const oldSession = sessionCookieOf(await signIn(t, { token: oldLink }))!;

    fs.writeFileSync(path.join(dataDir, LINK_SECRET_FILE), crypto.randomBytes(32).toString('hex') + '\n', { mode: 0o600 });
    t = await restart(dataDir);
    t.guests.revoke(guest.id);
    const { token: newLink } = t.guests.add('Ana', 'ro');

    expect(await status(t, oldSession)).toBe(401);
    expect((await signIn(t, { token: oldLink })).statusCode).toBe(401);
    expect((await signIn(t, { token: newLink })).statusCode).toBe(200);
  });
});
