import { afterEach, describe, expect, it } from 'vitest';
import zlib from 'node:zlib';
import { createTestApp, loginUrl, sessionCookieOf } from '../testing/test-app';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
let t: TestApp;
afterEach(async () => t?.close());

describe('serving the web app', () => {
  // The day's photos' pages (issue 39) too: /photos/add under the couple's photos' /photos/, and the drop link's page.
  it.each(['/', '/login', '/faq', '/some/unknown/path', '/login?token=abc', '/photos', '/photos?photo=12', '/photos/add', '/drop/abcdefghij0123'])(
    'answers %s with the app HTML, never cached',
    async (url) => {
      t = await createTestApp();
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['cache-control']).toBe('private, no-cache');
      expect(response.body).toContain('<div id="root">');
    },
  );

  it('carries the status check for the first navigation: signed in only with a live session', async () => {
    let now = Date.parse('2026-03-01T10:00:00Z');
    t = await createTestApp({ now: () => now, sessionDays: 1 });
    const { guest, token } = t.guests.add('Ana');
    const cookie = sessionCookieOf(await t.app.inject({ method: 'POST', url: loginUrl({ token }) }))!;
    const pageWith = async (url: string, headers: Record<string, string> = {}) => (await t.app.inject({ method: 'GET', url, headers })).body;
    const signedIn = '<meta name="session-status" content="signed-in">';
    const signedOut = '<meta name="session-status" content="signed-out">';

    for (const url of ['/', '/faq', '/login', '/nowhere']) {
      expect(await pageWith(url, { cookie: `session=${cookie}` }), url).toContain(signedIn);
      expect(await pageWith(url), url).toContain(signedOut);
    }
    expect(await pageWith('/', { cookie: 'session=forged-value' })).toContain(signedOut);
    // Opening the page counts like a status check: a guest back after hours is a new visit.
    now += 3 * 3_600_000;
    await pageWith('/', { cookie: `session=${cookie}` });
    expect(t.guests.get(guest.id)!.visitCount).toBe(2);
    // An expired session is signed out.
    now += 86_400_000;
    expect(await pageWith('/', { cookie: `session=${cookie}` })).toContain(signedOut);
  });

  it("carries the couple's language of a first visit, for a browser in a language the site does not have", async () => {
    t = await createTestApp();
    const italian = { 'accept-language': 'it-IT,it;q=0.9' };
    const meta = (locale: string) => `<meta name="first-visit-language" content="${locale}">`;
    // The product's default until the couple changes the setting.
    expect((await t.app.inject({ method: 'GET', url: '/login', headers: italian })).body).toContain(meta('de'));
    const { facts, revision } = t.stores.content.facts();
    t.stores.content.updateFacts({ ...facts, defaultLocale: 'ro' }, revision);
    for (const url of ['/login', '/faq']) {
      const html = (await t.app.inject({ method: 'GET', url, headers: italian })).body;
      expect(html, url).toContain(meta('ro'));
      expect(html, url).not.toContain(meta('de'));
    }
  });

  it('sends the page compressed when the browser accepts it, and says it varies', async () => {
    t = await createTestApp();
    const plain = await t.app.inject({ method: 'GET', url: '/login' });
    const br = await t.app.inject({ method: 'GET', url: '/login', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    const gzip = await t.app.inject({ method: 'GET', url: '/login', headers: { 'accept-encoding': 'gzip' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(br.headers['content-encoding']).toBe('br');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    expect(br.headers.vary).toContain('Accept-Encoding');
    expect(br.headers.vary).toContain('Cookie');
  });

  it('preloads the first carousel photo from the page head', async () => {
    t = await createTestApp({
      photos: [{ width: 1600, height: 1067, src: '/photos/a.jpg', sources: [{ type: 'image/avif', srcset: '/photos/a-480.avif 480w, /photos/a-1600.avif 1600w' }] }],
    });
    const html = (await t.app.inject({ method: 'GET', url: '/login' })).body;
    expect(html).toMatch(/<link rel="preload" as="image" type="image\/avif" imagesrcset="\/photos\/a-480.avif 480w, \/photos\/a-1600.avif 1600w"[^>]*fetchpriority="high">[^]*<\/head>/);
  });

  it('paints the header and the first photo before the app runs, on the pages that open with the carousel', async () => {
    t = await createTestApp({ photos: [{ width: 1600, height: 1067, src: '/photos/a.jpg', sources: [] }] });
    for (const url of ['/', '/login?token=abc']) {
      const html = (await t.app.inject({ method: 'GET', url })).body;
      expect(html, url).toMatch(/<div id="root"><header class="site-header"><p class="site-title">Elena &amp; Julian<\/p>/);
      expect(html, url).toContain('<img src="/photos/a.jpg" alt="" width="1600" height="1067" loading="eager" fetchPriority="high" decoding="sync"/>');
    }
    const faq = (await t.app.inject({ method: 'GET', url: '/faq' })).body;
    expect(faq).toContain('<div id="root"></div>');
  });

  it('serves the favicon as an SVG image, not the app page', async () => {
    t = await createTestApp();
    const response = await t.app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('image/svg+xml');
    expect(response.body).toContain('<svg');
  });

  it('serves the service worker revalidated at every visit, so a release reaches every guest (0037)', async () => {
    t = await createTestApp();
    const response = await t.app.inject({ method: 'GET', url: '/sw.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/javascript');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toContain('addEventListener');
    expect(response.headers['content-security-policy']).toContain("worker-src 'self'");
  });

  it('serves the web app manifest with the couple\'s names, opening on the schedule, to anyone', async () => {
    t = await createTestApp();
    const response = await t.app.inject({ method: 'GET', url: '/manifest.webmanifest' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/manifest+json');
    const manifest = response.json<{ name: string; start_url: string; display: string; icons: unknown[] }>();
    expect(manifest.name).toBe(t.stores.content.snapshot().facts.coupleNames);
    expect(manifest).toMatchObject({ start_url: '/schedule', display: 'standalone' });
    expect(manifest.icons).toHaveLength(1);
  });

  it('caches content-hashed assets for a year as immutable', async () => {
    t = await createTestApp();
    const response = await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sends an asset precompressed through its own address, and no copy of it at an address of its own', async () => {
    t = await createTestApp();
    const response = await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(response.rawPayload).toString()).toBe('console.log("app");');
    // The build's files are the routes listed at the start (BUILD_FILES): the .br beside one is not among them.
    expect((await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js.br' })).statusCode).toBe(404);
  });

  it('answers 404, not the app, for a missing asset, photo or API path', async () => {
    t = await createTestApp();
    for (const url of ['/assets/missing.js', '/photos/missing.jpg', '/photos/add/more', '/photos/added', '/api/unknown']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
    }
  });

  it('never serves dotfiles or files outside the build', async () => {
    t = await createTestApp();
    for (const url of ['/assets/.secret', '/assets/..%2f..%2fpackage.json', '/assets/%2e%2e%2f%2e%2e%2fpackage.json', '/photos/..%2f..%2fetc/passwd']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, url).toBeLessThan(500);
      expect(response.body, url).not.toContain('dotfile');
      expect(response.body, url).not.toContain('"dependencies"');
    }
  });

  it('sends the security headers on pages, API answers and errors', async () => {
    t = await createTestApp();
    for (const url of ['/', '/api/status', '/assets/missing.js']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.headers['content-security-policy'], url).toContain("default-src 'none'");
      expect(response.headers['content-security-policy'], url).toContain("frame-ancestors 'none'");
      expect(response.headers['x-content-type-options'], url).toBe('nosniff');
      expect(response.headers['referrer-policy'], url).toBe('no-referrer');
      expect(response.headers['x-powered-by'], url).toBeUndefined();
    }
  });
});
