/**
 * Shared helpers for the browser tests. Only the sign-in spec drives the sign-in form; the others get a session
 * directly through the API, as a browser would after signing in.
 */
import { expect, test as base, type Page } from '@playwright/test';
import { E2E_DATA_DIR, E2E_PASSWORD } from '../playwright.config';
import { guestLink } from '../server/guests/guest-store';
import { openStores, type Stores } from '../server/stores';
import type { Locale } from '#common/locales';

export { E2E_PASSWORD };

/** Adds a guest straight into the server's database (shared safely through WAL) and returns the guest's link path. */
function withStores<T>(work: (stores: Stores) => T): T {
  const stores = openStores(E2E_DATA_DIR);
  try {
    return work(stores);
  } finally {
    stores.db.close();
  }
}

export function addGuest(name: string, language: Locale | null = null): { id: number; linkPath: string } {
  return withStores(({ guests }) => {
    const { guest, token } = guests.add(name, language);
    const url = new URL(guestLink('http://localhost', token, language));
    return { id: guest.id, linkPath: url.pathname + url.search };
  });
}

export function revokeGuest(id: number): void {
  withStores(({ guests }) => guests.revoke(id));
}

/** Signs the page's browser context in with the shared password, without the form. */
export async function signIn(page: Page): Promise<void> {
  const response = await page.request.post(`/api/login?password=${encodeURIComponent(E2E_PASSWORD)}`);
  expect(response.status()).toBe(200);
}

export const test = base;
export { expect };
