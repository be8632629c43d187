/**
 * The dashboard asks the server for the couple's session once per navigation: once on load, even when its guard
 * sends the couple elsewhere (the redirect carries the answer, web/src/admin/app/admin-guard.ts), and once again
 * at each later navigation, so a session that ended is still noticed at the next click.
 */
import type { Page } from '@playwright/test';
import { ADMIN_API } from '#common/admin-api';
import { signInAsCouple } from './sessions';
import { appSettled, expect, test } from './fixtures';

/** The session checks the page makes from now on, as a list that fills as they happen. */
function recordSessionChecks(page: Page): string[] {
  const checks: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === ADMIN_API.session) checks.push(request.method());
  });
  return checks;
}


test('signed out, /admin asks once and shows the sign-in', async ({ page }) => {
  const checks = recordSessionChecks(page);
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin\/sign-in$/);
  await expect(page.getByLabel('Password', { exact: true })).toBeVisible();
  await appSettled(page);
  expect(checks).toEqual(['GET']);
});

test('signed in, /admin asks once and shows the overview', async ({ page }) => {
  await signInAsCouple(page);
  const checks = recordSessionChecks(page);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
  await appSettled(page);
  expect(checks).toEqual(['GET']);
});

test('signed in, the sign-in address asks once and leads to the overview; each later navigation asks once', async ({ page }) => {
  await signInAsCouple(page);
  const checks = recordSessionChecks(page);
  await page.goto('/admin/sign-in');
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
  await appSettled(page);
  expect(checks).toEqual(['GET']);

  const sections = page.getByRole('navigation', { name: 'Dashboard sections' });
  await sections.getByRole('button', { name: 'More', exact: true }).click();
  await sections.getByRole('link', { name: 'Settings' }).click();
  await expect(page).toHaveURL(/\/admin\/settings$/);
  // The guard asks before the screen is drawn: once Settings shows, every check of this navigation was sent.
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  expect(checks).toEqual(['GET', 'GET']);
});
