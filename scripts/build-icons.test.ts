import path from 'node:path';
import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../server/paths';
import { createTestApp, makeWebRoot } from '../server/testing/test-app';
import fs from 'node:fs';
import { buildIcons, FAVICON_LINK, faviconDataUrl, fullBleed } from './build-icons';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
let t: TestApp;
afterEach(async () => t?.close());

const FAVICON = path.join(REPO_ROOT, 'web', 'public', 'favicon.svg');

/** The app, serving a build whose icons were drawn from the site's own favicon. */
async function appWithIcons(): Promise<TestApp> {
  const webRoot = makeWebRoot();
  await buildIcons(webRoot, FAVICON);
  return createTestApp({ webRoot });
}

async function servedPng(app: TestApp['app'], src: string) {
  const response = await app.inject({ method: 'GET', url: src });
  expect(response.statusCode, src).toBe(200);
  expect(response.headers['content-type'], src).toBe('image/png');
  expect(response.headers['cache-control'], src).toBe('public, max-age=31536000, immutable');
  const { format, width, height } = await sharp(response.rawPayload).metadata();
  return { format, size: `${width}x${height}` };
}

describe('the home-screen icons', () => {
  it('are PNGs of 192 and 512 pixels and a maskable 512, named in the manifest and served as such, cached a year', async () => {
    t = await appWithIcons();
    const manifest = (await t.app.inject({ method: 'GET', url: '/manifest.webmanifest' })).json<{
      icons: { src: string; sizes: string; type: string; purpose: string }[];
    }>();
    const pngs = manifest.icons.filter((icon) => icon.type === 'image/png');
    expect(pngs.map(({ sizes, purpose }) => `${sizes} ${purpose}`).sort()).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
    for (const icon of pngs) expect(await servedPng(t.app, icon.src)).toEqual({ format: 'png', size: icon.sizes });
  });

  it('give iOS a touch icon of 180 pixels, named in the page', async () => {
    t = await appWithIcons();
    const page = (await t.app.inject({ method: 'GET', url: '/login' })).body;
    const href = /<link rel="apple-touch-icon" sizes="180x180" href="([^"]+)">/.exec(page)?.[1];
    expect(href).toMatch(/^\/assets\/apple-touch-icon-180-[0-9a-f]{10}\.png$/);
    expect(await servedPng(t.app, href!)).toEqual({ format: 'png', size: '180x180' });
  });

  it('put the favicon inside the page, so that no request for it stands in the first photo’s way', async () => {
    const webRoot = makeWebRoot();
    const pageFile = path.join(webRoot, 'index.html');
    fs.writeFileSync(pageFile, fs.readFileSync(pageFile, 'utf8').replace('</head>', `${FAVICON_LINK}</head>`));
    await buildIcons(webRoot, FAVICON);
    t = await createTestApp({ webRoot });
    const page = (await t.app.inject({ method: 'GET', url: '/login' })).body;
    const href = /<link rel="icon" href="([^"]+)" type="image\/svg\+xml" \/>/.exec(page)?.[1];
    expect(href).toBe(faviconDataUrl(fs.readFileSync(FAVICON, 'utf8')));
    expect(page).not.toContain('/favicon.svg');
    // The same picture, read back from the address as a browser would.
    const drawn = decodeURIComponent(href!.slice('data:image/svg+xml,'.length));
    const size = async (svg: string) => (await sharp(Buffer.from(svg)).png().toBuffer()).length;
    expect(await size(drawn)).toBe(await size(fs.readFileSync(FAVICON, 'utf8')));
  });

  it('draw the maskable and touch icons to the edges: no transparent corner for a launcher to fill with black', async () => {
    const square = await sharp(Buffer.from(fullBleed('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><circle cx="32" cy="32" r="30" fill="#3f4a3c"/></svg>')))
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    // The top left pixel: opaque, the background's colour.
    expect([...square.data.subarray(0, 4)]).toEqual([0x3f, 0x4a, 0x3c, 255]);
    expect(() => fullBleed('<svg xmlns="http://www.w3.org/2000/svg"></svg>')).toThrow(/round background/);
  });
});
