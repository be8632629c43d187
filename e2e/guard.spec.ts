/**
 * The route guard that runs before every navigation (docs/product.md, who may see what): who may see which page,
 * where unknown paths lead, token sign-in from /login, and a session that ends between two clicks.
 */
import type { Page } from '@playwright/test';
import { addGuest, expect, revokeGuest, test } from './fixtures';
import { signInWithLink } from './sessions';

const HOME = /\/$/;
const LOGIN = /\/login$/;
const FAQ = /\/faq$/;

/** The /api/status requests the page makes from now on, as a list that fills as they happen. */
function recordStatusChecks(page: Page): string[] {
  const checks: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/status') checks.push(request.url());
  });
  return checks;
}

test.describe('signed out', () => {
  // Each address only read as it loads, so they share a context (docs/testing.md: checks that only read a page).
  test('every address but the sign-in page leads to it, and the sign-in page stays open', async ({ page }) => {
    await test.step('the home page', async () => {
      await page.goto('/');
      await expect(page).toHaveURL(LOGIN);
      await expect(page.getByPlaceholder('Password')).toBeVisible();
      await expect(page.getByRole('heading', { name: 'We say yes!' })).toHaveCount(0);
    });
    for (const address of ['/faq', '/no/such/page?x=1', '/login']) {
      await test.step(address, async () => {
        await page.goto(address);
        await expect(page).toHaveURL(LOGIN);
        await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
      });
    }
  });

  test('the first navigation takes the answer the page carries: no status request, nothing logged', async ({ page }) => {
    const checks = recordStatusChecks(page);
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.goto('/');
    await expect(page).toHaveURL(LOGIN);
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
    // The redirect to /login is a navigation of its own, and it asks the server.
    expect(checks).toHaveLength(1);
    checks.length = 0;
    errors.length = 0;
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
    expect(checks).toEqual([]);
    // Chromium logs every 401 in the console; a signed-out visit to /login no longer causes one.
    expect(errors).toEqual([]);
  });
});

test.describe('a status check that does not answer 200', () => {
  // The page's answer covers the first navigation; these checks are the ones made by the navigations after it.
  test.beforeEach(async ({ page }) => {
    await signInWithLink(page);
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'We say yes!' })).toBeVisible();
  });

  test('a status check that fails counts as signed out', async ({ page }) => {
    // The session is valid, but the check cannot get through: the guard must not let the visitor in.
    await page.route('**/api/status', (route) => route.abort('connectionrefused'));
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('link', { name: 'FAQ' }).click();
    await expect(page).toHaveURL(LOGIN);
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
  });

  test('a status check answering anything but 200 counts as signed out', async ({ page }) => {
    await page.route('**/api/status', (route) => route.fulfill({ status: 204, body: '' }));
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('link', { name: 'FAQ' }).click();
    await expect(page).toHaveURL(LOGIN);
  });
});

test.describe('signed in', () => {
  test.beforeEach(async ({ page }) => {
    await signInWithLink(page);
  });

  // Each address only read as it loads, so they share a context (docs/testing.md: checks that only read a page).
  test('the sign-in page and unknown addresses lead home, and the home page and the FAQ open', async ({ page }) => {
    await test.step('the first navigation takes the page’s answer, without a status request', async () => {
      const checks = recordStatusChecks(page);
      await page.goto('/');
      await expect(page.getByRole('heading', { name: 'We say yes!' })).toBeVisible();
      expect(checks).toEqual([]);
    });
    for (const address of ['/login', '/nothing-here']) {
      await test.step(`${address} leads to the home page`, async () => {
        await page.goto(address);
        await expect(page).toHaveURL(HOME);
        await expect(page.getByRole('heading', { name: 'We say yes!' })).toBeVisible();
      });
    }
    await test.step('the FAQ opens, and then the home page', async () => {
      await page.goto('/faq');
      await expect(page).toHaveURL(FAQ);
      await expect(page.getByRole('heading', { name: 'FAQ' })).toBeVisible();
      await page.goto('/');
      await expect(page).toHaveURL(HOME);
      await expect(page.getByRole('heading', { name: 'We say yes!' })).toBeVisible();
    });
  });

  test('a session that ended is noticed at the next click', async ({ page, context }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'We say yes!' })).toBeVisible();

    await context.clearCookies();
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('link', { name: 'FAQ' }).click();

    await expect(page).toHaveURL(LOGIN);
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
    await expect(page.getByText('Questions and answers about the day')).toHaveCount(0);
  });

  test('the status is checked again on every navigation inside the app', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'We say yes!' })).toBeVisible();
    const checks = recordStatusChecks(page);

    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('link', { name: 'FAQ' }).click();
    await expect(page).toHaveURL(FAQ);
    await expect.poll(() => checks.length).toBe(1);

    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('link', { name: 'Home' }).click();
    await expect(page).toHaveURL(HOME);
    await expect.poll(() => checks.length).toBe(2);
  });
});

test.describe('guest link with a token', () => {
  test('signs the guest in, lands on the home page and drops the token from the address bar', async ({ page }) => {
    const { linkPath } = addGuest('Ana Link');
    expect(linkPath).toContain('token=');
    await page.goto(linkPath);
    await expect(page).toHaveURL(HOME);
    expect(page.url()).not.toContain('token');
    await expect(page.getByRole('heading', { name: 'We say yes!' })).toBeVisible();
    // The session is real: a reload stays on the home page.
    await page.reload();
    await expect(page.getByRole('heading', { name: 'We say yes!' })).toBeVisible();
  });

  test('a revoked guest, and a made-up token, stay silently on the sign-in page, without the token', async ({ page }) => {
    await test.step('a revoked guest', async () => {
      const { id, linkPath } = addGuest('Bob Revoked');
      revokeGuest(id);
      await page.goto(linkPath);
      await expect(page).toHaveURL(LOGIN);
      expect(page.url()).not.toContain('token');
      await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
      await expect(page.getByRole('alert')).toHaveText('');
      // Still signed out.
      await page.goto('/');
      await expect(page).toHaveURL(LOGIN);
    });
    await test.step('a made-up token', async () => {
      await page.goto('/login?token=not-a-real-token');
      await expect(page).toHaveURL(LOGIN);
      await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
      await expect(page.getByRole('alert')).toHaveText('');
    });
  });

  test('a token sign-in that cannot reach the server stays silently on the sign-in page', async ({ page }) => {
    const { linkPath } = addGuest('Cora Offline');
    await page.route('**/api/login*', (route) => route.abort('connectionrefused'));
    await page.goto(linkPath);
    await expect(page).toHaveURL(LOGIN);
    expect(page.url()).not.toContain('token');
    await expect(page.getByRole('alert')).toHaveText('');
  });

  test('a signed-in guest opening a link is sent home without a new sign-in', async ({ page }) => {
    const { linkPath } = addGuest('Dan Twice');
    await signInWithLink(page);
    let tokenSignIns = 0;
    page.on('request', (request) => {
      if (request.url().includes('/api/login')) tokenSignIns++;
    });
    await page.goto(linkPath);
    await expect(page).toHaveURL(HOME);
    await expect(page.getByRole('heading', { name: 'We say yes!' })).toBeVisible();
    expect(tokenSignIns).toBe(0);
  });
});
