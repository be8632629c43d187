/**
 * The first paint (issue 6): the page alone paints the header and the first photo (its stylesheet is inside it),
 * and the app's script is fetched only once that photo is on screen, so on a weak connection the photo comes first.
 */
import { expect, test } from './fixtures';

const APP_SCRIPT = /\/assets\/main-[^/]+\.js$/;

test('the page paints the header and the first photo with no stylesheet request and before the app runs', async ({ page }) => {
  const stylesheets: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'stylesheet') stylesheets.push(request.url());
  });
  // Without the app at all, the still first frame is what a guest sees.
  await page.route(APP_SCRIPT, (route) => route.abort());
  await page.goto('/login');
  await expect(page.locator('.site-title')).toHaveText('Elena & Julian');
  const photo = page.locator('#root img').first();
  await expect(photo).toBeVisible();
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  // Styled by the page's own <style>: the photo fills its slide instead of showing at its natural size.
  const box = (await photo.boundingBox())!;
  expect(box.height).toBeLessThan(600);
  expect(box.height).toBeGreaterThan(200);
  expect(stylesheets).toEqual([]);
  await expect(page.getByRole('button', { name: 'Sign In' })).toHaveCount(0);
});

test('the app script is requested only after the first photo has arrived', async ({ page }) => {
  const events: string[] = [];
  page.on('requestfinished', (request) => {
    if (/\/photos\/01-/.test(request.url())) events.push('photo finished');
  });
  page.on('request', (request) => {
    if (APP_SCRIPT.test(request.url())) events.push('app requested');
  });
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
  expect(events.indexOf('photo finished')).toBeGreaterThanOrEqual(0);
  expect(events.indexOf('photo finished')).toBeLessThan(events.indexOf('app requested'));
});

test('a photo that never arrives holds the app back for a moment only', async ({ page }) => {
  await page.route(/\/photos\/01-/, () => undefined); // never answered, so the page never finishes loading
  await page.goto('/login', { waitUntil: 'domcontentloaded' });
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible({ timeout: 10_000 });
});
