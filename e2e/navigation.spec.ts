/**
 * Moving around the site as people do: back and forward bring each page back where it was left (phone and
 * desktop), a page opened from the menu gets the focus on its heading and is announced, and the whole walk
 * through menu, FAQ, Home and the language list works from the keyboard alone.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { signInWithLink } from './sessions';

const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

async function openFromMenu(page: Page, name: string) {
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name }).click();
}

/** Scrolls the Save the Date page far down (725 px, as in the report, or as far as the screen allows). */
async function scrollHomeDown(page: Page): Promise<number> {
  await expect(page.getByRole('heading', { name: 'We say yes!' })).toBeVisible();
  const target = await page.evaluate(() => Math.min(725, document.documentElement.scrollHeight - window.innerHeight - 20));
  expect(target).toBeGreaterThan(300);
  await page.mouse.wheel(0, target);
  await expect.poll(() => scrollY(page)).toBe(target);
  // The position is kept in the history entry once scrolling pauses (web/src/lib/router/browser-history.ts).
  await expect.poll(() => page.evaluate(() => (history.state as { scroll?: number } | null)?.scroll)).toBe(target);
  return target;
}

for (const device of ['phone', 'desktop'] as const) {
  test.describe(`back and forward on a ${device}`, () => {
    if (device === 'desktop') test.use({ viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false });

    test('bring the Save the Date page back where it was left, and a newly opened page at its top', async ({ page }) => {
      await signInWithLink(page);
      await page.goto('/');
      const left = await scrollHomeDown(page);

      await openFromMenu(page, 'FAQ');
      await expect(page).toHaveURL(/\/faq$/);
      await expect.poll(() => scrollY(page)).toBe(0);

      await page.goBack();
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByRole('heading', { name: 'We say yes!' })).toBeVisible();
      await expect.poll(() => scrollY(page)).toBe(left);

      await page.goForward();
      await expect(page).toHaveURL(/\/faq$/);
      await expect.poll(() => scrollY(page)).toBe(0);

      await page.goBack();
      await expect.poll(() => scrollY(page)).toBe(left);
      // Opening Home from the menu is a new visit to it: the top, not the old position.
      await openFromMenu(page, 'FAQ');
      // The FAQ shown first: Home tapped while the FAQ still loads is the page already shown, which stays where it is.
      await expect(page).toHaveURL(/\/faq$/);
      await openFromMenu(page, 'Home');
      await expect(page.getByRole('heading', { name: 'We say yes!' })).toBeVisible();
      await expect.poll(() => scrollY(page)).toBe(0);
    });

    test('keep the position across a reload', async ({ page }) => {
      await signInWithLink(page);
      await page.goto('/');
      const left = await scrollHomeDown(page);
      await page.reload();
      await expect(page.getByRole('heading', { name: 'We say yes!' })).toBeVisible();
      await expect.poll(() => scrollY(page)).toBe(left);
    });
  });
}

test('a page opened from the menu gets the focus on its heading, and its name is announced', async ({ page }) => {
  await signInWithLink(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'We say yes!' })).toBeVisible();
  await page.getByRole('button', { name: 'Menu' }).focus();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'FAQ' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/faq$/);
  await expect(page.getByRole('heading', { level: 1, name: 'FAQ' })).toBeFocused();
  await expect(page.locator('#page-announcer')).toHaveText('FAQ');
  // Not on <body>: the next Tab goes on from the page, not from the top of the document.
  expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('H1');
});

test('the first load leaves the focus alone', async ({ page }) => {
  await signInWithLink(page);
  await page.goto('/faq');
  await expect(page.getByRole('heading', { level: 1, name: 'FAQ' })).toBeVisible();
  expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('BODY');
  await expect(page.locator('#page-announcer')).toHaveText('');
});

test('keyboard only: menu, FAQ, Home and the language list', async ({ page }) => {
  await signInWithLink(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'We say yes!' })).toBeVisible();
  const menuButton = page.getByRole('button', { name: 'Menu' });

  // The menu button is the first stop of the page.
  await page.keyboard.press('Tab');
  await expect(menuButton).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/faq$/);
  await expect(page.getByRole('heading', { level: 1, name: 'FAQ' })).toBeFocused();

  // Back up to the menu, and Home.
  await page.keyboard.press('Shift+Tab');
  await expect(menuButton).toBeFocused();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Home' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Save our Date' })).toBeFocused();

  // On to the language button, open the list, choose Deutsch.
  const languageButton = page.getByRole('button', { name: /^Language/ });
  for (let i = 0; i < 30 && !(await languageButton.evaluate((el) => el === document.activeElement)); i++) {
    await page.keyboard.press('Tab');
  }
  await expect(languageButton).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(languageButton).toHaveAttribute('aria-expanded', 'true');
  let chosen = false;
  for (let i = 0; i < 6 && !chosen; i++) {
    await page.keyboard.press('Tab');
    chosen = (await page.evaluate(() => document.activeElement?.getAttribute('lang'))) === 'de';
  }
  expect(chosen).toBe(true);
  await page.keyboard.press('Enter');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByRole('button', { name: /^Sprache/ })).toBeFocused();
  await expect(page.getByRole('button', { name: /^Sprache/ })).toHaveAttribute('aria-expanded', 'false');
});
