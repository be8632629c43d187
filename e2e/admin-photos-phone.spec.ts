/**
 * The photos screen on a phone (issue 21): a short list a thumb reorders, "First" bringing the tenth photo first
 * in one tap, no talk of dragging on a touch screen, the focus kept on the button pressed (or moved to the result)
 * after each move and removal, each result announced beside what caused it, axe clean in English and Russian.
 *
 * These tests reorder and remove the photos every guest sees, so this file starts a server and a DATA_DIR of its own
 * (as e2e/https-proxy.spec.ts does) and runs its tests in order: the content specs on the shared editing server
 * change the same photos at the same time.
 */
import path from 'node:path';
import { devices, expect, type Browser, type Page } from '@playwright/test';
import type { Site } from '#common/api';
import type { AdminContent } from '#common/site-content';
import { signInAsCouple } from './sessions';
import { type OwnServer, startOwnServer, test } from './sites';
import { expectAxeClean } from './axe';

// A dashboard on a phone of its own per test, and uploads processed one at a time: more than 30 s on a busy machine.
test.describe.configure({ mode: 'serial', timeout: 60_000 });

const PHOTO = path.join(import.meta.dirname, '../server/content/fixtures/with-location.jpg');

let server: OwnServer;
let origin = '';
test.beforeAll(async () => {
  test.setTimeout(60_000);
  server = await startOwnServer('photos');
  origin = server.origin;
});
test.afterAll(async () => server?.stop());

const { defaultBrowserType: _browserType, ...PHONE } = devices['Pixel 7'];

/** The couple on a touch phone `width` px wide, signed in, on the photos screen, reading `locale`. */
async function coupleOnPhone(browser: Browser, width: number, locale = 'en-US'): Promise<Page> {
  const context = await browser.newContext({ ...PHONE, viewport: { width, height: 844 }, baseURL: origin, locale });
  const page = await context.newPage();
  await signInAsCouple(page, server);
  await page.goto('/admin/photos');
  await expect(page.locator('.photo-item')).toHaveCount(await photoCount(page));
  return page;
}

const adminContent = async (page: Page) => (await (await page.request.get('/api/admin/content')).json()) as AdminContent;
const photoCount = async (page: Page) => (await adminContent(page)).photos.length;
const adminOrder = async (page: Page) => (await adminContent(page)).photos.map((photo) => photo.id);

/** The carousel's order as a guest gets it (GET /api/site), as the dashboard's photo ids. */
async function guestOrder(page: Page): Promise<number[]> {
  const { photos } = await adminContent(page);
  const site = (await (await page.request.get('/api/site?locale=en')).json()) as Site;
  return site.photos.map((shown) => photos.find((photo) => photo.image?.src === shown.src)!.id);
}

/** Which control has the focus, named as a screen reader names it. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    return element?.getAttribute('aria-label') ?? element?.textContent ?? '';
  });

test('on a 390 px phone, the tenth photo goes first in one tap, and guests see it first', async ({ browser }) => {
  const page = await coupleOnPhone(browser, 390);
  const before = await adminOrder(page);
  expect(before).toHaveLength(10);
  const rows = page.locator('.photo-item');
  // A short row each, not a card: all ten fit in about a screen and a half.
  for (const box of await rows.evaluateAll((items) => items.map((item) => item.getBoundingClientRect().height))) expect(box).toBeLessThanOrEqual(120);
  // A touch screen: no dragging, and no word of it.
  await expect(page.getByText(/drag/i)).toHaveCount(0);
  await expect(page.locator('[draggable="true"]')).toHaveCount(0);
  await expect(page.getByText('Change the order with “First” and the arrows.', { exact: false })).toBeVisible();

  await rows.nth(9).getByRole('button', { name: 'Move Photo 10 first' }).tap();
  await expect(rows.nth(0).getByRole('status')).toHaveText('Photo 10 is now first.');
  // "First" is gone from the first photo: the focus is on "First" of the one after it, the one that was first.
  expect(await focused(page)).toBe('Move Photo 2 first');
  const after = [before[9]!, ...before.slice(0, 9)];
  expect(await adminOrder(page)).toEqual(after);
  expect(await guestOrder(page)).toEqual(after);
  await page.context().close();
});

test('at 320 px in Russian, a photo is moved by keyboard alone, the focus staying on the button pressed', async ({ browser }) => {
  const page = await coupleOnPhone(browser, 320, 'ru-RU');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  const before = await adminOrder(page);
  const rows = page.locator('.photo-item');

  // From the top of the page, Tab to "up" of the fourth photo.
  for (let tabs = 0; (await focused(page)) !== 'Переместить выше: Фотография 4'; tabs++) {
    expect(tabs).toBeLessThan(40);
    await page.keyboard.press('Tab');
  }
  for (const place of [3, 2, 1]) {
    await page.keyboard.press('Enter');
    const status = rows.nth(place - 1).getByRole('status');
    await expect(status).toHaveText(place === 1 ? 'Фотография 2 теперь первая.' : `Фотография ${place + 1} теперь на ${place}-м месте.`);
    expect(await focused(page)).toBe(`Переместить выше: Фотография ${place}`);
  }
  const moved = [before[3]!, ...before.slice(0, 3), ...before.slice(4)];
  expect(await adminOrder(page)).toEqual(moved);
  // At the top, "up" says it cannot go further and keeps the focus; Enter changes nothing.
  await expect(rows.nth(0).getByRole('button', { name: 'Переместить выше: Фотография 1' })).toHaveAttribute('aria-disabled', 'true');
  await page.keyboard.press('Enter');
  expect(await focused(page)).toBe('Переместить выше: Фотография 1');

  // Then down, one place, and "first" from the sixth photo, by keyboard too.
  await page.keyboard.press('Tab');
  expect(await focused(page)).toBe('Переместить ниже: Фотография 1');
  await page.keyboard.press('Enter');
  await expect(rows.nth(1).getByRole('status')).toHaveText('Фотография 1 теперь на 2-м месте.');
  expect(await focused(page)).toBe('Переместить ниже: Фотография 2');
  for (let tabs = 0; (await focused(page)) !== 'Переместить в начало: Фотография 6'; tabs++) {
    expect(tabs).toBeLessThan(20);
    await page.keyboard.press('Tab');
  }
  await page.keyboard.press('Enter');
  await expect(rows.nth(0).getByRole('status')).toHaveText('Фотография 6 теперь первая.');
  expect(await focused(page)).toBe('Переместить в начало: Фотография 2');
  const order = await adminOrder(page);
  expect(order[0]).toBe(moved[5]);
  expect(await guestOrder(page)).toEqual(order);
  await page.context().close();
});

test('removing a photo: the dialog gives the focus back when cancelled; the result takes it, and a new upload clears it', async ({ browser }) => {
  const page = await coupleOnPhone(browser, 390);
  const before = await adminOrder(page);
  const rows = page.locator('.photo-item');
  const third = rows.nth(2);
  const toggle = third.getByRole('button', { name: /^Photo 3\b/ });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(third.getByRole('button', { name: 'Remove' })).toBeHidden();
  await toggle.tap();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const remove = third.getByRole('button', { name: 'Remove' });

  await remove.tap();
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).tap();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(remove).toBeFocused();
  await remove.press('Enter');
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(remove).toBeFocused();

  await remove.tap();
  await page.getByRole('dialog').getByRole('button', { name: 'Remove' }).tap();
  const result = page.locator('.photos-result');
  await expect(result).toHaveText('Photo 3 was removed.');
  await expect(result).toHaveAttribute('role', 'status');
  await expect(result).toBeFocused();
  await expect(rows).toHaveCount(9);
  expect(await guestOrder(page)).toEqual([...before.slice(0, 2), ...before.slice(3)]);

  // A new photo: the old result goes as soon as it starts, not after.
  await page.getByLabel('Add photos').setInputFiles(PHOTO);
  await expect(result).toHaveText('');
  await expect(page.getByText('with-location.jpg was received.')).toBeVisible({ timeout: 20_000 });
  await expect(rows).toHaveCount(10);
  await expect(rows.nth(9).locator('img')).toBeVisible({ timeout: 20_000 });
  await page.context().close();
});

test('on a computer, where a pointer can drag, a photo is dragged and the help says so', async ({ browser }) => {
  const computer = await browser.newContext({ viewport: { width: 1280, height: 900 }, isMobile: false, hasTouch: false, baseURL: origin });
  const page = await computer.newPage();
  await signInAsCouple(page, server);
  await page.goto('/admin/photos');
  const rows = page.locator('.photo-item');
  await expect(rows).toHaveCount(10);
  await expect(page.getByText('Drag a photo to its new place, or use “First” and the arrows.', { exact: false })).toBeVisible();
  const before = await adminOrder(page);
  await rows.nth(2).locator('.photo-preview').dragTo(rows.nth(0).locator('.photo-preview'));
  await expect(rows.nth(0).getByRole('status')).toHaveText('Photo 3 is now first.');
  expect(await guestOrder(page)).toEqual([before[2], before[0], before[1], ...before.slice(3)]);
  await computer.close();
});

for (const locale of ['en-US', 'ru-RU']) {
  test(`axe finds nothing on the photos screen at 390 px in ${locale}, with a photo's card open`, async ({ browser }) => {
    const page = await coupleOnPhone(browser, 390, locale);
    await page.locator('.photo-toggle').nth(1).tap();
    await expect(page.locator('.photo-card').nth(1)).toBeVisible();
    // Every rule in English; in Russian, those its words can change (e2e/axe.ts).
    await expectAxeClean(page, { label: `photos, ${locale}`, include: '.photos-page', rules: locale === 'en-US' ? 'all' : 'language' });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.context().close();
  });
}

// Last: it leaves one photo.
test('a photo refused for removal (the last one) says why beside the button, which keeps the focus', async ({ browser }) => {
  const page = await coupleOnPhone(browser, 390);
  // Down to one photo through the API, then the couple tries to remove it.
  const [kept, ...others] = await adminOrder(page);
  for (const id of others) expect((await page.request.delete(`/api/admin/photos/${id}`)).status()).toBe(204);
  await page.reload();
  const row = page.locator('.photo-item');
  await expect(row).toHaveCount(1);
  await expect(row.getByRole('button', { name: 'Move Photo 1 up' })).toHaveAttribute('aria-disabled', 'true');
  await row.getByRole('button', { name: /^Photo 1\b/ }).tap();
  await row.getByRole('button', { name: 'Remove' }).tap();
  await page.getByRole('dialog').getByRole('button', { name: 'Remove' }).tap();
  const refusal = row.getByRole('status').filter({ hasText: 'The photos need at least one picture. Replace this one instead of removing it.' });
  await expect(refusal).toHaveClass(/error/);
  // Beside the Remove button, not at the bottom of the page.
  const [button, said] = [await row.getByRole('button', { name: 'Remove' }).boundingBox(), await refusal.boundingBox()];
  expect(said!.y - (button!.y + button!.height)).toBeLessThan(40);
  await expect(row.getByRole('button', { name: 'Remove' })).toBeFocused();
  expect(await adminOrder(page)).toEqual([kept]);
  await page.context().close();
});
