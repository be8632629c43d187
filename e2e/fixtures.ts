/** Shared helpers of the browser tests: the guest list of a test site, written straight into its database. */
import { expect, type Locator, type Page } from '@playwright/test';
import { guestLink } from '../server/guests/guest-store';
import { openStores, type Stores } from '../server/stores';
import { SHARED_SITE, test, type TestSite } from './sites';
import type { Locale } from '#common/locales';

export { E2E_ADMIN_PASSWORD, E2E_PASSWORD } from '../playwright.config';

/** Opens the site's stores (the server's database, shared safely through WAL) for one piece of work. */
function withStores<T>(site: TestSite, work: (stores: Stores) => T): T {
  const stores = openStores(site.dataDir);
  try {
    return work(stores);
  } finally {
    stores.db.close();
  }
}

/** Adds a guest and returns the guest's id and link path. */
export function addGuest(name: string, language: Locale | null = null, site: TestSite = SHARED_SITE): { id: number; linkPath: string } {
  return withStores(site, ({ guests }) => {
    const { guest, token } = guests.add(name, language);
    const url = new URL(guestLink('http://localhost', token, language));
    return { id: guest.id, linkPath: url.pathname + url.search };
  });
}

export function revokeGuest(id: number, site: TestSite = SHARED_SITE): void {
  withStores(site, ({ guests }) => guests.revoke(id));
}

/** A name no other test uses, so that tests running side by side on one database do not see each other's guests. */
export function uniqueName(base: string): string {
  return `${base} ${Math.random().toString(36).slice(2, 8)}`;
}

/** Resolves once the browser has drawn `count` more frames: time for an animation to move, or for the app to render. */
export const framesDrawn = (page: Page, count: number) =>
  page.evaluate(
    (frames) => new Promise<void>((resolve) => {
      const next = (left: number) => (left === 0 ? resolve() : requestAnimationFrame(() => next(left - 1)));
      next(frames);
    }),
    count,
  );

/**
 * Resolves once the app has drawn what it shows and its main thread is idle: any request it makes in reaction to
 * what it rendered (a chunk, an API call) has been sent by then. For checks that something is NOT requested.
 */
export async function appSettled(page: Page): Promise<void> {
  await framesDrawn(page, 2);
  await page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve())));
}

/**
 * Opens the <details> in `scope` whose summary reads `summary`, and resolves once it is open. A screen draws what it
 * loads (the household counts, a panel above) while the test taps: a tap can land where the summary was a moment
 * before, and a second tap on an open summary would close it. So the tap is repeated only while it is still closed.
 */
export async function openDisclosure(scope: Page | Locator, summary: string): Promise<void> {
  const page = 'mouse' in scope ? scope : scope.page();
  const exactly = new RegExp(`^${summary.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
  const details = scope.locator('details', { has: page.locator(':scope > summary', { hasText: exactly }) });
  const isOpen = () => details.evaluate((element) => (element as HTMLDetailsElement).open);
  await expect(async () => {
    if (!(await isOpen())) await details.locator(':scope > summary').click({ timeout: 2_000 });
    expect(await isOpen()).toBe(true);
  }).toPass();
}

/**
 * Taps `opener` until the dialog it opens is shown, and returns the dialog. A tap can land where the button was a
 * moment before, while the screen draws what it loads above it (a panel's "Loading…" replaced by its content); the
 * tap is repeated only while no dialog is shown, so an open one is never tapped through.
 */
export async function openDialog(page: Page, opener: Locator): Promise<Locator> {
  const dialog = page.getByRole('dialog');
  await expect(async () => {
    if (!(await dialog.isVisible())) await opener.click({ timeout: 2_000 });
    await expect(dialog).toBeVisible({ timeout: 2_000 });
  }).toPass();
  return dialog;
}

export { expect, test };

/**
 * The dashboard's "Loading…" lines still shown: a screen is ready when none is left. Each is a paragraph of its own;
 * the word alone would also find a site text that holds it (the guests' pages say "Loading…" too, and the Texts
 * screen shows their words in its fields).
 */
export const loadingLines = (scope: Page | Locator): Locator => scope.locator('p').filter({ hasText: /^Loading…$/ });

/**
 * A form's or panel's own result, next to its button (the shared result component): not a status line inside it,
 * such as an event's time zone line or the invitation texts' "Loading…", which are statuses too.
 */
export const resultOf = (scope: Locator): Locator => scope.locator(':scope > [role="status"]');
