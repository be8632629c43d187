/**
 * People and roles on the dashboard (issue 38), on 390 px phones: the couple invites a helper for the day on the People
 * screen and gets their set-up link; the helper opens it on their own phone, is refused a common password, chooses
 * their own, signs in with their address, and sees the households' names and links and who comes to the dinner, with
 * no e-mail address, phone number, dietary or accessibility need, and no export, download or e-mail button; the
 * screens they cannot use are not in their bar and their addresses lead back to the overview.
 *
 * Its households and their answers are its own: the spec starts a server and a DATA_DIR of its own.
 */
import { devices, expect, type Browser, type BrowserContext, type Page } from '@playwright/test';
import type { AdminGuest } from '#common/guest-list-api';
import type { AdminEvent } from '#common/invitation-api';
import { eventInput } from '../server/testing/event-input';
import { expectAxeClean } from './axe';
import { adminMessage as msg } from './content';
import { signInAsCouple } from './sessions';
import { type OwnServer, startOwnServer, test } from './sites';
import { openDialog } from './fixtures';

test.describe.configure({ mode: 'serial', timeout: 60_000 });

let server: OwnServer;
/** The phones' contexts, closed before the server stops: a page still open can hold a request, which the server waits out for up to its 10 s grace (a run's log once said so). */
const phones: BrowserContext[] = [];
test.beforeAll(async () => {
  test.setTimeout(60_000);
  server = await startOwnServer('people');
});
test.afterAll(async () => {
  await Promise.all(phones.map((context) => context.close()));
  await server?.stop();
});

const { defaultBrowserType: _browserType, ...PHONE } = devices['Pixel 7'];
const SECRETS = { email: 'maria.secret@exemplu.ro', phone: '722987654', dietaryNote: 'alergie-la-alune-q7', accessibility: 'scaun-cu-rotile-z3' };
const en = (key: string, vars: Record<string, string | number> = {}) => msg('en', key, vars);

/** A phone 390 px wide: every screen of this spec fits it without scrolling sideways. */
async function phone(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ ...PHONE, viewport: { width: 390, height: 844 }, baseURL: server.origin, locale: 'en-US' });
  phones.push(context);
  return context.newPage();
}

async function expectFitsThePhone(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
}

/** A dinner, a household with its contacts, and its answer with health data, entered as the couple would. */
async function seed(page: Page): Promise<void> {
  const api = page.request;
  const dinner = (await (await api.post('/api/admin/events', { data: eventInput({ audience: 'everyone' }) })).json()) as AdminEvent;
  expect((await api.put('/api/admin/invitation/phase', { data: { phase: 'invitation' } })).status()).toBe(200);
  const maria = (await (await api.post('/api/admin/guests', { data: { name: 'Maria Popescu', language: 'ro', email: SECRETS.email, phone: `0${SECRETS.phone}` } })).json()) as AdminGuest;
  const person = { events: { [dinner.id]: { attending: true, meal: null } }, dietary: ['nutAllergy'], dietaryNote: SECRETS.dietaryNote, accessibility: SECRETS.accessibility, questions: {} };
  const answer = { members: { [maria.members[0]!.id]: person }, extras: [], message: '', questions: {} };
  expect((await api.put(`/api/admin/rsvp/households/${maria.id}`, { data: { answer, revision: 0 } })).status()).toBe(200);
}

test('the couple invites a helper, who sets a password, signs in and sees who comes, without contacts, health data or exports', async ({ browser }) => {
  const couple = await phone(browser);
  await signInAsCouple(couple, server);
  await seed(couple);

  // The couple: People, in the bar's More, adds the helper and gets the link beside the button.
  await couple.goto('/admin');
  const bar = couple.getByRole('navigation', { name: en('nav.label') });
  await bar.getByRole('button', { name: en('tabs.more'), exact: true }).click();
  await bar.getByRole('link', { name: en('nav.people') }).click();
  await expect(couple.getByRole('heading', { level: 1, name: en('people.heading') })).toBeVisible();
  const form = couple.locator('form.add-person');
  await form.getByLabel(en('people.name')).fill('Ioana Pop');
  await form.getByLabel(en('people.email')).fill('ioana@example.com');
  await form.getByLabel(en('people.role')).selectOption('helper');
  const add = form.getByRole('button', { name: en('people.add') });
  await add.click();
  await expect(form.getByRole('status').first()).toHaveText(en('people.added', { name: 'Ioana Pop' }));
  await expect(add).toBeFocused();
  const link = await form.getByLabel(en('people.linkFor', { name: 'Ioana Pop' })).inputValue();
  expect(link).toMatch(new RegExp(`^${server.origin}/admin/setup#[\\w-]{43}$`));
  await expect(couple.getByRole('listitem').filter({ hasText: 'ioana@example.com' })).toContainText(en('people.roles.helper'));
  await expectAxeClean(couple, { label: 'people' });
  await expectFitsThePhone(couple);

  // The helper, on their own phone: the link greets them; a common password is refused beside its field.
  const helper = await phone(browser);
  await helper.goto(link.replace(server.origin, ''));
  await expect(helper.getByRole('heading', { level: 1, name: en('setup.heading') })).toBeVisible();
  await expect(helper.getByText(en('setup.intro', { name: 'Ioana Pop', email: 'ioana@example.com' }))).toBeVisible();
  const password = helper.getByLabel(en('setup.password'));
  await password.fill('password1234');
  const save = helper.getByRole('button', { name: en('setup.submit') });
  await save.click();
  await expect(helper.getByText(en('setup.weak'))).toBeVisible();
  await expect(password).toHaveAttribute('aria-invalid', 'true');
  await expectAxeClean(helper, { label: 'set-up with a refused password' });
  await expectFitsThePhone(helper);
  await password.fill('a long walk by the Danube');
  await save.click();
  await expect(helper.getByText(en('setup.done'))).toBeFocused();
  await helper.getByRole('link', { name: en('setup.signIn') }).click();

  // Signs in with their address (filled in already) and the password they chose.
  await expect(helper.getByLabel(en('signIn.email'))).toHaveValue('ioana@example.com');
  await helper.getByLabel(en('signIn.password'), { exact: true }).fill('a long walk by the Danube');
  await helper.getByRole('button', { name: en('signIn.submit'), exact: true }).click();
  await expect(helper.getByRole('heading', { level: 1, name: en('tabs.overview') })).toBeVisible();

  // Their bar: the overview, the guests, the answers, the photos; no texts, settings, e-mails or people.
  const helperBar = helper.getByRole('navigation', { name: en('nav.label') });
  for (const name of [en('tabs.overview'), en('nav.guests'), en('rsvp.nav.answers'), en('nav.photos')]) await expect(helperBar.getByRole('link', { name, exact: true })).toBeVisible();
  for (const name of [en('nav.texts'), en('nav.settings'), en('nav.outbox'), en('nav.people'), en('nav.invitation')]) await expect(helperBar.getByRole('link', { name })).toHaveCount(0);

  // The guests: names and links, nothing to export, add, send or print, and no contacts.
  await helperBar.getByRole('link', { name: en('nav.guests') }).click();
  await expect(helper.getByRole('heading', { level: 1, name: en('guests.heading') })).toBeVisible();
  await expect(helper.getByText('Maria Popescu', { exact: true })).toBeVisible();
  await expect(helper.getByLabel(en('guests.linkOf', { name: 'Maria Popescu' }))).toHaveValue(/\/login\?token=/);
  await expect(helper.getByRole('link', { name: en('guests.export') })).toHaveCount(0);
  await expect(helper.getByText(en('guests.actions'))).toHaveCount(0);
  await expectAxeClean(helper, { label: 'guests as a helper' });
  await expectFitsThePhone(helper);

  // The day's schedule, and who comes to the dinner, without the needs, the caterer's sheet or the download.
  await helperBar.getByRole('link', { name: en('rsvp.nav.answers') }).click();
  const schedule = helper.getByRole('region', { name: en('rsvp.schedule.heading') });
  await expect(schedule.getByRole('listitem')).toHaveText([/^Dinner.*Hanul lui Manuc/]);
  const dinner = helper.getByRole('region', { name: 'Dinner' });
  await expect(dinner.getByRole('row', { name: new RegExp(`^${en('rsvp.counts.coming')}`) })).toContainText('1');
  await expect(helper.getByRole('link', { name: en('rsvp.downloadAll') })).toHaveCount(0);
  await expect(helper.getByRole('link', { name: en('rsvp.caterer.open') })).toHaveCount(0);
  await expectAxeClean(helper, { label: 'answers as a helper' });
  await expectFitsThePhone(helper);

  // Nothing of the contacts or the health data reached the helper's screens, and Settings leads back to the overview.
  for (const page of ['/admin/guests', '/admin/answers', '/admin']) {
    await helper.goto(page);
    await expect(helper.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(helper.getByText(/Loading/)).toHaveCount(0);
    const text = await helper.locator('body').innerText();
    for (const secret of Object.values(SECRETS)) expect(text, `${page} shows ${secret}`).not.toContain(secret);
  }
  await helper.goto('/admin/settings');
  await expect(helper).toHaveURL(/\/admin$/);

  // The couple sees that the helper can sign in now, makes them a planner: at their next screen, they have the texts.
  await couple.reload();
  const ioana = couple.getByRole('listitem').filter({ hasText: 'ioana@example.com' });
  await expect(ioana).toContainText(en('people.canSignIn'));
  await ioana.getByLabel(en('people.roleOf', { name: 'Ioana Pop' })).selectOption('planner');
  const changeRole = ioana.getByRole('button', { name: en('people.changeRole') });
  await changeRole.click();
  await expect(ioana.getByRole('status')).toHaveText(en('people.roleChanged', { name: 'Ioana Pop', role: en('people.roles.planner') }));
  await expect(changeRole).toBeFocused();
  await helper.goto('/admin/guests');
  await expect(helperBar.getByRole('link', { name: en('nav.texts') })).toBeVisible();
  await expect(helper.getByRole('link', { name: en('guests.export') })).toBeVisible();

  // Removed, asked once: signed out at their next screen; the focus goes to the list's heading.
  await openDialog(couple, ioana.getByRole('button', { name: en('people.remove', { name: 'Ioana Pop' }) }));
  await couple.getByRole('dialog').getByRole('button', { name: en('people.removeConfirm') }).click();
  await expect(couple.getByRole('heading', { level: 2, name: en('people.listHeading') })).toBeFocused();
  await expect(ioana).toHaveCount(0);
  await helper.goto('/admin/guests');
  await expect(helper).toHaveURL(/\/admin\/sign-in$/);
});
