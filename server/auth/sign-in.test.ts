import { afterEach, describe, expect, it } from 'vitest';
import { API_PATHS } from '#common/api';
import { createTestApp, loginUrl, sessionCookieOf, TEST_PASSWORD } from '../testing/test-app';
import { openStores } from '../stores';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
let open: TestApp[] = [];
async function start(options?: Parameters<typeof createTestApp>[0]) {
  const t = await createTestApp(options);
  open.push(t);
  return t;
}
afterEach(async () => {
  for (const t of open) await t.close();
  open = [];
});

async function statusWith(t: TestApp, cookie: string | undefined) {
  return t.app.inject({ method: 'GET', url: API_PATHS.status, cookies: cookie ? { session: cookie } : {} });
}

describe('POST /api/login with the shared password', () => {
  it('answers 200 and sets an HttpOnly, SameSite session cookie of at least 128 bits', async () => {
    const t = await start();
    const response = await t.app.inject({ method: 'POST', url: loginUrl({ password: TEST_PASSWORD }) });
    expect(response.statusCode).toBe(200);
    const cookie = response.cookies.find((c) => c.name === 'session')!;
    expect(cookie.httpOnly).toBe(true);
    expect(cookie.sameSite).toBe('Lax');
    expect(cookie.path).toBe('/');
    expect(cookie.maxAge).toBe(180 * 86_400);
    expect(Buffer.from(cookie.value, 'base64url').length * 8).toBeGreaterThanOrEqual(128);
  });

  it('answers 401 for a wrong password and sets no cookie', async () => {
    const t = await start();
    const response = await t.app.inject({ method: 'POST', url: loginUrl({ password: 'wrong password' }) });
    expect(response.statusCode).toBe(401);
    expect(sessionCookieOf(response)).toBeUndefined();
  });

  it('stores only a hash of the cookie value', async () => {
    const t = await start();
    const cookie = sessionCookieOf(await t.app.inject({ method: 'POST', url: loginUrl({ password: TEST_PASSWORD }) }))!;
    const rows = t.db.prepare('SELECT id_hash FROM sessions').all() as { id_hash: string }[];
    expect(rows).toHaveLength(1);
    expect(rows[0]!.id_hash).not.toBe(cookie);
    expect(JSON.stringify(t.db.prepare('SELECT * FROM sessions').all())).not.toContain(cookie);
  });

  it('gives a new session id at every sign-in and ends the previous one', async () => {
    const t = await start();
    const first = sessionCookieOf(await t.app.inject({ method: 'POST', url: loginUrl({ password: TEST_PASSWORD }) }))!;
    const again = await t.app.inject({ method: 'POST', url: loginUrl({ password: TEST_PASSWORD }), cookies: { session: first } });
    const second = sessionCookieOf(again)!;
    expect(second).not.toBe(first);
    expect((await statusWith(t, first)).statusCode).toBe(401);
    expect((await statusWith(t, second)).statusCode).toBe(200);
  });

  it('marks the cookie Secure with the __Host- prefix in production', async () => {
    const t = await start({ production: true });
    const response = await t.app.inject({ method: 'POST', url: loginUrl({ password: TEST_PASSWORD }) });
    const cookie = response.cookies.find((c) => c.name === '__Host-session')!;
    expect(cookie.secure).toBe(true);
  });
});

describe('POST /api/login with a guest token', () => {
  it('signs a guest in with the link token and refuses a wrong one', async () => {
    const t = await start();
    const { token } = t.guests.add('Maria Popescu', 'ro');
    expect((await t.app.inject({ method: 'POST', url: loginUrl({ token }) })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: loginUrl({ token: token.replace(/.$/, (c) => (c === 'a' ? 'b' : 'a')) }) })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: loginUrl({ token: 'x' }) })).statusCode).toBe(401);
  });

  it('stops a guest revoked by the server at once: the link and every session', async () => {
    const t = await start();
    const { guest, token } = t.guests.add('Ion');
    const cookie = sessionCookieOf(await t.app.inject({ method: 'POST', url: loginUrl({ token }) }))!;
    expect((await statusWith(t, cookie)).statusCode).toBe(200);
    t.guests.revoke(guest.id);
    expect((await t.app.inject({ method: 'POST', url: loginUrl({ token }) })).statusCode).toBe(401);
    expect((await statusWith(t, cookie)).statusCode).toBe(401);
  });

  it('stops a guest revoked by another process (the guest command) at once: the link and the sessions', async () => {
    // The clock stands still: a session read a moment ago is not trusted once another process has written.
    const now = Date.parse('2026-04-01T12:00:00Z');
    const t = await start({ now: () => now });
    const { guest, token } = t.guests.add('Ion');
    const cookie = sessionCookieOf(await t.app.inject({ method: 'POST', url: loginUrl({ token }) }))!;
    expect((await statusWith(t, cookie)).statusCode).toBe(200);
    const otherProcess = openStores(t.dataDir);
    otherProcess.guests.revoke(guest.id);
    otherProcess.db.close();
    expect((await t.app.inject({ method: 'POST', url: loginUrl({ token }) })).statusCode).toBe(401);
    // Gone, also for the page and the private content.
    expect((await statusWith(t, cookie)).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/content?locale=en', headers: { cookie: `session=${cookie}` } })).statusCode).toBe(401);
  });

  it('records the guest visit at sign-in', async () => {
    const t = await start();
    const { guest, token } = t.guests.add('Ana');
    await t.app.inject({ method: 'POST', url: loginUrl({ token }) });
    const after = t.guests.get(guest.id)!;
    expect(after.visitCount).toBe(1);
    expect(after.firstVisitAt).not.toBeNull();
  });
});

describe('malformed sign-in requests', () => {
  it.each([
    ['neither password nor token', '/api/login'],
    ['both password and token', loginUrl({ password: 'a', token: 'b' })],
    ['an empty password', '/api/login?password='],
    ['an over-long password', loginUrl({ password: 'x'.repeat(300) })],
  ])('answers 400 for %s', async (_name, url) => {
    const t = await start();
    expect((await t.app.inject({ method: 'POST', url })).statusCode).toBe(400);
  });

  it('answers 4xx, not 5xx, to a body it does not read', async () => {
    const t = await start();
    const response = await t.app.inject({
      method: 'POST',
      url: loginUrl({ password: TEST_PASSWORD }),
      headers: { 'content-type': 'application/json' },
      payload: '{"broken',
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
  });
});

describe('GET /api/status', () => {
  it('answers 401 without a cookie, with an unknown one, and with a tampered one', async () => {
    const t = await start();
    const cookie = sessionCookieOf(await t.app.inject({ method: 'POST', url: loginUrl({ password: TEST_PASSWORD }) }))!;
    expect((await statusWith(t, undefined)).statusCode).toBe(401);
    expect((await statusWith(t, 'unknown-session-id')).statusCode).toBe(401);
    const tampered = cookie.slice(0, -1) + (cookie.endsWith('A') ? 'B' : 'A');
    expect((await statusWith(t, tampered)).statusCode).toBe(401);
    expect((await statusWith(t, cookie)).statusCode).toBe(200);
  });

  it('answers 401 once the session has expired', async () => {
    let now = Date.parse('2026-01-01T00:00:00Z');
    const t = await start({ now: () => now, sessionDays: 1 });
    const cookie = sessionCookieOf(await t.app.inject({ method: 'POST', url: loginUrl({ password: TEST_PASSWORD }) }))!;
    now += 86_400_000 - 1000;
    expect((await statusWith(t, cookie)).statusCode).toBe(200);
    now += 2000;
    expect((await statusWith(t, cookie)).statusCode).toBe(401);
  });

  it('counts a guest returning after a long gap as a new visit, but not quick clicks', async () => {
    let now = Date.parse('2026-01-01T00:00:00Z');
    const t = await start({ now: () => now });
    const { guest, token } = t.guests.add('Ana');
    const cookie = sessionCookieOf(await t.app.inject({ method: 'POST', url: loginUrl({ token }) }))!;
    now += 5 * 60_000;
    await statusWith(t, cookie);
    expect(t.guests.get(guest.id)!.visitCount).toBe(1);
    now += 2 * 3_600_000;
    await statusWith(t, cookie);
    expect(t.guests.get(guest.id)!.visitCount).toBe(2);
    expect(t.guests.get(guest.id)!.lastVisitAt).toBe(now);
  });
});

describe('sessions across restarts and password changes', () => {
  it('keeps sessions across a restart with the same DATA_DIR', async () => {
    const first = await start();
    const cookie = sessionCookieOf(await first.app.inject({ method: 'POST', url: loginUrl({ password: TEST_PASSWORD }) }))!;
    await first.close();
    open = [];
    const second = await start({ dataDir: first.dataDir });
    expect((await statusWith(second, cookie)).statusCode).toBe(200);
  });

  it('ends password sessions when the password changes, but keeps guest sessions', async () => {
    const first = await start();
    const passwordCookie = sessionCookieOf(await first.app.inject({ method: 'POST', url: loginUrl({ password: TEST_PASSWORD }) }))!;
    const { token } = first.guests.add('Ana');
    const guestCookie = sessionCookieOf(await first.app.inject({ method: 'POST', url: loginUrl({ token }) }))!;
    await first.close();
    open = [];
    const second = await start({ dataDir: first.dataDir, password: 'a brand new password' });
    expect(second.password.changed).toBe(true);
    expect((await statusWith(second, passwordCookie)).statusCode).toBe(401);
    expect((await statusWith(second, guestCookie)).statusCode).toBe(200);
    expect((await second.app.inject({ method: 'POST', url: loginUrl({ password: TEST_PASSWORD }) })).statusCode).toBe(401);
    expect((await second.app.inject({ method: 'POST', url: loginUrl({ password: 'a brand new password' }) })).statusCode).toBe(200);
  });
});

describe('brute force and cross-site sign-ins', () => {
  it('refuses with 429 and Retry-After once an address has failed too often, before hashing', async () => {
    const t = await start({ loginFailuresPerAddress: 3 });
    for (let i = 0; i < 3; i++) {
      expect((await t.app.inject({ method: 'POST', url: loginUrl({ password: `wrong ${i}` }) })).statusCode).toBe(401);
    }
    const refused = await t.app.inject({ method: 'POST', url: loginUrl({ password: TEST_PASSWORD }) });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another address is not affected.
    const other = await t.app.inject({ method: 'POST', url: loginUrl({ password: TEST_PASSWORD }), remoteAddress: '10.0.0.2' });
    expect(other.statusCode).toBe(200);
  });

  it('refuses every address once the global failure budget is spent', async () => {
    const t = await start({ loginFailuresPerAddress: 100, loginFailuresTotal: 4 });
    for (let i = 0; i < 4; i++) {
      await t.app.inject({ method: 'POST', url: loginUrl({ password: 'wrong' }), remoteAddress: `10.0.1.${i}` });
    }
    const response = await t.app.inject({ method: 'POST', url: loginUrl({ password: TEST_PASSWORD }), remoteAddress: '10.0.2.1' });
    expect(response.statusCode).toBe(429);
  });

  it.each([
    ['Sec-Fetch-Site: cross-site', { 'sec-fetch-site': 'cross-site' }],
    ['Sec-Fetch-Site: same-site', { 'sec-fetch-site': 'same-site' }],
    ['a foreign Origin', { origin: 'https://evil.example' }],
    ['Origin: null', { origin: 'null' }],
  ])('refuses a sign-in with %s (403)', async (_name, headers) => {
    const t = await start();
    const response = await t.app.inject({ method: 'POST', url: loginUrl({ password: TEST_PASSWORD }), headers });
    expect(response.statusCode).toBe(403);
    expect(sessionCookieOf(response)).toBeUndefined();
  });

  it('accepts a same-origin sign-in from the site itself', async () => {
    const t = await start();
    const response = await t.app.inject({
      method: 'POST',
      url: loginUrl({ password: TEST_PASSWORD }),
      headers: { 'sec-fetch-site': 'same-origin', origin: 'http://localhost:80', host: 'localhost:80' },
    });
    expect(response.statusCode).toBe(200);
  });
});

describe('guest links and link-preview robots', () => {
  it('fetching the link itself (as a messenger preview does) signs nobody in and does not use the link up', async () => {
    const t = await start();
    const { token } = t.guests.add('Maria', 'ro');
    for (let i = 0; i < 3; i++) {
      const preview = await t.app.inject({ method: 'GET', url: `/login?token=${token}&lang=ro`, headers: { 'user-agent': 'WhatsApp/2.23' } });
      expect(preview.statusCode).toBe(200);
      expect(preview.headers['set-cookie']).toBeUndefined();
    }
    expect(t.guests.list()[0]!.visitCount).toBe(0);
    for (let i = 0; i < 3; i++) {
      expect((await t.app.inject({ method: 'POST', url: loginUrl({ token }) })).statusCode).toBe(200);
    }
  });
});
