/**
 * The invitation and a reminder by e-mail from the guest list (issue 27), on a phone, as a couple would try it on a
 * site with no mail server (the demo of `npm start`): they select two households and send them the invitation, are
 * told at once what was queued and that nothing is sent but saved, see each household's state in the list, send to
 * "all not yet sent" (the household without an address is counted, none is sent twice) with a warning beside the
 * buttons while the site still shows the Save the Date, remind one by e-mail and see "reminded on"; the E-mails
 * screen lists the messages as saved, not sent, and the files are there. This file runs on a server of its own (it
 * adds an event and households), one test after the other.
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import type { AdminGuest } from '#common/guest-list-api';
import { INVITATION_API } from '#common/invitation-api';
import { LOCALES, type Locale } from '#common/locales';
import { expectAxeClean } from './axe';
import { adminMessage as msg } from './content';
import { signInAsCouple } from './sessions';
import { testOnOwnServer } from './sites';
import { eventInput } from '../server/testing/event-input';

const { test, site } = testOnOwnServer('mail-send');
test.describe.configure({ mode: 'serial', timeout: 90_000 });

const texts = (text: string) => Object.fromEntries(LOCALES.map((locale) => [locale, text])) as Record<Locale, string>;

async function couple(page: Page): Promise<void> {
  await page.addInitScript(() => localStorage.setItem('admin-locale', 'en'));
  await signInAsCouple(page, site());
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

test.beforeAll(async ({ browser, ownServer }) => {
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
  await send.click();
  await expect(bar.getByRole('status')).toHaveText(`${msg('en', 'guests.mail.queued', { count: 2 })} ${msg('en', 'guests.mail.noServer')}`);
  await expect(send).toBeFocused();
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
  await expect(page.locator('.mail-send').filter({ has: all }).getByRole('status')).toHaveText(
    [msg('en', 'guests.mail.nothing'), msg('en', 'guests.mail.skipped.noAddress', { count: 1 }), msg('en', 'guests.mail.skipped.alreadySent', { count: 2 })].join(' '),
  );
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
  await bar.getByRole('button', { name: msg('en', 'guests.mail.remind'), exact: true }).click();
  await expect(bar.getByRole('status')).toHaveText(`${msg('en', 'guests.mail.queued', { count: 1 })} ${msg('en', 'guests.mail.noServer')}`);
  await expect(row(page, 'Familia Popescu').getByText(/Reminded on /)).toBeVisible();
  // Again the same day: nobody is reminded twice.
  await bar.getByRole('button', { name: msg('en', 'guests.mail.remind'), exact: true }).click();
  await expect(bar.getByRole('status')).toHaveText(`${msg('en', 'guests.mail.nothing')} ${msg('en', 'guests.mail.skipped.remindedToday', { count: 1 })}`);

  await page.goto('/admin/outbox');
  for (const address of ['popescu@exemplu.ro', 'weber@beispiel.de']) {
    await expect(page.getByRole('listitem').filter({ hasText: address }).first().getByText(msg('en', 'outbox.state.saved'))).toBeVisible();
  }
  await expect(page.getByRole('listitem').filter({ hasText: 'popescu@exemplu.ro' })).toHaveCount(2);
  await expect.poll(() => fs.readdirSync(path.join(site().dataDir, 'outbox')).filter((name) => name.endsWith('.eml')).length).toBe(3);
});
