/**
 * The five languages (docs/product.md, languages): which one a visitor first sees (stored choice, else browser
 * language, else German), and what changing it does (saved under `locale`, document title and <html lang> follow,
 * survives a reload, signed-in texts follow too).
 */
import type { Page } from '@playwright/test';
import type { Locale } from '#common/locales';
import { fill, msg, wedding } from './content';
import { expect, test } from './fixtures';
import { signInWithLink } from './sessions';

/** What a visitor on /login sees in `locale`: the placeholder, the button, <html lang> and the title. */
async function expectLoginPageIn(page: Page, locale: Locale): Promise<void> {
  await expect(page.getByPlaceholder(msg(locale, 'login.password'))).toBeVisible();
  await expect(page.getByRole('button', { name: msg(locale, 'login.buttonSignIn'), exact: true })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', locale);
  await expect(page).toHaveTitle(fill(msg(locale, 'meta.title'), { couple: wedding.coupleNames }));
}

async function storeLocale(page: Page, value: string): Promise<void> {
  await page.goto('/login');
  await page.evaluate((v) => localStorage.setItem('locale', v), value);
  await page.reload();
}

test.describe('first language', () => {
  test('an English browser gets English', async ({ page }) => {
    await page.goto('/login');
    await expectLoginPageIn(page, 'en');
  });

  for (const [browserLocale, expected] of [
    ['fr-FR', 'fr'],
    ['ro-RO', 'ro'],
    ['ru-RU', 'ru'],
    ['de-AT', 'de'],
    ['es-ES', 'de'],
  ] as const) {
    test.describe(`with the browser set to ${browserLocale}`, () => {
      test.use({ locale: browserLocale });
      test(`shows ${expected}`, async ({ page }) => {
        await page.goto('/login');
        expect(await page.evaluate(() => navigator.language)).toBe(browserLocale);
        await expectLoginPageIn(page, expected);
      });
    });
  }

  // Each stored value only read as the page loads, so they share a context (docs/testing.md: checks that only read a page).
  test('a stored choice wins over the browser language, cut at the hyphen; an unknown one falls back to German', async ({ page }) => {
    for (const [stored, shown] of [
      ['ro', 'ro'],
      ['FR-ca', 'fr'],
      ['xx', 'de'],
    ] as const) {
      await test.step(`stored "${stored}" shows ${shown}`, async () => {
        await storeLocale(page, stored);
        await expectLoginPageIn(page, shown);
      });
    }
  });
});

test.describe('changing the language', () => {
  test('marks the current language in the list; a choice is saved, retitles the page, sets <html lang> and survives a reload', async ({ page }) => {
    await page.goto('/login');
    await expectLoginPageIn(page, 'en');

    await page.getByRole('button', { name: 'Language: English' }).click();
    // The list marks the language shown.
    await expect(page.getByRole('button', { name: 'English', exact: true })).toHaveAttribute('aria-current', 'true');
    await expect(page.getByRole('button', { name: 'Deutsch' })).not.toHaveAttribute('aria-current', 'true');
    await page.getByRole('button', { name: 'Русский' }).click();

    await expectLoginPageIn(page, 'ru');
    await expect(page.getByRole('button', { name: `${msg('ru', 'footer.language')}: Русский` })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('locale'))).toBe('ru');

    await page.reload();
    await expectLoginPageIn(page, 'ru');
  });

  test('a signed-in guest sees the private texts, the dates and the countdown in the new language', async ({ page }) => {
    await page.clock.install({ time: new Date('2026-05-20T11:59:00Z') });
    await signInWithLink(page);
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'We say yes!' })).toBeVisible();
    await page.clock.pauseAt(new Date('2026-05-20T12:00:00Z'));

    await page.getByRole('button', { name: 'Language: English' }).click();
    await page.getByRole('button', { name: 'Deutsch' }).click();

    await expect(page.getByRole('heading', { name: msg('de', 'home.details.heading') })).toBeVisible();
    await expect(page.getByText('Am 24. Mai 2026 geben wir uns')).toBeVisible();
    await expect(page.getByRole('timer')).toHaveText('3 Tage, 9 Stunden, 0 Minuten und 0 Sekunden');
    await expect(page.getByRole('contentinfo')).toContainText('Elena & Julian © 2025');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page).toHaveTitle(fill(msg('de', 'meta.title'), { couple: wedding.coupleNames }));

    await page.getByRole('button', { name: msg('de', 'navigation.menu') }).click();
    await expect(page.getByRole('link', { name: msg('de', 'navigation.faq') })).toBeVisible();
    await page.getByRole('link', { name: msg('de', 'navigation.faq') }).click();
    await expect(page.getByText(msg('de', 'faq.text'))).toBeVisible();
  });

  test('a signed-in guest who reloads gets the stored language straight away', async ({ page }) => {
    await signInWithLink(page);
    await page.goto('/login');
    await page.evaluate(() => localStorage.setItem('locale', 'fr'));
    await page.goto('/');
    await expect(page.getByRole('heading', { name: msg('fr', 'home.details.heading') })).toBeVisible();
    await expect(page.getByText(/Le 24 mai 2026/)).toBeVisible();
    await expect(page.getByRole('img', { name: msg('fr', 'common.carousel.alt1') })).toBeAttached();
  });

  test('a guest whose session ended is sent to sign in, in the new language, and never sees message keys', async ({
    page,
    context,
  }) => {
    await signInWithLink(page);
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'We say yes!' })).toBeVisible();
    const shown: string[] = [];
    await page.exposeFunction('reportText', (text: string) => shown.push(text));
    await page.evaluate(() => {
      const report = (window as unknown as { reportText: (t: string) => void }).reportText;
      new MutationObserver(() => report(document.body.innerText)).observe(document.body, {
        subtree: true,
        childList: true,
        characterData: true,
      });
    });

    await context.clearCookies();
    await page.getByRole('button', { name: 'Language: English' }).click();
    await page.getByRole('button', { name: 'Deutsch' }).click();

    await expect(page).toHaveURL(/\/login$/);
    await expectLoginPageIn(page, 'de');
    expect(await page.evaluate(() => localStorage.getItem('locale'))).toBe('de');
    expect(shown.filter((text) => /home\.details|faq\.text/.test(text))).toEqual([]);
  });
});
