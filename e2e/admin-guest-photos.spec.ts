/**
 * The guests' photos on the dashboard (issue 39), on 390 px phones: the couple sets the mode, the window and the
 * limits and reads them back; reviews the waiting photos in batches (shown, then deleted after one question), opens
 * one larger and downloads its original byte for byte; a helper for the day reviews too, without settings, links or
 * export; a planner saves the settings and reads the links, with no export and no original; a new drop link refuses the old one at once; the export of every original is read back with yauzl;
 * the drop link's table cards come from the card page the guests' cards come from, their QR code read off the screen.
 * The screen is drawn once the photos and the settings have come; photos that do not come are said in their panel.
 * Photos reach the site as a guest sends them: raw tus requests with a guest's session.
 *
 * Its photos and settings are its own: the spec starts a server and a DATA_DIR of its own.
 */
import fs from 'node:fs';
import { devices, expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import yauzl from 'yauzl';
import { ADMIN_PHOTOS_API, type AdminPhotoPage, type PhotoSettings } from '#common/admin-photos-api';
import { LANGUAGES } from '#common/locales';
import { PHOTOS_API } from '#common/photos-api';
import type { AdminContent } from '#common/site-content';
import { CONTENT_API } from '#common/site-content';
import { wallClockAt } from '#common/zoned-time';
import { createSessionStore } from '../server/auth/session-store';
import { createPeople } from '../server/auth/people';
import { openDatabase } from '../server/db/database';
import { CARD_TEXTS } from '../server/guests/card-texts';
import { expectAxeClean } from './axe';
import { adminMessage } from './content';
import { appSettled, openDialog } from './fixtures';
import { guestRequest, sendPhoto, uniquePhoto } from './guest-photos';
import { signInAsCouple } from './sessions';
import { type OwnServer, startOwnServer, test } from './sites';

test.describe.configure({ mode: 'serial', timeout: 90_000 });

let server: OwnServer;
test.beforeAll(async () => {
  test.setTimeout(60_000);
  server = await startOwnServer('guest-photos');
});
test.afterAll(async () => server?.stop());

const { defaultBrowserType: _browserType, ...PHONE } = devices['Pixel 7'];
const en = (key: string, vars: Record<string, string | number> = {}) => adminMessage('en', key, vars);
const DAY = 86_400_000;
async function phone(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ ...PHONE, viewport: { width: 390, height: 844 }, baseURL: server.origin, locale: 'en-US' });
  return context.newPage();
}

async function expectFitsThePhone(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
}

/** The couple's view of the photos of one status, as the screen reads it. */
async function listed(request: APIRequestContext, status: string): Promise<AdminPhotoPage> {
  return (await (await request.get(`${ADMIN_PHOTOS_API.photos}?status=${status}`)).json()) as AdminPhotoPage;
}

/** A dashboard session of a helper for the day or a planner, written into the site's database as a sign-in leaves it. */
/**
 * Waits until `count` photos wait for review, which is once each is made into every size: beside two busy loops on
 * a slow machine that took over 30 s (issue 40's runs), so a test that calls it has 150 s.
 */
async function untilPending(count: number): Promise<void> {
  await expect.poll(async () => (await listed(couple.request, 'pending')).items.length, { timeout: 90_000 }).toBe(count);
}

async function signInAs(page: Page, role: 'helper' | 'planner', name: string): Promise<void> {
  const db = openDatabase(server.dataDir);
  try {
    const person = createPeople(db).add(name, `${role}-${Date.now()}@example.com`, role)!.person.id;
    const { cookieValue } = createSessionStore(db, { lifetimeMs: DAY }).create('admin', null, null, DAY, person);
    await page.context().addCookies([{ name: 'admin', value: cookieValue, url: server.origin, httpOnly: true, sameSite: 'Strict' }]);
  } finally {
    db.close();
  }
}

let couple: Page;
let household: APIRequestContext;

test('the couple sets the mode, the window and the limits, and reads them back', async ({ browser }) => {
  couple = await phone(browser);
  await signInAsCouple(couple, server);
  household = await guestRequest(browser, server, 'The Ionescu family');
  const { facts } = (await (await couple.request.get(CONTENT_API.content)).json()) as AdminContent;
  const opens = wallClockAt(Date.now() - DAY, facts.timeZone);
  const closes = wallClockAt(Date.now() + 30 * DAY, facts.timeZone);

  // The photos to review held back, as on a slow connection: the screen says it is loading and offers no setting
  // until they come (drawn as each came, the settings moved down under the thumb as the photos arrived).
  const isList = (url: URL) => url.pathname === ADMIN_PHOTOS_API.photos;
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await couple.route(isList, async (route) => {
    await held;
    await route.fallback();
  });
  const settingsCame = couple.waitForResponse((response) => new URL(response.url()).pathname === ADMIN_PHOTOS_API.settings);
  await couple.goto('/admin/guest-photos');
  await expect(couple.getByRole('heading', { level: 1, name: en('guestPhotos.heading') })).toBeVisible();
  await settingsCame;
  await appSettled(couple);
  const form = couple.getByRole('form', { name: en('guestPhotos.settings.heading') });
  await expect(couple.getByRole('main').getByRole('status').filter({ hasText: en('common.loading') })).toHaveCount(1);
  await expect(form).toHaveCount(0);
  release();
  await expect(form).toBeVisible();
  await couple.unroute(isList);
  await form.getByRole('radio', { name: en('guestPhotos.modes.approve') }).check();
  await form.getByLabel(en('guestPhotos.settings.opensAt'), { exact: true }).fill(opens);
  await form.getByLabel(en('guestPhotos.settings.closesAt'), { exact: true }).fill(closes);
  await form.getByLabel(en('guestPhotos.settings.fileMb')).fill('50');
  await form.getByLabel(en('guestPhotos.settings.householdMb')).fill('500');
  await form.getByLabel(en('guestPhotos.settings.siteGb')).fill('2.5');
  await form.getByLabel(en('guestPhotos.settings.dropShowsGallery')).check();
  const save = form.getByRole('button', { name: en('common.save') });
  await save.click();
  await expect(form.getByRole('status').filter({ hasText: en('guestPhotos.settings.saved') })).toBeVisible();
  await expect(save).toBeFocused();

  // Read back: by the server, and by the screen opened again.
  const saved = (await (await couple.request.get(ADMIN_PHOTOS_API.settings)).json()) as PhotoSettings;
  expect(saved).toMatchObject({ mode: 'approve', limits: { fileBytes: 50_000_000, householdBytes: 500_000_000, siteBytes: 2_500_000_000 }, dropShowsGallery: true });
  expect(wallClockAt(Date.parse(saved.opensAt), facts.timeZone)).toBe(opens);
  expect(wallClockAt(Date.parse(saved.closesAt), facts.timeZone)).toBe(closes);
  await couple.reload();
  const again = couple.getByRole('form', { name: en('guestPhotos.settings.heading') });
  await expect(again.getByLabel(en('guestPhotos.settings.opensAt'), { exact: true })).toHaveValue(opens);
  await expect(again.getByLabel(en('guestPhotos.settings.closesAt'), { exact: true })).toHaveValue(closes);
  await expect(again.getByLabel(en('guestPhotos.settings.siteGb'))).toHaveValue('2.5');
  await expect(again.getByRole('radio', { name: en('guestPhotos.modes.approve') })).toBeChecked();
  await expect(again.getByLabel(en('guestPhotos.settings.dropShowsGallery'))).toBeChecked();

  // A window that ends before it opens is refused beside its field, what was typed kept.
  await again.getByLabel(en('guestPhotos.settings.closesAt'), { exact: true }).fill(wallClockAt(Date.now() - 2 * DAY, facts.timeZone));
  await again.getByRole('button', { name: en('common.save') }).click();
  await expect(again.getByText(en('problems.closesBeforeOpening'))).toBeVisible();
  await expectFitsThePhone(couple);

  // The photos to review that do not come: their panel says why, and the rest of the screen is there.
  await couple.route(isList, (route) => route.fulfill({ status: 500, json: { error: 'Internal Server Error' } }));
  await couple.reload();
  await expect(couple.getByRole('region', { name: en('guestPhotos.review') }).getByText(en('errors.server'))).toBeVisible();
  await expect(couple.getByRole('form', { name: en('guestPhotos.settings.heading') })).toBeVisible();
  await couple.unroute(isList);
});

test('the couple reviews the waiting photos in batches, opens one and downloads its original', async () => {
  test.setTimeout(150_000);
  const bytes = ['first', 'second', 'third'].map((label) => uniquePhoto(`couple-${label}`));
  const ids = [];
  for (const [index, photo] of bytes.entries()) ids.push(await sendPhoto(household, server.origin, photo, `IMG_${index + 1}.jpg`));
  await untilPending(3);

  // The overview says how many wait, and leads to them.
  await couple.goto('/admin');
  await couple.getByRole('link', { name: en('guestPhotos.waiting', { count: 3 }) }).click();
  await expect(couple.getByRole('heading', { level: 1, name: en('guestPhotos.heading') })).toBeVisible();
  await expect(couple.getByText(en('guestPhotos.waiting', { count: 3 }))).toBeVisible();
  const review = couple.getByRole('region', { name: en('guestPhotos.review') });
  const ticks = review.getByRole('checkbox', { name: new RegExp(en('guestPhotos.by', { name: 'The Ionescu family' })) });
  await expect(ticks).toHaveCount(3);
  // Every thumbnail is drawn (the small rendition read with the couple's session).
  await expect.poll(() => review.locator('.review-grid img').evaluateAll((images) => images.filter((image) => (image as HTMLImageElement).naturalWidth > 0).length)).toBe(3);
  await expectAxeClean(couple, { label: 'guest photos, couple, 390 px' });
  await expectFitsThePhone(couple);

  // Two shown at once: the button keeps the focus, the result is said beside it, one is left waiting.
  await ticks.nth(0).check();
  await ticks.nth(1).check();
  const show = review.getByRole('button', { name: en('guestPhotos.show', { count: 2 }) });
  // While the answer is held back, the pressed button is the busy one, and only it.
  let answer!: () => void;
  const held = new Promise<void>((resolve) => (answer = resolve));
  const isReview = (url: URL) => url.pathname === ADMIN_PHOTOS_API.review;
  await couple.route(isReview, async (route) => {
    await held;
    await route.fallback();
  });
  await show.click();
  await expect(show).toHaveAttribute('aria-busy', 'true');
  for (const other of ['hide', 'delete'] as const) {
    await expect(review.getByRole('button', { name: en(`guestPhotos.${other}`, { count: 2 }) })).not.toHaveAttribute('aria-busy');
  }
  answer();
  await expect(review.getByRole('status').filter({ hasText: en('guestPhotos.done.show', { count: 2 }) })).toBeVisible();
  await couple.unroute(isReview);
  await expect(review.getByRole('button', { name: en('guestPhotos.show', { count: 0 }) })).toBeFocused();
  await expect(ticks).toHaveCount(1);
  await expect(couple.getByText(en('guestPhotos.waiting', { count: 1 }))).toBeVisible();
  expect((await listed(couple.request, 'shown')).items).toHaveLength(2);

  // The one left, opened larger: its original downloads byte for byte; closing gives the focus back.
  const open = review.getByRole('button', { name: new RegExp(en('guestPhotos.open', { photo: '' }).trim()) });
  const viewer = await openDialog(couple, open);
  const [download] = await Promise.all([couple.waitForEvent('download'), viewer.getByRole('link', { name: en('guestPhotos.original') }).click()]);
  const waitingId = (await listed(couple.request, 'pending')).items[0]!.id;
  expect(fs.readFileSync((await download.path())!)).toEqual(bytes[ids.indexOf(waitingId)]);
  await viewer.getByRole('button', { name: en('common.close') }).click();
  await expect(open).toBeFocused();

  // Deleted after one question.
  await ticks.nth(0).check();
  const remove = review.getByRole('button', { name: en('guestPhotos.delete', { count: 1 }) });
  const question = await openDialog(couple, remove);
  await expect(question).toContainText(en('guestPhotos.deleteQuestion', { count: 1 }));
  await question.getByRole('button', { name: en('guestPhotos.delete', { count: 1 }) }).click();
  await expect(review.getByRole('status').filter({ hasText: en('guestPhotos.done.delete', { count: 1 }) })).toBeVisible();
  await expect(review.getByText(en('guestPhotos.empty.pending'))).toBeVisible();
  expect((await listed(couple.request, 'all')).items.map((photo) => photo.id).sort()).toEqual(ids.filter((id) => id !== waitingId).sort());
});

test('a helper for the day reviews in batches, with no settings, links or export', async ({ browser }) => {
  test.setTimeout(150_000);
  for (const label of ['a', 'b']) await sendPhoto(household, server.origin, uniquePhoto(`helper-${label}`), `helper-${label}.jpg`);
  await untilPending(2);

  const helper = await phone(browser);
  await signInAs(helper, 'helper', 'Ioana');
  await helper.goto('/admin');
  await helper.getByRole('button', { name: en('tabs.more') }).click();
  await helper.getByRole('link', { name: en('nav.guestPhotos') }).click();
  await expect(helper.getByRole('heading', { level: 1, name: en('guestPhotos.heading') })).toBeVisible();
  const review = helper.getByRole('region', { name: en('guestPhotos.review') });
  await expect(review.getByRole('checkbox', { name: new RegExp(en('guestPhotos.by', { name: 'The Ionescu family' })) })).toHaveCount(2);
  await expect(helper.getByRole('form', { name: en('guestPhotos.settings.heading') })).toHaveCount(0);
  await expect(helper.getByRole('link', { name: en('guestPhotos.export.download') })).toHaveCount(0);
  await expect(helper.getByText(en('guestPhotos.links.drop'))).toHaveCount(0);
  await expectAxeClean(helper, { label: 'guest photos, helper, 390 px' });
  await expectFitsThePhone(helper);
  // A photo opened larger: no original for a helper.
  const open = review.getByRole('button', { name: new RegExp(en('guestPhotos.open', { photo: '' }).trim()) }).first();
  const viewer = await openDialog(helper, open);
  await expect(viewer.locator('img')).toBeVisible();
  await expect(viewer.getByRole('link', { name: en('guestPhotos.original') })).toHaveCount(0);
  await helper.keyboard.press('Escape');
  await expect(open).toBeFocused();

  await review.getByRole('checkbox', { name: en('guestPhotos.selectAll', { count: 2 }) }).check();
  await review.getByRole('button', { name: en('guestPhotos.hide', { count: 2 }) }).click();
  await expect(review.getByRole('status').filter({ hasText: en('guestPhotos.done.hide', { count: 2 }) })).toBeVisible();
  await expect(review.getByRole('button', { name: en('guestPhotos.hide', { count: 0 }) })).toBeFocused();
  expect((await listed(couple.request, 'hidden')).items).toHaveLength(2);
});

test('a new drop link refuses the old one at once', async ({ browser }) => {
  const before = (await (await couple.request.get(ADMIN_PHOTOS_API.settings)).json()) as PhotoSettings;
  const tokenOf = (link: string) => link.split('/').at(-1)!;
  const stranger = (await browser.newContext({ baseURL: server.origin })).request;
  const dropSignIn = (token: string) => stranger.post(PHOTOS_API.dropSignIn, { data: { token }, headers: { origin: server.origin } });
  expect((await dropSignIn(tokenOf(before.dropLink))).status()).toBe(204);

  await couple.goto('/admin/guest-photos');
  const links = couple.getByRole('region', { name: en('guestPhotos.links.heading') });
  await expect(links.getByRole('link', { name: before.dropLink })).toBeVisible();
  await expect(links.getByRole('img', { name: en('guestPhotos.links.qr') })).toBeVisible();
  const renew = links.getByRole('button', { name: en('guestPhotos.links.newDrop') });
  const question = await openDialog(couple, renew);
  await expect(question).toContainText(en('guestPhotos.links.dropQuestion'));
  await question.getByRole('button', { name: en('guestPhotos.links.newDrop') }).click();
  await expect(links.getByRole('status').filter({ hasText: en('guestPhotos.links.dropRenewed') })).toBeVisible();
  await expect(renew).toBeFocused();

  const after = (await (await couple.request.get(ADMIN_PHOTOS_API.settings)).json()) as PhotoSettings;
  expect(after.dropLink).not.toBe(before.dropLink);
  await expect(links.getByRole('link', { name: after.dropLink })).toBeVisible();
  expect((await dropSignIn(tokenOf(before.dropLink))).status()).toBe(404);
  expect((await dropSignIn(tokenOf(after.dropLink))).status()).toBe(204);
  await expect(links.getByRole('link', { name: new RegExp(en('guestPhotos.links.openWall')) })).toHaveAttribute('href', after.wallLink);
});

/** A ZIP's entries, read with yauzl: name → bytes. */
function unzip(file: string): Promise<Map<string, Buffer>> {
  return new Promise((resolve, reject) => {
    yauzl.open(file, { lazyEntries: true }, (error, zip) => {
      if (error || !zip) return reject(error ?? new Error('no zip'));
      const entries = new Map<string, Buffer>();
      zip.on('entry', (entry: yauzl.Entry) => {
        zip.openReadStream(entry, (streamError, stream) => {
          if (streamError || !stream) return reject(streamError ?? new Error('no stream'));
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('end', () => {
            entries.set(entry.fileName, Buffer.concat(chunks));
            zip.readEntry();
          });
        });
      });
      zip.on('end', () => resolve(entries));
      zip.on('error', reject);
      zip.readEntry();
    });
  });
}

test('the couple downloads every original with the list of who added what', async () => {
  await couple.goto('/admin/guest-photos');
  const [download] = await Promise.all([couple.waitForEvent('download'), couple.getByRole('link', { name: en('guestPhotos.export.download') }).click()]);
  const entries = await unzip((await download.path())!);
  const csv = entries.get('uploads.csv')?.toString('utf8') ?? '';
  const kept = (await listed(couple.request, 'all')).items;
  expect(kept).toHaveLength(4);
  for (const photo of kept) expect(csv).toContain(photo.fileName);
  expect(csv).toContain('The Ionescu family');
  // Every original is in it, byte for byte.
  const originals = [...entries.entries()].filter(([name]) => name.endsWith('.jpg')).map(([, bytes]) => bytes);
  expect(originals).toHaveLength(4);
  expect(originals.some((bytes) => bytes.equals(uniquePhoto('couple-first')) || bytes.equals(uniquePhoto('couple-second')))).toBe(true);
});

test('the couple prints the table cards from the card page: the drop link’s QR code and a line in each language', async () => {
  await couple.goto('/admin/guest-photos');
  const { dropLink } = (await (await couple.request.get(ADMIN_PHOTOS_API.settings)).json()) as PhotoSettings;
  const links = couple.getByRole('region', { name: en('guestPhotos.links.heading') });
  const count = links.getByRole('spinbutton', { name: en('guestPhotos.links.count') });
  const print = links.getByRole('button', { name: en('guestPhotos.links.print') });
  // One sheet unless the couple asks for more; more than a wedding has tables is refused beside the field, in words:
  // the field is marked, takes the focus, and reads its problem with it.
  await expect(count).toHaveValue('1');
  await count.fill('61');
  await print.click();
  await expect(links.getByText(en('guestPhotos.problems.cardCount', { value: 60 }))).toBeVisible();
  await expect(count).toBeFocused();
  await expect(count).toHaveAttribute('aria-invalid', 'true');
  await expect(count).toHaveAccessibleDescription(`${en('guestPhotos.problems.cardCount', { value: 60 })} ${en('guestPhotos.links.countHelp')}`);
  await expect(count).toHaveValue('61');

  await count.fill('2');
  await print.click();
  const ready = links.getByText(en('cards.ready', { count: 2 }));
  await expect(ready).toBeVisible();
  await expect(links.getByText(en('guestPhotos.problems.cardCount', { value: 60 }))).toBeHidden();
  await expect(count).not.toHaveAttribute('aria-invalid');
  await expectAxeClean(couple, { label: 'guest photos, table cards ready, 390 px' });
  await expectFitsThePhone(couple);

  const [cards] = await Promise.all([couple.context().waitForEvent('page'), links.getByRole('link', { name: en('cards.open') }).click()]);
  await expect(cards.locator('html')).toHaveAttribute('lang', 'en');
  await expect(cards.getByText(CARD_TEXTS.en.table.phoneHint)).toBeVisible();
  // On the phone, the face a guest reads (the upper, upside-down one prints only).
  const faces = cards.locator('.table-card .face:not(.upside-down)');
  await expect(faces).toHaveCount(2);
  for (const face of await faces.all()) {
    await expect(face.locator('.link a')).toHaveAttribute('href', dropLink);
    for (const { code } of LANGUAGES) await expect(face.locator(`li[lang="${code}"]`)).toHaveText(CARD_TEXTS[code].table.line);
    // The QR code as a camera sees it on the screen.
    const shot = PNG.sync.read(await face.locator('svg.qr').screenshot());
    expect(jsQR(new Uint8ClampedArray(shot.data), shot.width, shot.height)?.data).toBe(dropLink);
  }
  await expectFitsThePhone(cards);
  await cards.close();
});

test('a planner saves the settings and reads the links, with no export and no original', async ({ browser }) => {
  test.setTimeout(150_000);
  await sendPhoto(household, server.origin, uniquePhoto('planner'), 'planner.jpg');
  await untilPending(1);

  const planner = await phone(browser);
  await signInAs(planner, 'planner', 'Radu');
  await planner.goto('/admin');
  await planner.getByRole('button', { name: en('tabs.more') }).click();
  await planner.getByRole('link', { name: en('nav.guestPhotos') }).click();
  await expect(planner.getByRole('heading', { level: 1, name: en('guestPhotos.heading') })).toBeVisible();

  // The settings: changed, saved, and read back by the server.
  const form = planner.getByRole('form', { name: en('guestPhotos.settings.heading') });
  await form.getByRole('radio', { name: en('guestPhotos.modes.open') }).check();
  await form.getByLabel(en('guestPhotos.settings.fileMb')).fill('40');
  const save = form.getByRole('button', { name: en('common.save') });
  await save.click();
  await expect(form.getByRole('status').filter({ hasText: en('guestPhotos.settings.saved') })).toBeVisible();
  await expect(save).toBeFocused();
  const saved = (await (await couple.request.get(ADMIN_PHOTOS_API.settings)).json()) as PhotoSettings;
  expect(saved).toMatchObject({ mode: 'open', limits: { fileBytes: 40_000_000 } });

  // The links, with the drop link's QR code; no export of the originals.
  const links = planner.getByRole('region', { name: en('guestPhotos.links.heading') });
  await expect(links.getByRole('link', { name: saved.dropLink })).toBeVisible();
  await expect(links.getByRole('img', { name: en('guestPhotos.links.qr') })).toBeVisible();
  await expect(links.getByRole('link', { name: new RegExp(en('guestPhotos.links.openWall')) })).toHaveAttribute('href', saved.wallLink);
  await expect(links.getByRole('button', { name: en('guestPhotos.links.newDrop') })).toBeVisible();
  await expect(planner.getByRole('link', { name: en('guestPhotos.export.download') })).toHaveCount(0);
  await expectAxeClean(planner, { label: 'guest photos, planner, 390 px' });
  await expectFitsThePhone(planner);

  // The waiting photo opened larger: no original; and the server refuses the planner both, whatever the screen shows.
  const review = planner.getByRole('region', { name: en('guestPhotos.review') });
  const open = review.getByRole('button', { name: new RegExp(en('guestPhotos.open', { photo: '' }).trim()) }).first();
  const viewer = await openDialog(planner, open);
  await expect(viewer.locator('img')).toBeVisible();
  await expect(viewer.getByRole('link', { name: en('guestPhotos.original') })).toHaveCount(0);
  await planner.keyboard.press('Escape');
  await expect(open).toBeFocused();
  const [waiting] = (await listed(planner.request, 'pending')).items;
  expect((await planner.request.get(ADMIN_PHOTOS_API.original(waiting!.id))).status()).toBe(403);
  expect((await planner.request.get(ADMIN_PHOTOS_API.export)).status()).toBe(403);
});
