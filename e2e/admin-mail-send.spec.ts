/**
 * The invitation and a reminder by e-mail from the guest list (issue 27), on a phone, as a couple would try it on a
 * site with no mail server (the demo of `npm start`): they select two households and send them the invitation
 * (through its preview, issue 36: e2e/admin-send-preview.spec.ts walks it), are told at once what was queued and
 * that nothing is sent but saved, see each household's state in the list, send to
 * "all not yet sent" (the household without an address is counted, none is sent twice) with a warning beside the
 * buttons while the site still shows the Save the Date, remind one by e-mail and see "reminded on"; the E-mails
 * screen lists the messages as saved, not sent, and the files are there. This file runs on a server of its own (it
 * adds an event and households), one test after the other.
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, type Locator, type Page } from '@playwright/test';
import type { AdminGuest } from '#common/guest-list-api';
import { INVITATION_API } from '#common/invitation-api';
import { LOCALES, type Locale } from '#common/locales';
import { expectAxeClean } from './axe';
import { adminMessage as msg } from './content';
import { signInAsCouple } from './sessions';
import { testOnOwnServer } from './sites';
import { eventInput } from '../server/testing/event-input';

const { test, site } = testOnOwnServer('mail-send');
test.describe.configure({ timeout: 90_000 });

const texts = (text: string) => Object.fromEntries(LOCALES.map((locale) => [locale, text])) as Record<Locale, string>;

async function couple(page: Page): Promise<void> {
  await page.addInitScript(() => localStorage.setItem('admin-locale', 'en'));
  await signInAsCouple(page, site());
}

/** Opens a send's preview from `button` and confirms it ("Send to N households"); the dialog closes. */
async function sendThroughPreview(page: Page, button: Locator, households: number) {
  await button.click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: msg('en', 'mailPreview.confirm', { count: households }) }).click();
  await expect(dialog).toHaveCount(0);
}

/** The guest list's row of a household. */
const row = (page: Page, name: string) => page.locator('li.guest').filter({ hasText: name });

/** Reloads the list until the household's row says `text`: the outbox saves each message a moment after it is queued. */
async function expectRowSays(page: Page, name: string, text: string) {
  await expect(async () => {
    await page.reload();
    await expect(row(page, name).getByText(text)).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
}

test.beforeAll(async ({ browser }) => {
  const ownServer = site();
  const context = await browser.newContext({ baseURL: ownServer.origin });
  const page = await context.newPage();
  await signInAsCouple(page, ownServer);
  const api = page.request;
  const event = eventInput({ title: texts('Dinner'), startsAt: '2030-06-15T19:00', endsAt: '2030-06-15T23:30', audience: 'everyone' });
  expect((await api.post('/api/admin/events', { data: event })).status()).toBe(201);
  for (const data of [
    { name: 'Familia Popescu', language: 'ro', email: 'popescu@exemplu.ro' },
    { name: 'Familia Weber', language: 'de', email: 'weber@beispiel.de' },
    { name: 'Bob Smith', language: 'en', phone: '+40722123456' },
  ]) {
    const response = await api.post('/api/admin/guests', { data });
    expect(response.status(), await response.text()).toBe(201);
    expect(((await response.json()) as AdminGuest).invitationMail).toBe('none');
  }
  await context.close();
});

test('the couple sends the invitation to the selected households and sees it saved, not sent', async ({ page }) => {
  await couple(page);
  await page.goto('/admin/guests');
  await expect(row(page, 'Familia Popescu').getByText(msg('en', 'guests.mail.state.none'))).toBeVisible();
  await page.getByRole('checkbox', { name: msg('en', 'guests.select', { name: 'Familia Popescu' }) }).check();
  await page.getByRole('checkbox', { name: msg('en', 'guests.select', { name: 'Familia Weber' }) }).check();
  await page.locator('.selection-bar').getByText(msg('en', 'guests.mail.open')).click();
  const bar = page.locator('.selection-bar .mail-send');
  // The site still shows the Save the Date: said beside the buttons, which still send.
  await expect(bar.getByText(msg('en', 'guests.mail.saveTheDate'))).toBeVisible();
  const send = bar.getByRole('button', { name: msg('en', 'guests.mail.invite'), exact: true });
  await sendThroughPreview(page, send, 2);
  const result = bar.getByRole('status');
  await expect(result).toHaveText(`${msg('en', 'guests.mail.queued', { count: 2 })} ${msg('en', 'guests.mail.noServer')}`);
  // The dialog is gone: the result beside its opener has the focus.
  await expect(result).toBeFocused();
  await expectAxeClean(page, { label: 'guest list after sending' });

  await expectRowSays(page, 'Familia Popescu', msg('en', 'guests.mail.state.saved'));
  await expect(row(page, 'Familia Weber').getByText(msg('en', 'guests.mail.state.saved'))).toBeVisible();
  await expect(row(page, 'Bob Smith').getByText(msg('en', 'guests.mail.state.none'))).toBeVisible();
});

test('"all not yet sent" sends nobody twice and counts the household without an address', async ({ page }) => {
  await couple(page);
  await page.goto('/admin/guests');
  const all = page.getByRole('button', { name: msg('en', 'guests.mail.inviteAll'), exact: true });
  await all.click();
  // Nothing to send: the preview says so and who is skipped why, and offers no "Send to" at all.
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText(msg('en', 'guests.mail.nothing'))).toBeVisible();
  await expect(dialog.getByText(msg('en', 'mailPreview.skipped', { count: 3 }))).toBeVisible();
  await expect(dialog.getByRole('button', { name: /^Send to / })).toHaveCount(0);
  await dialog.getByRole('button', { name: msg('en', 'common.cancel') }).click();
  await expect(all).toBeFocused();
  // Once the invitation shows, the warning is gone.
  const warning = page.locator('.mail-send').filter({ has: all }).getByText(msg('en', 'guests.mail.saveTheDate'));
  await expect(warning).toBeVisible();
  expect((await page.request.put(INVITATION_API.phase, { data: { phase: 'invitation' } })).status()).toBe(200);
  await page.reload();
  await expect(all).toBeVisible();
  await expect(warning).toHaveCount(0);
});

test('a reminder by e-mail shows "reminded on", and the E-mails screen lists every message as saved, not sent', async ({ page }) => {
  await couple(page);
  await page.goto('/admin/guests');
  await page.getByRole('checkbox', { name: msg('en', 'guests.select', { name: 'Familia Popescu' }) }).check();
  await page.locator('.selection-bar').getByText(msg('en', 'guests.mail.open')).click();
  const bar = page.locator('.selection-bar .mail-send');
  const remind = bar.getByRole('button', { name: msg('en', 'guests.mail.remind'), exact: true });
  // Invited a moment ago: the reminder asks first, and goes only when the couple includes the household.
  await remind.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText(msg('en', 'mailPreview.recent', { count: 1, names: 'Familia Popescu' }))).toBeVisible();
  await dialog.getByLabel(msg('en', 'mailPreview.recentChoices.include')).check();
  await dialog.getByRole('button', { name: msg('en', 'mailPreview.confirm', { count: 1 }) }).click();
  await expect(dialog).toHaveCount(0);
  await expect(bar.getByRole('status')).toHaveText(`${msg('en', 'guests.mail.queued', { count: 1 })} ${msg('en', 'guests.mail.noServer')}`);
  await expect(row(page, 'Familia Popescu').getByText(/Reminded on /)).toBeVisible();
  // Again the same day: nobody is reminded twice.
  await remind.click();
  await expect(dialog.getByText(msg('en', 'guests.mail.nothing'))).toBeVisible();
  await dialog.getByText(msg('en', 'mailPreview.skipped', { count: 1 })).click();
  await expect(dialog.getByText(`Familia Popescu: ${msg('en', 'mailPreview.reasons.remindedToday')}`)).toBeVisible();
  await dialog.getByRole('button', { name: msg('en', 'common.cancel') }).click();

  await page.goto('/admin/outbox');
  for (const address of ['popescu@exemplu.ro', 'weber@beispiel.de']) {
    await expect(page.getByRole('listitem').filter({ hasText: address }).first().getByText(msg('en', 'outbox.state.saved'))).toBeVisible();
  }
  await expect(page.getByRole('listitem').filter({ hasText: 'popescu@exemplu.ro' })).toHaveCount(2);
  await expect.poll(() => fs.readdirSync(path.join(site().dataDir, 'outbox')).filter((name) => name.endsWith('.eml')).length).toBe(3);
});
