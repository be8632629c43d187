/**
 * Pages loaded on demand (docs/decisions/0021-pages-loaded-on-demand.md): a first visit downloads exactly the
 * scripts of the build's first load (test-support/first-load-js.ts; their weight is held by
 * e2e/first-load-budget.spec.ts), no chunk of a page it cannot show; a page's chunk is fetched once its guard has
 * let the guest in, the page shown staying until it is there; and a chunk that cannot be fetched fails the
 * navigation as a failed status check does.
 */
import type { Page } from '@playwright/test';
import { WEB_BUILD_DIR } from '../server/paths';
import { guestScripts } from '../test-support/first-load-js';
import { appSettled, expect, framesDrawn, test } from './fixtures';
import { signInWithLink } from './sessions';

const { firstLoad, onDemand } = guestScripts(WEB_BUILD_DIR);
const FIRST_LOAD = firstLoad.map((script) => script.path).sort();
const isOnDemandChunk = (url: URL) => onDemand.includes(url.pathname);

/** The path of every script the page requests from now on, as a list that fills as they happen. */
function recordScripts(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  return scripts;
}

const distinct = (paths: string[]) => [...new Set(paths)].sort();

async function openFaqFromMenu(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: 'FAQ' }).click();
}

async function onHomeSignedIn(page: Page): Promise<void> {
  await signInWithLink(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'We say yes!' })).toBeVisible();
}

test('the build has a page loaded on demand for these tests to watch', () => {
  expect(onDemand.length).toBeGreaterThan(0);
});

test('/login, signed out, loads exactly the first-load scripts; the FAQ’s chunk comes only once signed in and asked for', async ({ page }) => {
  const scripts = recordScripts(page);
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
  await appSettled(page);
  expect(distinct(scripts)).toEqual(FIRST_LOAD);

  await signInWithLink(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'We say yes!' })).toBeVisible();
  expect(scripts.filter((path) => onDemand.includes(path))).toEqual([]);

  await openFaqFromMenu(page);
  await expect(page.getByRole('heading', { name: 'FAQ' })).toBeVisible();
  expect(scripts.filter((path) => onDemand.includes(path))).toHaveLength(1);
});

test('/, signed in, loads exactly the first-load scripts too', async ({ page }) => {
  await signInWithLink(page);
  const scripts = recordScripts(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'We say yes!' })).toBeVisible();
  await appSettled(page);
  expect(distinct(scripts)).toEqual(FIRST_LOAD);
});

test('while a page’s chunk is on its way, the page shown stays, with no fallback in its place', async ({ page }) => {
  await onHomeSignedIn(page);
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(isOnDemandChunk, async (route) => {
    await released;
    await route.continue();
  });
  const chunkAsked = page.waitForRequest((request) => isOnDemandChunk(new URL(request.url())));
  await openFaqFromMenu(page);
  await chunkAsked;
  // Time for the app to render whatever it shows while it waits (it must keep the page).
  await framesDrawn(page, 10);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'We say yes!' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'FAQ' })).toHaveCount(0);
  await expect(page.getByRole('alert')).toHaveCount(0);

  release();
  await expect(page.getByRole('heading', { name: 'FAQ' })).toBeVisible();
  await expect(page).toHaveURL(/\/faq$/);
  await expect(page.getByRole('heading', { name: 'We say yes!' })).toHaveCount(0);
});

test('a chunk that cannot be fetched fails the navigation: the page shown stays and says so, and a new try opens it', async ({ page }) => {
  await onHomeSignedIn(page);
  await page.route(isOnDemandChunk, (route) => route.abort('connectionrefused'));
  await openFaqFromMenu(page);
  await expect(page.getByRole('alert')).toHaveText('The page could not be opened. Please check your connection and try again.');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'We say yes!' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'FAQ' })).toHaveCount(0);

  // The connection is back: the page opens as a new document, where the chunk is fetched afresh even in a browser
  // that keeps a failed import for the document's life (Debian's Chromium 150 does: create-router.ts).
  await page.unroute(isOnDemandChunk);
  const chunkAsked = page.waitForRequest((request) => isOnDemandChunk(new URL(request.url())));
  const newDocument = page.waitForEvent('domcontentloaded');
  await openFaqFromMenu(page);
  await Promise.all([chunkAsked, newDocument]);
  await expect(page.getByRole('heading', { name: 'FAQ' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await page.goBack();
  await expect(page.getByRole('heading', { name: 'We say yes!' })).toBeVisible();
});
