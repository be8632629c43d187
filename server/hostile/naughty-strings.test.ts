/**
 * The Big List of Naughty Strings in every place a client controls: the sign-in parameters, the locale of the
 * public and private content, the session cookie, other request headers, and path segments. Against the real
 * server process; every answer must be a deliberate 2xx-4xx, the process must live on, and no error may show
 * the server's insides.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCALES } from '#common/locales';
import { WEB_BUILD_DIR } from '../paths';
import { allAppPages, asHeaderValue, leakedSecrets, loopbackAddress, NAUGHTY_STRINGS, revealedInternals, summary } from '../testing/hostile-checks';
import { cookiePairOf, inBatches, rawRequest, type RawOptions, type RawRequest, type RawResponse } from '../testing/raw-http';
import { mediaUrlsOf } from '../testing/media-urls';
import { HOSTILE_PASSWORD, startRealServer, type RealServer } from '../testing/real-server';
import { createTestApp, TEST_PASSWORD } from '../testing/test-app';

const PORT = 18_101;
const CONCURRENCY = 8;
let server: RealServer;
let cookie: string;
/**
 * The app page as this server answers it, in its two forms: with the still first frame (/ and /login) and
 * without (every other app path). Read from the server: a concurrent build may change dist/.
 */
let appPages: Set<string>;
const seen: Array<{ label: string; response: RawResponse }> = [];

async function send(label: string, request: RawRequest, options: RawOptions = {}): Promise<RawResponse> {
  const response = await rawRequest(PORT, request, options);
  seen.push({ label, response });
  return response;
}

interface EachOptions {
  /** The client address of the request for string number i. */
  from?: (index: number) => string;
  concurrency?: number;
  headOnly?: boolean;
}

/** Sends one request per naughty string and returns the answers, by string. */
async function sendEach(name: string, build: (value: string, index: number) => RawRequest, options: EachOptions = {}) {
  const responses = await inBatches(NAUGHTY_STRINGS, options.concurrency ?? CONCURRENCY, (value, index) =>
    send(`${name} ${JSON.stringify(value)}`, build(value, index), { localAddress: options.from?.(index), headOnly: options.headOnly }),
  );
  return responses.map((response, index) => ({ value: NAUGHTY_STRINGS[index]!, response }));
}

function unexpected(results: Array<{ value: string; response: RawResponse }>, allowed: number[]): string[] {
  return results.filter(({ response }) => !allowed.includes(response.status)).map(({ value, response }) => summary(JSON.stringify(value), response));
}

beforeAll(async () => {
  server = await startRealServer({
    port: PORT,
    // The dedicated log scan runs at trace level (log-secrets.test.ts); here warnings and errors are enough.
    env: { LOG_LEVEL: 'warn', LOGIN_FAILURES_PER_ADDRESS: '3', LOGIN_FAILURES_TOTAL: '100000' },
  });
  const login = await send('sign-in', { method: 'POST', target: `/api/login?password=${encodeURIComponent(HOSTILE_PASSWORD)}` }, { localAddress: '127.0.0.2' });
  expect(login.status).toBe(200);
  cookie = cookiePairOf(login)!;
  appPages = await allAppPages(PORT, cookie);
  for (const page of appPages) expect(page).toContain('<div id="root">');
  expect(appPages.size).toBe(4);
}, 40_000);

afterAll(async () => server?.stop());

// Thousands of requests per test: generous time for a loaded CI machine.
describe('the Big List of Naughty Strings against the real server', { timeout: 60_000 }, () => {
  it('has the whole list to throw', () => {
    expect(NAUGHTY_STRINGS.length).toBeGreaterThan(400);
  });

  it('as the password: 400 when malformed, 401 while allowed to try, then 429; never hashed after the limit', async () => {
    // The first few one at a time, so only LOGIN_FAILURES_PER_ADDRESS (3) are hashed at the real scrypt cost.
    const request = (value: string) => ({ method: 'POST', target: `/api/login?password=${encodeURIComponent(value)}` });
    const results: Array<{ value: string; response: RawResponse }> = [];
    for (const value of NAUGHTY_STRINGS.slice(0, 4)) results.push({ value, response: await send(`password ${JSON.stringify(value)}`, request(value), { localAddress: '127.0.0.3' }) });
    const rest = await inBatches(NAUGHTY_STRINGS.slice(4), CONCURRENCY, (value) =>
      send(`password ${JSON.stringify(value)}`, request(value), { localAddress: '127.0.0.3' }),
    );
    results.push(...rest.map((response, i) => ({ value: NAUGHTY_STRINGS[i + 4]!, response })));
    expect(unexpected(results, [400, 401, 429])).toEqual([]);
    expect(results.some(({ response }) => response.status === 401)).toBe(true);
    expect(results.filter(({ response }) => response.status === 429).length).toBeGreaterThan(400);
  });

  it('as the guest token, each from its own address so every one reaches the lookup: 400 or 401', async () => {
    const results = await sendEach('token', (value) => ({ method: 'POST', target: `/api/login?token=${encodeURIComponent(value)}` }), {
      from: (i) => loopbackAddress(i),
    });
    expect(unexpected(results, [400, 401])).toEqual([]);
  });

  it('as the locale of the public content: the default language or 400, never an unknown locale', async () => {
    const results = await sendEach('site locale', (value) => ({ target: `/api/site?locale=${encodeURIComponent(value)}` }));
    expect(unexpected(results, [200, 400])).toEqual([]);
    for (const { value, response } of results.filter((r) => r.response.status === 200)) {
      expect(LOCALES, JSON.stringify(value)).toContain((JSON.parse(response.body) as { locale: string }).locale);
    }
  });

  it('as the locale of the private content, with a session: 200 or 400', async () => {
    const signedIn = await sendEach('content locale', (value) => ({ target: `/api/content?locale=${encodeURIComponent(value)}`, headers: { cookie } }));
    expect(unexpected(signedIn, [200, 400])).toEqual([]);
  });

  it('as the session cookie, raw and encoded, and as the whole Cookie header: 401 (or 400 from the HTTP parser)', async () => {
    const name = cookie.split('=')[0]!;
    const raw = await sendEach('raw cookie', (value) => ({ target: '/api/status', headers: { cookie: `${name}=${asHeaderValue(value)}` } }));
    // The string as a cookie pair of its own, then as the encoded value of the session cookie.
    const mixed = await sendEach('cookie header', (value) => ({
      target: '/api/content',
      headers: { cookie: `${asHeaderValue(value)}; ${name}=${encodeURIComponent(value)}` },
    }));
    expect(unexpected(raw, [400, 401])).toEqual([]);
    expect(unexpected(mixed, [400, 401])).toEqual([]);
  });

  it('as other request headers (Host, Origin, Sec-Fetch-Site, Range, Accept-Encoding, conditionals, X-Forwarded-For): never a 5xx', async () => {
    const { video } = await mediaUrlsOf(PORT, cookie);
    const asset = path.basename(fs.readdirSync(path.join(WEB_BUILD_DIR, 'assets')).find((f) => f.endsWith('.js'))!);
    const headersOf = (value: string) => {
      const v = asHeaderValue(value);
      return { 'accept-encoding': v, 'if-none-match': v, 'if-modified-since': v, 'accept-language': v, 'x-forwarded-for': v, 'content-type': v };
    };
    // Whole files are not needed to judge the answer: the client hangs up after the headers.
    const assets = await sendEach('asset headers', (value) => ({ target: `/assets/${asset}`, headers: headersOf(value) }), { headOnly: true });
    const media = await sendEach(
      'media range',
      (value) => ({ target: video, headers: { cookie, range: asHeaderValue(value), 'if-range': asHeaderValue(value) } }),
      { headOnly: true },
    );
    const signIn = await sendEach(
      'sign-in origin',
      (value) => ({
        method: 'POST',
        target: `/api/login?token=${server.guestToken}`,
        headers: { host: asHeaderValue(value) || 'x', origin: asHeaderValue(value), 'sec-fetch-site': asHeaderValue(value) },
      }),
      { from: (i) => loopbackAddress(i, 2) },
    );
    expect(unexpected(assets, [200, 304, 400, 406, 412, 415])).toEqual([]);
    expect(unexpected(media, [200, 206, 400, 412, 416])).toEqual([]);
    expect(unexpected(signIn, [200, 400, 403])).toEqual([]);
    // A Host, Origin or Sec-Fetch-Site that is not this site's own is refused (403) before the token is looked at.
    expect(signIn.filter(({ response }) => response.status === 200).length).toBeLessThan(20);
  });

  it('as path segments under /, /assets/, /photos/ and /media/: the app page or a 4xx, never a file from elsewhere', async () => {
    // As the raw string (slashes, dots, '?' and all, only made legal for a request line) or as one encoded segment.
    const variants = [
      ['/', encodeURI],
      ['/assets/', encodeURI],
      ['/photos/', encodeURIComponent],
      ['/media/', encodeURIComponent],
    ] as const;
    for (const [prefix, encode] of variants) {
      const results = await sendEach(`${encode.name} path ${prefix}`, (value) => ({ target: `${prefix}${encode(value)}`, headers: { cookie } }));
      if (prefix === '/') {
        expect(unexpected(results, [200, 400, 404])).toEqual([]);
        for (const { value, response } of results.filter((r) => r.response.status === 200)) expect(appPages.has(response.body), JSON.stringify(value)).toBe(true);
      } else {
        expect(unexpected(results, [400, 403, 404])).toEqual([]);
      }
    }
    // Without a session: 401, or 404 for "/media/" itself (no file is named by it); never a byte of media.
    const anonymousMedia = await sendEach('media path, no session', (value) => ({ target: `/media/${encodeURIComponent(value)}` }));
    expect(unexpected(anonymousMedia, [400, 401, 404])).toEqual([]);
  });

  it('never answered with a 5xx or without an answer, and no error showed the server insides', () => {
    expect(seen.length).toBeGreaterThan(5000);
    expect(seen.filter(({ response }) => response.status >= 500 || response.status === 0).map(({ label, response }) => summary(label, response))).toEqual([]);
    expect(seen.map(({ label, response }) => [label, revealedInternals(response)]).filter(([, leak]) => leak)).toEqual([]);
  });

  it('is still alive and answering, and its log holds neither the password nor the session id', async () => {
    expect(server.alive()).toBe(true);
    expect((await rawRequest(PORT, { target: '/api/status', headers: { cookie } })).status).toBe(200);
    expect((await rawRequest(PORT, { target: '/api/status' })).status).toBe(401);
    const { stdout, stderr } = server.output();
    expect(leakedSecrets(stdout + stderr, { password: HOSTILE_PASSWORD, 'session id': cookie.split('=')[1]!, token: server.guestToken })).toEqual([]);
  });
});

describe('the Big List of Naughty Strings past the limiter (in process, cheap hashing)', { timeout: 60_000 }, () => {
  it('hashes every naughty password and refuses it: 401, or 400 for the empty one', async () => {
    const t = await createTestApp({ loginFailuresPerAddress: 100_000, loginFailuresTotal: 100_000 });
    try {
      // From an address each: one address gets one hash at a time (sign-in-limits.ts).
      let sent = 0;
      const statuses = await inBatches(NAUGHTY_STRINGS, CONCURRENCY, async (value) => {
        const remoteAddress = `10.${(sent >> 8) & 255}.${sent++ & 255}.1`;
        const response = await t.app.inject({ method: 'POST', url: `/api/login?${new URLSearchParams({ password: value })}`, remoteAddress });
        return { value, status: response.statusCode };
      });
      expect(statuses.filter(({ value, status }) => status !== (value === '' ? 400 : 401))).toEqual([]);
      // The control: the right password still works after all of that.
      expect((await t.app.inject({ method: 'POST', url: `/api/login?${new URLSearchParams({ password: TEST_PASSWORD })}` })).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });
});
