/**
 * Phones first: at 320 px, the narrowest phone the site supports, nothing scrolls sideways, whether on the
 * sign-in page, on the signed-in pages, with the menu or the language list open, or in the longest language.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { signInWithLink } from './sessions';

test.use({ viewport: { width: 320, height: 640 } });

async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(clientWidth).toBe(320);
  expect(scrollWidth).toBeLessThanOrEqual(320);
}

/** Every element of the page that sticks out past the right edge, for a readable failure. */
async function overflowing(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll('body *'))
      .filter((el) => !el.closest('.carousel') && el.getBoundingClientRect().right > 320.5)
      .map((el) => `${el.tagName.toLowerCase()}.${el.className}`),
  );
}

test('the sign-in page fits 320 px without sideways scrolling', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
  await expectNoSidewaysScroll(page);
  expect(await overflowing(page)).toEqual([]);

  // An error message and the open language list must fit too.
  await page.route('**/api/login*', (route) => route.fulfill({ status: 401, body: '' }));
  await page.getByPlaceholder('Password').fill('wrong');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('alert')).toHaveText('Incorrect password or not authorized.');
  await page.getByRole('button', { name: 'Language: English' }).click();
  await expect(page.getByRole('list', { name: 'Language' })).toBeVisible();
  await expectNoSidewaysScroll(page);
  expect(await overflowing(page)).toEqual([]);
});

test('the Save the Date page and the FAQ fit 320 px without sideways scrolling', async ({ page }) => {
  await signInWithLink(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'We say yes!' })).toBeVisible();
  await expect(page.getByRole('timer')).toBeVisible();
  await expectNoSidewaysScroll(page);
  expect(await overflowing(page)).toEqual([]);

  await page.getByRole('button', { name: 'Menu' }).click();
  await expect(page.getByRole('link', { name: 'FAQ' })).toBeVisible();
  await expectNoSidewaysScroll(page);
  expect(await overflowing(page)).toEqual([]);

  await page.getByRole('link', { name: 'FAQ' }).click();
  await expect(page.getByRole('heading', { name: 'FAQ' })).toBeVisible();
  await expectNoSidewaysScroll(page);
  expect(await overflowing(page)).toEqual([]);
});

test.describe('in Russian, the language with the longest words', () => {
  test.use({ locale: 'ru-RU' });

  test('the countdown and the details still fit 320 px', async ({ page }) => {
    await page.clock.install({ time: new Date('2026-04-28T08:00:00Z') });
    await signInWithLink(page);
    await page.goto('/');
    await expect(page.getByRole('timer')).toContainText('дней');
    await expectNoSidewaysScroll(page);
    expect(await overflowing(page)).toEqual([]);
  });
});

test('the menu button and the language button are big enough to tap', async ({ page }) => {
  await page.goto('/login');
  for (const button of [page.getByRole('button', { name: 'Menu' }), page.getByRole('button', { name: 'Language: English' })]) {
    const box = (await button.boundingBox())!;
    expect(box.width).toBeGreaterThanOrEqual(44);
    expect(box.height).toBeGreaterThanOrEqual(44);
  }
  await page.getByRole('button', { name: 'Menu' }).tap();
  await expect(page.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'true');
});
