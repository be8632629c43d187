/** Helpers of the dashboard's browser tests: the couple signs in through the API, as the browser would. */
import { expect, type Page } from '@playwright/test';
import { E2E_ADMIN_PASSWORD } from '../playwright.config';

export { E2E_ADMIN_PASSWORD };

/** Signs the page's context in as the couple, without the form (only the sign-in spec drives the form). */
export async function signInAsCouple(page: Page): Promise<void> {
  const response = await page.request.post('/api/admin/login', { data: { password: E2E_ADMIN_PASSWORD } });
  expect(response.status()).toBe(200);
}

/** A name no other test uses, so that tests running side by side on one database do not see each other's guests. */
export function uniqueName(base: string): string {
  return `${base} ${Math.random().toString(36).slice(2, 8)}`;
}
