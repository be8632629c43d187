/**
 * The first load's budget (test-support/first-load-budget.ts, docs/decisions/0057): what the browser transfers for
 * /login signed out and / signed in, files and bytes, until the app has drawn its page and gone idle. Growth fails
 * here, whatever its cause: a chunk split off the app, a page pulled into the first load, a heavier photo or font,
 * a file named in the page's head.
 */
import type { Page } from '@playwright/test';
import { FIRST_LOAD_BUDGET, recordTransfers, type PageBudget, type Transfer } from '../test-support/first-load-budget';
import { appSettled, expect, test } from './fixtures';
import { signInWithLink } from './sessions';

const APP_SCRIPT = /^\/assets\/main-[^/]+\.js$/;

// A first load has no service worker yet: the one the sign-in's page may register once idle would answer the measured
// load instead of the server (and Playwright cannot read the sizes of what it serves), so none is let in here.
test.use({ serviceWorkers: 'block' });

const total = (transfers: Transfer[]) => ({ files: transfers.length, bytes: transfers.reduce((sum, t) => sum + t.bytes, 0) });
const listing = (transfers: Transfer[]) => transfers.map((t) => `${t.kind} ${t.path} ${t.bytes}`).join('\n');

async function firstLoad(page: Page, path: '/login' | '/', shown: () => Promise<void>): Promise<Transfer[]> {
  const recorder = recordTransfers(page);
  await page.goto(path);
  await shown();
  await appSettled(page);
  return recorder.transfers();
}

function expectWithinBudget(path: '/login' | '/', transfers: Transfer[], budget: PageBudget): void {
  const scripts = transfers.filter((t) => t.kind === 'script');
  // The figures, for whoever changes the first load (docs/performance.md) and the budget's comment.
  console.log(`${path}: scripts ${total(scripts).files} files, ${total(scripts).bytes} bytes; all ${total(transfers).files} files, ${total(transfers).bytes} bytes`);
  expect(total(scripts).files, listing(scripts)).toBeLessThanOrEqual(budget.scripts.files);
  expect(total(scripts).bytes, listing(scripts)).toBeLessThanOrEqual(budget.scripts.bytes);
  expect(total(transfers).files, listing(transfers)).toBeLessThanOrEqual(budget.all.files);
  expect(total(transfers).bytes, listing(transfers)).toBeLessThanOrEqual(budget.all.bytes);
  // Counted at all: the app itself came (React alone is over 50 kB compressed).
  expect(total(scripts).bytes, listing(scripts)).toBeGreaterThan(50_000);
}

/**
 * Until the app's script is asked for, the page, the first photo and the fonts of its first frame are all that
 * travel: no script (the page's own is inside it), and no manifest, icon or worker in their way.
 */
function expectOnlyTheFirstFrameBeforeTheApp(requested: Array<{ path: string; kind: string }>): void {
  const app = requested.findIndex((r) => APP_SCRIPT.test(r.path));
  expect(app, 'the app script was requested').toBeGreaterThan(0);
  const before = requested.slice(0, app).filter((r) => !['document', 'image', 'font'].includes(r.kind));
  expect(before).toEqual([]);
}

function recordRequests(page: Page): Array<{ path: string; kind: string }> {
  const requested: Array<{ path: string; kind: string }> = [];
  page.on('request', (request) => requested.push({ path: new URL(request.url()).pathname, kind: request.resourceType() }));
  return requested;
}

test('/login, signed out, transfers no more files and bytes than its budget, and nothing but its first frame before the app', async ({ page }) => {
  const requested = recordRequests(page);
  const transfers = await firstLoad(page, '/login', () => expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible());
  expectWithinBudget('/login', transfers, FIRST_LOAD_BUDGET['/login']);
  expectOnlyTheFirstFrameBeforeTheApp(requested);
});

test('/, signed in, transfers no more files and bytes than its budget, and nothing but its first frame before the app', async ({ page }) => {
  await signInWithLink(page);
  const requested = recordRequests(page);
  const transfers = await firstLoad(page, '/', () => expect(page.getByRole('heading', { name: 'We say yes!' })).toBeVisible());
  expectWithinBudget('/', transfers, FIRST_LOAD_BUDGET['/']);
  expectOnlyTheFirstFrameBeforeTheApp(requested);
});

test('the page names no file for the browser to fetch in its head: the favicon is inside it, the manifest comes with the app', async ({ page }) => {
  const served = await (await page.request.get('/login')).text();
  const head = served.slice(0, served.indexOf('</head>'));
  const fetched = [...head.matchAll(/<link\b[^>]*\brel="([^"]+)"[^>]*\bhref="([^"]+)"/g)]
    .map(([, rel, href]) => `${rel} ${href}`)
    .filter((link) => !/ data:/.test(link));
  // The first photo's preload is the one file the head names (the page's script is inside it); the home-screen
  // icon for iOS is fetched by iOS when a guest adds the site, not by the page.
  expect(fetched.filter((link) => !/^(preload \/photos\/|apple-touch-icon )/.test(link))).toEqual([]);
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
  // The app names the manifest once it has drawn its page: adding the site to the home screen still finds it.
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
});
