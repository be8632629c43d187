/**
 * Every household, whatever its channel (issue 36), on a phone at 390 px: the guest list walks the households with a
 * phone and no e-mail address one after another, WhatsApp opened to each number with the invitation in the
 * household's language, "mark as sent" and "given in person" recorded and shown on the list with the day; the one
 * with neither is named with what to do, and marked given in person from its page. Then the scheduled reminder on
 * the Answers screen, set and said. Scanned by axe. On its own server: the events, the phase and the deadline are
 * the site's.
 */
import { devices, expect, type Locator, type Page } from '@playwright/test';
import type { AdminGuest } from '#common/guest-list-api';
import { REMINDER_SCHEDULE_API } from '#common/reminder-schedule-api';
import { eventInput, NO_TEXT } from '../server/testing/event-input';
import { expectAxeClean } from './axe';
import { adminMessage as msg } from './content';
import { signInAsCouple } from './sessions';
import { testOnOwnServer } from './sites';

const { test, site } = testOnOwnServer('whatsapp-walk');
const { defaultBrowserType: _browserType, viewport: _viewport, ...PHONE } = devices['Pixel 7'];
test.use({ ...PHONE, viewport: { width: 390, height: 844 }, locale: 'en-US', permissions: ['clipboard-read', 'clipboard-write'] });

async function expectFocused(locator: Locator) {
  await expect.poll(() => locator.evaluate((element) => element === document.activeElement), { message: `focus on ${String(locator)}` }).toBe(true);
}

async function couple(page: Page) {
  await page.addInitScript(() => localStorage.setItem('admin-locale', 'en'));
  await signInAsCouple(page, site());
}

const noWiderThanThePhone = async (page: Page) => expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

test('the invitation walks the households with a phone and no address; the one with neither is named and given it in person', async ({ page }) => {
  await couple(page);
  const api = page.request;
  expect((await api.post('/api/admin/events', { data: eventInput({ title: { ...NO_TEXT, en: 'Party', ro: 'Petrecere' }, audience: 'everyone' }) })).ok()).toBe(true);
  expect((await api.put('/api/admin/invitation/phase', { data: { phase: 'invitation' } })).ok()).toBe(true);
  const add = async (data: object) => (await (await api.post('/api/admin/guests', { data })).json()) as AdminGuest;
  const ana = await add({ name: 'Ana Ionescu', language: 'ro', phone: '0733 222 333' });
  const irina = await add({ name: 'Irina Ivanova', language: 'ru', phone: '8 (912) 345-67-89' });
  await add({ name: 'Claire Dubois', language: 'fr', email: 'claire@exemple.fr', phone: '06 12 34 56 78' });
  const nina = await add({ name: 'Nina Brown', language: 'en' });

  await page.goto('/admin/guests');
  const panel = page.getByRole('region', { name: msg('en', 'guests.walk.heading') });
  const walk = panel.getByRole('region', { name: msg('en', 'guests.walk.byWhatsApp') });
  // Ana and Irina: a phone and no address (Claire has an address: the e-mail takes her).
  await expect(walk.getByText(msg('en', 'guests.walk.help_other', { count: 2 }))).toBeVisible();
  // Nina has neither: named, a link to her page, with what to do.
  await expect(panel.getByRole('heading', { name: msg('en', 'guests.walk.unreachableHeading_one', { count: 1 }) })).toBeVisible();
  await expect(panel.getByRole('link', { name: 'Nina Brown' })).toHaveAttribute('href', `/admin/guests/${nina.id}`);
  await expect(panel.getByText(msg('en', 'guests.walk.unreachableHelp'))).toBeVisible();
  await expect(page.getByText(msg('en', 'common.loading'))).toHaveCount(0);
  await noWiderThanThePhone(page);
  await expectAxeClean(page, { label: 'guest list, invitation walk' });

  await walk.getByRole('button', { name: msg('en', 'reminders.walk.start') }).click();
  await expectFocused(walk.getByRole('heading', { name: 'Ana Ionescu' }));
  await expect(walk.getByText('1 of 2')).toBeVisible();
  const href = new URL((await walk.getByRole('link', { name: 'Open WhatsApp for Ana Ionescu' }).getAttribute('href'))!);
  expect(`${href.origin}${href.pathname}`).toBe('https://wa.me/40733222333');
  // The invitation, in Romanian, with her link.
  const text = href.searchParams.get('text')!;
  expect(text).toMatch(/^Bună ziua, Ana Ionescu! .*invitația noastră/);
  expect(text).toContain(ana.link!);
  await walk.getByRole('button', { name: msg('en', 'reminders.copy') }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(text);

  await walk.getByRole('button', { name: msg('en', 'reminders.walk.markSent') }).click();
  await expect(walk.getByRole('status')).toHaveText(/^Invitation sent by WhatsApp on \w{3} \d{1,2}, \d{4}/);
  await expectFocused(walk.getByRole('button', { name: msg('en', 'reminders.walk.next') }));
  // The list says so, with the day.
  const row = (name: string) => page.locator('ul.guest-list > li').filter({ hasText: name });
  await expect(row('Ana Ionescu').getByText(/^Invitation sent by WhatsApp on \w{3} \d{1,2}, \d{4}$/)).toBeVisible();
  await expectAxeClean(page, { label: 'invitation walk, marked sent' });

  await walk.getByRole('button', { name: msg('en', 'reminders.walk.next') }).click();
  await expectFocused(walk.getByRole('heading', { name: 'Irina Ivanova' }));
  const irinaHref = new URL((await walk.getByRole('link', { name: 'Open WhatsApp for Irina Ivanova' }).getAttribute('href'))!);
  expect(irinaHref.pathname).toBe('/79123456789');
  expect(irinaHref.searchParams.get('text')).toMatch(/^Здравствуйте, Irina Ivanova!/);
  expect(irinaHref.searchParams.get('text')).toContain(irina.link!);
  await walk.getByRole('button', { name: msg('en', 'guests.handoff.gaveInPerson') }).click();
  await expect(walk.getByRole('status')).toHaveText(/^Invitation given in person on /);
  await walk.getByRole('button', { name: msg('en', 'reminders.walk.finish') }).click();
  await expectFocused(walk.getByText(msg('en', 'reminders.walk.done')));
  await expect(row('Irina Ivanova').getByText(/^Invitation given in person on /)).toBeVisible();
  await noWiderThanThePhone(page);

  // Nina, from her page: given in person.
  await panel.getByRole('link', { name: 'Nina Brown' }).click();
  const given = page.getByRole('button', { name: msg('en', 'guests.handoff.gaveInPerson') });
  await given.click();
  const result = page.locator('.invitation-handoff').getByRole('status');
  await expect(result).toHaveText(/^Invitation given in person on /);
  await expectFocused(result);
  await expect(page.getByRole('button', { name: msg('en', 'guests.handoff.undo') })).toBeVisible();
  await expectAxeClean(page, { label: 'guest page, invitation given in person' });

  // Back on the list: nobody left to walk, nobody unnamed.
  await page.goto('/admin/guests');
  await expect(row('Nina Brown').getByText(/^Invitation given in person on /)).toBeVisible();
  await expect(page.getByRole('region', { name: msg('en', 'guests.walk.heading') })).toHaveCount(0);
});

test('a reminder scheduled a week before the deadline is said with its day, and removed', async ({ page }) => {
  await couple(page);
  // A deadline two months from now, on the venue's clock (Bucharest).
  const day = new Date(Date.now() + 60 * 86_400_000).toISOString().slice(0, 10);
  expect((await page.request.put('/api/admin/rsvp/deadline', { data: { deadline: `${day}T23:59` } })).ok()).toBe(true);

  await page.goto('/admin/answers');
  const panel = page.getByRole('region', { name: msg('en', 'reminders.schedule.heading') });
  const days = panel.getByLabel(msg('en', 'reminders.schedule.days'));
  await days.fill('0');
  await panel.getByRole('button', { name: msg('en', 'reminders.schedule.set') }).click();
  await expect(panel.getByText(msg('en', 'reminders.schedule.daysRange', { max: 90 }))).toBeVisible();
  await expectFocused(days);
  await expect(days).toHaveAttribute('aria-invalid', 'true');

  await days.fill('7');
  const set = panel.getByRole('button', { name: msg('en', 'reminders.schedule.set') });
  await set.click();
  await expect(panel.getByRole('status')).toHaveText(/^Scheduled for .*10:00.*\(Bucharest\b.*\)\.$/);
  await expect(panel.getByText(/^Scheduled 7 days before the deadline: on .*10:00.*\(Bucharest\b.*\) a reminder goes by e-mail/)).toBeVisible();
  await expectFocused(panel.getByRole('button', { name: msg('en', 'reminders.schedule.change') }));
  await noWiderThanThePhone(page);
  await expectAxeClean(page, { label: 'answers, scheduled reminder' });

  await page.reload();
  await expect(panel.getByText(/^Scheduled 7 days before the deadline/)).toBeVisible();
  await panel.getByRole('button', { name: msg('en', 'reminders.schedule.remove') }).click();
  await expect(panel.getByRole('status')).toHaveText(msg('en', 'reminders.schedule.removed'));
  await expectFocused(panel.getByRole('status'));
  await expect(panel.getByText(/^Scheduled 7 days/)).toHaveCount(0);

  // The saved schedule does not come: the panel says why, and offers no field whose value the schedule would replace.
  await page.route((url) => url.pathname === REMINDER_SCHEDULE_API.schedule, (route) =>
    route.request().method() === 'GET' ? route.fulfill({ status: 500, json: { error: 'Internal Server Error' } }) : route.fallback(),
  );
  await page.reload();
  await expect(panel.getByRole('alert')).toHaveText(msg('en', 'errors.server'));
  await expect(days).toHaveCount(0);
});
