/**
 * Errors reveal nothing: one handler answers every 5xx with a plain message (and the security headers), and what
 * is logged about it carries no query string, raw request bytes or other request data.
 */
import fs from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { API_PATHS } from '#common/api';
import { createTestApp, loginUrl, sessionCookieOf, TEST_PASSWORD } from '../testing/test-app';
import { redactFeedTokens, redactQueryStrings, requestSerializers } from './log-redaction';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
let open: TestApp | undefined;
afterEach(async () => {
  await open?.close().catch(() => undefined);
  open = undefined;
});

/** A test app whose log lines are collected, with the server's own serializers. */
async function appWithLog() {
  const lines: string[] = [];
  open = await createTestApp({
    logger: { level: 'trace', serializers: requestSerializers, stream: { write: (line: string) => lines.push(line) } },
  });
  return { t: open, log: () => lines.join('') };
}

describe('every 5xx', () => {
  it('is a plain message with the security headers when the database is gone', async () => {
    const { t, log } = await appWithLog();
    const cookie = sessionCookieOf(await t.app.inject({ method: 'POST', url: loginUrl({ password: TEST_PASSWORD }) }))!;
    t.db.close();
    const response = await t.app.inject({ method: 'GET', url: `${API_PATHS.status}?token=secret-in-query`, cookies: { session: cookie } });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ error: 'Internal Server Error' });
    expect(response.headers['content-security-policy']).toContain("default-src 'none'");
    expect(response.headers['cache-control']).toBe('no-store');
    // The operator learns what failed; nobody learns the query or the cookie.
    expect(log()).toContain('request failed');
    expect(log()).toMatch(/database connection is not open/);
    expect(log()).not.toContain('secret-in-query');
    expect(log()).not.toContain(cookie);
  });

  it('hides whatever a failing handler had in its error, and the log keeps no query string from it', async () => {
    const { t, log } = await appWithLog();
    t.app.get('/api/boom', async () => {
      const error = new Error(`could not open /srv/private/file for /api/login?password=${TEST_PASSWORD}`) as Error & Record<string, unknown>;
      error.rawPacket = Buffer.from(`GET /api/login?password=${TEST_PASSWORD}`);
      error.headers = { cookie: 'session=abc' };
      throw error;
    });
    const response = await t.app.inject({ method: 'GET', url: '/api/boom' });
    expect(response.statusCode).toBe(500);
    expect(response.body).toBe('{"error":"Internal Server Error"}');
    expect(log()).toContain('request failed');
    expect(log()).not.toContain(TEST_PASSWORD);
    expect(log()).not.toContain('rawPacket');
    expect(log()).not.toContain('session=abc');
  });

  it('stays 500 for an error that claims a status outside 4xx', async () => {
    const { t } = await appWithLog();
    t.app.get('/api/teapot', async () => {
      throw Object.assign(new Error('internal detail'), { statusCode: 302 });
    });
    const response = await t.app.inject({ method: 'GET', url: '/api/teapot' });
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toContain('internal detail');
  });
});

describe('a file gone between its lookup and its read', () => {
  it('is a 404 in JSON, never cached, and no failure: a photo the couple replaced while a guest’s page asked for it', async () => {
    const { t, log } = await appWithLog();
    const photo = '01-480-abc.jpg';
    const control = await t.app.inject({ method: 'GET', url: `/photos/${photo}` });
    expect(control.statusCode).toBe(200);
    expect(control.headers['cache-control']).toContain('immutable');
    // The file is found, its answer's headers set, and then it goes before it is opened.
    const open = fs.createReadStream;
    const spy = vi.spyOn(fs, 'createReadStream').mockImplementationOnce((file, options) => {
      fs.rmSync(file as string);
      return open(file, options);
    });
    try {
      const response = await t.app.inject({ method: 'GET', url: `/photos/${photo}` });
      expect(spy).toHaveBeenCalled();
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: 'Not Found' });
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.headers['content-length']).toBe(String(response.rawPayload.length));
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.headers).not.toHaveProperty('last-modified');
      expect(log()).not.toContain('request failed');
      expect(log()).toContain('file gone before it was read');
    } finally {
      spy.mockRestore();
    }
  });
});

describe('the log serializers', () => {
  it('log a request by method, path and address only, even when "?" arrives encoded', () => {
    const line = requestSerializers.req({ method: 'POST', url: '/api/login?password=hunter22', ip: '10.0.0.1' });
    expect(line).toEqual({ method: 'POST', path: '/api/login', ip: '10.0.0.1' });
    expect(requestSerializers.req({ method: 'GET', url: '/login%3Ftoken=abc' }).path).toBe('/login');
    expect(requestSerializers.req({ method: 'GET', url: '/login%3ftoken=abc' }).path).toBe('/login');
  });

  it('log an error by type, code, message and stack, with query strings cut out and no other property', () => {
    const error = Object.assign(new Error("'/api/login%ZZ?password=hunter22&x=1' is not a valid url component"), {
      code: 'FST_ERR_BAD_URL',
      statusCode: 400,
      rawPacket: { type: 'Buffer', data: [1, 2, 3] },
    });
    const logged = requestSerializers.err(error);
    expect(logged).toMatchObject({ type: 'Error', code: 'FST_ERR_BAD_URL', statusCode: 400 });
    expect(JSON.stringify(logged)).not.toContain('hunter22');
    expect(logged).not.toHaveProperty('rawPacket');
    expect(requestSerializers.err('a string?token=abc').message).not.toContain('abc');
  });

  it.each([
    ['/api/login?password=hunter22', '/api/login?[redacted]'],
    ["'/x?token=abc&locale=de' is bad", "'/x?[redacted]' is bad"],
    ['no query here?', 'no query here?'],
    ['what? yes', 'what? yes'],
  ])('redactQueryStrings(%j) = %j', (input, output) => {
    expect(redactQueryStrings(input)).toBe(output);
  });

  const TOKEN = `12-${'abcdefgh23'.repeat(2)}abcdef`;
  it.each([
    [`/calendar/${TOKEN}.ics`, '/calendar/[redacted]'],
    [`//Calendar/${TOKEN.replace('-', '%2D')}.ics/`, '//Calendar/[redacted]'],
    [`Route GET:/calendar/${TOKEN}.ics not found`, 'Route GET:/calendar/[redacted] not found'],
    [`/api/x/${TOKEN.toUpperCase()}`, '/api/x/[redacted]'],
    ['    at feedTokenFor (/srv/server/invitation/calendar/feed-token.ts:48:9)', '    at feedTokenFor (/srv/server/invitation/calendar/feed-token.ts:48:9)'],
    ['/calendar', '/calendar'],
  ])('redactFeedTokens(%j) = %j', (input, output) => {
    expect(redactFeedTokens(input)).toBe(output);
  });

  it('logs a calendar subscription’s path and a failure that names it without the token', () => {
    const path = requestSerializers.req({ method: 'GET', url: `/calendar/${TOKEN}.ics?locale=ro` }).path;
    expect(path).toBe('/calendar/[redacted]');
    expect(JSON.stringify(requestSerializers.err(new Error(`'/calendar/${TOKEN}%ZZ.ics' is not a valid url component`)))).not.toContain(TOKEN.slice(3));
  });
});
