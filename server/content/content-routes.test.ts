import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { API_PATHS } from '#common/api';
import { contentSchema, siteSchema } from '#common/api-schemas';
import { REPO_ROOT } from '../paths';
import { createTestApp, loginUrl, makeTempDir, sessionCookieOf, TEST_PASSWORD } from '../testing/test-app';

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
    const response = await t.app.inject({ method: 'GET', url: `${API_PATHS.site}?locale=en`, headers: { 'accept-encoding': 'br, gzip' } });
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
});

describe('private media', () => {
  it.each([{}, { range: 'bytes=0-99' }])('answers 401 without a session (headers %o)', async (headers) => {
    t = await createTestApp();
    const response = await t.app.inject({ method: 'GET', url: '/media/save-the-date.mp4', headers });
    expect(response.statusCode).toBe(401);
  });

  it('streams the video to a signed-in guest with Range support', async () => {
    const cookie = await signedIn();
    const response = await t.app.inject({
      method: 'GET',
      url: '/media/save-the-date.mp4',
      cookies: { session: cookie },
      headers: { range: 'bytes=0-99' },
    });
    expect(response.statusCode).toBe(206);
    expect(response.headers['content-range']).toMatch(/^bytes 0-99\/\d+$/);
    expect(response.rawPayload.length).toBe(100);
    expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
  });

  it('serves the build’s optimised poster in place of the original, and the original without a build', async () => {
    const mediaBuildDir = makeTempDir('std-media-');
    fs.writeFileSync(path.join(mediaBuildDir, 'poster.jpg'), 'optimised poster');
    t = await createTestApp({ mediaBuildDir });
    const cookie = sessionCookieOf(await t.app.inject({ method: 'POST', url: loginUrl({ password: TEST_PASSWORD }) }))!;
    const built = await t.app.inject({ method: 'GET', url: '/media/poster.jpg', cookies: { session: cookie } });
    expect(built.body).toBe('optimised poster');
    // The video is not part of the build: it still comes from the couple's folder.
    expect((await t.app.inject({ method: 'GET', url: '/media/save-the-date.mp4', cookies: { session: cookie } })).statusCode).toBe(200);
    await t.close();

    t = await createTestApp({ mediaBuildDir: path.join(mediaBuildDir, 'missing') });
    const again = sessionCookieOf(await t.app.inject({ method: 'POST', url: loginUrl({ password: TEST_PASSWORD }) }))!;
    const original = await t.app.inject({ method: 'GET', url: '/media/poster.jpg', cookies: { session: again } });
    expect(original.statusCode).toBe(200);
    expect(original.rawPayload.equals(fs.readFileSync(path.join(REPO_ROOT, 'content', 'video', 'poster.jpg')))).toBe(true);
  });

  it('serves nothing else from the media folder', async () => {
    const cookie = await signedIn();
    for (const url of ['/media/', '/media/other.mp4', '/media/..%2fwedding.json', '/media/%2e%2e%2fwedding.json']) {
      const response = await t.app.inject({ method: 'GET', url, cookies: { session: cookie } });
      expect(response.statusCode, url).toBe(404);
    }
    // A path that climbs out is resolved before routing: it lands on the app page, never on the file.
    const climbed = await t.app.inject({ method: 'GET', url: '/media/../wedding.json', cookies: { session: cookie } });
    expect(climbed.body).not.toContain('"timeZone"');
  });
});
