/**
 * The invitation as guests read it (issue 19): before the couple switches the site, nothing of it shows and its
 * addresses lead home; after the switch, the schedule with the venue's times (and the guest's own, on a phone in
 * New York), the couple's pages, the calendar links, in the menu and linked from the home page. Its code comes on
 * demand: /login never loads it.
 *
 * The switch changes what every guest of a site sees, so this file starts a server and a DATA_DIR of its own
 * (as e2e/https-proxy.spec.ts does) and runs its tests in order: the Save the Date first, then the invitation.
 */
import { devices, expect, type Browser, type BrowserContext, type Page } from '@playwright/test';
import type { AdminEvent, EventInput } from '#common/invitation-api';
import { LOCALES, type Locale } from '#common/locales';
import { WEB_BUILD_DIR } from '../server/paths';
import { guestScripts } from '../test-support/first-load-js';
import { appSettled } from './fixtures';
import { signInAsCouple, signInWithPassword } from './sessions';
import { type OwnServer, startOwnServer, test } from './sites';
import { expectAxeClean } from './axe';

// Each test opens a few pages on phones of its own, each a first visit (the app waits up to 2.5 s for the first
// photo): a busy machine overran shorter limits than the run's own (60 s a test, 20 s a wait), kept here.
test.describe.configure({ mode: 'serial', timeout: 60_000 });

let server: OwnServer;
let origin = '';
test.beforeAll(async () => {
  test.setTimeout(60_000);
  server = await startOwnServer('invitation');
  origin = server.origin;
});
test.afterAll(async () => server?.stop());

const { defaultBrowserType: _browserType, ...PHONE } = devices['Pixel 7'];

/** A phone of its own, in a time zone, on this file's server. */
async function phone(browser: Browser, timezoneId = 'Europe/Bucharest'): Promise<BrowserContext> {
  return browser.newContext({ ...PHONE, baseURL: origin, locale: 'en-US', timezoneId });
}

/** A guest signed in with the shared password, on a phone in `timezoneId`. */
async function passwordGuest(browser: Browser, timezoneId?: string): Promise<Page> {
  const page = await (await phone(browser, timezoneId)).newPage();
  await signInWithPassword(page, server);
  return page;
}

/** The couple, signed in through the API on a context of their own. */
async function couple(browser: Browser): Promise<Page> {
  const page = await (await phone(browser)).newPage();
  await signInAsCouple(page, server);
  return page;
}

const inAll = (text: string): Record<Locale, string> => Object.fromEntries(LOCALES.map((l) => [l, text])) as Record<Locale, string>;
const empty = inAll('');

/** The dinner: 12 June 2027, 19:00 to 23:00 in Bucharest (UTC+3), which is 12:00 to 16:00 in New York. */
const DINNER: EventInput = {
  title: { ...inAll('Dinner and party'), ro: 'Cina și petrecerea' },
  description: { ...empty, en: 'Dinner in the great hall.\n\nThen we dance.', ro: 'Cina în sala mare.' },
  dressCode: { ...empty, en: 'Black tie optional' },
  notes: empty,
  startsAt: '2027-06-12T19:00',
  endsAt: '2027-06-12T23:00',
  timeZone: 'Europe/Bucharest',
  place: 'Palatul Mogoșoaia',
  address: 'Str. Valea Parcului 1\nMogoșoaia',
  mapUrl: '',
  audience: 'everyone',
};

/** The menu's entries, in order, as a signed-in guest sees them once the menu is open. */
async function menuEntries(page: Page): Promise<string[]> {
  await page.getByRole('button', { name: 'Menu' }).click();
  const entries = await page.getByRole('navigation', { name: 'Menu' }).getByRole('listitem').allInnerTexts();
  await page.getByRole('button', { name: 'Menu' }).click();
  return entries.map((entry) => entry.trim());
}

/** The paths of the invitation's chunk (and any other chunk loaded on demand but the FAQ's). */
const INVITATION_CHUNKS = guestScripts(WEB_BUILD_DIR).onDemand.filter((script) => script.includes('invitation'));

function recordRequests(page: Page): string[] {
  const paths: string[] = [];
  page.on('request', (request) => paths.push(new URL(request.url()).pathname));
  return paths;
}

const HOME_LINK = 'The invitation: the schedule and all the details';

test('the build has the invitation’s chunk, apart from the first load', () => {
  expect(INVITATION_CHUNKS.length).toBeGreaterThan(0);
  const firstLoad = guestScripts(WEB_BUILD_DIR).firstLoad.map((script) => script.path);
  expect(firstLoad.filter((script) => script.includes('invitation'))).toEqual([]);
});

test('before the switch the site is the Save the Date: no invitation in the menu or on the home page, and its pages lead home', async ({ browser }) => {
  const page = await passwordGuest(browser);
  const requests = recordRequests(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'We say yes!' })).toBeVisible();
  expect(await menuEntries(page)).toEqual(['Home', 'FAQ', 'Sign out']);
  await expect(page.getByRole('link', { name: HOME_LINK })).toHaveCount(0);

  for (const address of ['/schedule', '/venue', '/stay', '/travel']) {
    await page.goto(address);
    await expect(page, address).toHaveURL(`${origin}/`);
    await expect(page.getByRole('heading', { name: 'We say yes!' })).toBeVisible();
  }
  await appSettled(page);
  expect(requests.filter((p) => p === '/api/invitation' || INVITATION_CHUNKS.includes(p))).toEqual([]);
  await page.context().close();
});

test('signed out, the invitation’s pages lead to the sign-in page', async ({ browser }) => {
  const page = await (await phone(browser)).newPage();
  for (const address of ['/schedule', '/venue']) {
    await page.goto(address);
    await expect(page).toHaveURL(`${origin}/login`);
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
  }
  await page.context().close();
});

let dinner: AdminEvent;

test('the couple adds an event and a Venue section, then switches the site to the invitation', async ({ browser }) => {
  const page = await couple(browser);
  const response = await page.request.post('/api/admin/events', { data: DINNER });
  expect(response.status(), await response.text()).toBe(201);
  dinner = (await response.json()) as AdminEvent;
  const section = await page.request.post('/api/admin/info-sections?page=venue', {
    data: {
      heading: { ...inAll('Parking'), ro: 'Parcare' },
      body: { ...inAll('Park behind the palace.\nThe gate opens at 18:00.\n\nMore at https://palace.example/parking.'), ro: 'Parcați în spatele palatului.' },
    },
  });
  expect(section.status(), await section.text()).toBe(201);
  const phase = await page.request.put('/api/admin/invitation/phase', { data: { phase: 'invitation' } });
  expect(phase.status(), await phase.text()).toBe(200);
  await page.context().close();
});

test('a guest in Bucharest: the home page links to the schedule, which shows the event at the venue’s time only', async ({ browser }) => {
  const page = await passwordGuest(browser, 'Europe/Bucharest');
  await page.goto('/');
  await page.getByRole('link', { name: HOME_LINK }).click();
  await expect(page).toHaveURL(`${origin}/schedule`);
  await expect(page.getByRole('heading', { level: 1, name: 'Schedule' })).toBeVisible();

  const event = page.getByRole('article', { name: 'Dinner and party' });
  await expect(event.getByRole('heading', { level: 2, name: 'Dinner and party' })).toBeVisible();
  await expect(event.getByText('Saturday, June 12, 2027')).toBeVisible();
  await expect(event.getByText(/^7:00\s–\s11:00\sPM local time \(Eastern European Time\)$/)).toBeVisible();
  await expect(event.getByText(/your time/)).toHaveCount(0);
  await expect(event.getByText('Black tie optional')).toBeVisible();
  await expect(event.getByText('Then we dance.')).toBeVisible();

  const map = event.getByRole('link', { name: 'Map (Dinner and party)' });
  await expect(map).toHaveAttribute('href', /^https:\/\/www\.openstreetmap\.org\//);
  await expect(map).toHaveAttribute('rel', 'noopener noreferrer');
  const calendar = event.getByRole('link', { name: 'Add to calendar (Dinner and party)' });
  await expect(calendar).toHaveAttribute('href', `/api/invitation/events/${dinner.id}/calendar.ics?locale=en`);
  const ics = await page.request.get((await calendar.getAttribute('href'))!);
  expect(ics.status()).toBe(200);
  expect(ics.headers()['content-type']).toMatch(/^text\/calendar/);
  expect(await ics.text()).toContain('SUMMARY:Dinner and party');

  // The shared password is no household: it has no calendar subscription.
  await expect(page.getByRole('link', { name: 'Subscribe to the calendar' })).toHaveCount(0);
  // Venue has a section, Accommodation and Travel none: they are not offered. Answering (issue 20) follows them.
  expect(await menuEntries(page)).toEqual(['Home', 'Schedule', 'Venue', 'RSVP', 'FAQ', 'Sign out']);
  await page.context().close();
});

test('a phone that lost the invitation’s chunk offers its pages again at the next tap, which opens a new document', async ({ browser }) => {
  const page = await passwordGuest(browser);
  const isInvitationChunk = (url: URL) => INVITATION_CHUNKS.includes(url.pathname);
  await page.route(isInvitationChunk, (route) => route.abort('connectionrefused'));
  const chunkFailed = page.waitForEvent('requestfailed', (request) => isInvitationChunk(new URL(request.url())));
  await page.goto('/');
  await chunkFailed;
  await expect(page.getByRole('heading', { name: 'We say yes!' })).toBeVisible();
  expect(await menuEntries(page)).not.toContain('Schedule');

  // The connection is back. A browser may keep the failed import for the document's life (Debian's Chromium 150
  // does), so the next tap opens a new document, where the menu's chunk is fetched afresh (browser-history.ts).
  await page.unroute(isInvitationChunk);
  const chunkAsked = page.waitForRequest((request) => isInvitationChunk(new URL(request.url())));
  const newDocument = page.waitForEvent('domcontentloaded');
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: 'FAQ' }).click();
  await Promise.all([chunkAsked, newDocument]);
  await expect(page).toHaveURL(`${origin}/faq`);
  await expect(page.getByRole('heading', { level: 1, name: 'FAQ' })).toBeVisible();
  await expect.poll(() => menuEntries(page)).toEqual(['Home', 'Schedule', 'Venue', 'RSVP', 'FAQ', 'Sign out']);
  await page.context().close();
});

test('a guest whose phone is in New York sees the venue’s time and their own', async ({ browser }) => {
  const page = await passwordGuest(browser, 'America/New_York');
  await page.goto('/schedule');
  const event = page.getByRole('article', { name: 'Dinner and party' });
  await expect(event.getByText(/^7:00\s–\s11:00\sPM local time \(Eastern European Time\)$/)).toBeVisible();
  await expect(event.getByText(/^12:00\s–\s4:00\sPM your time \(Eastern Time\)$/)).toBeVisible();
  await page.context().close();
});

test('the Venue page shows the couple’s section as text, paragraphs and line breaks kept, its address a link', async ({ browser }) => {
  const page = await passwordGuest(browser);
  await page.goto('/');
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: 'Venue' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Venue' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Parking' })).toBeVisible();
  const paragraphs = page.locator('main .info-section p');
  await expect(paragraphs).toHaveCount(2);
  expect(await paragraphs.first().innerText()).toBe('Park behind the palace.\nThe gate opens at 18:00.');
  await expect(page.getByRole('link', { name: 'https://palace.example/parking' })).toHaveAttribute('href', 'https://palace.example/parking');

  // In Romanian: the page's name, the section and the schedule's date in Romanian.
  await page.getByRole('button', { name: 'Language: English' }).click();
  await page.getByRole('button', { name: 'Română' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Locația' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Parcare' })).toBeVisible();
  await page.goto('/schedule');
  await expect(page.getByRole('heading', { level: 1, name: 'Program' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Cina și petrecerea' })).toBeVisible();
  await expect(page.getByText('sâmbătă, 12 iunie 2027')).toBeVisible();
  await page.context().close();
});

test('a household sees its calendar subscription: webcal:// to subscribe, the address to copy, and one in a member’s own language', async ({ browser }) => {
  const admin = await couple(browser);
  const added = await admin.request.post('/api/admin/guests', { data: { name: 'Familia Popescu', language: 'en', note: '' } });
  expect(added.status(), await added.text()).toBe(201);
  const { id, link, members } = (await added.json()) as { id: number; link: string; members: Array<{ id: number }> };
  const withMembers = await admin.request.put(`/api/admin/guests/${id}/members`, {
    data: {
      members: [
        { id: members[0]!.id, name: 'Ana Popescu', language: null, child: false },
        { name: 'Ion Popescu', language: 'en', child: false },
        { name: 'Bunica Maria', language: 'ro', child: false },
        { name: 'Tanti Elena', language: 'ro', child: false },
      ],
    },
  });
  expect(withMembers.status(), await withMembers.text()).toBe(200);
  await admin.context().close();

  const context = await phone(browser);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const page = await context.newPage();
  const token = new URL(link).searchParams.get('token')!;
  expect((await page.request.post(`/api/login?token=${encodeURIComponent(token)}`)).status()).toBe(200);
  await page.goto('/schedule');
  await expect(page.getByRole('heading', { level: 2, name: 'Your calendar' })).toBeVisible();
  const address = page.getByLabel('Calendar address, for calendars that do not open the link above');
  const https = await address.inputValue();
  expect(https).toMatch(new RegExp(`^${origin}/calendar/[^/]+\\.ics$`));
  await expect(page.getByRole('link', { name: 'Subscribe to the calendar', exact: true })).toHaveAttribute('href', https.replace(/^http:/, 'webcal:'));
  const feed = await page.request.get(https);
  expect(feed.status()).toBe(200);
  expect(await feed.text()).toContain('SUMMARY:Dinner and party');

  // The two who read Romanian get the same feed in Romanian; the household's own language gets no second link.
  const forRomanian = page.getByRole('link', { name: 'Subscribe to the calendar for Bunica Maria and Tanti Elena (Română)' });
  await expect(forRomanian).toHaveAttribute('href', `${https.replace(/^http:/, 'webcal:')}?locale=ro`);
  await expect(page.getByRole('link', { name: /^Subscribe to the calendar for/ })).toHaveCount(1);
  const romanian = await page.request.get(`${https}?locale=ro`);
  expect(await romanian.text()).toContain('SUMMARY:Cina și petrecerea');

  await page.getByRole('button', { name: 'Copy' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Copied.' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(https);
  await context.close();
});

test('/login loads no chunk of the invitation, even once the site has switched', async ({ browser }) => {
  const page = await (await phone(browser)).newPage();
  const requests = recordRequests(page);
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
  await appSettled(page);
  expect(requests.filter((p) => p === '/api/invitation' || INVITATION_CHUNKS.includes(p))).toEqual([]);
  await page.context().close();
});

test('the home page with its link, the schedule and the Venue page are accessible (axe-core) and fit a 320 px phone', async ({ browser }) => {
  // Three pages through axe-core: more than the default 30 s on a busy machine.
  test.setTimeout(90_000);
  const page = await passwordGuest(browser, 'America/New_York');
  await page.setViewportSize({ width: 320, height: 640 });
  for (const address of ['/', '/schedule', '/venue']) {
    await page.goto(address);
    await expect(page.locator('main h1')).toHaveCount(1);
    if (address === '/') await expect(page.getByRole('link', { name: HOME_LINK })).toBeVisible();
    else await expect(page.locator('main h1')).toBeVisible();
    await expectAxeClean(page, { label: address });
    expect(await page.evaluate(() => document.documentElement.scrollWidth), address).toBeLessThanOrEqual(320);
  }
  await page.context().close();
});

test('switched back to the Save the Date, the invitation is gone again', async ({ browser }) => {
  const admin = await couple(browser);
  expect((await admin.request.put('/api/admin/invitation/phase', { data: { phase: 'saveTheDate' } })).status()).toBe(200);
  await admin.context().close();
  const page = await passwordGuest(browser);
  await page.goto('/schedule');
  await expect(page).toHaveURL(`${origin}/`);
  await expect(page.getByRole('link', { name: HOME_LINK })).toHaveCount(0);
  expect(await menuEntries(page)).toEqual(['Home', 'FAQ', 'Sign out']);
  await page.context().close();
});
