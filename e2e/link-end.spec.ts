/**
 * Guests' links end when the couple says (issue 38, docs/decisions/0060): the couple chooses the last day in
 * Settings on a phone at 390 px, and from the next day a guest's link signs nobody in and the sign-in page says so
 * kindly, in the guest's language, with the token gone from the address; the shared password still works. On its
 * own server: the day is the whole site's. The day chosen is the wedding's first week (the demo's wedding was on
 * 24 May 2026), already past on any clock these tests run on; the moments around the end are the server tests'
 * (server/admin/guest-link-end.test.ts, with a fake clock).
 */
import { devices, expect } from '@playwright/test';
import { GUEST_LINKS_API } from '#common/guest-links-api';
import { expectAxeClean } from './axe';
import { adminMessage, msg } from './content';
import { addGuest } from './fixtures';
import { signInAsCouple } from './sessions';
import { testOnOwnServer } from './sites';
import { E2E_PASSWORD } from '../playwright.config';

const { test, site } = testOnOwnServer('link-end');
const { defaultBrowserType: _browserType, viewport: _viewport, ...PHONE } = devices['Pixel 7'];
test.use({ ...PHONE, viewport: { width: 390, height: 844 }, locale: 'en-US' });

test('the couple ends the links on a day; a guest opening theirs afterwards is told kindly, in their language', async ({ page, browser }) => {
  await page.addInitScript(() => localStorage.setItem('admin-locale', 'en'));
  await signInAsCouple(page, site());
  // The saved day held back, as on a slow connection: until it comes there is no field to type in, since a day
  // typed before it came was overwritten by it. The screen says it is loading (it draws its forms together).
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route((url) => url.pathname === GUEST_LINKS_API.end, async (route) => {
    if (route.request().method() === 'GET') await held;
    await route.fallback();
  });
  await page.goto('/admin/settings');
  await expect(page.getByRole('main').getByRole('status')).toHaveText(adminMessage('en', 'common.loading'));
  await expect(page.getByLabel(adminMessage('en', 'guestLinks.until'))).toHaveCount(0);
  release();
  const panel = page.getByRole('form', { name: adminMessage('en', 'guestLinks.heading') });
  // The shipped example's links never end until the couple chooses a day.
  await expect(panel.getByText(adminMessage('en', 'guestLinks.exampleHelp'))).toBeVisible();
  // A day before the wedding is refused beside the field, the wedding's day in words
  // (web/src/admin/components/problem-text.ts).
  const until = panel.getByLabel(adminMessage('en', 'guestLinks.until'));
  await until.fill('2026-05-20');
  const save = panel.getByRole('button', { name: adminMessage('en', 'common.save') });
  await save.click();
  await expect(until).toHaveAccessibleDescription(adminMessage('en', 'guestLinks.beforeTheWedding', { value: 'May 24, 2026' }));
  await expect(until).toHaveAttribute('aria-invalid', 'true');
  await until.fill('2026-05-31');
  await save.click();
  await expect(panel.getByRole('status').filter({ hasText: adminMessage('en', 'guestLinks.saved', { date: 'May 31, 2026' }) })).toBeVisible();
  await expect(save).toBeFocused();
  await expect(panel.getByRole('button', { name: adminMessage('en', 'guestLinks.useDefault') })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectAxeClean(page, { label: "settings, guests' links" });

  // A German guest opens their personal link: the sign-in page says it has ended, and the token is gone.
  const guest = await browser.newContext({ ...PHONE, viewport: { width: 390, height: 844 }, locale: 'en-US', baseURL: site().origin });
  const guestPage = await guest.newPage();
  const { linkPath } = addGuest('Familie Weber', 'de', site());
  await guestPage.goto(linkPath);
  await expect(guestPage.getByRole('alert')).toHaveText(msg('de', 'login.linkEnded'));
  await expect(guestPage).toHaveURL(/\/login\?lang=de$/);
  await expect(guestPage.locator('html')).toHaveAttribute('lang', 'de');

  // The shared password is untouched.
  await guestPage.getByPlaceholder(msg('de', 'login.password')).fill(E2E_PASSWORD);
  await guestPage.getByRole('button', { name: msg('de', 'login.buttonSignIn') }).click();
  await expect(guestPage).toHaveURL(/\/$/);
  await guest.close();
});
