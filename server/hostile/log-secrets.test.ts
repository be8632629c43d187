/**
 * Secrets stay out of the log. The real server runs at the most talkative level (trace, which includes info and
 * debug); the test signs in with the password and a guest link, fails on purpose in every way it can think of,
 * sends malformed requests that carry the secrets, and then searches everything the process wrote (stdout and
 * stderr, until after it shut down) for the password, the token, the session ids and the wrong guesses, in any
 * encoding.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leakedSecrets } from '../testing/hostile-checks';
import { cookiePairOf, rawExchange, rawRequest, type RawRequest } from '../testing/raw-http';
import { mediaUrlsOf } from '../testing/media-urls';
import { HOSTILE_PASSWORD, startRealServer, type RealServer } from '../testing/real-server';

const PORT = 18_106;
const WRONG_PASSWORD = 'Wrong-Guess-Passw0rd-51e2b8';
let server: RealServer;
const secrets: Record<string, string> = { password: HOSTILE_PASSWORD, 'wrong password': WRONG_PASSWORD };

beforeAll(async () => {
  server = await startRealServer({ port: PORT, env: { LOG_LEVEL: 'trace', LOGIN_FAILURES_PER_ADDRESS: '5' } });
  secrets['guest token'] = server.guestToken;
  // The calendar subscription's token is the path itself: /calendar/<guest id>-<mac>.ics.
  secrets['calendar token'] = server.calendarToken.split('-')[1]!;
}, 40_000);

afterAll(async () => server?.stop());

const send = (request: RawRequest, from?: string) => rawRequest(PORT, request, { localAddress: from });
const q = (params: Record<string, string>) => new URLSearchParams(params).toString();

describe('the log of a server under use and abuse', () => {
  it('signs in with the password and with the guest link, and uses the sessions', async () => {
    const byPassword = await send({ method: 'POST', target: `/api/login?${q({ password: HOSTILE_PASSWORD })}` });
    const byToken = await send({ method: 'POST', target: `/api/login?${q({ token: server.guestToken })}` });
    expect([byPassword.status, byToken.status]).toEqual([200, 200]);
    const passwordCookie = cookiePairOf(byPassword)!;
    const guestCookie = cookiePairOf(byToken)!;
    secrets['password session id'] = passwordCookie.split('=')[1]!;
    secrets['guest session id'] = guestCookie.split('=')[1]!;

    expect((await send({ target: `/login?${q({ token: server.guestToken })}` })).status).toBe(200);
    expect((await send({ target: '/api/status', headers: { cookie: passwordCookie } })).status).toBe(200);
    expect((await send({ target: '/api/content?locale=en', headers: { cookie: guestCookie } })).status).toBe(200);
    const { video } = await mediaUrlsOf(PORT, guestCookie);
    expect((await send({ target: video, headers: { cookie: guestCookie, range: 'bytes=0-99' } })).status).toBe(206);
    // Signing in again with a session ends the old one: the old id is logged nowhere either.
    const again = await send({ method: 'POST', target: `/api/login?${q({ token: server.guestToken })}`, headers: { cookie: guestCookie } });
    expect(again.status).toBe(200);
    secrets['renewed session id'] = cookiePairOf(again)!.split('=')[1]!;
  });

  it('fetches the household’s calendar subscription, as a calendar app would, and in the ways it can go wrong', async () => {
    const feed = `/calendar/${server.calendarToken}.ics`;
    // From an address of its own: a wrong feed address counts against the same budget as a wrong sign-in link.
    const fetchFeed = (request: RawRequest) => send(request, '127.0.0.41');
    const fetched = [await fetchFeed({ target: feed }), await fetchFeed({ target: `${feed}?locale=ro` }), await fetchFeed({ method: 'HEAD', target: feed })];
    expect(fetched.map((response) => response.status)).toEqual([200, 200, 200]);
    const odd = [
      `${feed}/`,
      `/calendar/${server.calendarToken}`,
      `/Calendar/${server.calendarToken}.ics`,
      `/calendar/${server.calendarToken.replace('-', '%2D')}.ics`,
      `//calendar/${server.calendarToken}.ics`,
      // The slash or a letter percent-encoded, once or twice: no route, but the path is logged all the same.
      `/calendar%2F${server.calendarToken}.ics`,
      `/calendar%252f${server.calendarToken}.ics`,
      `/%63alendar/${server.calendarToken}.ics`,
    ];
    for (const target of odd) expect((await fetchFeed({ target })).status, target).toBeLessThan(500);
    expect((await fetchFeed({ method: 'POST', target: feed })).status).toBe(404);
  });

  it('fails to sign in in every way: wrong, cross-site, malformed, too long, rate-limited', async () => {
    const cookie = `__Host-session=${secrets['password session id']}`;
    const statuses = [
      (await send({ method: 'POST', target: `/api/login?${q({ password: WRONG_PASSWORD })}`, headers: { cookie } })).status,
      (await send({ method: 'POST', target: `/api/login?${q({ token: `${server.guestToken.slice(0, -2)}xx` })}` })).status,
      (await send({ method: 'POST', target: `/api/login?${q({ password: HOSTILE_PASSWORD })}`, headers: { origin: 'https://evil.example' } })).status,
      (await send({ method: 'POST', target: `/api/login?${q({ password: HOSTILE_PASSWORD, token: server.guestToken })}` })).status,
      (await send({ method: 'POST', target: `/api/login?${q({ password: HOSTILE_PASSWORD.repeat(20) })}` })).status,
      (await send({ method: 'POST', target: `/api/login?${q({ password: HOSTILE_PASSWORD })}`, headers: { 'content-type': 'application/json' }, body: `{"password":"${HOSTILE_PASSWORD}"` })).status,
      (await send({ method: 'POST', target: `/api/login?${q({ password: HOSTILE_PASSWORD })}`, headers: { 'content-type': 'application/xml' }, body: '<x/>' })).status,
      (await send({ method: 'GET', target: `/api/login?${q({ password: HOSTILE_PASSWORD })}` })).status,
      (await send({ method: 'HEAD', target: `/api/login?${q({ token: server.guestToken })}` })).status,
    ];
    expect(statuses).toEqual([401, 401, 403, 400, 400, 400, 415, 404, 404]);
    for (let i = 0; i < 5; i++) await send({ method: 'POST', target: `/api/login?${q({ token: `guess-${i}` })}` }, '127.0.0.40');
    const limited = await send({ method: 'POST', target: `/api/login?${q({ password: HOSTILE_PASSWORD })}` }, '127.0.0.40');
    expect(limited.status).toBe(429);
  });

  it('receives malformed requests that carry the secrets in the URL and the cookie', async () => {
    const cookie = `__Host-session=${secrets['guest session id']}`;
    const secretQuery = q({ password: HOSTILE_PASSWORD, token: server.guestToken });
    const raw = [
      `POST /api/login%ZZ?${secretQuery} HTTP/1.1\r\nhost: x\r\ncookie: ${cookie}\r\nconnection: close\r\n\r\n`,
      `GET /%E0%A4%A?${secretQuery} HTTP/1.1\r\nhost: x\r\nconnection: close\r\n\r\n`,
      `FOO /api/login?${secretQuery} HTTP/1.1\r\nhost: x\r\ncookie: ${cookie}\r\n\r\n`,
      `GET /api/status?${secretQuery} HTTP/1.1\r\nhost: x\r\ncookie: ${cookie}\r\nx-big: ${'a'.repeat(20_000)}\r\n\r\n`,
      `GET /api/status HTTP/1.1\r\nhost: x\r\ncookie: ${cookie}\u0000\r\n\r\n`,
      `POST /api/login?${secretQuery} HTTP/1.1\r\nhost: x\r\ncontent-length: 3\r\ntransfer-encoding: chunked\r\n\r\n0\r\n\r\n`,
      `GET /login%3F${q({ token: server.guestToken })} HTTP/1.1\r\nhost: x\r\nconnection: close\r\n\r\n`,
      `GET /api/status?${secretQuery} HTTP/1.1\r\nhost: x\r\ncookie: ${cookie}\r\n${'x-h: v\r\n'.repeat(3_000)}\r\n`,
    ];
    for (const request of raw) {
      const response = await rawExchange(PORT, request);
      expect(response.status, request.slice(0, 40)).toBeGreaterThanOrEqual(200);
      expect(response.status, request.slice(0, 40)).toBeLessThan(500);
      // Nor does an answer repeat them.
      expect(leakedSecrets(response.raw, { password: HOSTILE_PASSWORD, token: server.guestToken })).toEqual([]);
    }
  });

  it('never wrote a secret to stdout or stderr, though it logged every request', async () => {
    await new Promise((resolve) => setTimeout(resolve, 300));
    const { stdout, stderr } = server.output();
    expect(Object.keys(secrets)).toHaveLength(7);
    expect(leakedSecrets(stdout + stderr, secrets)).toEqual([]);
    // The scan means something only if the log is there: every request, with its path, and the debug lines.
    expect(stdout).toMatch(/"msg":"request"/);
    expect(stdout).toMatch(/"path":"\/api\/login"/);
    expect(stdout).toMatch(/"path":"\/calendar\//);
    // One line per request since the server logs requests once (in onResponse), not twice.
    expect(stdout.split('\n').length).toBeGreaterThan(25);
  });

  it('still wrote none after shutting down', async () => {
    await server.stop();
    const { stdout, stderr } = server.output();
    expect(stdout).toContain('shutting down');
    expect(leakedSecrets(stdout + stderr, secrets)).toEqual([]);
  });
});
