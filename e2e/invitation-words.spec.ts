/**
 * The invitation speaks as an invitation (issue 27): the switch lists the couple's texts that still speak of the Save
 * the Date, each named by its words and one tap from its field (issue 37), the events a few tabs past them; once switched, it says that nothing was sent and what comes next;
 * the share message names the invitation; a guest's home page is headed with it.
 *
 * The switch changes what every guest of a site sees, so this file starts a server and a DATA_DIR of its own and
 * runs its tests in order.
 */
import { devices, expect, type Browser, type Page } from '@playwright/test';
import { EVENT_FOR_EVERYONE } from '../server/testing/invitation-phase';
import { expectAxeClean } from './axe';
import { loadingLines, resultOf } from './fixtures';
import { signInAsCouple, signInWithPassword } from './sessions';
import { type OwnServer, startOwnServer, test } from './sites';

test.describe.configure({ mode: 'serial', timeout: 60_000 });

let server: OwnServer;
test.beforeAll(async () => {
  test.setTimeout(60_000);
  server = await startOwnServer('invitation-words');
});
test.afterAll(async () => server?.stop());

const { defaultBrowserType: _browserType, ...PHONE } = devices['Pixel 7'];

async function phone(browser: Browser): Promise<Page> {
  return (await browser.newContext({ ...PHONE, baseURL: server.origin, locale: 'en-US' })).newPage();
}

async function couple(browser: Browser): Promise<Page> {
  const page = await phone(browser);
  await signInAsCouple(page, server);
  return page;
}

const textsList = (page: Page) => page.locator('.save-the-date-texts');

test('before the switch, the couple sees which of their texts speak of the Save the Date, named by their words, with their languages', async ({ browser }) => {
  const page = await couple(browser);
  await page.goto('/admin/invitation');
  const list = textsList(page);
  await expect(list.getByRole('heading', { name: 'Your texts that still speak of the Save the Date' })).toBeVisible();
  await expect(list).toContainText('Guests will read them with the invitation too.');
  // One link a text, in the couple's language, named by its words (not "Line 4"); the other languages said beside it.
  await expect(list.getByRole('link')).toHaveText([
    '“{{couple}} · Save the Date”',
    '“Save our Date”',
    '“Please save the date and keep the day free for us.”',
    '“Details on the place, the schedule and accommodation will f…”',
  ]);
  await expect(list.getByRole('listitem').nth(2)).toContainText('English · Save the Date page · also in German, Romanian, Russian, and French');
  // Nothing to send before the invitation shows.
  await expect(page.getByRole('heading', { name: 'Next: send the invitations' })).toHaveCount(0);
  await page.context().close();
});

test('the couple switches: nothing is sent, the next step is said, and a listed text opens with the focus in its field', async ({ browser }) => {
  const page = await couple(browser);
  expect((await page.request.post('/api/admin/events', { data: EVENT_FOR_EVERYONE })).status()).toBe(201);
  await page.goto('/admin/invitation');
  await expect(loadingLines(page)).toHaveCount(0);
  await page.getByRole('button', { name: 'Show the invitation to guests' }).click();
  const panel = page.locator('.phase-panel');
  await expect(resultOf(panel)).toHaveText('Done: signed-in guests now see the invitation. Nothing has been sent yet.');
  await expect(panel.getByRole('heading', { name: 'Next: send the invitations' })).toBeVisible();
  await expect(panel.getByRole('link', { name: 'Send the invitations from the guest list' })).toHaveAttribute('href', '/admin/guests');
  await expect(textsList(page)).toContainText('Guests read them with the invitation.');
  await expectAxeClean(page, { label: 'the switch, the next step and the texts to change', include: '.phase-panel' });
  await page.setViewportSize({ width: 320, height: 640 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);

  // From the switch, the events are a few tabs away: one link a text, not one a language (issue 37).
  await panel.getByRole('button').first().focus();
  let tabs = 0;
  while (tabs < 10 && !(await page.evaluate(() => document.activeElement?.closest('.events-editor') !== null))) {
    await page.keyboard.press('Tab');
    tabs++;
  }
  expect(tabs).toBeLessThan(10);

  // The story's line about the official invitation: the story's field in English, the focus in it.
  await textsList(page).getByRole('link', { name: /^“Details on the place/ }).click();
  await expect(page).toHaveURL(/\/admin\/texts\?text=home\.details\.text\.line5&lang=en$/);
  const story = page.getByRole('group', { name: 'The story' }).getByLabel('English');
  await expect(story).toBeFocused();
  await expect(story).toHaveValue(/with the official invitation/);

  // Back, and the browser tab's title.
  await page.goBack();
  await textsList(page).getByRole('link', { name: '“{{couple}} · Save the Date”', exact: true }).click();
  const title = page.getByRole('group', { name: 'Title of the browser tab' }).getByLabel('English');
  await expect(title).toBeFocused();

  // Rewritten there, the text is listed by its words in the first language that still speaks of the Save the Date.
  await title.fill('{{couple}} · Our wedding');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Saved: 1 text.', { exact: false })).toBeVisible();
  await page.goto('/admin/invitation');
  const first = textsList(page).getByRole('listitem').first();
  await expect(first).toContainText(/German · .+ · also in Romanian, Russian, and French$/);
  await first.getByRole('link', { name: '“{{couple}} · Save the Date”', exact: true }).click();
  await expect(page.getByRole('group', { name: 'Title of the browser tab' }).getByLabel('German')).toBeFocused();
  await page.context().close();
});

test('the share message of a guest speaks of the invitation', async ({ browser }) => {
  const page = await couple(browser);
  const added = await page.request.post('/api/admin/guests', { data: { name: 'Maria', language: 'en', note: '' } });
  expect(added.status(), await added.text()).toBe(201);
  const { id } = (await added.json()) as { id: number };
  await page.goto(`/admin/guests/${id}`);
  const whatsApp = page.getByRole('link', { name: 'WhatsApp' });
  await expect(whatsApp).toHaveAttribute('href', /Here%20is%20your%20personal%20link%20to%20our%20wedding%20invitation/);
  await expect(whatsApp).not.toHaveAttribute('href', /Save%20the%20Date/);
  await page.context().close();
});

test('a guest’s home page is headed with the invitation; the sign-in page keeps “Save our Date”', async ({ browser }) => {
  const visitor = await phone(browser);
  await visitor.goto('/login');
  await expect(visitor.getByRole('heading', { level: 1, name: 'Save our Date' })).toBeVisible();
  await visitor.context().close();

  const guest = await phone(browser);
  await signInWithPassword(guest, server);
  await guest.goto('/');
  await expect(guest.getByRole('heading', { level: 1, name: 'You’re invited' })).toBeVisible();
  await expect(guest.getByRole('region', { name: 'You’re invited' })).toBeVisible();
  await expect(guest.getByRole('heading', { name: 'Save our Date' })).toHaveCount(0);
  await guest.context().close();
});
