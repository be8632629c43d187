/**
 * The dashboard's sessions (issue 38): the couple signs in through the form on a phone and on a laptop, sees both in
 * Settings, this one marked, signs the phone out from the laptop, and the phone is signed out at its next request;
 * at the end, everyone out, the laptop too.
 * The record of sign-ins lists both, and someone's guesses after them, the newest ten first. On its own server: the
 * sessions and sign-ins listed are the site's.
 */
import { devices, expect, type Browser, type Locator, type Page } from '@playwright/test';
import { expectAxeClean } from './axe';
import { adminMessage as msg } from './content';
import { E2E_ADMIN_PASSWORD, openDialog } from './fixtures';
import { testOnOwnServer } from './sites';

const { test, site } = testOnOwnServer('dashboard-sessions');
const { defaultBrowserType: _browserType, viewport: _viewport, ...PHONE } = devices['Pixel 7'];
/** The laptop: Chrome on a Mac, as that browser says it. */
const LAPTOP_USER_AGENT = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

async function expectFocused(locator: Locator) {
  await expect.poll(() => locator.evaluate((element) => element === document.activeElement), { message: `focus on ${String(locator)}` }).toBe(true);
}

/** A browser context of its own, signed in through the dashboard's form, in English. */
async function signedIn(browser: Browser, options: Parameters<Browser['newContext']>[0]): Promise<Page> {
  const context = await browser.newContext({ ...options, baseURL: site().origin, locale: 'en-US' });
  const page = await context.newPage();
  await page.addInitScript(() => localStorage.setItem('admin-locale', 'en'));
  await page.goto('/admin/sign-in');
  await page.getByLabel('Password', { exact: true }).fill(E2E_ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
  return page;
}

test('the couple signs out their phone from the laptop, and the phone is signed out at its next request', async ({ browser }) => {
  const phone = await signedIn(browser, { ...PHONE, viewport: { width: 390, height: 844 } });
  const laptop = await signedIn(browser, { userAgent: LAPTOP_USER_AGENT, viewport: { width: 390, height: 844 } });

  await laptop.goto('/admin/settings');
  const sessions = laptop.getByRole('region', { name: msg('en', 'sessions.heading') });
  const rows = sessions.getByRole('list').getByRole('listitem');
  await expect(rows).toHaveCount(2);
  // The laptop first: the latest used.
  await expect(rows.nth(0)).toContainText('Chrome on Mac');
  await expect(rows.nth(0)).toContainText(msg('en', 'sessions.thisDevice'));
  await expect(rows.nth(1)).toContainText('Chrome on Android');
  await expect(rows.nth(1)).not.toContainText(msg('en', 'sessions.thisDevice'));
  await expect(rows.nth(1)).toContainText('From 127.0.0.1');
  expect(await laptop.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectAxeClean(laptop, { label: 'settings, sessions and sign-ins' });

  // Every sign-in is on record, newest first: both were right, each on a device the site had not seen.
  const record = laptop.getByRole('region', { name: msg('en', 'signIns.heading') }).getByRole('listitem');
  await expect(record).toHaveCount(2);
  await expect(record.nth(0)).toContainText('Signed in with the password on a new device');
  await expect(record.nth(0)).toContainText('Chrome on Mac');
  await expect(record.nth(1)).toContainText('Chrome on Android');

  await rows.nth(1).getByRole('button', { name: msg('en', 'sessions.signOut') }).click();
  const said = sessions.getByRole('status').filter({ hasText: 'Chrome on Android is signed out.' });
  await expect(said).toBeVisible();
  await expect(rows).toHaveCount(1);
  // The button went with its row: the focus is on what it did, not on the page.
  await expectFocused(said);

  // The phone's next request finds no session: a move to another screen shows the sign-in.
  const sections = phone.getByRole('navigation', { name: 'Dashboard sections' });
  await sections.getByRole('link', { name: 'Guests' }).click();
  await expect(phone).toHaveURL(/\/admin\/sign-in$/);
  await expect(phone.getByLabel('Password', { exact: true })).toBeVisible();

  // The laptop is still signed in.
  await laptop.reload();
  await expect(laptop.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await expect(rows).toHaveCount(1);

  // Someone guessing on the phone: each try is on record, refused; the newest ten show, the rest behind a button.
  for (let i = 0; i < 9; i++) await phone.context().request.post('/api/admin/login', { data: { password: `guess ${i}` } });
  await laptop.reload();
  const signIns = laptop.getByRole('region', { name: msg('en', 'signIns.heading') });
  await expect(signIns.getByRole('listitem')).toHaveCount(10);
  await expect(signIns.getByRole('listitem').first()).toContainText(/^Refused/);
  const showAll = signIns.getByRole('button', { name: msg('en', 'signIns.showAll', { count: 11 }) });
  await showAll.click();
  await expect(signIns.getByRole('listitem')).toHaveCount(11);
  const showFewer = signIns.getByRole('button', { name: msg('en', 'signIns.showFewer') });
  await expect(showFewer).toHaveAttribute('aria-expanded', 'true');
  await expectFocused(showFewer);

  // How long unused: a choice of the couple's, said beside its button, which keeps the focus.
  await sessions.getByLabel(msg('en', 'sessions.idle.label')).selectOption({ label: msg('en', 'sessions.idle.minutes', { count: 15 }) });
  const save = sessions.getByRole('button', { name: msg('en', 'sessions.idle.save') });
  await save.click();
  await expect(sessions.getByRole('status').filter({ hasText: 'Saved: a device unused for 15 minutes is signed out.' })).toBeVisible();
  await expectFocused(save);
  await laptop.reload();
  await expect(laptop.getByRole('region', { name: msg('en', 'sessions.heading') }).getByLabel(msg('en', 'sessions.idle.label'))).toHaveValue('15');

  // Everyone out, asked once: the laptop too shows the sign-in.
  await openDialog(laptop, sessions.getByRole('button', { name: msg('en', 'sessions.signOutEveryone') }));
  const question = laptop.getByRole('dialog');
  await expect(question).toContainText(msg('en', 'sessions.everyoneQuestion'));
  await question.getByRole('button', { name: msg('en', 'sessions.signOutEveryone') }).click();
  await expect(laptop).toHaveURL(/\/admin\/sign-in$/);
  await expect(laptop.getByLabel('Password', { exact: true })).toBeVisible();
  await phone.context().close();
  await laptop.context().close();
});
