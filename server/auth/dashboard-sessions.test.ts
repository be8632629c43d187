/**
 * The dashboard's sessions and sign-ins (issue 38, docs/decisions/0061) over app.inject(), with a clock the tests
 * move: each session with its device in words, where from, when it signed in and was last used; one ended from
 * another, all others, everyone; an unused session ending after the couple's setting and any session after
 * ADMIN_SESSION_DAYS; every sign-in, right or refused, on record and in the log, never the password.
 */
import { Writable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { ADMIN_API } from '#common/admin-api';
import { CHANGE_RECORD_API, type ChangePage } from '#common/change-record-api';
import { DASHBOARD_SESSIONS_API, type DashboardSessions, type SignIn } from '#common/dashboard-sessions-api';
import { PEOPLE_API } from '#common/people-api';
import { openDatabase } from '../db/database';
import { requestSerializers } from '../security/log-redaction';
import { createTestApp, makeTempDir, sessionCookieOf, TEST_ADMIN_PASSWORD, type TestAppOptions } from '../testing/test-app';
import { createSignInRecord, MAX_SIGN_INS_KEPT } from './sign-in-record';

const ANDROID_CHROME = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/129.0.0.0 Mobile Safari/537.36';
const IPHONE_SAFARI = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const MAC_FIREFOX = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.5; rv:131.0) Gecko/20100101 Firefox/131.0';
const MINUTE = 60_000;
const DAY = 86_400_000;

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

/** A site on a clock the test moves, and sign-ins from named devices. */
async function site(options: TestAppOptions = {}) {
  const clock = { now: Date.UTC(2027, 3, 1, 9) };
  t = await createTestApp({ now: () => clock.now, dashboardIdleTimeout: true, ...options });
  const app = t.app;
  const signIn = async (userAgent: string, password = TEST_ADMIN_PASSWORD, remoteAddress = '127.0.0.1', cookies: Record<string, string> = {}) =>
    app.inject({ method: 'POST', url: ADMIN_API.login, payload: { password }, headers: { 'user-agent': userAgent }, remoteAddress, cookies });
  const device = async (userAgent: string, remoteAddress?: string) => {
    const admin = sessionCookieOf(await signIn(userAgent, TEST_ADMIN_PASSWORD, remoteAddress), 'admin')!;
    const cookies = { admin };
    return {
      cookies,
      get: (url: string) => app.inject({ method: 'GET', url, cookies }),
      post: (url: string, payload?: object) => app.inject({ method: 'POST', url, cookies, ...(payload ? { payload } : {}) }),
      put: (url: string, payload: unknown) => app.inject({ method: 'PUT', url, cookies, payload: payload as object }),
      sessions: async () => (await app.inject({ method: 'GET', url: DASHBOARD_SESSIONS_API.sessions, cookies })).json() as DashboardSessions,
      /** Whether the dashboard still takes this device's session. */
      signedIn: async () => (await app.inject({ method: 'GET', url: ADMIN_API.session, cookies })).statusCode === 200,
    };
  };
  return { clock, app, signIn, device };
}

describe('the couple’s sessions', () => {
  it('lists each device in words, where from, when it signed in and was last used, this one marked, the latest used first', async () => {
    const { clock, device } = await site();
    const phone = await device(ANDROID_CHROME, '203.0.113.7');
    clock.now += 5 * MINUTE;
    const other = await device(IPHONE_SAFARI, '2001:db8:1:2:3:4:5:6');
    clock.now += 5 * MINUTE;
    const listed = await phone.sessions();
    expect(listed.idleMinutes).toBe(60);
    expect(listed.lifetimeDays).toBe(30);
    expect(listed.sessions).toEqual([
      // The phone asked just now: its last use is now.
      { id: expect.any(Number), browser: 'Chrome', system: 'Android', address: '203.0.113.7', createdAt: clock.now - 10 * MINUTE, lastUsedAt: clock.now, current: true, personId: null },
      { id: expect.any(Number), browser: 'Safari', system: 'iPhone', address: '2001:db8:1:2::/64', createdAt: clock.now - 5 * MINUTE, lastUsedAt: clock.now - 5 * MINUTE, current: false, personId: null },
    ]);
    expect((await other.sessions()).sessions.map((s) => [s.system, s.current])).toEqual([['iPhone', true], ['Android', false]]);
  });

  it('lists a session started before details were kept (or by a script), knowing neither device nor address', async () => {
    const { app, device } = await site();
    const phone = await device(ANDROID_CHROME);
    const { cookieValue } = t!.stores.sessions.create('admin', null, null, 30 * DAY);
    const listed = (await phone.sessions()).sessions;
    expect(listed.map(({ browser, system, address, current }) => ({ browser, system, address, current }))).toEqual([
      { browser: null, system: null, address: null, current: false },
      { browser: 'Chrome', system: 'Android', address: '127.0.0.1', current: true },
    ]);
    // It can be ended like any other.
    expect((await phone.post(DASHBOARD_SESSIONS_API.end(listed[0]!.id))).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: ADMIN_API.session, cookies: { admin: cookieValue } })).statusCode).toBe(401);
  });

  it('ends another device’s session, which is refused at its next request; not this one’s, and not one gone', async () => {
    const { device } = await site();
    const phone = await device(ANDROID_CHROME);
    const lost = await device(IPHONE_SAFARI);
    const listed = (await phone.sessions()).sessions;
    const [mine, theirs] = [listed.find((s) => s.current), listed.find((s) => !s.current)];
    const ended = await phone.post(DASHBOARD_SESSIONS_API.end(theirs!.id));
    expect(ended.statusCode).toBe(200);
    expect((ended.json() as DashboardSessions).sessions.map((s) => s.id)).toEqual([mine!.id]);
    expect(await lost.signedIn()).toBe(false);
    expect(await phone.signedIn()).toBe(true);
    expect((await phone.post(DASHBOARD_SESSIONS_API.end(theirs!.id))).statusCode).toBe(404);
    expect((await phone.post(DASHBOARD_SESSIONS_API.end(mine!.id))).statusCode).toBe(409);
    expect(await phone.signedIn()).toBe(true);
  });

  it('signs out every other device and keeps this one', async () => {
    const { device } = await site();
    const [laptop, phone, tablet] = [await device(MAC_FIREFOX), await device(ANDROID_CHROME), await device(IPHONE_SAFARI)];
    const left = await laptop.post(DASHBOARD_SESSIONS_API.endOthers);
    expect((left.json() as DashboardSessions).sessions.map((s) => s.browser)).toEqual(['Firefox']);
    expect([await laptop.signedIn(), await phone.signedIn(), await tablet.signedIn()]).toEqual([true, false, false]);
  });

  it('signs everyone out, this device too, answered as a sign-out: the cookie cleared and the site’s copies forgotten', async () => {
    const { device } = await site();
    const [laptop, phone] = [await device(MAC_FIREFOX), await device(ANDROID_CHROME)];
    const out = await laptop.post(DASHBOARD_SESSIONS_API.endAll);
    expect(out.statusCode).toBe(204);
    expect(out.headers['clear-site-data']).toBe('"cache", "storage"');
    expect(out.cookies.find((c) => c.name === 'admin')?.value).toBe('');
    expect([await laptop.signedIn(), await phone.signedIn()]).toEqual([false, false]);
  });

  it('puts each ending and the idle time in the record of changes, by the couple, newest first', async () => {
    const { clock, device } = await site();
    const [laptop, phone] = [await device(MAC_FIREFOX), await device(ANDROID_CHROME)];
    await device(IPHONE_SAFARI);
    const iphone = (await laptop.sessions()).sessions.find((s) => s.system === 'iPhone')!;
    expect((await laptop.post(DASHBOARD_SESSIONS_API.end(iphone.id))).statusCode).toBe(200);
    clock.now += MINUTE;
    expect((await laptop.put(DASHBOARD_SESSIONS_API.idle, { minutes: 30 })).statusCode).toBe(200);
    clock.now += MINUTE;
    expect((await laptop.post(DASHBOARD_SESSIONS_API.endOthers)).statusCode).toBe(200);
    expect(await phone.signedIn()).toBe(false);
    clock.now += MINUTE;
    // A refused one changes nothing, and is not recorded.
    expect((await laptop.post(DASHBOARD_SESSIONS_API.end(iphone.id))).statusCode).toBe(404);
    expect((await laptop.post(DASHBOARD_SESSIONS_API.endAll)).statusCode).toBe(204);
    const again = await device(MAC_FIREFOX);
    const record = (await again.get(CHANGE_RECORD_API.changes)).json() as ChangePage;
    expect(record.changes.map(({ what, targetId, personId }) => ({ what, targetId, personId }))).toEqual([
      { what: 'everyoneSignedOut', targetId: null, personId: null },
      { what: 'othersSignedOut', targetId: null, personId: null },
      { what: 'sessionIdle', targetId: null, personId: null },
      { what: 'sessionEnded', targetId: iphone.id, personId: null },
    ]);
  });

  it('refuses each change without a session, with a guest’s, and from another site', async () => {
    const { app, device } = await site();
    const phone = await device(ANDROID_CHROME);
    const id = (await phone.sessions()).sessions[0]!.id;
    const changes: Array<['POST' | 'PUT', string, object | undefined]> = [
      ['POST', DASHBOARD_SESSIONS_API.end(id), undefined],
      ['POST', DASHBOARD_SESSIONS_API.endOthers, undefined],
      ['POST', DASHBOARD_SESSIONS_API.endAll, undefined],
      ['PUT', DASHBOARD_SESSIONS_API.idle, { minutes: 15 }],
    ];
    const guest = sessionCookieOf(await app.inject({ method: 'POST', url: '/api/login?password=correct%20horse%20battery%20staple' }))!;
    for (const [method, url, payload] of changes) {
      for (const cookies of [{}, { session: guest }, { admin: guest }] as Array<Record<string, string>>) {
        expect((await app.inject({ method, url, cookies, payload })).statusCode, `${method} ${url} ${JSON.stringify(cookies)}`).toBe(401);
      }
      const crossSite = await app.inject({ method, url, cookies: phone.cookies, payload, headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' } });
      expect(crossSite.statusCode, `${method} ${url} cross-site`).toBe(403);
    }
    expect(await phone.signedIn()).toBe(true);
    expect((await phone.sessions()).idleMinutes).toBe(60);
  });
});

describe('a planner’s or a helper’s own sessions and sign-ins', () => {
  const PASSWORD = 'a long walk by the Danube';

  /** A person who has chosen their password through their set-up link, signing in from named devices. */
  async function personOf(app: TestApp['app'], name: string, email: string, role: 'planner' | 'helper') {
    const { token } = t!.stores.people.add(name, email, role)!;
    expect((await app.inject({ method: 'POST', url: PEOPLE_API.setupPassword, payload: { token, password: PASSWORD } })).statusCode).toBe(204);
    const signIn = (userAgent: string, password = PASSWORD) =>
      app.inject({ method: 'POST', url: ADMIN_API.login, payload: { email, password }, headers: { 'user-agent': userAgent } });
    const device = async (userAgent: string) => {
      const cookies = { admin: sessionCookieOf(await signIn(userAgent), 'admin')! };
      return {
        post: (url: string) => app.inject({ method: 'POST', url, cookies }),
        sessions: async () => (await app.inject({ method: 'GET', url: DASHBOARD_SESSIONS_API.sessions, cookies })).json() as DashboardSessions,
        signIns: async () => (await app.inject({ method: 'GET', url: DASHBOARD_SESSIONS_API.signIns, cookies })).json() as SignIn[],
        signedIn: async () => (await app.inject({ method: 'GET', url: ADMIN_API.session, cookies })).statusCode === 200,
      };
    };
    return { id: t!.stores.people.forSignIn(email)!.id, signIn, device };
  }

  it('lists their own sessions only; the couple lists everyone’s, each naming its person', async () => {
    const { app, device } = await site();
    const couple = await device(MAC_FIREFOX);
    const planner = await personOf(app, 'Ioana Pop', 'ioana@example.com', 'planner');
    const helper = await personOf(app, 'Radu Pop', 'radu@example.com', 'helper');
    const [plannerPhone, plannerLaptop, helperPhone] = [await planner.device(ANDROID_CHROME), await planner.device(MAC_FIREFOX), await helper.device(IPHONE_SAFARI)];
    const plannersView = (await plannerPhone.sessions()).sessions;
    expect(plannersView.map((s) => [s.personId, s.browser, s.current])).toEqual([[planner.id, 'Firefox', false], [planner.id, 'Chrome', true]]);
    expect((await helperPhone.sessions()).sessions.map((s) => [s.personId, s.system])).toEqual([[helper.id, 'iPhone']]);
    expect(new Set((await couple.sessions()).sessions.map((s) => s.personId))).toEqual(new Set([null, planner.id, helper.id]));
    expect(await plannerLaptop.signedIn()).toBe(true);
  });

  it('ends their own sessions, one, all others or everywhere, and finds nobody else’s', async () => {
    const { app, device } = await site();
    const couple = await device(MAC_FIREFOX);
    const planner = await personOf(app, 'Ioana Pop', 'ioana@example.com', 'planner');
    const helper = await personOf(app, 'Radu Pop', 'radu@example.com', 'helper');
    const [phone, laptop, tablet, helperPhone] = [await planner.device(ANDROID_CHROME), await planner.device(MAC_FIREFOX), await planner.device(IPHONE_SAFARI), await helper.device(IPHONE_SAFARI)];
    // The couple's session and the helper's are not the planner's to end: not found, and still signed in.
    const everyone = (await couple.sessions()).sessions;
    for (const other of everyone.filter((s) => s.personId !== planner.id)) expect((await phone.post(DASHBOARD_SESSIONS_API.end(other.id))).statusCode).toBe(404);
    expect([await couple.signedIn(), await helperPhone.signedIn()]).toEqual([true, true]);
    // The lost laptop, then every other device of theirs.
    const laptopId = (await phone.sessions()).sessions.find((s) => s.browser === 'Firefox')!.id;
    expect((await phone.post(DASHBOARD_SESSIONS_API.end(laptopId))).statusCode).toBe(200);
    expect(await laptop.signedIn()).toBe(false);
    const left = (await phone.post(DASHBOARD_SESSIONS_API.endOthers)).json() as DashboardSessions;
    expect(left.sessions.map((s) => s.browser)).toEqual(['Chrome']);
    expect([await tablet.signedIn(), await couple.signedIn(), await helperPhone.signedIn()]).toEqual([false, true, true]);
    // Everywhere, this phone too: the planner is out, nobody else.
    const again = await planner.device(MAC_FIREFOX);
    expect((await phone.post(DASHBOARD_SESSIONS_API.endAll)).statusCode).toBe(204);
    expect([await phone.signedIn(), await again.signedIn(), await couple.signedIn(), await helperPhone.signedIn()]).toEqual([false, false, true, true]);
    // How long a session lasts is everyone's setting: the couple's.
    expect((await app.inject({ method: 'PUT', url: DASHBOARD_SESSIONS_API.idle, cookies: { admin: sessionCookieOf(await helper.signIn(ANDROID_CHROME), 'admin')! }, payload: { minutes: 15 } })).statusCode).toBe(403);
  });

  it('shows them their own sign-ins, a wrong password typed with their address too; the couple sees everyone’s', async () => {
    const { app, device } = await site();
    const couple = await device(MAC_FIREFOX);
    const planner = await personOf(app, 'Ioana Pop', 'ioana@example.com', 'planner');
    const helper = await personOf(app, 'Radu Pop', 'radu@example.com', 'helper');
    expect((await planner.signIn(IPHONE_SAFARI, 'not the password at all')).statusCode).toBe(401);
    const phone = await planner.device(ANDROID_CHROME);
    await helper.device(IPHONE_SAFARI);
    expect((await phone.signIns()).map((s) => [s.personId, s.outcome, s.system])).toEqual([
      [planner.id, 'signed-in', 'Android'],
      [planner.id, 'wrong-password', 'iPhone'],
    ]);
    const couplesView = (await couple.get(DASHBOARD_SESSIONS_API.signIns)).json() as SignIn[];
    expect(couplesView.map((s) => [s.personId, s.outcome])).toEqual([
      [helper.id, 'signed-in'],
      [planner.id, 'signed-in'],
      [planner.id, 'wrong-password'],
      [null, 'signed-in'],
    ]);
  });
});

describe('how long a session lasts', () => {
  it('ends one unused for an hour by default, while one used keeps going', async () => {
    const { clock, device } = await site();
    const used = await device(ANDROID_CHROME);
    const unused = await device(IPHONE_SAFARI);
    for (let i = 0; i < 3; i++) {
      clock.now += 50 * MINUTE;
      expect(await used.signedIn()).toBe(true);
    }
    expect(await unused.signedIn()).toBe(false);
    expect((await used.sessions()).sessions).toHaveLength(1);
    clock.now += 60 * MINUTE;
    expect(await used.signedIn()).toBe(false);
  });

  it('follows the couple’s setting, and refuses a time that is not one of its choices', async () => {
    const { clock, device } = await site();
    const phone = await device(ANDROID_CHROME);
    const saved = await phone.put(DASHBOARD_SESSIONS_API.idle, { minutes: 15 });
    expect(saved.statusCode).toBe(200);
    expect((saved.json() as DashboardSessions).idleMinutes).toBe(15);
    for (const body of [{ minutes: 7 }, { minutes: '15' }, { minutes: 15, extra: 1 }, {}, { minutes: 100_000 }]) {
      expect((await phone.put(DASHBOARD_SESSIONS_API.idle, body)).statusCode, JSON.stringify(body)).toBe(400);
    }
    clock.now += 14 * MINUTE;
    expect(await phone.signedIn()).toBe(true);
    clock.now += 15 * MINUTE;
    expect(await phone.signedIn()).toBe(false);
    const again = await device(ANDROID_CHROME);
    expect((await again.sessions()).idleMinutes).toBe(15);
  });

  it('ends one after ADMIN_SESSION_DAYS (30 in tests), however much it is used; its cookie says as much', async () => {
    const { clock, device, signIn } = await site();
    const cookie = (await signIn(ANDROID_CHROME)).cookies.find((c) => c.name === 'admin')!;
    expect(cookie.maxAge).toBe(30 * 86_400);
    const phone = await device(ANDROID_CHROME);
    expect((await phone.put(DASHBOARD_SESSIONS_API.idle, { minutes: 480 })).statusCode).toBe(200);
    const signedInAt = clock.now;
    // Used every seven hours, never idle for long: still, 30 days after signing in it ends.
    while (clock.now + 7 * 60 * MINUTE < signedInAt + 30 * DAY) {
      clock.now += 7 * 60 * MINUTE;
      expect(await phone.signedIn(), new Date(clock.now).toISOString()).toBe(true);
    }
    clock.now = signedInAt + 30 * DAY;
    expect(await phone.signedIn()).toBe(false);
  });
});

describe('the record of sign-ins', () => {
  it('keeps every sign-in, right or refused, newest first, and logs each at info without the password', async () => {
    let log = '';
    const stream = new Writable({ write: (chunk, _encoding, done) => ((log += String(chunk)), done()) });
    const { clock, app, signIn } = await site({ adminLoginFailuresPerAddress: 3, logger: { level: 'info', stream, serializers: requestSerializers } });
    const typed = 'a guess that is wrong';
    expect((await signIn(MAC_FIREFOX, typed, '198.51.100.4')).statusCode).toBe(401);
    clock.now += MINUTE;
    const first = await signIn(ANDROID_CHROME, TEST_ADMIN_PASSWORD, '203.0.113.7');
    const device = first.cookies.find((c) => c.name === 'admin-device')!.value;
    clock.now += MINUTE;
    // The same phone again: a device seen before.
    const again = await signIn(ANDROID_CHROME, TEST_ADMIN_PASSWORD, '203.0.113.7', { 'admin-device': device });
    expect(again.statusCode).toBe(200);
    clock.now += MINUTE;
    // Past the address's budget: refused before the password is checked.
    expect((await signIn(MAC_FIREFOX, typed, '198.51.100.4')).statusCode).toBe(401);
    expect((await signIn(MAC_FIREFOX, typed, '198.51.100.4')).statusCode).toBe(401);
    expect((await signIn(MAC_FIREFOX, TEST_ADMIN_PASSWORD, '198.51.100.4')).statusCode).toBe(429);

    const admin = sessionCookieOf(again, 'admin')!;
    const record = (await app.inject({ method: 'GET', url: DASHBOARD_SESSIONS_API.signIns, cookies: { admin } })).json() as SignIn[];
    const start = Date.UTC(2027, 3, 1, 9);
    const firefox = { method: 'password', personId: null, newDevice: true, address: '198.51.100.4', browser: 'Firefox', system: 'Mac' };
    expect(record.map(({ id: _id, ...rest }) => rest)).toEqual([
      { ...firefox, at: start + 3 * MINUTE, outcome: 'too-many' },
      { ...firefox, at: start + 3 * MINUTE, outcome: 'wrong-password' },
      { ...firefox, at: start + 3 * MINUTE, outcome: 'wrong-password' },
      { method: 'password', personId: null, newDevice: false, address: '203.0.113.7', browser: 'Chrome', system: 'Android', at: start + 2 * MINUTE, outcome: 'signed-in' },
      { method: 'password', personId: null, newDevice: true, address: '203.0.113.7', browser: 'Chrome', system: 'Android', at: start + MINUTE, outcome: 'signed-in' },
      { ...firefox, at: start, outcome: 'wrong-password' },
    ]);

    const lines = log.trim().split('\n').map((line) => JSON.parse(line) as { level: number; msg: string; signIn?: Record<string, unknown> });
    const signIns = lines.filter((line) => line.signIn);
    expect(signIns.map((line) => [line.level, line.msg, line.signIn!.outcome])).toEqual([
      [30, 'dashboard sign-in refused', 'wrong-password'],
      [30, 'dashboard sign-in', 'signed-in'],
      [30, 'dashboard sign-in', 'signed-in'],
      [30, 'dashboard sign-in refused', 'wrong-password'],
      [30, 'dashboard sign-in refused', 'wrong-password'],
      [30, 'dashboard sign-in refused', 'too-many'],
    ]);
    expect(signIns[1]!.signIn).toMatchObject({ who: 'couple', method: 'password', newDevice: true, address: '203.0.113.7', browser: 'Chrome', system: 'Android' });
    for (const secret of [typed, TEST_ADMIN_PASSWORD, device, admin]) expect(log).not.toContain(secret);
  });

  it('is bounded: a flood of wrong guesses pushes out only older refusals, never the couple’s own sign-ins', () => {
    const db = openDatabase(makeTempDir());
    try {
      let now = 0;
      const signIns = createSignInRecord(db, () => now);
      const attempt = { method: 'password', newDevice: true, address: '192.0.2.1', browser: null, system: null } as const;
      signIns.add({ ...attempt, outcome: 'signed-in' });
      for (let i = 0; i < MAX_SIGN_INS_KEPT + 50; i++) {
        now += 1;
        signIns.add({ ...attempt, outcome: i % 2 ? 'wrong-password' : 'too-many' });
      }
      const kept = signIns.newest(10_000);
      expect(kept.filter((s) => s.outcome !== 'signed-in')).toHaveLength(MAX_SIGN_INS_KEPT);
      expect(kept.filter((s) => s.outcome === 'signed-in')).toHaveLength(1);
      // The newest refusals are the ones kept.
      expect(kept[0]!.at).toBe(MAX_SIGN_INS_KEPT + 50);
      expect(Math.min(...kept.filter((s) => s.outcome !== 'signed-in').map((s) => s.at))).toBe(51);
    } finally {
      db.close();
    }
  });
});
