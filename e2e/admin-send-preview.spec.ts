/**
 * The invitation seen before it goes and stopped while it waits (issue 36), on a 390 px phone, as a couple would do
 * it with a real mail server (test-support/smtp-test-server.ts): from the top of the guest list they open the send
 * to everyone not yet sent it, read how many households and e-mails and who is skipped, write a line of their own in
 * Romanian, read the e-mail as a Romanian household will, switch to German (no line: they wrote none in German),
 * send themselves a copy in one tap, confirm "Send to 2 households", and cancel the German household's e-mail from
 * the E-mails screen while it waits. The mail server gets the copy and the Romanian e-mail, as previewed, and never
 * the cancelled one. Then, on that household's page, they correct its address: the e-mail waiting for the old one
 * goes to the new one (the save's result says so), and they cancel it there. The server sends two e-mails a minute,
 * so what is queued waits long enough to be stopped. axe scans the preview, the E-mails screen and the household's
 * page.
 */
import { devices, expect, type Browser, type Page } from '@playwright/test';
import { ANSWER_NOTICES_API } from '#common/answer-notices-api';
import type { GuestPage } from '#common/guest-list-api';
import { HOUSEHOLD_MAIL_API } from '#common/household-mail-api';
import { INVITATION_API } from '#common/invitation-api';
import { LOCALES, type Locale } from '#common/locales';
import { OUTBOX_API } from '#common/outbox-api';
import { startTestSmtpServer, type TestSmtpServer } from '../test-support/smtp-test-server';
import { eventInput } from '../server/testing/event-input';
import { expectAxeClean } from './axe';
import { adminMessage as msg } from './content';
import { signInAsCouple } from './sessions';
import { type OwnServer, startOwnServer, test } from './sites';

test.describe.configure({ mode: 'serial' });

const { defaultBrowserType: _browserType, viewport: _viewport, ...PHONE } = devices['Pixel 7'];
const texts = (text: string) => Object.fromEntries(LOCALES.map((locale) => [locale, text])) as Record<Locale, string>;
const NOTE = 'Abia așteptăm să vă vedem!';

let smtp: TestSmtpServer;
let server: OwnServer;

test.beforeAll(async ({ browser }) => {
  test.setTimeout(60_000);
  smtp = await startTestSmtpServer();
  server = await startOwnServer('send-preview', { SMTP_URL: smtp.url, MAIL_FROM: 'Ana & Ion <hello@example.com>', MAIL_PER_MINUTE: '2' });
  const context = await browser.newContext({ baseURL: server.origin });
  const page = await context.newPage();
  await signInAsCouple(page, server);
  const api = page.request;
  const event = eventInput({ title: texts('Dinner'), startsAt: '2030-06-15T19:00', endsAt: '2030-06-15T23:30', audience: 'everyone' });
  expect((await api.post(INVITATION_API.events, { data: event })).status()).toBe(201);
  expect((await api.put(INVITATION_API.phase, { data: { phase: 'invitation' } })).status()).toBe(200);
  // The couple's own address is known: their notices of answers go there.
  expect((await api.put(ANSWER_NOTICES_API.notices, { data: { mode: 'each', to: 'couple@example.com', locale: 'en' } })).status()).toBe(200);
  for (const data of [
    { name: 'Familia Popescu', language: 'ro', email: 'popescu@exemplu.ro' },
    { name: 'Familie Weber', language: 'de', email: 'weber@beispiel.de' },
    { name: 'Bob Smith', language: 'en', phone: '+40722123456' },
  ]) {
    const response = await api.post('/api/admin/guests', { data });
    expect(response.status(), await response.text()).toBe(201);
  }
  await context.close();
});

test.afterAll(async () => {
  await server?.stop();
  await smtp?.stop();
});

async function couple(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ ...PHONE, viewport: { width: 390, height: 844 }, baseURL: server.origin, locale: 'en-US' });
  const page = await context.newPage();
  await page.addInitScript(() => localStorage.setItem('admin-locale', 'en'));
  await signInAsCouple(page, server);
  return page;
}

test('the couple previews the invitation in each language, sends themselves a copy, confirms, and cancels one e-mail that waits', async ({ browser }) => {
  test.setTimeout(150_000);
  const page = await couple(browser);
  await page.goto('/admin/guests');
  // At the top of the list, before the first household.
  const open = page.getByRole('button', { name: msg('en', 'guests.mail.inviteAll'), exact: true });
  await expect(page.locator('li.guest').first()).toBeVisible();
  expect(await open.evaluate((button) => Boolean(button.compareDocumentPosition(document.querySelector('li.guest')!) & Node.DOCUMENT_POSITION_FOLLOWING))).toBe(true);
  await open.click();

  const dialog = page.getByRole('dialog', { name: msg('en', 'mailPreview.headingInvitation') });
  await expect(dialog.getByText(`${msg('en', 'mailPreview.households', { count: 2 })} · ${msg('en', 'mailPreview.messages', { count: 2 })}`)).toBeVisible();
  await dialog.getByText(msg('en', 'mailPreview.skipped', { count: 1 })).click();
  await expect(dialog.getByText(`Bob Smith: ${msg('en', 'mailPreview.reasons.noAddress')}`)).toBeVisible();

  // Romanian: the couple's own line, previewed as the household will read it.
  await dialog.getByLabel(msg('en', 'mailPreview.languageOption', { language: msg('en', 'languages.ro'), count: 1 })).check();
  const mail = dialog.locator('.mail-html');
  await expect(mail).toContainText('Dragă Familia Popescu,');
  // A character that cannot be shown (pasted with the words) is refused beside the note, in its language, by the
  // rule every text of paragraphs is cleaned by; the preview stays the last one made.
  const note = dialog.getByLabel(msg('en', 'mailPreview.note', { language: msg('en', 'languages.ro') }));
  await note.fill(`${NOTE}\u0007`);
  await note.blur();
  const refusal = `${msg('en', 'languages.ro')}: ${msg('en', 'rsvp.problems.control')}`;
  await expect(dialog.getByText(refusal)).toBeVisible();
  await expect(note).toHaveAttribute('aria-invalid', 'true');
  await expect(note).toHaveAccessibleDescription(new RegExp(`^${refusal}`));
  await expect(mail).not.toContainText(NOTE);
  await note.fill(NOTE);
  await note.blur();
  await expect(mail).toContainText(NOTE);
  await expect(dialog.getByText(refusal)).toHaveCount(0);
  await expect(note).not.toHaveAttribute('aria-invalid');
  const romanianSubject = (await dialog.locator('.mail-preview-subject [lang="ro"]').textContent())!;
  expect(romanianSubject).toMatch(/^Invitație la nuntă/);
  await expectAxeClean(page, { label: 'the invitation’s preview' });

  // German: none of the Romanian words.
  await dialog.getByLabel(msg('en', 'mailPreview.languageOption', { language: msg('en', 'languages.de'), count: 1 })).check();
  await expect(dialog.locator('.mail-preview-subject [lang="de"]')).toHaveText(/^Einladung zur Hochzeit/);
  await expect(mail).toContainText('Familie Weber');
  await expect(mail).not.toContainText(NOTE);

  // A copy of the German e-mail to the couple's known address: one tap.
  await expect(dialog.getByLabel(msg('en', 'mailPreview.copyTo'))).toHaveValue('couple@example.com');
  const copy = dialog.getByRole('button', { name: msg('en', 'mailPreview.copy') });
  await copy.click();
  await expect(dialog.getByText(msg('en', 'mailPreview.copySent', { language: msg('en', 'languages.de'), address: 'couple@example.com' }))).toBeVisible();
  await expect(copy).toBeFocused();
  await expect.poll(() => smtp.received.map((received) => received.envelope.to[0])).toEqual(['couple@example.com']);
  expect(smtp.received[0]!.parsed.subject).toMatch(/^Einladung zur Hochzeit/);

  await dialog.getByRole('button', { name: msg('en', 'mailPreview.confirm', { count: 2 }) }).click();
  await expect(dialog).toHaveCount(0);
  const result = page.locator('.mail-send').filter({ has: open }).getByRole('status');
  await expect(result).toHaveText(
    [msg('en', 'guests.mail.queued', { count: 2 }), msg('en', 'guests.mail.skipped.noAddress', { count: 1 }), msg('en', 'guests.mail.sending')].join(' '),
  );
  await expect(result).toBeFocused();

  // The German household's address was wrong: its e-mail is stopped while it waits.
  await page.goto('/admin/outbox');
  const weber = page.locator('li.outbox-message').filter({ hasText: 'weber@beispiel.de' });
  const cancel = weber.getByRole('button', { name: msg('en', 'outbox.cancel') });
  await cancel.click();
  await expect(weber.getByRole('status').filter({ hasText: msg('en', 'outbox.cancelled') })).toBeFocused();
  await expect(cancel).toHaveCount(0);
  await expect(weber.getByText(/^Cancelled on .+: not sent\.$/)).toBeVisible();
  await expectAxeClean(page, { label: 'the E-mails screen with a cancelled e-mail' });

  // The Romanian e-mail arrives as previewed; the cancelled one never does.
  await expect.poll(() => smtp.received.map((received) => received.envelope.to[0]), { timeout: 100_000 }).toEqual(['couple@example.com', 'popescu@exemplu.ro']);
  const romanian = smtp.received[1]!.parsed;
  expect(romanian.subject).toBe(romanianSubject);
  expect(romanian.text).toContain(NOTE);
  await expect(page.locator('.outbox-counts')).not.toContainText(msg('en', 'outbox.states.queued'));
  expect(smtp.received.flatMap((received) => received.envelope.to)).not.toContain('weber@beispiel.de');
});

test('on the household’s page, a corrected address takes the e-mail that waited for the old one, which the couple then cancels', async ({ browser }) => {
  test.setTimeout(90_000);
  const page = await couple(browser);
  const api = page.request;
  // Three test e-mails go first (they outrank invitations), two a minute: the invitation below waits meanwhile.
  for (const slot of [1, 2, 3]) expect((await api.post(OUTBOX_API.test, { data: { to: `slot${slot}@example.com`, locale: 'en' } })).status()).toBe(202);
  const { guests } = (await (await api.get('/api/admin/guests')).json()) as GuestPage;
  const weber = guests.find((guest) => guest.name === 'Familie Weber')!;
  expect((await api.post(HOUSEHOLD_MAIL_API.invitations, { data: { ids: [weber.id], households: 1 } })).status()).toBe(202);

  await page.goto(`/admin/guests/${weber.id}`);
  const waiting = page.getByRole('region', { name: msg('en', 'guest.waitingMail.heading') });
  await expect(waiting.getByText(`${msg('en', 'outbox.kinds.invitation')}: weber@beispiel.de`)).toBeVisible();

  const form = page.locator('form').filter({ has: page.getByRole('heading', { name: msg('en', 'guest.edit') }) });
  await form.getByLabel(msg('en', 'contacts.email')).fill('weber@beispiel.com');
  await form.getByRole('button', { name: msg('en', 'common.save') }).click();
  await expect(form.getByRole('status')).toHaveText(`${msg('en', 'common.saved')} ${msg('en', 'guest.waitingMail.readdressed', { count: 1 })}`);
  await expect(waiting.getByText(`${msg('en', 'outbox.kinds.invitation')}: weber@beispiel.com`)).toBeVisible();

  const cancel = waiting.getByRole('button', { name: msg('en', 'outbox.cancel') });
  await cancel.click();
  await expect(waiting.getByRole('status').filter({ hasText: msg('en', 'outbox.cancelled') })).toBeFocused();
  await expect(cancel).toHaveCount(0);
  await expectAxeClean(page, { label: 'a household’s page with a cancelled e-mail' });
  expect((await (await api.get(OUTBOX_API.household(weber.id))).json()) as unknown[]).toEqual([]);
});
