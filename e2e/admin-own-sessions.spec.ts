/**
 * A planner's own sessions and sign-ins (issue 38, docs/decisions/0065), on 390 px phones: the couple invites a
 * planner, who signs in through the form on a phone and on a laptop; on the laptop's Passkeys screen the planner sees
 * their two devices and their two sign-ins, none of the couple's, signs the phone out, and the phone is signed out at
 * its next request while the couple stays signed in. The setting of how long an unused session lasts is the couple's.
 * On its own server: the sessions and sign-ins listed are the site's.
 */
import { devices, expect, type Browser, type Locator, type Page } from '@playwright/test';
import { PEOPLE_API, type PersonWithLink } from '#common/people-api';
import { expectAxeClean } from './axe';
import { adminMessage as msg } from './content';
import { E2E_ADMIN_PASSWORD } from './fixtures';
import { testOnOwnServer } from './sites';

const { test, site } = testOnOwnServer('own-sessions');
const { defaultBrowserType: _browserType, viewport: _viewport, ...PHONE } = devices['Pixel 7'];
/** The laptop: Chrome on a Mac, as that browser says it. */
const LAPTOP_USER_AGENT = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const PLANNER_PASSWORD = 'a long walk by the Danube';
const en = (key: string, vars: Record<string, string | number> = {}) => msg('en', key, vars);

async function expectFocused(locator: Locator) {
  await expect.poll(() => locator.evaluate((element) => element === document.activeElement), { message: `focus on ${String(locator)}` }).toBe(true);
}

/** A browser context of its own, 390 px wide, signed in through the dashboard's form (with an address: a person). */
async function signedIn(browser: Browser, options: Parameters<Browser['newContext']>[0], email?: string): Promise<Page> {
  const context = await browser.newContext({ ...options, viewport: { width: 390, height: 844 }, baseURL: site().origin, locale: 'en-US' });
  const page = await context.newPage();
  await page.addInitScript(() => localStorage.setItem('admin-locale', 'en'));
  await page.goto('/admin/sign-in');
  if (email) await page.getByLabel(en('signIn.email')).fill(email);
  await page.getByLabel(en('signIn.password'), { exact: true }).fill(email ? PLANNER_PASSWORD : E2E_ADMIN_PASSWORD);
  await page.getByRole('button', { name: en('signIn.submit'), exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: en('tabs.overview') })).toBeVisible();
  return page;
}

test('a planner sees and signs out their own devices, and sees their own sign-ins, none of the couple’s', async ({ browser }) => {
  const couple = await signedIn(browser, { userAgent: LAPTOP_USER_AGENT });
  const added = (await (await couple.request.post(PEOPLE_API.people, { data: { name: 'Ioana Pop', email: 'ioana@example.com', role: 'planner' } })).json()) as PersonWithLink;
  const token = new URL(added.link).hash.slice(1);
  expect((await couple.request.post(PEOPLE_API.setupPassword, { data: { token, password: PLANNER_PASSWORD } })).status()).toBe(204);
  const phone = await signedIn(browser, PHONE, 'ioana@example.com');
  const laptop = await signedIn(browser, { userAgent: LAPTOP_USER_AGENT }, 'ioana@example.com');

  // Settings holds the couple's view of everyone's sessions: not the planner's.
  await laptop.goto('/admin/settings');
  await expect(laptop.getByRole('heading', { level: 1, name: en('settings.heading') })).toBeVisible();
  await expect(laptop.getByRole('region', { name: en('sessions.heading') })).toHaveCount(0);

  await laptop.goto('/admin/passkeys');
  const sessions = laptop.getByRole('region', { name: en('sessions.ownHeading') });
  const rows = sessions.getByRole('list').getByRole('listitem');
  // Their two devices, the laptop first (the latest used); the couple's laptop is not theirs to see.
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toContainText('Chrome on Mac');
  await expect(rows.nth(0)).toContainText(en('sessions.thisDevice'));
  await expect(rows.nth(1)).toContainText('Chrome on Android');
  await expect(sessions.getByLabel(en('sessions.idle.label'))).toHaveCount(0);
  const record = laptop.getByRole('region', { name: en('signIns.ownHeading') }).getByRole('listitem');
  await expect(record).toHaveCount(2);
  await expect(record.nth(0)).toContainText('Chrome on Mac');
  await expect(record.nth(1)).toContainText('Chrome on Android');
  expect(await laptop.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectAxeClean(laptop, { label: 'a planner’s own sessions and sign-ins' });

  await rows.nth(1).getByRole('button', { name: en('sessions.signOut') }).click();
  const said = sessions.getByRole('status').filter({ hasText: 'Chrome on Android is signed out.' });
  await expect(said).toBeVisible();
  await expect(rows).toHaveCount(1);
  await expectFocused(said);
  await expect(sessions.getByRole('button', { name: en('sessions.signOutEverywhere') })).toBeVisible();

  // The phone's next request finds no session; the couple is still signed in and still sees everyone's.
  await phone.reload();
  await expect(phone).toHaveURL(/\/admin\/sign-in$/);
  await couple.goto('/admin/settings');
  const everyone = couple.getByRole('region', { name: en('sessions.heading') }).getByRole('list').getByRole('listitem');
  await expect(everyone).toHaveCount(2);
  await phone.context().close();
  await laptop.context().close();
  await couple.context().close();
});
