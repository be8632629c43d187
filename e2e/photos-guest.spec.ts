/**
 * The guests' pages of the day's photos (issue 39), on a phone at 390 px with real files (server/content/fixtures):
 * adding photos from the home page's link, a HEIC and a JPEG with GPS (the rendition another guest fetches has no
 * location, read with exifr), a video with the poster frame the browser drew, a connection cut mid-upload and a
 * reload mid-upload both carried on from the server's offset, a refused type, the window closed, the drop link's
 * page without a session, the gallery scanned by axe, the viewer with the keyboard, and a ZIP read back with yauzl.
 * On its own server: the window and the mode are the site's.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { devices, expect, type Page, type Request } from '@playwright/test';
import exifr from 'exifr';
import sharp from 'sharp';
import yauzl from 'yauzl';
import { PHOTOS_API, type GalleryPage, type MyPhoto } from '#common/photos-api';
import { REPO_ROOT } from '../server/paths';
import { expectAxeClean } from './axe';
import { fill, msg } from './content';
import { withSegments } from './guest-photos';
import { appSettled } from './fixtures';
import { dropToken, setPhotoWindow } from './photos-site';
import { signInWithLink } from './sessions';
import { testOnOwnServer } from './sites';

const { test, site } = testOnOwnServer('photos-guest');
const { defaultBrowserType: _browserType, viewport: _viewport, ...PHONE } = devices['Pixel 7'];
test.use({ ...PHONE, viewport: { width: 390, height: 844 }, locale: 'en-US' });

const FIXTURES = path.join(REPO_ROOT, 'server/content/fixtures');
const fixture = (name: string) => path.join(FIXTURES, name);
const en = (key: string, values: Record<string, string | number> = {}) => fill(msg('en', key), values);

test.beforeEach(() => setPhotoWindow(site(), { open: true, mode: 'open' }));

/** The guest's own uploads as the server lists them, read with the page's session. */
async function mine(page: Page): Promise<MyPhoto[]> {
  const response = await page.request.get('/api/photos/mine');
  expect(response.status()).toBe(200);
  return (await response.json()) as MyPhoto[];
}

/** Waits until the server has processed every one of the guest's uploads named here (shown: mode 'open'). */
async function waitShown(page: Page, count: number): Promise<MyPhoto[]> {
  let photos: MyPhoto[] = [];
  await expect(async () => {
    photos = await mine(page);
    expect(photos.filter((photo) => photo.status === 'shown').length).toBeGreaterThanOrEqual(count);
  }).toPass({ timeout: 30_000 });
  return photos;
}

async function openUploadPage(page: Page): Promise<void> {
  await page.goto('/photos/add');
  await expect(page.getByRole('heading', { level: 1, name: en('photoUpload.heading') })).toBeVisible();
}

const chooser = (page: Page) => page.getByLabel(en('photoUpload.choose'));

/**
 * A photo larger than two of the upload's 5 MB chunks, as a phone's JPEG is when it carries a second picture for
 * its HDR or depth (in APP segments after the first marker): 640 × 480 pixels and 11 MB of segments that do not
 * compress. Its pixels are few on purpose: what the tests read is the upload's resuming, and a 2,600 × 2,600 photo
 * of noise cost about 6 CPU-seconds a test to make, send and scale down (the two tests with their server: 23
 * CPU-seconds before, 11 after). Written to a file, as a phone's photo is: the same name, size and date when it is
 * chosen again (what tus's stored fingerprint is made of), and the browser reads it from the disk instead of from
 * 11 MB sent to it through Playwright.
 */
async function largePhoto(name = 'big-moment.jpg'): Promise<string> {
  const small = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 90 } } })
    .jpeg()
    .toBuffer();
  const buffer = withSegments(small, Array.from({ length: 170 }, (): [number, Buffer] => [0xe2, crypto.randomBytes(65_000)]));
  expect(buffer.length).toBeGreaterThan(10 * 1024 * 1024 + 1);
  const file = path.join(test.info().outputDir, name);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, buffer);
  return file;
}

/** Three photos and a video in the gallery, added through the upload page (the same bytes again are kept once). */
async function addFourToGallery(page: Page): Promise<void> {
  await openUploadPage(page);
  await chooser(page).setInputFiles([fixture('phone-photo.heic'), fixture('with-location.jpg'), fixture('phone-48mp.heic'), fixture('phone-video.webm')]);
  await expect(page.getByText(en('photoUpload.progress', { done: 4, total: 4 }))).toBeVisible();
  await waitShown(page, 4);
}

const isPatch = (request: Request) => request.method() === 'PATCH' && new URL(request.url()).pathname.startsWith('/api/photos/uploads/');

test('a guest adds a HEIC and a JPEG with its location from the home page: what others fetch has no location', async ({ page }) => {
  await signInWithLink(page, site());
  await page.goto('/');
  // In the menu too, with the gallery, while adding is open.
  await page.getByRole('button', { name: 'Menu' }).click();
  const menu = page.getByRole('navigation', { name: 'Menu' });
  await expect(menu.getByRole('link', { name: en('photos.add') })).toBeVisible();
  await expect(menu.getByRole('link', { name: en('photos.menu') })).toBeVisible();
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('main').getByRole('link', { name: en('photos.add') }).click();
  await expect(page).toHaveURL(/\/photos\/add$/);
  await chooser(page).setInputFiles([fixture('phone-photo.heic'), fixture('with-location.jpg')]);
  await expect(page.getByText(en('photoUpload.progress', { done: 2, total: 2 }))).toBeVisible();
  await expect(page.getByText(en('photoUpload.allSent'))).toBeVisible();

  const photos = await waitShown(page, 2);
  const ownList = page.getByRole('region', { name: en('photoUpload.mine'), exact: true });
  await expect(ownList.getByText(`${en('photoUpload.photo')}: ${en('photoUpload.status.shown')}`)).toHaveCount(2);
  // The server read the original's location: the rendition another guest fetches has none, nor any EXIF at all.
  for (const photo of photos) {
    const rendition = await page.request.get(`/api/photos/${photo.id}/large`);
    expect(rendition.status()).toBe(200);
    const body = await rendition.body();
    expect(await exifr.gps(body).catch(() => undefined)).toBeUndefined();
    expect(await exifr.parse(body, { gps: true, tiff: true }).catch(() => undefined)).toBeUndefined();
  }
});

test('a video is sent, and its poster frame is drawn in the browser and sent after it', async ({ page }) => {
  await signInWithLink(page, site());
  await openUploadPage(page);
  const poster = page.waitForResponse((response) => response.request().method() === 'PUT' && response.url().endsWith('/poster'));
  await chooser(page).setInputFiles(fixture('phone-video.mp4'));
  await expect(page.getByText(en('photoUpload.progress', { done: 1, total: 1 }))).toBeVisible();
  expect((await poster).status()).toBe(204);
  const video = (await mine(page)).find((photo) => photo.kind === 'video');
  expect(video).toBeDefined();
  const frame = await page.request.get(`/api/photos/${video!.id}/poster`);
  expect(frame.status()).toBe(200);
  expect(frame.headers()['content-type']).toContain('image/jpeg');
});

test('a connection cut mid-upload: the sending waits for it and carries on to "1 of 1"', async ({ page, context }) => {
  await signInWithLink(page, site());
  await openUploadPage(page);
  const firstChunk = page.waitForResponse((response) => isPatch(response.request()) && response.status() === 204);
  await chooser(page).setInputFiles(await largePhoto());
  await firstChunk;
  await context.setOffline(true);
  await expect(page.getByText(en('photoUpload.offline'))).toBeVisible();
  const offsets: number[] = [];
  page.on('request', (request) => isPatch(request) && offsets.push(Number(request.headers()['upload-offset'])));
  await context.setOffline(false);
  await expect(page.getByText(en('photoUpload.progress', { done: 1, total: 1 }))).toBeVisible({ timeout: 30_000 });
  // Carried on from what the server had, never from the start.
  expect(offsets.length).toBeGreaterThan(0);
  expect(Math.min(...offsets)).toBeGreaterThan(0);
});

test('a reload mid-upload: choosing the file again carries on from the server\'s offset', async ({ page }) => {
  await signInWithLink(page, site());
  await openUploadPage(page);
  const photo = await largePhoto('reloaded.jpg');
  // The second chunk never arrives: the page is reloaded while the upload is half done. The connection stays cut
  // until the reloaded page is there: the old page runs until the new one replaces it, and a retry of tus's let
  // through meanwhile finished the upload on a busy machine (the reloaded page then rightly started it anew).
  let chunks = 0;
  let cut = true;
  await page.route('**/api/photos/uploads/*', (route) => (cut && route.request().method() === 'PATCH' && ++chunks > 1 ? route.abort('connectionreset') : route.fallback()));
  const firstChunk = page.waitForResponse((response) => isPatch(response.request()) && response.status() === 204);
  await chooser(page).setInputFiles(photo);
  await firstChunk;
  await page.reload();
  await expect(page.getByText(en('photoUpload.unfinished', { files: 'reloaded.jpg' }))).toBeVisible();
  cut = false;

  const offsets: number[] = [];
  page.on('request', (request) => isPatch(request) && offsets.push(Number(request.headers()['upload-offset'])));
  await chooser(page).setInputFiles(photo);
  await expect(page.getByText(en('photoUpload.progress', { done: 1, total: 1 }))).toBeVisible({ timeout: 30_000 });
  expect(offsets[0]).toBeGreaterThan(0);
  await expect(page.getByText(en('photoUpload.unfinished', { files: 'reloaded.jpg' }))).toBeHidden();
});

test('a file that is not a photo or video gets a line that says why, and the others go on', async ({ page }) => {
  await signInWithLink(page, site());
  await openUploadPage(page);
  await chooser(page).setInputFiles([
    { name: 'notes.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4 not a photo') },
    // Named and typed as a photo, but its bytes are not one: the server's sniffing refuses it.
    { name: 'pretend.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('plain text, not a JPEG at all, long enough to be sniffed') },
    { name: 'with-location.jpg', mimeType: 'image/jpeg', buffer: fs.readFileSync(fixture('with-location.jpg')) },
  ]);
  await expect(page.getByText(en('photoUpload.problems.photo-type', { file: 'notes.pdf' }))).toBeVisible();
  await expect(page.getByText(en('photoUpload.problems.photo-type', { file: 'pretend.jpg' }))).toBeVisible();
  // The count is of the files that go: the refused ones have their lines instead.
  await expect(page.getByText(en('photoUpload.progress', { done: 1, total: 1 }))).toBeVisible();
});

test('a file larger than the couple allow gets its line before a byte is sent, with the limit in words', async ({ page }) => {
  setPhotoWindow(site(), { open: true, fileBytes: 20_000 });
  await signInWithLink(page, site());
  await openUploadPage(page);
  const uploads: string[] = [];
  page.on('request', (request) => request.url().includes('/api/photos/uploads') && uploads.push(request.method()));
  await chooser(page).setInputFiles(fixture('with-location.jpg'));
  await expect(page.getByText(en('photoUpload.problems.photo-too-large', { file: 'with-location.jpg', size: '20 kB' }))).toBeVisible();
  expect(uploads).toEqual([]);
});

test("the drop link's page speaks the language of the guest's phone", async ({ browser }) => {
  const context = await browser.newContext({ ...PHONE, viewport: { width: 390, height: 844 }, locale: 'de-DE', baseURL: site().origin });
  const page = await context.newPage();
  await page.goto(`/drop/${dropToken(site())}`);
  await expect(page.getByRole('heading', { level: 1, name: msg('de', 'photoUpload.heading') })).toBeVisible();
  await expect(page.getByLabel(msg('de', 'photoUpload.name'))).toBeVisible();
  await expect(page.getByText(msg('de', 'photoUpload.choose'))).toBeVisible();
  await context.close();
});

test('once the window has closed, nothing offers adding and a file chosen just then is refused in words', async ({ page }) => {
  await signInWithLink(page, site());
  await openUploadPage(page);
  setPhotoWindow(site(), { open: false });
  await chooser(page).setInputFiles({ name: 'late.jpg', mimeType: 'image/jpeg', buffer: fs.readFileSync(fixture('with-location.jpg')) });
  await expect(page.getByText(en('photoUpload.problems.photos-closed', { file: 'late.jpg' }))).toBeVisible();

  await page.reload();
  await expect(page.getByText(en('photoUpload.closed'))).toBeVisible();
  await expect(chooser(page)).toHaveCount(0);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.getByRole('button', { name: 'Menu' }).click();
  await expect(page.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: en('navigation.faq') })).toBeVisible();
  await expect(page.getByRole('link', { name: en('photos.add') })).toHaveCount(0);
});

test("the drop link's page: no session, no menu, an optional name, the upload page alone", async ({ browser }) => {
  const context = await browser.newContext({ ...PHONE, viewport: { width: 390, height: 844 }, locale: 'en-US', baseURL: site().origin });
  const page = await context.newPage();
  await page.goto('/drop/wrong-token-0123456789');
  await expect(page.getByText(en('photoUpload.dropRefused'))).toBeVisible();

  await page.goto(`/drop/${dropToken(site())}`);
  await expect(page.getByRole('heading', { level: 1, name: en('photoUpload.heading') })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Menu' })).toHaveCount(0);
  await page.getByLabel(en('photoUpload.name')).fill('Aunt Maria');
  // A photo of its own: the same bytes as another guest's would be kept once, as theirs.
  const photo = await sharp({ create: { width: 120, height: 90, channels: 3, background: '#3f6a8a' } }).jpeg().toBuffer();
  await chooser(page).setInputFiles({ name: 'table-7.jpg', mimeType: 'image/jpeg', buffer: photo });
  await expect(page.getByText(en('photoUpload.progress', { done: 1, total: 1 }))).toBeVisible();
  await expect(page.getByRole('region', { name: en('photoUpload.mine'), exact: true }).getByRole('listitem')).toHaveCount(1);
  // Nothing private: not the wedding's date, not the guests' pages.
  await expect(page.locator('body')).not.toContainText('2026');
  expect((await page.request.get('/api/content')).status()).toBe(401);
  await expectAxeClean(page, { label: 'drop page' });
  await context.close();
});

test("the drop link's page shows the gallery only where the couple chose so, and nothing private in it", async ({ page, browser }) => {
  // A photo of a household's, shown at once (mode 'open'): what the drop page's gallery may show.
  await signInWithLink(page, site());
  await openUploadPage(page);
  const photo = await sharp({ create: { width: 160, height: 120, channels: 3, background: '#6a3f8a' } }).jpeg().toBuffer();
  await chooser(page).setInputFiles({ name: 'dance-floor.jpg', mimeType: 'image/jpeg', buffer: photo });
  await expect(page.getByText(en('photoUpload.allSent'))).toBeVisible();
  // The newest of the guest's own is this one (the spec's earlier tests added theirs before it): shown once processed.
  const shownId = (await mine(page))[0]!.id;
  await expect.poll(async () => (await mine(page)).find((item) => item.id === shownId)?.status, { timeout: 30_000 }).toBe('shown');

  const context = await browser.newContext({ ...PHONE, viewport: { width: 390, height: 844 }, locale: 'en-US', baseURL: site().origin });
  const drop = await context.newPage();
  const gallery = drop.getByRole('button', { name: en('photoUpload.gallery') });
  await drop.goto(`/drop/${dropToken(site())}`);
  await expect(chooser(drop)).toBeAttached();
  await expect(drop.getByRole('region', { name: en('photoUpload.mine'), exact: true })).toBeVisible();
  await appSettled(drop);
  await expect(gallery).toHaveCount(0);
  expect((await (await drop.request.get('/api/photos/gallery')).json()).items).toEqual([]);

  setPhotoWindow(site(), { open: true, mode: 'open', dropShowsGallery: true });
  await drop.reload();
  await gallery.click();
  const heading = drop.getByRole('heading', { level: 1, name: en('photos.heading') });
  await expect(heading).toBeFocused();
  await expect(drop.getByText(en('photos.loading'))).toBeHidden();
  const listed = (await (await drop.request.get('/api/photos/gallery')).json()) as { items: Array<{ id: number; by: string | null; event: string | null }> };
  expect(listed.items.map((item) => item.id)).toContain(shownId);
  // Who added a photo and the invitation's events are for guests: a table's phone is told neither.
  expect(listed.items.every((item) => item.by === null && item.event === null)).toBe(true);
  await expect(drop.locator('.gallery-tile img').first()).toBeVisible();
  expect(await drop.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectAxeClean(drop, { label: 'drop page gallery' });

  await drop.locator('.gallery-open').first().click();
  const viewer = drop.getByRole('dialog', { name: en('photos.viewer') });
  await expect(viewer.getByRole('link', { name: en('photos.save') })).toHaveAttribute('href', /^\/api\/photos\/\d+\/(large|video)$/);
  // Nothing private: no household's name, no date of the wedding, no menu, no guest's page.
  await expect(drop.locator('body')).not.toContainText('Browser tests');
  await expect(drop.locator('body')).not.toContainText('2026');
  await expect(drop.getByRole('button', { name: 'Menu' })).toHaveCount(0);
  expect((await drop.request.get('/api/content')).status()).toBe(401);
  await drop.keyboard.press('Escape');
  await expect(viewer).toBeHidden();

  // Back to adding, on the same page: the upload page's heading has the focus.
  await drop.getByRole('button', { name: en('photos.add') }).click();
  await expect(drop.getByRole('heading', { level: 1, name: en('photoUpload.heading') })).toBeFocused();
  await expect(chooser(drop)).toBeAttached();
  await context.close();
});

test('the gallery at 390 px: tiles laid out before their bytes, axe clean; the viewer with the keyboard', async ({ page }) => {
  await signInWithLink(page, site());
  await addFourToGallery(page);
  await page.getByRole('link', { name: en('photoUpload.gallery') }).click();
  await expect(page.getByRole('heading', { level: 1, name: en('photos.heading') })).toBeVisible();
  await expect(page.getByText(en('photos.loading'))).toBeHidden();
  const tiles = page.locator('.gallery-tile img');
  const count = await tiles.count();
  expect(count).toBeGreaterThanOrEqual(4);
  for (const tile of await tiles.all()) {
    await expect(tile).toHaveAttribute('loading', 'lazy');
    await expect(tile).toHaveAttribute('width', /^\d+$/);
    await expect(tile).toHaveAttribute('height', /^\d+$/);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectAxeClean(page, { label: 'gallery' });

  const first = page.locator('.gallery-open').first();
  await first.focus();
  await page.keyboard.press('Enter');
  const viewer = page.getByRole('dialog', { name: en('photos.viewer') });
  await expect(viewer).toBeVisible();
  await expect(viewer.getByText(en('photos.position', { current: 1, total: count }))).toBeVisible();
  await expect(page).toHaveURL(/\?photo=\d+$/);
  await page.keyboard.press('ArrowRight');
  await expect(viewer.getByText(en('photos.position', { current: 2, total: count }))).toBeVisible();
  await page.keyboard.press('ArrowLeft');
  await expect(viewer.getByText(en('photos.position', { current: 1, total: count }))).toBeVisible();
  // A swipe to the left is the next photo, as on a phone.
  const frame = await viewer.locator('.photo-viewer-frame').boundingBox();
  const y = frame!.y + frame!.height / 2;
  await page.mouse.move(frame!.x + frame!.width * 0.8, y);
  await page.mouse.down();
  await page.mouse.move(frame!.x + frame!.width * 0.2, y, { steps: 4 });
  await page.mouse.up();
  await expect(viewer.getByText(en('photos.position', { current: 2, total: count }))).toBeVisible();
  await page.keyboard.press('ArrowLeft');
  // No share sheet for files in this browser: "Save" downloads the large rendition.
  await expect(viewer.getByRole('link', { name: en('photos.save') })).toHaveAttribute('href', /^\/api\/photos\/\d+\/(large|video)$/);
  await expectAxeClean(page, { label: 'viewer' });
  await page.keyboard.press('Escape');
  await expect(viewer).toBeHidden();
  await expect(first).toBeFocused();
  await expect(page).toHaveURL(/\/photos$/);
});

test('a guest deletes one of their photos after saying so once; the focus stays on the list', async ({ page }) => {
  await signInWithLink(page, site());
  await openUploadPage(page);
  await chooser(page).setInputFiles({ name: 'to-delete.png', mimeType: 'image/png', buffer: await sharp({ create: { width: 64, height: 48, channels: 3, background: '#a05060' } }).png().toBuffer() });
  await expect(page.getByText(en('photoUpload.allSent'))).toBeVisible();
  const list = page.getByRole('region', { name: en('photoUpload.mine'), exact: true });
  // The list is read again once the upload is in: count what the server holds, then wait for the list to show it.
  const before = (await mine(page)).length;
  await expect(list.getByRole('listitem')).toHaveCount(before);
  await list.getByRole('button', { name: en('photoUpload.delete') }).first().click();
  const question = page.getByRole('dialog', { name: en('photoUpload.deleteQuestion') });
  await expect(question.getByRole('button', { name: en('photoUpload.cancel') })).toBeFocused();
  await question.getByRole('button', { name: en('photoUpload.cancel') }).click();
  await expect(question).toBeHidden();
  await expect(list.getByRole('listitem')).toHaveCount(before);

  await list.getByRole('button', { name: en('photoUpload.delete') }).first().click();
  await question.getByRole('button', { name: en('photoUpload.delete') }).click();
  await expect(list.getByRole('status')).toHaveText(en('photoUpload.deleted'));
  await expect(list.getByRole('listitem')).toHaveCount(before - 1);
  await expect(list.getByRole('heading', { name: en('photoUpload.mine') })).toBeFocused();
  expect((await mine(page)).length).toBe(before - 1);
});

test.describe('on a computer', () => {
  test.use({ isMobile: false, hasTouch: false, viewport: { width: 1280, height: 900 } });

  test('a ZIP of a selection and of all, read back with yauzl', async ({ page }) => {
    await signInWithLink(page, site());
    await addFourToGallery(page);
    await page.goto('/photos');
    await page.getByRole('button', { name: en('photos.choose') }).click();
    const boxes = page.getByRole('checkbox');
    await boxes.nth(0).check();
    await boxes.nth(1).check();
    const chosen = page.waitForEvent('download');
    await page.getByRole('button', { name: fill(msg('en', 'photos.zipChosen_other'), { count: 2 }) }).click();
    // Downloaded by the browser from the ticket's address, saved as it streams: never read into the page's memory
    // first (a blob: address), which "all" on a phone would not survive (decision 0071).
    expect((await chosen).url()).toMatch(new RegExp(`${PHOTOS_API.zip}/[\\w-]{22}$`));
    expect(await zipEntries(await (await chosen).path())).toHaveLength(2);
    // The ticket was good once.
    expect((await page.request.get((await chosen).url())).status()).toBe(404);

    // Other tests on this server show photos meanwhile: the ZIP of all holds every photo shown when it was made, at
    // least what the page listed and at most what the gallery holds just after.
    const shown = async () => ((await (await page.request.get(PHOTOS_API.gallery)).json()) as GalleryPage).items.length;
    const listed = Math.max(await boxes.count(), await shown());
    const all = page.waitForEvent('download');
    await page.getByRole('button', { name: en('photos.zipAll') }).click();
    expect((await all).url()).toMatch(new RegExp(`${PHOTOS_API.zip}/[\\w-]{22}$`));
    const names = await zipEntries(await (await all).path());
    expect(names.length).toBeGreaterThanOrEqual(listed);
    expect(names.length).toBeLessThanOrEqual(await shown());
  });
});

/** The names of a ZIP's entries, read with yauzl. */
function zipEntries(file: string): Promise<string[]> {
  return new Promise((resolve, reject) => {
    yauzl.open(file, { lazyEntries: true }, (error, zip) => {
      if (error || !zip) return reject(error ?? new Error('no zip'));
      const names: string[] = [];
      zip.on('entry', (entry: yauzl.Entry) => {
        names.push(entry.fileName);
        zip.readEntry();
      });
      zip.on('end', () => resolve(names));
      zip.on('error', reject);
      zip.readEntry();
    });
  });
}
