/**
 * Attacks on sign-in against the real server: login CSRF from another site, brute force per address and in total,
 * forged X-Forwarded-For with and without TRUST_PROXY, and a flood that must not be able to burn the CPU on
 * hashing, nor leave a sign-in without an answer. The spec's status codes stay: 200, 401, 400, 403 cross-site, 429 with Retry-After.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HASHING_CONCURRENCY, HASHING_QUEUE, LOGIN_FAILURE_WINDOW_MS } from '../app';
import { summary } from '../testing/hostile-checks';
import { cookiePairOf, rawRequest, type RawResponse } from '../testing/raw-http';
import { HOSTILE_PASSWORD, startRealServer, type RealServer } from '../testing/real-server';

const PORT = 18_104;
const PROXIED_PORT = 18_105;
const QUEUED_PORT = 18_108;
const PER_ADDRESS = 5;
const TOTAL = 4;
/** The couple's dashboard password on the proxied server, whose guests' budget the tests spend. */
const COUPLE_PASSWORD = 'Hostile-Couple-Passw0rd-4b1e';

let direct: RealServer;
let proxied: RealServer;

beforeAll(async () => {
  [direct, proxied] = await Promise.all([
    // At the production scrypt cost: its last test floods the hashing queue, which only hashes as slow as a guest's can fill.
    startRealServer({ port: PORT, hashCost: 'production', env: { LOGIN_FAILURES_PER_ADDRESS: String(PER_ADDRESS) } }),
    // Behind one reverse proxy on this machine, with a small global budget to reach in the test.
    startRealServer({
      port: PROXIED_PORT,
      env: { TRUST_PROXY: '1', LOGIN_FAILURES_PER_ADDRESS: String(PER_ADDRESS), LOGIN_FAILURES_TOTAL: String(TOTAL), ADMIN_PASSWORD: COUPLE_PASSWORD },
    }),
  ]);
}, 40_000);

afterAll(async () => {
  await Promise.all([direct?.stop(), proxied?.stop()]);
});

interface SignIn {
  password?: string;
  token?: string;
  headers?: Record<string, string>;
  from?: string;
  port?: number;
}

function signIn({ password, token, headers, from, port = PORT }: SignIn): Promise<RawResponse> {
  const query = new URLSearchParams(password !== undefined ? { password } : { token: token ?? '' });
  return rawRequest(port, { method: 'POST', target: `/api/login?${query}`, headers }, { localAddress: from });
}

function expectRateLimited(response: RawResponse, label: string): void {
  expect(response.status, summary(label, response)).toBe(429);
  const retryAfter = Number(response.headers['retry-after']);
  expect(Number.isInteger(retryAfter), label).toBe(true);
  expect(retryAfter, label).toBeGreaterThanOrEqual(1);
  expect(retryAfter, label).toBeLessThanOrEqual(LOGIN_FAILURE_WINDOW_MS / 1000);
  expect(response.headers['set-cookie'], label).toBeUndefined();
}

describe('login CSRF: a sign-in from another site', () => {
  const self = `http://127.0.0.1:${PORT}`;
  const crossSite: Array<[string, Record<string, string>]> = [
    ['Origin of another site', { origin: 'https://evil.example' }],
    ['Origin of another port', { origin: `http://127.0.0.1:${PORT + 1}` }],
    ['Origin: null (sandboxed frame, data: URL)', { origin: 'null' }],
    ['a garbage Origin', { origin: '::::' }],
    ['Sec-Fetch-Site: cross-site', { 'sec-fetch-site': 'cross-site' }],
    ['Sec-Fetch-Site: same-site (a sibling subdomain)', { 'sec-fetch-site': 'same-site' }],
    ['cross-site despite a same-origin Origin', { origin: self, 'sec-fetch-site': 'cross-site' }],
    ['same-origin Sec-Fetch-Site with a foreign Origin', { origin: 'https://evil.example', 'sec-fetch-site': 'same-origin' }],
  ];

  it.each(crossSite)('%s: 403 with the right password or token, and no cookie', async (label, headers) => {
    const byPassword = await signIn({ password: HOSTILE_PASSWORD, headers, from: '127.0.0.10' });
    const byToken = await signIn({ token: direct.guestToken, headers, from: '127.0.0.10' });
    for (const response of [byPassword, byToken]) {
      expect(response.status, summary(label, response)).toBe(403);
      expect(response.headers['set-cookie']).toBeUndefined();
    }
  });

  it('lets the site itself sign in (the control): same Origin, Sec-Fetch-Site same-origin or none', async () => {
    expect((await signIn({ password: HOSTILE_PASSWORD, headers: { origin: self, 'sec-fetch-site': 'same-origin' }, from: '127.0.0.10' })).status).toBe(200);
    expect((await signIn({ token: direct.guestToken, headers: { 'sec-fetch-site': 'none' }, from: '127.0.0.10' })).status).toBe(200);
  });

  it('refuses a page on http:// when the proxy says the site is https (TRUST_PROXY, X-Forwarded-Proto)', async () => {
    const viaTls = { 'x-forwarded-for': '198.51.100.50', 'x-forwarded-proto': 'https' };
    const downgraded = await signIn({ port: PROXIED_PORT, token: proxied.guestToken, headers: { ...viaTls, origin: `http://127.0.0.1:${PROXIED_PORT}` } });
    expect(downgraded.status).toBe(403);
    const secure = await signIn({ port: PROXIED_PORT, token: proxied.guestToken, headers: { ...viaTls, origin: `https://127.0.0.1:${PROXIED_PORT}` } });
    expect(secure.status).toBe(200);
  });

  it('cannot swap or end the session a guest already has', async () => {
    const own = cookiePairOf(await signIn({ token: direct.guestToken, from: '127.0.0.11' }))!;
    const attempt = await signIn({ password: HOSTILE_PASSWORD, headers: { cookie: own, origin: 'https://evil.example' }, from: '127.0.0.11' });
    expect(attempt.status).toBe(403);
    expect((await rawRequest(PORT, { target: '/api/status', headers: { cookie: own } })).status).toBe(200);
  });
});

describe('brute force from one address (LOGIN_FAILURES_PER_ADDRESS=5, TRUST_PROXY unset)', () => {
  const attacker = '127.0.0.20';

  it('answers 401 five times, then 429 with Retry-After, even for the right password; the right token still signs in', async () => {
    // Wrong passwords (hashed) and wrong tokens (looked up) count together.
    const wrong = [await signIn({ password: 'guess-one', from: attacker }), await signIn({ password: 'guess-two', from: attacker })];
    for (let i = 0; i < PER_ADDRESS - 2; i++) wrong.push(await signIn({ token: `guess-${i}`, from: attacker }));
    expect(wrong.map((r) => r.status)).toEqual(Array(PER_ADDRESS).fill(401));
    expectRateLimited(await signIn({ token: 'guess-again', from: attacker }), 'sixth guess');
    expectRateLimited(await signIn({ password: HOSTILE_PASSWORD, from: attacker }), 'right password');
    // A valid link has 130 bits: no guessing budget can be spent on it, so none stops it (issue 11).
    expect((await signIn({ token: direct.guestToken, from: attacker })).status).toBe(200);
  });

  it('ignores a forged X-Forwarded-For: without TRUST_PROXY the connection address counts', async () => {
    for (let i = 0; i < 5; i++) {
      const forged = { 'x-forwarded-for': `203.0.113.${i + 1}`, 'x-real-ip': `203.0.113.${i + 1}`, forwarded: `for=203.0.113.${i + 1}` };
      expectRateLimited(await signIn({ password: HOSTILE_PASSWORD, headers: forged, from: attacker }), `forged address ${i}`);
    }
  });

  it('refuses before hashing: 40 sign-ins at once are all refused within a fraction of one hash each', async () => {
    const started = Date.now();
    const answers = await Promise.all(Array.from({ length: 40 }, () => signIn({ password: HOSTILE_PASSWORD, from: attacker })));
    const elapsed = Date.now() - started;
    for (const answer of answers) expectRateLimited(answer, 'concurrent right password');
    // Hashing 40 passwords two at a time at the production scrypt cost would take many seconds, and the
    // hashing queue would overflow with "Too many sign-ins at once".
    expect(answers.every((a) => a.body.includes('Too many attempts'))).toBe(true);
    expect(elapsed).toBeLessThan(3_000);
  });

  it('limits per address: another address still signs in', async () => {
    expect((await signIn({ password: HOSTILE_PASSWORD, from: '127.0.0.21' })).status).toBe(200);
  });
});

describe('behind a reverse proxy (TRUST_PROXY=1, LOGIN_FAILURES_TOTAL=4)', () => {
  // The proxy appends the address it saw: the last X-Forwarded-For entry is the real client, the rest is forgeable.
  const via = (client: string, forged = '') => ({ 'x-forwarded-for': forged ? `${forged}, ${client}` : client });

  it('counts the client the proxy saw, however the client forges the rest of the header', async () => {
    for (let i = 0; i < PER_ADDRESS; i++) {
      const response = await signIn({ port: PROXIED_PORT, token: `guess-${i}`, headers: via('198.51.100.7', `10.0.0.${i}`) });
      expect(response.status).toBe(401);
    }
    expectRateLimited(await signIn({ port: PROXIED_PORT, token: 'guess', headers: via('198.51.100.7', '10.9.9.9') }), 'forged first hop');
    expectRateLimited(await signIn({ port: PROXIED_PORT, password: HOSTILE_PASSWORD, headers: via('198.51.100.7') }), 'right password');
  });

  it('counts an IPv6 client by its /64: another address of the same network is the same client', async () => {
    for (let i = 0; i < PER_ADDRESS; i++) {
      expect((await signIn({ port: PROXIED_PORT, token: 'guess', headers: via(`2001:db8:7:7::${i + 1}`) })).status).toBe(401);
    }
    expectRateLimited(await signIn({ port: PROXIED_PORT, token: 'guess', headers: via('2001:db8:7:7:ffff:eeee:dddd:cccc') }), 'same /64');
    expect((await signIn({ port: PROXIED_PORT, token: 'guess', headers: via('2001:db8:7:8::1') })).status).toBe(401);
  });

  let guestCookie: string;
  it('keeps other clients of the same proxy signing in', async () => {
    const response = await signIn({ port: PROXIED_PORT, token: proxied.guestToken, headers: via('198.51.100.8') });
    expect(response.status).toBe(200);
    guestCookie = cookiePairOf(response)!;
  });

  it('refuses every password with 429 once the global budget of wrong passwords is spent; links still sign in', async () => {
    // Wrong tokens cost nothing to check and do not count here: only wrong passwords, from 4 different clients.
    for (let i = 0; i < TOTAL; i++) {
      expect((await signIn({ port: PROXIED_PORT, password: `guess-${i}`, headers: via(`198.51.100.${20 + i}`) })).status).toBe(401);
    }
    expectRateLimited(await signIn({ port: PROXIED_PORT, password: HOSTILE_PASSWORD, headers: via('198.51.100.98') }), 'a new client');
    expect((await signIn({ port: PROXIED_PORT, token: proxied.guestToken, headers: via('198.51.100.99') })).status).toBe(200);
    // Sessions that exist keep working: the budget stops sign-ins, not the site.
    expect((await rawRequest(PROXIED_PORT, { target: '/api/status', headers: { cookie: guestCookie } })).status).toBe(200);
  });

  it('keeps the couple signing in to the dashboard once the guests’ budgets are spent: theirs are their own (issue 18)', async () => {
    // 198.51.100.7 spent its guests' budget above; the guests' total is spent too.
    const body = JSON.stringify({ password: COUPLE_PASSWORD });
    const couple = await rawRequest(PROXIED_PORT, {
      method: 'POST',
      target: '/api/admin/login',
      headers: { ...via('198.51.100.7'), 'content-type': 'application/json' },
      body,
    });
    expect(couple.status, summary('the couple', couple)).toBe(200);
    expect(couple.headers['set-cookie']).toMatch(/^__Host-admin=.*\n__Host-admin-device=[\w-]{43};/s);
  });
});

describe('a flood of sign-ins that must not burn the CPU', () => {
  it(`hashes at most ${HASHING_CONCURRENCY} at once, queues ${HASHING_QUEUE}, refuses the rest at once; the site keeps answering`, async () => {
    const flood = 60;
    const refusedQuickly: RawResponse[] = [];
    const started = Date.now();
    // From as many addresses: one address gets one hash at a time, so only many clients together reach the gate.
    const pending = Array.from({ length: flood }, (_, i) =>
      signIn({ password: 'flood-guess', from: `127.0.1.${i + 1}` }).then((response) => {
        if (response.status === 429 && Date.now() - started < 2_000) refusedQuickly.push(response);
        return response;
      }),
    );
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    // Meanwhile the rest of the site answers at once: hashing runs off the event loop and is capped.
    const statusStarted = Date.now();
    expect((await rawRequest(PORT, { target: '/api/status' })).status).toBe(401);
    expect(Date.now() - statusStarted).toBeLessThan(500);
    // Everything beyond the running and queued hashes was refused immediately.
    expect(refusedQuickly.length).toBeGreaterThanOrEqual(flood - HASHING_CONCURRENCY - HASHING_QUEUE);
    for (const response of refusedQuickly) expect(response.headers['retry-after']).toMatch(/^\d+$/);
    expect(direct.alive()).toBe(true);
    // The queued hashes would take many seconds at the production cost: the test ends here, and so does the server.
    direct.child.kill('SIGKILL');
    await Promise.allSettled(pending);
  });
});

describe('a flood of sign-ins from many addresses at once', () => {
  it('answers every one: a sign-in that cannot be hashed in time gets 429 with Retry-After, never silence', { timeout: 90_000 }, async () => {
    // A short timeout keeps the flood's hashing (both cores, until the waiting ones give up) to a few seconds.
    const timeoutSeconds = 4;
    const server = await startRealServer({ port: QUEUED_PORT, hashCost: 'production', env: { REQUEST_TIMEOUT_SECONDS: String(timeoutSeconds) } });
    try {
      // The review's flood: 300 wrong passwords, ten from each of 30 addresses. Each address may have three
      // admitted at once, so 90 hashes wait: far more than two at a time can do within the timeout.
      const answers = await Promise.all(
        Array.from({ length: 300 }, (_, i) =>
          rawRequest(QUEUED_PORT, { method: 'POST', target: `/api/login?password=queued-guess-${i}` }, { localAddress: `127.0.2.${(i % 30) + 1}`, timeoutMs: 3 * timeoutSeconds * 1000 }),
        ),
      );
      const unanswered = answers.filter((answer) => answer.status === 0).length;
      expect(unanswered, 'closed without an answer').toBe(0);
      expect(answers.filter((answer) => answer.status === 401).length).toBeGreaterThan(0);
      for (const answer of answers.filter((a) => a.status !== 401)) {
        expect(answer.status, summary('a queued sign-in', answer)).toBe(429);
        expect(answer.headers['retry-after']).toMatch(/^[1-9]\d*$/);
      }
      expect(server.alive()).toBe(true);
    } finally {
      await server.stop();
    }
  });
});
