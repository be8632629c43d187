/**
 * Static files and media against the real server: only the built app, the public photos and, with a session, the
 * private media are served. Encoded traversal in every spelling, dotfiles, source files and the private media
 * without a session (with or without Range) are refused; every kind of answer carries the security headers.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LINK_SECRET_FILE } from '../guests/link-secret';
import { PHOTOS_BUILD_DIR, REPO_ROOT, WEB_BUILD_DIR } from '../paths';
import { PAGE_ONLY_HEADERS } from '../security/security-headers';
import { allAppPages, revealedInternals, summary } from '../testing/hostile-checks';
import { cookiePairOf, inBatches, rawRequest, type RawRequest, type RawResponse } from '../testing/raw-http';
import { mediaUrlsOf } from '../testing/media-urls';
import { HOSTILE_PASSWORD, startRealServer, type RealServer } from '../testing/real-server';
import { createTestApp } from '../testing/test-app';

const PORT = 18_102;
let server: RealServer;
let cookie: string;
let videoStart: string;
/** The current video and poster (content-hashed names under /media/). */
let media: { video: string; poster: string };

const send = (request: RawRequest, localAddress?: string) => rawRequest(PORT, request, { localAddress });

async function allPages(): Promise<Set<string>> {
  const pages = await allAppPages(PORT, cookie);
  expect(pages.size).toBe(4);
  return pages;
}

/** Ways to write "../": plain, percent-encoded, double-encoded, backslashes, overlong UTF-8, null bytes, and mixes. */
const DOT_DOT_SLASH = [
  '../',
  '..%2f',
  '..%2F',
  '%2e%2e/',
  '%2e%2e%2f',
  '%2E%2E%2F',
  '.%2e/',
  '%2e./',
  '%252e%252e%252f',
  '%252e%252e/',
  '..%252f',
  '..%5c',
  '..%5C',
  '%2e%2e%5c',
  '..\\',
  '%c0%ae%c0%ae/',
  '%c0%ae%c0%ae%c0%af',
  '%e0%80%ae%e0%80%ae/',
  '..%c0%af',
  '..%c1%9c',
  '%uff0e%uff0e/',
  '%u002e%u002e/',
  '....//',
  '..;/',
  '..%00/',
  '.%00./',
  '..%ef%bc%8f',
];

/** Files outside the served folders, with text that must never appear in an answer. */
const TARGETS: Array<{ file: string; marker: string }> = [
  { file: 'package.json', marker: '"devDependencies"' },
  { file: 'server/app.ts', marker: 'buildApp' },
  { file: 'content/wedding.json', marker: 'storyBeganYear' },
  { file: 'content/messages/en.json', marker: 'errorTooManyAttempts' },
  { file: 'etc/passwd', marker: 'root:x:0:0' },
];

/** Up to 8 levels up from a prefix: enough to leave DATA_DIR, content/video, dist/web/assets and the checkout. */
function traversalUrls(prefix: string): string[] {
  const urls: string[] = [];
  for (const up of DOT_DOT_SLASH) {
    for (const { file } of TARGETS) {
      urls.push(`${prefix}${up.repeat(8)}${file}`, `${prefix}x/${up.repeat(3)}${file}`);
    }
  }
  // Null bytes and suffixes that fool extension checks.
  urls.push(`${prefix}..%2f..%2fpackage.json%00.js`, `${prefix}%2e%2e%2f%2e%2e%2fpackage.json%00`, `${prefix}%00`, `${prefix}.%00`);
  return urls;
}

const MARKERS = TARGETS.map((t) => t.marker);

beforeAll(async () => {
  server = await startRealServer({ port: PORT, env: { LOGIN_FAILURES_PER_ADDRESS: '5' } });
  const login = await send({ method: 'POST', target: `/api/login?password=${encodeURIComponent(HOSTILE_PASSWORD)}` });
  expect(login.status).toBe(200);
  cookie = cookiePairOf(login)!;
  videoStart = fs.readFileSync(path.join(REPO_ROOT, 'content/video/save-the-date.mp4')).subarray(4, 12).toString('latin1');
  media = await mediaUrlsOf(PORT, cookie);
}, 40_000);

afterAll(async () => server?.stop());

function leaks(response: RawResponse): string | undefined {
  return MARKERS.find((marker) => response.raw.includes(marker)) ?? revealedInternals(response);
}

describe('encoded path traversal', { timeout: 60_000 }, () => {
  it.each(['/assets/', '/photos/', '/media/'])('under %s is refused with a 4xx, with and without a session, and shows nothing', async (prefix) => {
    const urls = traversalUrls(prefix);
    const results = await inBatches(urls, 8, async (url, i) => ({ url, response: await send({ target: url, headers: i % 2 ? { cookie } : {} }) }));
    const bad = results.filter(({ response }) => response.status < 400 || response.status >= 500 || leaks(response));
    expect(bad.map(({ url, response }) => summary(url, response))).toEqual([]);
    expect(results.length).toBeGreaterThan(200);
  });

  it('outside the static prefixes gets the app page at most, never a file', async () => {
    const appPages = await allPages();
    const urls = traversalUrls('/').concat(traversalUrls('/static/'));
    const results = await inBatches(urls, 8, async (url) => ({ url, response: await send({ target: url }) }));
    const bad = results.filter(
      ({ response }) => response.status >= 500 || leaks(response) || (response.status === 200 && !appPages.has(response.body)),
    );
    expect(bad.map(({ url, response }) => summary(url, response))).toEqual([]);
  });
});

describe('only the built app and the public photos are public', () => {
  it('serves a built asset and a photo (the control)', async () => {
    const asset = fs.readdirSync(path.join(WEB_BUILD_DIR, 'assets')).find((f) => f.endsWith('.js'))!;
    const photo = fs.readdirSync(PHOTOS_BUILD_DIR).find((f) => f.endsWith('.webp'))!;
    expect((await rawRequest(PORT, { target: `/assets/${asset}` }, { headOnly: true })).status).toBe(200);
    expect((await rawRequest(PORT, { target: `/photos/${photo}` }, { headOnly: true })).status).toBe(200);
  });

  it('never serves source files, source maps, dotfiles, the database or the session secret', async () => {
    const asset = fs.readdirSync(path.join(WEB_BUILD_DIR, 'assets')).find((f) => f.endsWith('.js'))!;
    const appPages = await allPages();
    const urls = [
      '/package.json',
      '/server/app.ts',
      '/web/src/main.tsx',
      '/.env',
      '/.git/config',
      '/data/wedding.db',
      '/data/link-secret',
      '/data/session-secret',
      '/content/wedding.json',
      '/node_modules/fastify/package.json',
      `/assets/${asset}.map`,
      '/assets/.env',
      '/assets/.git/config',
      '/assets/.vite/manifest.json',
      '/photos/.DS_Store',
      '/photos/.env',
      '/media/.env',
      '/media/wedding.json',
      '/media/../wedding.json',
      '/assets/../index.html',
      '/assets/%2e%2e/index.html',
      '/assets',
      '/assets/',
      '/photos/',
      '/media/',
    ];
    for (const url of urls) {
      const response = await send({ target: url, headers: { cookie } });
      expect(response.status, summary(url, response)).toBeLessThan(500);
      if (response.status === 200) expect(appPages.has(response.body), url).toBe(true);
      expect(leaks(response), url).toBeUndefined();
    }
    const secret = fs.readFileSync(path.join(server.dataDir, LINK_SECRET_FILE), 'utf8').trim();
    for (const page of appPages) expect(page).not.toContain(secret);
  });
});

describe('dotfiles, however spelled (in process: the stand-in build has assets/.secret)', () => {
  it('are never served', async () => {
    const t = await createTestApp();
    try {
      const spellings = ['.secret', '%2esecret', '%2Esecret', '%252esecret', '.%73ecret', 'x/..%2f.secret', 'x%2f..%2f.secret', '.secret%00', '.secret/', './.secret', '%2e/%2esecret', '..%2fassets%2f.secret'];
      for (const spelling of spellings) {
        const response = await t.app.inject({ method: 'GET', url: `/assets/${spelling}` });
        expect(response.statusCode, spelling).toBeGreaterThanOrEqual(400);
        expect(response.statusCode, spelling).toBeLessThan(500);
        expect(response.body, spelling).not.toContain('dotfile');
      }
    } finally {
      await t.close();
    }
  });
});

describe('the private media', { timeout: 60_000 }, () => {
  const RANGES = [undefined, 'bytes=0-', 'bytes=0-99', 'bytes=-100', 'bytes=100-50', 'bytes=0-1,5-9', 'bytes=999999999-', 'items=0-1', 'bytes=--'];
  let MEDIA: string[];
  let SPELLINGS: string[];
  beforeAll(() => {
    MEDIA = [media.video, media.poster];
    const name = media.video.slice('/media/'.length);
    const encodedFirst = `%${name.charCodeAt(0).toString(16)}${name.slice(1)}`;
    SPELLINGS = [`/media/${name}`, `/media//${name}`, `/media/./${name}`, `/media/${encodedFirst}`, `/media/${name}/`, `/media/${name}?x=1`, `/media/${name};x`, `/x/../media/${name}`, `/MEDIA/${name}`, `/Media/${name}`, `/media/${name.toUpperCase()}`];
  });

  it('are streamed with Range to a signed-in guest (the control), with CORP same-origin', async () => {
    const whole = await rawRequest(PORT, { target: MEDIA[0]!, headers: { cookie } }, { headOnly: true });
    expect(whole.status).toBe(200);
    expect(whole.headers['cross-origin-resource-policy']).toBe('same-origin');
    const part = await send({ target: MEDIA[0]!, headers: { cookie, range: 'bytes=0-99' } });
    expect(part.status).toBe(206);
    expect(part.headers['content-range']).toMatch(/^bytes 0-99\//);
    expect(part.raw).toContain(videoStart);
  });

  it('answer 401 without a session, with or without Range, by GET or HEAD, however the path is spelled', async () => {
    const attempts: Array<{ label: string; request: RawRequest }> = [];
    for (const url of [...MEDIA, ...SPELLINGS]) {
      for (const range of RANGES) {
        for (const method of ['GET', 'HEAD']) {
          for (const badCookie of [undefined, `${cookie.split('=')[0]}=forged`, `${cookie}x`, 'session=' + cookie.split('=')[1]]) {
            const headers: Record<string, string> = {};
            if (range) headers.range = range;
            if (badCookie) headers.cookie = badCookie;
            attempts.push({ label: `${method} ${url} ${range ?? ''} ${badCookie ?? ''}`, request: { method, target: url, headers } });
          }
        }
      }
    }
    const results = await inBatches(attempts, 8, async ({ label, request }) => ({ label, request, response: await send(request) }));
    // Any spelling that reaches the media route is refused with 401; the others are the app page or a 404.
    const served = results.filter(
      ({ response }) =>
        response.status === 206 ||
        response.headers['content-range'] !== undefined ||
        response.raw.includes(videoStart) ||
        response.headers['content-type']?.startsWith('video/') ||
        response.headers['content-type']?.startsWith('image/') ||
        response.status >= 500,
    );
    expect(served.map(({ label, response }) => summary(label, response))).toEqual([]);
    const canonical = results.filter(({ request }) => MEDIA.includes(request.target));
    expect(canonical.filter(({ response }) => response.status !== 401).map(({ label, response }) => summary(label, response))).toEqual([]);
  });
});

describe('security headers on every kind of answer', () => {
  it('pages, API, assets, photos, media and errors (400, 401, 403, 404, 413, 415, 416, 429, 431, parser errors)', async () => {
    const asset = fs.readdirSync(path.join(WEB_BUILD_DIR, 'assets')).find((f) => f.endsWith('.js'))!;
    const photo = fs.readdirSync(PHOTOS_BUILD_DIR).find((f) => f.endsWith('.webp'))!;
    // Five wrong tokens from one address, so the sixth answer is a 429.
    for (let i = 0; i < 5; i++) await send({ method: 'POST', target: '/api/login?token=wrong' }, '127.0.0.50');
    const cases: Array<[string, RawRequest, number, string?]> = [
      ['page', { target: '/' }, 200],
      ['deep page', { target: '/faq' }, 200],
      ['status', { target: '/api/status', headers: { cookie } }, 200],
      ['content', { target: '/api/content', headers: { cookie } }, 200],
      ['site', { target: '/api/site' }, 200],
      ['asset', { target: `/assets/${asset}` }, 200],
      ['photo', { target: `/photos/${photo}` }, 200],
      ['media', { target: media.poster, headers: { cookie } }, 200],
      ['media range', { target: media.video, headers: { cookie, range: 'bytes=0-9' } }, 206],
      ['400 malformed sign-in', { method: 'POST', target: '/api/login' }, 400],
      ['400 undecodable URL', { target: '/api/status%E0%A4%A' }, 400],
      ['400 invalid method', { method: 'FOO', target: '/' }, 400],
      ['401', { target: '/api/status' }, 401],
      ['401 media', { target: media.poster }, 401],
      ['403 cross-site', { method: 'POST', target: '/api/login?token=x', headers: { origin: 'https://evil.example' } }, 403],
      ['404 asset', { target: '/assets/missing.js' }, 404],
      ['404 api', { target: '/api/missing' }, 404],
      ['413', { method: 'POST', target: '/api/login?token=x', headers: { 'content-type': 'application/json', 'content-length': '5000000' } }, 413],
      ['415', { method: 'POST', target: '/api/login?token=x', headers: { 'content-type': 'application/xml' }, body: '<a/>' }, 415],
      ['416', { target: media.video, headers: { cookie, range: 'bytes=999999999-' } }, 416],
      ['431', { target: '/', headers: { 'x-big': 'a'.repeat(20_000) } }, 431],
    ];
    const checked: string[] = [];
    for (const [label, request, status] of cases) {
      const response = await rawRequest(PORT, request, { headOnly: status === 200 && !request.target.startsWith('/api/') });
      if (BUILD_FILES.includes(label)) expectFileHeaders(label, response);
      else expectSecurityHeaders(label, response, status);
      // API answers, and the errors written before any route is found, are never stored by a cache.
      if (request.target.startsWith('/api/') || ['400 invalid method', '431'].includes(label)) {
        expect(response.headers['cache-control'], label).toBe('no-store');
      }
      checked.push(label);
    }
    const limited = await send({ method: 'POST', target: '/api/login?token=wrong' }, '127.0.0.50');
    expectSecurityHeaders('429', limited, 429);
    expect(limited.headers['retry-after']).toMatch(/^\d+$/);
    expect(checked).toHaveLength(cases.length);
  });
});

/** The build's content-hashed files, served with what a file acts on (server/security/immutable-files.ts). */
const BUILD_FILES = ['asset', 'photo'];

function expectFileHeaders(label: string, response: RawResponse): void {
  const h = response.headers;
  expect(response.status, label).toBe(200);
  expect(h['x-content-type-options'], label).toBe('nosniff');
  expect(h['cross-origin-resource-policy'], label).toBe('same-origin');
  expect(h['referrer-policy'], label).toBe('no-referrer');
  expect(Number(/max-age=(\d+)/.exec(h['strict-transport-security'] ?? '')?.[1]), label).toBeGreaterThanOrEqual(31_536_000);
  expect(h['cache-control'], label).toBe('public, max-age=31536000, immutable');
  // What only a page acts on, and the validators a file never revalidated does not need.
  for (const name of [...PAGE_ONLY_HEADERS, 'etag', 'last-modified', 'accept-ranges']) expect(h[name], `${label}: ${name}`).toBeUndefined();
  expect(h['x-powered-by'], label).toBeUndefined();
  expect(h['server'], label).toBeUndefined();
}

function expectSecurityHeaders(label: string, response: RawResponse, status: number): void {
  const h = response.headers;
  expect(response.status, label).toBe(status);
  expect(h['content-security-policy'], label).toContain("default-src 'none'");
  expect(h['content-security-policy'], label).toContain("frame-ancestors 'none'");
  expect(h['content-security-policy'], label).not.toContain('unsafe-');
  expect(h['strict-transport-security'], label).toMatch(/max-age=(\d+)/);
  expect(Number(/max-age=(\d+)/.exec(h['strict-transport-security'] ?? '')?.[1]), label).toBeGreaterThanOrEqual(31_536_000);
  expect(h['x-content-type-options'], label).toBe('nosniff');
  expect(h['referrer-policy'], label).toBe('no-referrer');
  expect(h['permissions-policy'], label).toContain('camera=()');
  expect(h['cross-origin-opener-policy'], label).toBe('same-origin');
  expect(h['cross-origin-resource-policy'], label).toBe('same-origin');
  expect(h['x-powered-by'], label).toBeUndefined();
  expect(h['access-control-allow-origin'], label).toBeUndefined();
  expect(h['server'], label).toBeUndefined();
}
