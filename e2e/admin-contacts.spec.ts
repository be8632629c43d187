/**
 * Contacts on the dashboard (issue 27), on a phone: a household added with its e-mail address and a number typed
 * as Romanians type it, shown as stored; a number that cannot be read is said beside its field in the couple's
 * words, with what was typed kept; the share buttons open WhatsApp and e-mail to the household; a member's own
 * number; and the reminders: households with a phone and no e-mail walked one after another, WhatsApp opened to
 * each number with the reminder written, the message copied whole, "marked sent" recorded as "reminded on".
 *
 * The reminders need an event every household is invited to, which every guest of a site would see: this file
 * starts a server and a DATA_DIR of its own and runs its tests in order.
 */
import { devices, expect, type Browser, type Page } from '@playwright/test';
import type { AdminGuest } from '#common/guest-list-api';
import { eventInput, NO_TEXT } from '../server/testing/event-input';
import { expectAxeClean } from './axe';
import { signInAsCouple } from './sessions';
import { openDisclosure } from './fixtures';
import { type OwnServer, startOwnServer, test } from './sites';

test.describe.configure({ mode: 'serial', timeout: 60_000 });

let server: OwnServer;
test.beforeAll(async () => {
  test.setTimeout(60_000);
  server = await startOwnServer('contacts');
});
test.afterAll(async () => server?.stop());

const { defaultBrowserType: _browserType, ...PHONE } = devices['Pixel 7'];

async function couple(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ ...PHONE, baseURL: server.origin, locale: 'en-US', permissions: ['clipboard-read', 'clipboard-write'] });
  const page = await context.newPage();
  await signInAsCouple(page, server);
  return page;
}

const guestNamed = async (page: Page, name: string) => {
  const { guests } = (await (await page.request.get(`/api/admin/guests?q=${encodeURIComponent(name)}`)).json()) as { guests: AdminGuest[] };
  return guests.find((guest) => guest.name === name)!;
};

test('a household added with its contacts; a number that cannot be read is said beside it, and what was typed stays', async ({ browser }) => {
  const page = await couple(browser);
  await page.goto('/admin/guests');
  await openDisclosure(page, 'Add guests');
  const form = page.locator('form.add-guest');
  await form.getByLabel('Name of the household').fill('Maria Popescu');
  await form.getByRole('combobox', { name: 'Language', exact: true }).selectOption('ro');
  // The help names the country a number without + is read in, from the chosen language.
  await expect(form.getByText(/chosen by the language: Romania\.$/)).toBeVisible();
  await form.getByLabel('E-mail address').fill('maria@exemplu');
  await form.getByLabel('Phone number').fill('0722 123 45');
  await form.getByRole('button', { name: 'Add the household' }).click();
  await expect(form.getByText('This is not an e-mail address. Please write it like name@example.com.')).toBeVisible();
  await expect(form.getByText(/^This phone number cannot be read \(a number without \+ is read as one of this country: Romania\)/)).toBeVisible();
  await expect(form.getByLabel('Phone number')).toHaveValue('0722 123 45');
  await expect(form.getByLabel('Phone number')).toHaveAttribute('aria-invalid', 'true');
  await expectAxeClean(page, { label: 'add form with problems' });

  await form.getByLabel('E-mail address').fill('maria@exemplu.ro');
  await form.getByLabel('Phone number').fill('0722 123 456');
  await form.getByRole('button', { name: 'Add the household' }).click();
  await expect(form.getByRole('status')).toHaveText('Maria Popescu was added with 1 person.');
  await expect(form.getByLabel('Phone number')).toHaveValue('');

  const maria = await guestNamed(page, 'Maria Popescu');
  expect(maria).toMatchObject({ email: 'maria@exemplu.ro', phone: '+40722123456' });
  await page.goto(`/admin/guests/${maria.id}`);
  await expect(page.getByRole('link', { name: '+40722123456' })).toHaveAttribute('href', 'tel:+40722123456');
  // The invitation's share buttons go to her number and address.
  const whatsapp = new URL((await page.getByRole('link', { name: 'WhatsApp' }).getAttribute('href'))!);
  expect(`${whatsapp.origin}${whatsapp.pathname}`).toBe('https://wa.me/40722123456');
  expect(whatsapp.searchParams.get('text')).toContain(maria.link!);
  expect(await page.getByRole('link', { name: 'E-mail', exact: true }).getAttribute('href')).toMatch(/^mailto:maria@exemplu\.ro\?subject=/);
});

test('the household’s page changes a number, read in the country of its new language, and a member gets one', async ({ browser }) => {
  const page = await couple(browser);
  const maria = await guestNamed(page, 'Maria Popescu');
  await page.goto(`/admin/guests/${maria.id}`);
  const edit = page.locator('form').filter({ has: page.getByRole('heading', { name: 'Change name, language, note or contacts' }) });
  await expect(edit.getByLabel('Phone number')).toHaveValue('+40722123456');
  await edit.getByLabel('Language').selectOption('de');
  await expect(edit.getByText(/chosen by the language: Germany\.$/)).toBeVisible();
  await edit.getByLabel('Phone number').fill('0151 23456789');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit.getByText('Saved')).toBeVisible();
  // As stored: the international form says which country it was read in.
  await expect(edit.getByLabel('Phone number')).toHaveValue('+4915123456789');

  const members = page.locator('form.members-editor');
  await members.getByRole('button', { name: 'Add a person' }).click();
  const olga = members.getByRole('group', { name: 'Person 2' });
  await olga.getByLabel('Name', { exact: true }).fill('Olga');
  await olga.getByLabel('Phone number').fill('+7 912 345-67-89');
  await members.getByRole('button', { name: 'Save' }).click();
  await expect(members.getByText('Saved: 2 people are invited with this link.')).toBeVisible();
  await expect(olga.getByLabel('Phone number')).toHaveValue('+79123456789');
  await expectAxeClean(page, { label: 'household page with contacts' });
});

const PARTY = eventInput({ title: { ...NO_TEXT, en: 'Party' }, audience: 'everyone' });

test('the reminders walk the households with a phone and no e-mail: WhatsApp to each number, the message copied, marked sent', async ({ browser }) => {
  const page = await couple(browser);
  const api = page.request;
  expect((await api.post('/api/admin/events', { data: PARTY })).ok()).toBe(true);
  const ana = (await (await api.post('/api/admin/guests', { data: { name: 'Ana Ionescu', language: 'ro', phone: '0733 222 333' } })).json()) as AdminGuest;
  const irina = (await (await api.post('/api/admin/guests', { data: { name: 'Irina Ivanova', language: 'ru', phone: '8 (912) 345-67-89' } })).json()) as AdminGuest;
  await api.post('/api/admin/guests', { data: { name: 'Claire Dubois', language: 'fr', email: 'claire@exemple.fr', phone: '06 12 34 56 78' } });

  await page.goto('/admin/answers');
  const walk = page.getByRole('region', { name: 'Remind by WhatsApp, one after another' });
  // Ana and Irina have a phone and no e-mail (Maria has an address, Claire too): two to remind.
  await expect(walk.getByText(/^2 households have a phone number but no e-mail address/)).toBeVisible();
  await walk.getByRole('button', { name: 'Start' }).click();
  await expect(walk.getByRole('heading', { name: 'Ana Ionescu' })).toBeFocused();
  await expect(walk.getByText('1 of 2')).toBeVisible();

  const open = walk.getByRole('link', { name: 'Open WhatsApp for Ana Ionescu' });
  const href = new URL((await open.getAttribute('href'))!);
  expect(`${href.origin}${href.pathname}`).toBe('https://wa.me/40733222333');
  const text = href.searchParams.get('text')!;
  expect(text).toContain('Bună ziua, Ana Ionescu!');
  expect(text).toContain(ana.link!);

  await walk.getByRole('button', { name: 'Copy message' }).click();
  await expect(walk.getByRole('status')).toHaveText('Message copied, with the link.');
  // The words and the link, not the link alone.
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(text);

  await walk.getByRole('button', { name: 'Mark as sent' }).click();
  await expect(walk.getByRole('status')).toHaveText(/^Reminded on \w{3} \d{1,2}, \d{4}$/);
  await expect(walk.getByRole('button', { name: 'Next household' })).toBeFocused();
  const list = page.getByRole('region', { name: /Not answered yet/ });
  await expect(list.getByRole('listitem').filter({ hasText: 'Ana Ionescu' }).getByText(/^Reminded on /)).toBeVisible();
  await expectAxeClean(page, { label: 'reminders walk' });

  await walk.getByRole('button', { name: 'Next household' }).click();
  await expect(walk.getByRole('heading', { name: 'Irina Ivanova' })).toBeFocused();
  const irinaHref = new URL((await walk.getByRole('link', { name: 'Open WhatsApp for Irina Ivanova' }).getAttribute('href'))!);
  expect(irinaHref.pathname).toBe('/79123456789');
  expect(irinaHref.searchParams.get('text')).toContain(irina.link!);
  await walk.getByRole('button', { name: 'Skip' }).click();
  await expect(walk.getByText('Done: you have been through every household on the list.')).toBeFocused();

  // The next time the list opens, Ana is not walked again today; Irina, skipped, is.
  await page.reload();
  await expect(walk.getByText(/^1 household has a phone number but no e-mail address/)).toBeVisible();
  await expect(list.getByRole('listitem').filter({ hasText: 'Ana Ionescu' }).getByText(/^Reminded on /)).toBeVisible();
  // Claire's reminder goes to her address and number through the list's own buttons; its copy is the message too.
  const claire = list.getByRole('group', { name: 'Remind Claire Dubois' });
  expect(await claire.getByRole('link', { name: 'E-mail', exact: true }).getAttribute('href')).toMatch(/^mailto:claire@exemple\.fr\?subject=/);
  await claire.getByRole('button', { name: 'Copy message' }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/^Bonjour Claire Dubois, .*http/);
});
