import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { API_PATHS } from '#common/api';
import { contentSchema, siteSchema } from '#common/api-schemas';
import { REPO_ROOT } from '../paths';
import { createTestApp, loginUrl, sessionCookieOf, TEST_PASSWORD } from '../testing/test-app';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
let t: TestApp;
afterEach(async () => t?.close());

async function signedIn(): Promise<string> {
  t = await createTestApp();
  return sessionCookieOf(await t.app.inject({ method: 'POST', url: loginUrl({ password: TEST_PASSWORD }) }))!;
}

describe('GET /api/site (public)', () => {
  it('gives the public messages of the asked locale, without the private groups', async () => {
    t = await createTestApp();
    const response = await t.app.inject({ method: 'GET', url: `${API_PATHS.site}?locale=ro` });
    expect(response.statusCode).toBe(200);
    const site = siteSchema.parse(response.json());
    expect(site.locale).toBe('ro');
    expect(site.messages).toHaveProperty('login');
    expect(site.messages).not.toHaveProperty('home');
    expect(site.messages).not.toHaveProperty('faq');
    expect(response.body).not.toContain('2026-05-24');
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('is compressed for clients that accept it', async () => {
    t = await createTestApp();
    // The public messages are about a kilobyte: Russian's Cyrillic takes them past the compression threshold.
    const response = await t.app.inject({ method: 'GET', url: `${API_PATHS.site}?locale=ru`, headers: { 'accept-encoding': 'br, gzip' } });
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-security-policy']).toContain("default-src 'none'");
  });

  it('falls back to the default locale (de) for an unknown one', async () => {
    t = await createTestApp();
    const site = siteSchema.parse((await t.app.inject({ method: 'GET', url: `${API_PATHS.site}?locale=xx` })).json());
    expect(site.locale).toBe('de');
  });
});

describe('GET /api/content (signed in only)', () => {
  it('answers 401 without a session', async () => {
    t = await createTestApp();
    const response = await t.app.inject({ method: 'GET', url: `${API_PATHS.content}?locale=en` });
    expect(response.statusCode).toBe(401);
    expect(response.body).not.toContain('We say yes');
  });

  it('gives the date, time zone and private messages to a signed-in guest', async () => {
    const cookie = await signedIn();
    const response = await t.app.inject({ method: 'GET', url: `${API_PATHS.content}?locale=en`, cookies: { session: cookie } });
    const content = contentSchema.parse(response.json());
    expect(content.weddingDate).toBe('2026-05-24');
    expect(content.timeZone).toBe('Europe/Bucharest');
    expect(content.messages).toMatchObject({ home: { details: { heading: 'We say yes!' } } });
    expect(content.messages).not.toHaveProperty('login');
  });

  it("says whether guests may add the day's photos: inside the window the couple set, by default from the day before the wedding (issue 39)", async () => {
    let now = Date.parse('2026-05-22T12:00:00Z');
    t = await createTestApp({ now: () => now });
    const cookie = sessionCookieOf(await t.app.inject({ method: 'POST', url: loginUrl({ password: TEST_PASSWORD }) }))!;
    const photosOpen = async () => contentSchema.parse((await t.app.inject({ method: 'GET', url: API_PATHS.content, cookies: { session: cookie } })).json()).photosOpen;
    expect(await photosOpen()).toBe(false);
    now = Date.parse('2026-05-24T18:00:00Z');
    expect(await photosOpen()).toBe(true);
    now = Date.parse('2026-07-01T12:00:00Z');
    expect(await photosOpen()).toBe(false);
  });
});

describe('private media', () => {
  it.each([{}, { range: 'bytes=0-99' }])('answers 401 without a session (headers %o)', async (headers) => {
    t = await createTestApp();
    const response = await t.app.inject({ method: 'GET', url: '/media/video-0123456789.mp4', headers });
    expect(response.statusCode).toBe(401);
  });

  /** The video's and the poster's addresses, as /api/content gives them. */
  async function mediaOf(cookie: string) {
    return contentSchema.parse((await t.app.inject({ method: 'GET', url: API_PATHS.content, cookies: { session: cookie } })).json()).video;
  }

  it('streams the video to a signed-in guest with Range support', async () => {
    const cookie = await signedIn();
    const { src } = await mediaOf(cookie);
    const response = await t.app.inject({ method: 'GET', url: src, cookies: { session: cookie }, headers: { range: 'bytes=0-99' } });
    expect(response.statusCode).toBe(206);
    expect(response.headers['content-range']).toMatch(/^bytes 0-99\/\d+$/);
    expect(response.rawPayload.length).toBe(100);
    expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
  });

  it('serves the video and poster copied into DATA_DIR, under content-hashed names', async () => {
    const cookie = await signedIn();
    const { src, poster } = await mediaOf(cookie);
    expect(src).toMatch(/^\/media\/video-[0-9a-f]{10}\.mp4$/);
    expect(poster).toMatch(/^\/media\/poster-[0-9a-f]{10}\.jpg$/);
    const served = await t.app.inject({ method: 'GET', url: poster, cookies: { session: cookie } });
    expect(served.rawPayload.equals(fs.readFileSync(path.join(REPO_ROOT, 'content', 'video', 'poster.jpg')))).toBe(true);
    expect(fs.existsSync(path.join(t.dataDir, 'media', 'video', path.basename(poster)))).toBe(true);
  });

  it('serves nothing else from the media folder', async () => {
    const cookie = await signedIn();
    for (const url of ['/media/', '/media/other.mp4', '/media/..%2fwedding.db', '/media/%2e%2e%2fwedding.db', '/media/save-the-date.mp4']) {
      const response = await t.app.inject({ method: 'GET', url, cookies: { session: cookie } });
      expect(response.statusCode, url).toBe(404);
    }
    // A path that climbs out is resolved before routing: it lands on the app page, never on the file.
    const climbed = await t.app.inject({ method: 'GET', url: '/media/../wedding.json', cookies: { session: cookie } });
    expect(climbed.body).not.toContain('"timeZone"');
  });
});
