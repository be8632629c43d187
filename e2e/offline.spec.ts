/**
 * The wedding day without a signal (issue 29, docs/decisions/0037-the-wedding-day-works-offline.md): a signed-in
 * guest who opened the schedule keeps it, the venue (with the link that opens the phone's maps app), the home page,
 * the FAQ and the home screen's start address offline, each with a notice of when it was saved, in the guest's
 * language; nothing is kept before sign-in, and signing out or a revoked link forgets it all; a new release is what
 * the guest sees at the next online visit.
 *
 * The invitation phase and a release changes what every guest of a site sees, so this file runs on a server of its
 * own, started from a copy of the build (a release is that copy changed, the server started again on the same
 * address and data).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { devices, expect as baseExpect, type Browser, type BrowserContext, type Page } from '@playwright/test';
import type { EventInput } from '#common/invitation-api';
import { LOCALES, type Locale } from '#common/locales';
import { WEB_MANIFEST_PATH } from '#common/offline';
import { DIST_DIR, REPO_ROOT } from '../server/paths';
import { addGuest } from './fixtures';
import { signInAsCouple, signInWithPassword } from './sessions';
import { type OwnServer, startOwnServer, test } from './sites';

test.describe.configure({ mode: 'serial', timeout: 90_000 });
const expect = baseExpect.configure({ timeout: 15_000 });

const EVENT_NAME = 'Dinner and party';
const PLACE = 'Palatul Mogoșoaia';
const ADDRESS = 'Str. Valea Parcului 1';
const COUPLES_MAP = 'https://www.openstreetmap.org/?mlat=44.53&mlon=26.00';
/** The address as the maps apps search for it, on one line. */
const ADDRESS_QUERY = encodeURIComponent(`${ADDRESS} Mogoșoaia`);
const inAll = (text: string): Record<Locale, string> => Object.fromEntries(LOCALES.map((l) => [l, text])) as Record<Locale, string>;
const DINNER: EventInput = {
  title: inAll(EVENT_NAME),
  description: inAll(''),
  dressCode: inAll(''),
  notes: inAll(''),
  startsAt: '2027-06-12T19:00',
  endsAt: '2027-06-12T23:00',
  timeZone: 'Europe/Bucharest',
  place: PLACE,
  address: `${ADDRESS}\nMogoșoaia`,
  mapUrl: COUPLES_MAP,
  audience: 'everyone',
};

/** A copy of the build a server runs from, so that a test can turn it into the next release. */
let release = '';
let server: OwnServer;
let site: { PORT: string; DATA_DIR: string };

function copyOfTheBuild(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'std-e2e-offline-release-'));
  fs.copyFileSync(path.join(REPO_ROOT, 'package.json'), path.join(root, 'package.json'));
  fs.symlinkSync(path.join(REPO_ROOT, 'node_modules'), path.join(root, 'node_modules'));
  fs.symlinkSync(path.join(REPO_ROOT, 'content'), path.join(root, 'content'));
  fs.cpSync(DIST_DIR, path.join(root, 'dist'), { recursive: true });
  return root;
}
const releaseEntry = () => path.join(release, 'dist', 'server', 'main.js');

test.beforeAll(async ({ browser }) => {
  release = copyOfTheBuild();
  const dataDir = path.join(release, 'data');
  server = await startOwnServer('offline', { DATA_DIR: dataDir }, releaseEntry());
  site = { PORT: new URL(server.origin).port, DATA_DIR: dataDir };

  const couple = await (await browser.newContext({ baseURL: server.origin })).newPage();
  await signInAsCouple(couple, server);
  const event = await couple.request.post('/api/admin/events', { data: DINNER });
  expect(event.status(), await event.text()).toBe(201);
  const section = await couple.request.post('/api/admin/info-sections?page=venue', {
    data: { heading: inAll('Getting in'), body: inAll('The gate on Str. Valea Parcului opens at 18:00.') },
  });
  expect(section.status(), await section.text()).toBe(201);
  const phase = await couple.request.put('/api/admin/invitation/phase', { data: { phase: 'invitation' } });
  expect(phase.status(), await phase.text()).toBe(200);
  await couple.context().close();
});
test.afterAll(async () => {
  await server?.stop();
  if (release) fs.rmSync(release, { recursive: true, force: true });
});

const { defaultBrowserType: _browserType, ...PHONE } = devices['Pixel 7'];
const phone = (browser: Browser): Promise<BrowserContext> =>
  browser.newContext({ ...PHONE, baseURL: server.origin, locale: 'en-US', timezoneId: 'Europe/Bucharest' });
// An iPhone's screen and user agent, in Chromium (the suite's one browser): the site reads the user agent alone.
const { defaultBrowserType: _iPhoneBrowser, ...IPHONE } = devices['iPhone 14'];

/** Every answer in this origin's Cache Storage, as the address and the text it holds. */
function cacheStorage(page: Page): Promise<{ url: string; text: string }[]> {
  return page.evaluate(async () => {
    const found: { url: string; text: string }[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) {
        found.push({ url: new URL(request.url).pathname, text: (await (await cache.match(request))?.text()) ?? '' });
      }
    }
    return found;
  });
}
/** The notice a page drawn from the saved copy shows (above every page, in the layout). */
const savedCopyNotice = (page: Page) => page.locator('.saved-copy-notice');
const workers = (page: Page) => page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length);
const privateCopies = async (page: Page) => (await cacheStorage(page)).filter(({ text }) => text.includes(EVENT_NAME)).map(({ url }) => url);

/** Opens the schedule signed in, and waits until the worker has saved it, the venue and the home page. */
async function openScheduleOnce(page: Page): Promise<void> {
  await page.goto('/schedule');
  await expect(page.getByRole('heading', { name: EVENT_NAME })).toBeVisible();
  await expect.poll(async () => (await cacheStorage(page)).map(({ url }) => url)).toEqual(
    expect.arrayContaining(['/', '/faq', '/venue', '/api/invitation', '/api/status', '/api/content', '/api/site']),
  );
  // Online, every answer is the server's: no page says it is a saved copy.
  await expect(savedCopyNotice(page)).toHaveCount(0);
}

test('before sign-in nothing is kept: no worker, and no private text in Cache Storage', async ({ browser }) => {
  const page = await (await phone(browser)).newPage();
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
  expect(await workers(page)).toBe(0);
  expect(await privateCopies(page)).toEqual([]);
  expect(await cacheStorage(page)).toEqual([]);
  await page.context().close();
});

test('a guest who opened the schedule reads it, the venue and the start address offline, then signing out forgets them', async ({ browser }) => {
  const context = await phone(browser);
  const page = await context.newPage();
  await signInWithPassword(page, server);
  const manifest = (await (await page.request.get(WEB_MANIFEST_PATH)).json()) as { start_url: string };
  await openScheduleOnce(page);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { name: EVENT_NAME })).toBeVisible();
  await expect(page.getByText(ADDRESS, { exact: false }).first()).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'No connection: you are seeing the version saved on' })).toBeVisible();
  await page.goto('/venue');
  await expect(page.getByText('The gate on Str. Valea Parcului opens at 18:00.')).toBeVisible();
  // On Android the place opens in the maps app the guest chose, which needs no signal; the couple's web map stays.
  await expect(page.getByRole('heading', { level: 2, name: PLACE })).toBeVisible();
  await expect(page.getByRole('link', { name: `Open in your maps app (${PLACE})` })).toHaveAttribute('href', `geo:0,0?q=${ADDRESS_QUERY}`);
  await expect(page.getByRole('link', { name: `Map (${PLACE})` })).toHaveAttribute('href', COUPLES_MAP);
  await expect(savedCopyNotice(page)).toContainText('No connection: you are seeing the version saved on');
  await page.goto(manifest.start_url);
  await expect(page.getByRole('heading', { name: EVENT_NAME })).toBeVisible();
  await expect(page.getByRole('link', { name: `Open in your maps app (${EVENT_NAME})` })).toHaveAttribute('href', `geo:0,0?q=${ADDRESS_QUERY}`);
  // The home page and the FAQ were kept too, and say so.
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'You’re invited' })).toBeVisible();
  await expect(savedCopyNotice(page)).toContainText('No connection: you are seeing the version saved on');
  await page.goto('/faq');
  await expect(page.getByRole('heading', { level: 1, name: 'FAQ' })).toBeVisible();
  await expect(savedCopyNotice(page)).toContainText('No connection: you are seeing the version saved on');

  await context.setOffline(false);
  await page.goto('/faq');
  await expect(page.getByRole('heading', { level: 1, name: 'FAQ' })).toBeVisible();
  await expect(savedCopyNotice(page)).toHaveCount(0);
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
  await expect.poll(() => cacheStorage(page)).toEqual([]);
  await expect.poll(() => workers(page)).toBe(0);

  await context.setOffline(true);
  await expect(page.goto('/schedule')).rejects.toThrow(/ERR_INTERNET_DISCONNECTED/);
  await context.close();
});

test('a Romanian guest on an iPhone reads the party’s time offline and opens its address in Apple Maps', async ({ browser }) => {
  const context = await browser.newContext({ ...IPHONE, baseURL: server.origin, locale: 'ro-RO', timezoneId: 'Europe/Bucharest' });
  const page = await context.newPage();
  const guest = addGuest('Familia Popescu', null, server);
  const token = new URL(guest.linkPath, 'http://localhost').searchParams.get('token') ?? '';
  expect((await page.request.post(`/api/login?token=${encodeURIComponent(token)}`)).status()).toBe(200);
  await page.goto('/venue');
  const appleMaps = page.getByRole('link', { name: `Deschideți în aplicația de hărți (${PLACE})` });
  await expect(appleMaps).toHaveAttribute('href', `https://maps.apple.com/?q=${ADDRESS_QUERY}`);
  await expect(savedCopyNotice(page)).toHaveCount(0);
  await openScheduleOnce(page);
  await expect(page.getByText(/^19:00\s?–\s?23:00 ora locală/)).toBeVisible();

  // Airplane mode at the church.
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Program' })).toBeVisible();
  await expect(page.getByText(/^19:00\s?–\s?23:00 ora locală/)).toBeVisible();
  await expect(savedCopyNotice(page)).toContainText('Fără conexiune: vedeți versiunea salvată la');
  await page.goto('/venue');
  await expect(page.getByRole('heading', { level: 1, name: 'Locația' })).toBeVisible();
  await expect(appleMaps).toHaveAttribute('href', `https://maps.apple.com/?q=${ADDRESS_QUERY}`);
  await expect(page.getByRole('link', { name: `Hartă (${PLACE})` })).toHaveAttribute('href', COUPLES_MAP);
  await expect(savedCopyNotice(page)).toContainText('Fără conexiune: vedeți versiunea salvată la');
  await context.close();
});

test('a guest who signs out without a signal sees nothing private meanwhile, and the session ends at the next contact', async ({ browser }) => {
  const context = await phone(browser);
  const page = await context.newPage();
  await signInWithPassword(page, server);
  await openScheduleOnce(page);

  await context.setOffline(true);
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
  // The device forgot its copies, though the server could not be told: nothing private opens offline.
  await expect.poll(() => cacheStorage(page)).toEqual([]);
  await expect.poll(() => workers(page)).toBe(0);
  await expect(page.goto('/schedule')).rejects.toThrow(/ERR_INTERNET_DISCONNECTED/);
  // The session itself still lives on the server (the request does not go through the phone's network).
  expect((await page.request.get('/api/status')).status()).toBe(200);

  // Back online, the first page the phone opens is the server's signed-in page: the app ends the session first.
  await context.setOffline(false);
  await page.goto('/schedule');
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
  await expect(page.getByRole('heading', { name: EVENT_NAME })).toHaveCount(0);
  await expect.poll(async () => (await page.request.get('/api/status')).status()).toBe(401);
  expect(await page.evaluate(() => localStorage.getItem('sign-out-pending'))).toBeNull();
  await context.close();
});

test('a revoked link: the next online visit forgets everything kept', async ({ browser }) => {
  const context = await phone(browser);
  const page = await context.newPage();
  const guest = addGuest('Offline guest, revoked', null, server);
  const token = new URL(guest.linkPath, 'http://localhost').searchParams.get('token') ?? '';
  expect((await page.request.post(`/api/login?token=${encodeURIComponent(token)}`)).status()).toBe(200);
  await openScheduleOnce(page);

  // Revoked by the couple, through the server: its session store forgets the guest's sessions at once.
  const couple = await (await browser.newContext({ baseURL: server.origin })).newPage();
  await signInAsCouple(couple, server);
  const revoked = await couple.request.post(`/api/admin/guests/${guest.id}/revoke`);
  expect(revoked.status(), await revoked.text()).toBe(200);
  await couple.context().close();
  await page.goto('/schedule');
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
  await expect.poll(() => cacheStorage(page)).toEqual([]);
  await expect.poll(() => workers(page)).toBe(0);
  await context.close();
});

test('a new release is what the guest sees at the next online visit, and then offline', async ({ browser }) => {
  const context = await phone(browser);
  const page = await context.newPage();
  await signInWithPassword(page, server);
  await openScheduleOnce(page);

  // The next release: another page and another worker, served from the same address to the same data.
  await server.stop();
  const webRoot = path.join(release, 'dist', 'web');
  const index = path.join(webRoot, 'index.html');
  fs.writeFileSync(index, fs.readFileSync(index, 'utf8').replace('</head>', '<meta name="release" content="next"></head>'));
  fs.appendFileSync(path.join(webRoot, 'sw.js'), '\n// the next release\n');
  server = await startOwnServer('offline', site, releaseEntry());

  await page.goto('/schedule');
  await expect(page.locator('meta[name="release"]')).toHaveAttribute('content', 'next');
  await expect(page.getByRole('heading', { name: EVENT_NAME })).toBeVisible();
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { name: EVENT_NAME })).toBeVisible();
  await expect(page.locator('meta[name="release"]')).toHaveAttribute('content', 'next');
  await context.close();
});
