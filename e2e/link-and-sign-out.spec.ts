/**
 * Issue 11 in the browser: a guest link's token never rides along in another request (Referer), a link refused
 * for too many attempts says so and can be tried again, and a signed-in guest can sign out from the menu.
 */
import type { Request } from '@playwright/test';
import { expect, test } from './fixtures';
import { addGuest } from './fixtures';
import { msg } from './content';
import { signInWithLink } from './sessions';

test('no request but the sign-in itself carries a guest link’s token, in its address or its Referer', async ({ page }) => {
  const { linkPath } = addGuest('Referer Watcher');
  const token = new URL(linkPath, 'http://localhost').searchParams.get('token')!;
  // Recorded in the order the requests start; their headers (which Playwright reads asynchronously) after.
  const started: Array<{ url: string; method: string; headers: Promise<Record<string, string>> }> = [];
  const record = (request: Request) => started.push({ url: request.url(), method: request.method(), headers: request.allHeaders() });
  page.on('request', record);
  await page.goto(linkPath);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'We say yes!' })).toBeVisible();
  // Every font of the page, the Cyrillic ones too.
  await page.getByRole('button', { name: /^Language/ }).click();
  await page.getByRole('button', { name: 'Русский' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
  await page.waitForLoadState('networkidle');
  // Stop recording before reading: a request the carousel starts later would have its headers read after the
  // test ended (Playwright rejects that read, and the test failed now and then).
  page.off('request', record);
  const seen = await Promise.all(started.map(async ({ url, method, headers }) => ({ url, method, referer: (await headers)['referer'] })));

  const [opened, ...rest] = seen;
  expect(opened!.url).toContain(token); // the link itself, as the guest opened it
  const signIn = rest.filter((r) => r.method === 'POST' && new URL(r.url).pathname === '/api/login');
  expect(signIn).toHaveLength(1);
  const carrying = rest.filter((r) => r !== signIn[0] && (r.url.includes(token) || r.referer?.includes(token)));
  expect(carrying).toEqual([]);
  expect(rest.filter((r) => r.url.includes('/assets/') && r.url.endsWith('.woff2')).length).toBeGreaterThan(0);
});

test('a link refused for too many attempts says so, keeps the token, and can be tried again', async ({ page }) => {
  const { linkPath } = addGuest('Patient Guest');
  let refuse = true;
  await page.route('**/api/login?token=*', (route) =>
    refuse ? route.fulfill({ status: 429, headers: { 'retry-after': '60' }, body: '{"error":"Too many attempts"}' }) : route.fallback(),
  );
  await page.goto(linkPath);
  await expect(page.getByRole('alert')).toHaveText('Too many attempts. Please wait a few minutes and try again.');
  expect(new URL(page.url()).searchParams.has('token')).toBe(false);

  refuse = false;
  await page.getByRole('button', { name: 'Try my link again' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'We say yes!' })).toBeVisible();
});

test('a guest signs out from the menu and is back on the sign-in page, signed out for real', async ({ page }) => {
  await signInWithLink(page);
  await page.goto('/faq');
  // The guest reads in Russian, and the site kept something else on the device: the sign-out's Clear-Site-Data
  // makes the browser forget what the site kept, but the sign-in page stays in the guest's language.
  await page.getByRole('button', { name: 'Language: English' }).click();
  await page.getByRole('button', { name: 'Русский' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
  await page.evaluate(() => localStorage.setItem('kept-by-the-site', 'yes'));
  await page.getByRole('button', { name: msg('ru', 'navigation.menu') }).click();
  await page.getByRole('button', { name: msg('ru', 'navigation.signOut') }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect((await page.request.get('/api/status')).status()).toBe(401);
  expect(await page.evaluate(() => localStorage.getItem('kept-by-the-site'))).toBeNull();
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
  await page.getByRole('button', { name: `${msg('ru', 'footer.language')}: Русский` }).click();
  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
  // The FAQ's address again: the guard sends the visitor to sign in.
  await page.goto('/faq');
  await expect(page).toHaveURL(/\/login$/);
});

test('signed out, the menu offers no sign-out', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Menu' }).click();
  await expect(page.getByRole('button', { name: 'Sign out' })).toHaveCount(0);
});
