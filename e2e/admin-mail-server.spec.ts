/**
 * The couple sets their own mail server in Settings (issue 36), on a phone at 390 px, as a couple would: they choose
 * "another provider" and fill it in pointing to a real SMTP server on 127.0.0.1 that asks for a login
 * (test-support/smtp-test-server.ts). A setting that would send the password unencrypted is said under its field,
 * which takes the focus; a wrong password is said beside the button, which keeps it; the right one sends the test
 * e-mail, which arrives, and the server is kept: the panel says e-mails go through it, and after a reload the form
 * says a password is saved without showing it. Scanned by axe. On its own server: the mail server is the site's.
 */
import { devices, expect, type Locator, type Page } from '@playwright/test';
import { PROVIDER_PRESETS } from '#common/mail-server-api';
import { startTestSmtpServer, type TestSmtpServer } from '../test-support/smtp-test-server';
import { expectAxeClean } from './axe';
import { adminMessage as msg } from './content';
import { signInAsCouple } from './sessions';
import { type OwnServer, startOwnServer, test } from './sites';

// One server for the two tests: a second one beside it only costs the machine a start.
test.describe.configure({ mode: 'serial' });
const { defaultBrowserType: _browserType, viewport: _viewport, ...PHONE } = devices['Pixel 7'];
test.use({ ...PHONE, viewport: { width: 390, height: 844 }, locale: 'en-US' });

const USER = 'ana@example.com';
const PASSWORD = 'e2e-app-password-4417';

let server: OwnServer;
let smtp: TestSmtpServer;
test.beforeAll(async () => {
  test.setTimeout(60_000);
  smtp = await startTestSmtpServer({ login: { user: USER, pass: PASSWORD } });
  server = await startOwnServer('mail-server');
});
test.afterAll(async () => {
  await server?.stop();
  await smtp?.stop();
});

async function expectFocused(locator: Locator) {
  await expect.poll(() => locator.evaluate((element) => element === document.activeElement), { message: `focus on ${String(locator)}` }).toBe(true);
}

/** A message as a RegExp in which the placeholders not given (the server's words, the sender) may be anything. */
const pattern = (key: string, vars: Record<string, string | number> = {}) =>
  new RegExp(
    msg('en', key, new Proxy(vars, { get: (given, name: string) => given[name] ?? '\u0000' }))
      .replace(/[.*+?^$()|[\]\\]/g, '\\$&')
      .replaceAll('\u0000', '.+'),
  );

async function settings(page: Page) {
  await page.addInitScript(() => localStorage.setItem('admin-locale', 'en'));
  await signInAsCouple(page, server);
  await page.goto(`${server.origin}/admin/settings`);
  const form = page.getByRole('form', { name: msg('en', 'mailServer.heading') });
  // The screen whole: the panels above the form, drawn once they have loaded, would move it under a tap.
  await expect(form).toBeVisible();
  await expect(page.getByText(msg('en', 'common.loading'))).toHaveCount(0);
  return form;
}

test('the couple connects another provider’s server, told in words what is wrong, and it is kept once the test e-mail went', async ({ page }) => {
  test.slow();
  const form = await settings(page);
  const panel = page.getByRole('region', { name: 'E-mail' });
  await expect(panel.getByText(msg('en', 'mail.server.none'))).toBeVisible();

  await form.getByRole('radio', { name: msg('en', 'mailServer.otherProvider') }).check();
  await expect(form.getByText(msg('en', 'mailServer.steps.other.settings'))).toBeVisible();
  await form.getByLabel(msg('en', 'mailServer.address'), { exact: true }).fill(USER);
  await form.getByLabel(msg('en', 'mailServer.host'), { exact: true }).fill('smtp.example.com');
  const none = form.getByRole('radio', { name: msg('en', 'mailServer.securities.none') });
  await none.check();
  await form.getByLabel(msg('en', 'mailServer.port'), { exact: true }).fill(String(smtp.port));
  const password = form.getByLabel(msg('en', 'mailServer.password'), { exact: true });
  await password.fill('not the app password');
  const submit = form.getByRole('button', { name: msg('en', 'mailServer.submit') });

  // No encryption to a server on the network: said under the choice, which takes the focus; nothing is tried.
  await submit.click();
  await expect(form.getByText(msg('en', 'mailServer.problems.plainOverNetwork'))).toBeVisible();
  await expectFocused(none);
  expect(smtp.received).toHaveLength(0);

  // The server on this computer, with a wrong password: the server's refusal in words, beside the button.
  await form.getByLabel(msg('en', 'mailServer.host'), { exact: true }).fill('127.0.0.1');
  await submit.click();
  await expect(form.getByRole('status').filter({ hasText: pattern('mailServer.connection.login') })).toContainText('535 Authentication failed');
  await expectFocused(submit);
  expect(smtp.received).toHaveLength(0);

  await password.fill(PASSWORD);
  await submit.click();
  await expect(form.getByRole('status').filter({ hasText: pattern('mailServer.kept', { address: USER }) })).toContainText('Ok: queued as test-1');
  await expectFocused(submit);
  await expect(password).toHaveValue('');
  expect(smtp.received.map((mail) => mail.envelope)).toEqual([{ from: USER, to: [USER] }]);
  // The panel now says where e-mails go.
  await expect(panel.getByRole('status').filter({ hasText: pattern('mail.server.configured', { host: `127.0.0.1:${smtp.port}`, count: 20 }) })).toContainText(`<${USER}>`);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectAxeClean(page, { label: 'settings, mail server kept' });

  // Kept: after a reload the form shows the server, and says a password is saved without showing it.
  await page.reload();
  const again = page.getByRole('form', { name: msg('en', 'mailServer.heading') });
  await expect(again.getByText(msg('en', 'mailServer.saved', { address: USER, host: `127.0.0.1:${smtp.port}` }))).toBeVisible();
  await expect(again.getByRole('radio', { name: msg('en', 'mailServer.otherProvider') })).toBeChecked();
  await expect(again.getByLabel(msg('en', 'mailServer.host'), { exact: true })).toHaveValue('127.0.0.1');
  await expect(again.getByLabel(msg('en', 'mailServer.password'), { exact: true })).toHaveValue('');
  await expect(again.getByText(msg('en', 'mailServer.passwordSaved'))).toBeVisible();
  expect(await page.content()).not.toContain(PASSWORD);
});

test('each provider of the list shows its own steps and its own page, and the form fits a phone in every state', async ({ page }) => {
  const form = await settings(page);
  for (const [provider, name, steps] of [
    ['gmail', 'Gmail', 'mailServer.steps.gmail.twoStep'],
    ['icloud', 'iCloud Mail', 'mailServer.steps.icloud.twoFactor'],
    ['outlook', 'Outlook.com', 'mailServer.steps.outlook.twoStep'],
  ] as const) {
    await form.getByRole('radio', { name }).check();
    await expect(form.getByText(msg('en', steps))).toBeVisible();
    const link = form.getByRole('link', { name: msg('en', `mailServer.links.${provider}`) });
    await expect(link).toHaveAttribute('href', PROVIDER_PRESETS[provider].appPasswordPage);
    // A provider's own server is not typed in.
    await expect(form.getByLabel(msg('en', 'mailServer.host'), { exact: true })).toHaveCount(0);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectAxeClean(page, { label: 'settings, mail server form' });
});
