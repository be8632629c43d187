/**
 * A second factor on the dashboard (issue 38, docs/decisions/0064), on a 390 px phone: a planner sets up an
 * authenticator app on the overview (the test reads the key shown as text and computes the app's codes with the same
 * library the server uses), confirms it with a code and sees ten recovery codes; then signs in on a browser the site
 * has not seen before and is asked for a code after the password: a wrong one is refused beside the field, the
 * right one opens the dashboard. "Start again" goes back to the password.
 *
 * Its person is its own: the spec starts a server and a DATA_DIR of its own.
 */
import { devices, expect, type Browser, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { PEOPLE_API, type PersonWithLink } from '#common/people-api';
import { expectAxeClean } from './axe';
import { adminMessage as msg } from './content';
import { loadingLines } from './fixtures';
import { signInAsCouple } from './sessions';
import { type OwnServer, startOwnServer, test } from './sites';

test.describe.configure({ mode: 'serial', timeout: 90_000 });

let server: OwnServer;
test.beforeAll(async () => {
  test.setTimeout(60_000);
  server = await startOwnServer('second-factor');
});
test.afterAll(async () => server?.stop());

const { defaultBrowserType: _browserType, ...PHONE } = devices['Pixel 7'];
const en = (key: string, vars: Record<string, string | number> = {}) => msg('en', key, vars);
const EMAIL = 'ioana@example.com';
const PASSWORD = 'a long walk by the Danube';

/** A new browser on a phone 390 px wide: to the site, a device never seen before. */
async function phone(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ ...PHONE, viewport: { width: 390, height: 844 }, baseURL: server.origin, locale: 'en-US' });
  return context.newPage();
}

/**
 * The code the app shows half a minute from now: the server takes a code one step either side of its clock, and one
 * step later than the code that confirmed the app, which it will not take twice.
 */
const nextCode = (secret: string) => new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: Date.now() + 30_000 });

async function signIn(page: Page): Promise<void> {
  await page.goto('/admin');
  await page.getByLabel(en('signIn.email')).fill(EMAIL);
  await page.getByLabel(en('signIn.password'), { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: en('signIn.submit'), exact: true }).click();
}

test('a planner sets up an authenticator app, and a sign-in on a new browser asks for its code', async ({ browser }) => {
  // The couple adds the planner, who chooses a password with their set-up link.
  const couple = await phone(browser);
  await signInAsCouple(couple, server);
  const added = (await (await couple.request.post(PEOPLE_API.people, { data: { name: 'Ioana Pop', email: EMAIL, role: 'planner' } })).json()) as PersonWithLink;
  const token = new URL(added.link).hash.slice(1);
  expect((await couple.request.post(PEOPLE_API.setupPassword, { data: { token, password: PASSWORD } })).status()).toBe(204);

  // On their phone: no second factor yet, so the overview asks them to set one up.
  const planner = await phone(browser);
  await signIn(planner);
  await expect(planner.getByRole('heading', { level: 1, name: en('tabs.overview') })).toBeVisible();
  const panel = planner.getByRole('region', { name: en('secondFactor.heading') });
  await expect(panel.getByText(en('secondFactor.intro'))).toBeVisible();
  // The overview's figures load beside the panel and push it down when they come: a tap before that lands elsewhere.
  await expect(loadingLines(planner)).toHaveCount(0);
  await panel.getByRole('button', { name: en('secondFactor.setUp') }).click();
  await expect(panel.getByRole('status')).toHaveText(en('secondFactor.started'));
  await expect(panel.getByRole('status')).toBeFocused();
  await expect(panel.getByRole('img', { name: en('secondFactor.qrAlt') })).toBeVisible();
  const secret = (await panel.locator('code.second-factor-secret').innerText()).trim();
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await expectAxeClean(planner, { label: 'second factor set-up' });
  expect(await planner.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // A wrong code is refused beside the button; the app's code turns it on, and the ten recovery codes show once.
  const code = panel.getByLabel(en('secondFactor.code'));
  const wrong = nextCode(secret) === '000000' ? '111111' : '000000';
  await code.fill(wrong);
  await panel.getByRole('button', { name: en('secondFactor.confirm') }).click();
  await expect(panel.getByRole('status')).toHaveText(en('secondFactor.wrongCode'));
  await code.fill(new TOTP({ secret: Secret.fromBase32(secret) }).generate());
  await panel.getByRole('button', { name: en('secondFactor.confirm') }).click();
  await expect(panel.getByRole('status')).toHaveText(en('secondFactor.on'));
  await expect(panel.getByRole('status')).toBeFocused();
  await expect(panel.getByText(en('secondFactor.isOn', { count: 10 }))).toBeVisible();
  await expect(panel.locator('.recovery-codes li')).toHaveCount(10);
  await expectAxeClean(planner, { label: 'second factor on, recovery codes shown' });
  expect(await planner.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // A browser the site has never seen: the password is right, and the code is asked, its field focused.
  const laptop = await phone(browser);
  await signIn(laptop);
  const codeField = laptop.getByLabel(en('signIn.secondFactor.code'));
  await expect(codeField).toBeFocused();
  await expect(laptop.getByText(en('signIn.secondFactor.intro'))).toBeVisible();
  await codeField.fill(wrong);
  await laptop.getByRole('button', { name: en('signIn.secondFactor.submit') }).click();
  await expect(laptop.getByRole('alert')).toHaveText(en('signIn.secondFactor.wrong'));
  await expectAxeClean(laptop, { label: 'sign-in asking for the code' });
  expect(await laptop.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  // Starting again asks for the password again, its field focused, and a new code step follows.
  await laptop.getByRole('button', { name: en('signIn.secondFactor.startAgain') }).click();
  const password = laptop.getByLabel(en('signIn.password'), { exact: true });
  await expect(password).toBeFocused();
  await password.fill(PASSWORD);
  await laptop.getByRole('button', { name: en('signIn.submit'), exact: true }).click();
  await expect(codeField).toBeFocused();
  await codeField.fill(nextCode(secret));
  await laptop.getByRole('button', { name: en('signIn.secondFactor.submit') }).click();
  await expect(laptop.getByRole('heading', { level: 1, name: en('tabs.overview') })).toBeVisible();
  await expect(laptop.getByRole('region', { name: en('secondFactor.heading') }).getByText(en('secondFactor.isOn', { count: 10 }))).toBeVisible();
});
