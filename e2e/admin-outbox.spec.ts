/**
 * The outbox in the dashboard (issue 27), on a phone, as a couple would try it: first with no mail server (the demo
 * of `npm start`), where Settings and the E-mails screen say plainly that nothing is sent and show the saved
 * message; then with a real SMTP server (test-support/smtp-test-server.ts), where the test e-mail says what the server
 * answered, a refused one says why and is sent again from the E-mails screen. The focus stays on the control that
 * acted or moves to its result; each screen is scanned by axe. Each server here is the spec's own (e2e/sites.ts).
 * Last, a site whose day's bound (MAIL_PER_DAY) is reached: the E-mails screen says so, and from when the waiting go.
 */
import { devices, expect, type Browser, type Locator, type Page } from '@playwright/test';
import { startTestSmtpServer, type TestSmtpServer } from '../test-support/smtp-test-server';
import { expectAxeClean } from './axe';
import { adminMessage as msg } from './content';
import { signInAsCouple } from './sessions';
import { type OwnServer, startOwnServer, test } from './sites';

test.describe.configure({ mode: 'serial' });
test.beforeEach(() => test.slow());

const { defaultBrowserType: _browserType, viewport: _viewport, ...PHONE } = devices['Pixel 7'];

async function couple(browser: Browser, server: OwnServer): Promise<Page> {
  const context = await browser.newContext({ ...PHONE, viewport: { width: 390, height: 844 }, baseURL: server.origin, locale: 'en-US' });
  const page = await context.newPage();
  await page.addInitScript(() => localStorage.setItem('admin-locale', 'en'));
  await signInAsCouple(page, server);
  return page;
}

async function expectFocused(locator: Locator) {
  await expect.poll(() => locator.evaluate((element) => element === document.activeElement), { message: `focus on ${String(locator)}` }).toBe(true);
}

const expectNoViolations = (page: Page) => expectAxeClean(page, { label: page.url() });

/** A message as a RegExp in which the server's answer and the time may be anything. */
const pattern = (key: string, vars: Record<string, number> = {}) =>
  new RegExp(
    msg('en', key, { answer: '\u0000', time: '\u0000', ...vars })
      .replace(/[.*+?^$()|[\]\\]/g, '\\$&')
      .replaceAll('\u0000', '.+'),
  );

async function sendTest(page: Page, address: string) {
  const panel = page.getByRole('region', { name: 'E-mail' });
  await panel.getByLabel(msg('en', 'mail.test.to')).fill(address);
  const send = panel.getByRole('button', { name: msg('en', 'mail.test.send') });
  await send.click();
  return { panel, send };
}

test.describe('without a mail server', () => {
  let server: OwnServer;
  test.beforeAll(async () => {
    test.setTimeout(60_000);
    server = await startOwnServer('outbox-none');
  });
  test.afterAll(async () => server?.stop());

  test('Settings says nothing is sent; the test e-mail is saved, and the E-mails screen shows it as not sent', async ({ browser }) => {
    const page = await couple(browser, server);
    await page.goto('/admin/settings');
    const panel = page.getByRole('region', { name: 'E-mail' });
    await expect(panel.getByText(msg('en', 'mail.server.none'))).toBeVisible();

    // A wrong address: said under the field, which takes the focus; nothing is queued.
    await panel.getByLabel(msg('en', 'mail.test.to')).fill('not an address');
    await panel.getByRole('button', { name: msg('en', 'mail.test.send') }).click();
    await expect(panel.getByText(msg('en', 'mail.test.invalidAddress'))).toBeVisible();
    await expectFocused(panel.getByLabel(msg('en', 'mail.test.to')));

    const { send } = await sendTest(page, 'couple@example.com');
    await expect(panel.getByRole('status').filter({ hasText: msg('en', 'mail.test.saved') })).toBeVisible();
    await expectFocused(send);
    await expectNoViolations(page);

    await panel.getByRole('link', { name: msg('en', 'mail.outboxLink') }).click();
    await expect(page.getByRole('heading', { level: 1, name: msg('en', 'outbox.heading') })).toBeFocused();
    await expect(page.getByText(msg('en', 'mail.server.none'))).toBeVisible();
    const item = page.getByRole('listitem').filter({ hasText: 'couple@example.com' });
    await expect(item.getByText(msg('en', 'outbox.state.saved'))).toBeVisible();
    // Sending it again would only save it again: no such button while there is no mail server.
    await expect(item.getByRole('button', { name: msg('en', 'outbox.resend') })).toHaveCount(0);
    const show = item.getByRole('button', { name: msg('en', 'outbox.show') });
    await show.click();
    await expect(show).toHaveAttribute('aria-expanded', 'true');
    await expect(item.getByText('This test was written by your site but not sent')).toBeVisible();
    await expectNoViolations(page);

    // Reached from More, like Photos and Settings.
    await page.goto('/admin');
    await page.locator('nav.admin-nav button.more-button').click();
    await page.locator('.more-menu').getByRole('link', { name: msg('en', 'nav.outbox') }).click();
    await expect(page).toHaveURL(/\/admin\/outbox$/);
  });
});

test.describe('with a mail server', () => {
  let server: OwnServer;
  let smtp: TestSmtpServer;
  test.beforeAll(async () => {
    test.setTimeout(60_000);
    smtp = await startTestSmtpServer();
    smtp.refuse((address, attempt) => (address === 'refused@example.com' && attempt === 1 ? { code: 550, message: '5.1.1 No such mailbox here' } : undefined));
    server = await startOwnServer('outbox-smtp', { SMTP_URL: smtp.url, MAIL_FROM: 'Ana & Ion <hello@example.com>', MAIL_PER_MINUTE: '600' });
  });
  test.afterAll(async () => {
    await server?.stop();
    await smtp?.stop();
  });

  test('the test e-mail says what the server answered; a refused one says why and goes when sent again', async ({ browser }) => {
    const page = await couple(browser, server);
    await page.goto('/admin/settings');
    const panel = page.getByRole('region', { name: 'E-mail' });
    await expect(panel.getByText(msg('en', 'mail.server.configured', { host: `127.0.0.1:${smtp.port}`, from: 'Ana & Ion <hello@example.com>', count: 600 }))).toBeVisible();

    const { send } = await sendTest(page, 'couple@example.com');
    await expect(panel.getByRole('status').filter({ hasText: pattern('mail.test.sent') })).toContainText('Ok: queued as test-1');
    await expectFocused(send);
    expect(smtp.received.map((mail) => mail.envelope.to)).toEqual([['couple@example.com']]);
    expect(smtp.received[0]!.parsed.subject).toContain('A test e-mail from your wedding site');

    await sendTest(page, 'refused@example.com');
    await expect(panel.getByRole('status').filter({ hasText: pattern('mail.test.refused') })).toContainText('550 5.1.1 No such mailbox here');

    await page.goto('/admin/outbox');
    const refused = page.getByRole('listitem').filter({ hasText: 'refused@example.com' });
    await expect(refused.getByText(pattern('outbox.state.failed'))).toContainText('No such mailbox here');
    await expect(page.getByRole('listitem').filter({ hasText: 'couple@example.com' }).getByText(pattern('outbox.state.sent'))).toBeVisible();
    await expectNoViolations(page);
    await refused.getByRole('button', { name: msg('en', 'outbox.resend') }).click();
    // The button is gone once it is queued again: the result, beside it, has the focus.
    const result = refused.getByRole('status').filter({ hasText: msg('en', 'outbox.resent') });
    await expectFocused(result);
    // The screen looks again by itself while a message is on its way.
    await expect(refused.getByText(pattern('outbox.state.sent'))).toBeVisible({ timeout: 20_000 });
    expect(smtp.received.map((mail) => mail.envelope.to[0])).toEqual(['couple@example.com', 'refused@example.com']);
  });
});

test.describe('past the day’s bound', () => {
  let server: OwnServer;
  let smtp: TestSmtpServer;
  test.beforeAll(async () => {
    test.setTimeout(60_000);
    smtp = await startTestSmtpServer();
    server = await startOwnServer('outbox-day-bound', { SMTP_URL: smtp.url, MAIL_FROM: 'Ana & Ion <hello@example.com>', MAIL_PER_MINUTE: '600', MAIL_PER_DAY: '1' });
  });
  test.afterAll(async () => {
    await server?.stop();
    await smtp?.stop();
  });

  test('the E-mails screen says the day’s e-mails are sent, and from when the waiting ones go', async ({ browser }) => {
    const page = await couple(browser, server);
    for (const to of ['first@example.com', 'second@example.com']) {
      expect((await page.request.post('/api/admin/outbox/test', { data: { to, locale: 'en' } })).status()).toBe(202);
    }
    await expect.poll(() => smtp.received.length).toBe(1);
    await page.goto('/admin/outbox');
    // The time (the first message's, a day later) as this device writes it: server/mail/daily-bound.test.ts checks it.
    await expect(page.getByText(pattern('outbox.dayBound', { count: 1 }))).toBeVisible();
    await expect(page.getByRole('listitem').filter({ hasText: 'second@example.com' }).getByText(msg('en', 'outbox.state.queued'))).toBeVisible();
    await expectNoViolations(page);
    expect(smtp.received.map((mail) => mail.envelope.to[0])).toEqual(['first@example.com']);
  });
});
