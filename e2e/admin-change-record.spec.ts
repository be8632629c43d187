/**
 * The record of changes (issue 38), as the couple would use it on a 390 px phone: they correct a household's answer
 * after a phone call, open Changes from the More menu, find the line that says who changed the household's answer
 * and when (never the accessibility need they typed), filter it to their own changes with the focus kept on the
 * filter, and follow the line to the household's own history; the screen scanned by axe.
 *
 * It runs on the main server: the event is for invited guests, the site stays in the Save the Date phase, and the
 * household's and the event's names are its own, found in a record other tests add to at the same time.
 */
import type { Page } from '@playwright/test';
import { ADMIN_API } from '#common/admin-api';
import { CHANGE_PAGE_SIZE } from '#common/change-record-api';
import type { AdminGuest } from '#common/guest-list-api';
import type { AdminEvent } from '#common/invitation-api';
import { LOCALES, type Locale } from '#common/locales';
import { eventInput } from '../server/testing/event-input';
import { expectAxeClean } from './axe';
import { expect, test, uniqueName } from './fixtures';
import { signInAsCouple } from './sessions';

test.use({ viewport: { width: 390, height: 844 } });
// One after the other: “Show more” records more than a page of changes, which would push the other test's lines
// off the first page if they ran side by side.
test.describe.configure({ mode: 'default' });

const inAll = (text: string): Record<Locale, string> => Object.fromEntries(LOCALES.map((l) => [l, text])) as Record<Locale, string>;
/** What the couple types for the household: health data, which the record must never show. */
const NEED = 'Needs a step-free way to the table';

async function ok<T>(response: Awaited<ReturnType<Page['request']['post']>>): Promise<T> {
  expect(response.ok(), `${response.url()}: ${response.status()} ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

async function invitedHousehold(page: Page, name: string, dinnerTitle: string): Promise<AdminGuest> {
  const event = eventInput({ title: inAll(dinnerTitle) });
  const dinner = await ok<AdminEvent>(await page.request.post('/api/admin/events', { data: event }));
  const household = await ok<AdminGuest>(await page.request.post('/api/admin/guests', { data: { name, language: 'ro' } }));
  await ok(await page.request.put(`/api/admin/guests/${household.id}/invitation`, { data: { allEvents: false, eventIds: [dinner.id], extraGuests: 0 } }));
  return household;
}

test('the couple corrects a household’s answer and reads who changed it in the record, by person', async ({ page }) => {
  await signInAsCouple(page);
  const name = uniqueName('Familia Popescu');
  const dinner = uniqueName('Dinner');
  const household = await invitedHousehold(page, name, dinner);

  // A phone call: the couple enters the household's answer, with an accessibility need.
  await page.goto(`/admin/answers/households/${household.id}`);
  await expect(page.getByRole('heading', { level: 1, name: `Answers of ${name}` })).toBeVisible();
  await page.getByRole('group', { name: `${dinner}: ${name}` }).getByRole('radio', { name: 'Coming', exact: true }).check();
  await page.getByLabel('Accessibility needs').fill(NEED);
  await page.getByRole('button', { name: 'Save their answers' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved. The history shows it as entered by you.' })).toBeVisible();

  // Changes, from the More menu.
  const sections = page.getByRole('navigation', { name: 'Dashboard sections' });
  await sections.getByRole('button', { name: 'More', exact: true }).click();
  await sections.getByRole('link', { name: 'Changes', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Who changed what' })).toBeFocused();
  const line = page.getByRole('listitem').filter({ hasText: `Changed the answers of the household “${name}”` });
  await expect(line).toHaveCount(1);
  await expect(line).toContainText('You, with the dashboard password');
  await expect(line.locator('time')).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}T/);
  // Newer than the invitation the test set up a moment before, which is on record too.
  const invited = page.getByRole('listitem').filter({ hasText: `Changed which events the household “${name}” is invited to` });
  await expect(invited).toHaveCount(1);
  const order = await page.getByRole('listitem').evaluateAll((items, texts) => texts.map((text) => items.findIndex((item) => item.textContent?.includes(text))), [
    `answers of the household “${name}”`,
    `the household “${name}” is invited to`,
  ]);
  expect(order[0]).toBeLessThan(order[1]!);
  await expect(page.locator('main')).not.toContainText(NEED);
  await expectAxeClean(page, { label: 'changes, 390 px' });

  // Only the couple's own changes: the filter keeps the focus and says how many it found, beside it.
  const filter = page.getByLabel('Whose changes');
  await filter.focus();
  const filtered = page.waitForResponse((response) => new URL(response.url()).searchParams.get('person') === 'couple' && response.ok());
  await filter.selectOption({ label: 'You, with the dashboard password' });
  await filtered;
  await expect(page.getByRole('status').filter({ hasText: /^\d[\d,]* changes?$/ })).toBeVisible();
  await expect(filter).toBeFocused();
  await expect(line).toHaveCount(1);
  await filter.selectOption({ label: 'Everyone' });
  await expect(line).toHaveCount(1);

  // The line leads to the household's own history, which says what changed in their answers.
  await line.getByRole('link', { name: `Every change to the answers of “${name}”` }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Answers of ${name}` })).toBeFocused();
  await expect(page.getByRole('region', { name: 'Every change' })).toContainText('entered by you');
});

test('“Show more” adds the next changes after those shown, once each, and the focus goes to the first it brought', async ({ page }) => {
  await signInAsCouple(page);
  // More than a page of the couple's changes, whatever other tests have recorded meanwhile: a household's note
  // changed CHANGE_PAGE_SIZE + 1 times.
  const household = await ok<AdminGuest>(await page.request.post(ADMIN_API.guests, { data: { name: uniqueName('Familia Ionescu'), language: 'ro' } }));
  for (let note = 0; note <= CHANGE_PAGE_SIZE; note++) {
    await ok(await page.request.patch(ADMIN_API.guest(household.id), { data: { note: `Call ${note}` } }));
  }

  await page.goto('/admin/changes');
  await expect(page.getByRole('heading', { level: 1, name: 'Who changed what' })).toBeVisible();
  const changes = page.locator('ol.change-list > li');
  await expect(changes).toHaveCount(CHANGE_PAGE_SIZE);
  const showMore = page.getByRole('button', { name: 'Show more' });

  // The server cannot be reached: said in words, the changes shown stay, and the button is there to try again.
  await page.route('**/api/admin/changes?*', (route) => route.abort());
  await showMore.click();
  await expect(page.getByText('The server cannot be reached.', { exact: false })).toBeVisible();
  await expect(changes).toHaveCount(CHANGE_PAGE_SIZE);
  await page.unroute('**/api/admin/changes?*');

  // A change made meanwhile (by the partner, on their phone) pushes the last one shown onto the next page: it is
  // shown once.
  await ok(await page.request.patch(ADMIN_API.guest(household.id), { data: { note: 'Called back' } }));

  // Busy while the next page is on its way, and focusable all along.
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/admin/changes?*', async (route) => {
    await released;
    await route.fallback();
  });
  await showMore.click();
  await expect(showMore).toHaveAttribute('aria-busy', 'true');
  await expect(showMore).toBeFocused();
  release();

  // The first change it brought has the focus: the one right after the first page.
  await expect(changes.nth(CHANGE_PAGE_SIZE)).toBeFocused();
  await expect(page.getByText('The server cannot be reached.', { exact: false })).toHaveCount(0);
  const ids = await changes.evaluateAll((items) => items.map((item) => item.id));
  expect(ids.length).toBeGreaterThan(CHANGE_PAGE_SIZE);
  expect(new Set(ids).size).toBe(ids.length);
});
