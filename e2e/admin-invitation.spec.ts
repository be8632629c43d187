/**
 * The couple prepares the invitation in the dashboard (issue 19), as they would from a phone: the phase switch, the
 * events, the pages. One test after the other, each building on what the one before left, on a server of its own:
 * the switch changes what every guest sees, and the first test needs a site without events.
 */
import { expect, type Page } from '@playwright/test';
import type { AdminInvitation } from '#common/invitation-api';
import { expectAxeClean } from './axe';
import { signInAsCouple } from './sessions';
import { loadingLines, openDialog, openDisclosure, resultOf } from './fixtures';
import { testOnOwnServer } from './sites';

// Long tests (typing, forms with the 400 time zones, axe-core over them) that must not fail on a busy machine.
const { test, site } = testOnOwnServer('invitation-admin');
test.describe.configure({ timeout: 60_000 });

async function openInvitation(page: Page) {
  await signInAsCouple(page, site());
  await page.goto('/admin/invitation');
  await expect(page.getByRole('heading', { level: 1, name: 'Invitation' })).toBeVisible();
  await expect(loadingLines(page)).toHaveCount(0);
}

const saved = async (page: Page) => (await (await page.request.get('/api/admin/invitation')).json()) as AdminInvitation;
const titles = async (page: Page) => (await saved(page)).events.map((event) => event.title.en);

test('the invitation is refused while there is no event, saying why, and the focus stays on the switch', async ({ page }) => {
  await openInvitation(page);
  await expect(page.getByText('Now: the Save the Date.')).toBeVisible();
  const toInvitation = page.getByRole('button', { name: 'Show the invitation to guests' });
  await toInvitation.click();
  await expect(resultOf(page.locator('.phase-panel'))).toHaveText('Add an event first: without one, the invitation would have an empty schedule.');
  await expect(toInvitation).toBeFocused();
  expect((await saved(page)).phase).toBe('saveTheDate');
});

test('an event written by keyboard in two languages, refused for ending before it starts, then fixed and added', async ({ page }) => {
  await openInvitation(page);
  // Opened and written with the keyboard: the language tabs take the arrows.
  await page.getByText('Add an event', { exact: true }).focus();
  await page.keyboard.press('Enter');
  const form = page.getByRole('form', { name: 'New event' });
  await expect(form).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(form.getByRole('tab', { name: 'English' })).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.type('Civil ceremony');
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('ArrowRight');
  await expect(form.getByRole('tab', { name: 'Romanian', selected: true })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(form.getByLabel('Title')).toHaveAttribute('lang', 'ro');
  await page.keyboard.type('Cununia civilă');
  await expect(form.getByRole('tab', { name: 'German · empty' })).toBeVisible();

  // The mouse for the clock: an end before the start.
  await form.getByLabel('Starts').fill('2027-06-12T14:00');
  await form.getByLabel('Ends').fill('2027-06-12T13:00');
  // A new event is in the site's time zone, named by its city.
  const siteZone = ((await (await page.request.get('/api/admin/content')).json()) as { facts: { timeZone: string } }).facts.timeZone;
  await expect(form.getByRole('combobox', { name: 'Time zone' })).toHaveValue(new RegExp(`^${siteZone.split('/').pop()!.replaceAll('_', ' ')} \\(UTC`));
  await form.getByLabel('Place').fill('Palatul Mogoșoaia');
  await form.getByLabel('Place').press('Enter');
  const result = resultOf(form);
  await expect(result).toHaveText('Not saved. Please correct what is marked and save again.');
  // The focus goes to the first field in error, which says why (issue 28), not to the message below the form.
  await expect(form.getByLabel('Ends')).toBeFocused();
  await expect(form.getByLabel('Ends')).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByLabel('Ends')).toHaveAccessibleDescription(/The end must come after the start\./);
  expect(await titles(page)).toEqual([]);

  await form.getByLabel('Ends').fill('2027-06-12T15:00');
  await form.getByRole('button', { name: 'Add the event' }).click();
  await expect(result).toHaveText('The event was added to the list above.');
  await expect(result).toBeFocused();
  await expect(form.getByLabel('Ends')).toHaveValue(''); // ready for the next one
  const events = (await saved(page)).events;
  expect(events).toMatchObject([{ title: { en: 'Civil ceremony', ro: 'Cununia civilă', de: '' }, startsAt: '2027-06-12T14:00', endsAt: '2027-06-12T15:00', place: 'Palatul Mogoșoaia', audience: 'everyone' }]);
  await expect(page.locator('.ordered-item summary').first()).toContainText('Civil ceremony');
  await expect(page.locator('.ordered-item summary').first()).toContainText('Saturday, June 12, 2027');
});

test('a second event for the invited only, moved first; the focus stays on the moved event', async ({ page }) => {
  await openInvitation(page);
  await openDisclosure(page, 'Add an event');
  const form = page.getByRole('form', { name: 'New event' });
  await form.getByLabel('Title').fill('Dinner and party');
  // The venue's zone found by its city, as the couple names it.
  const zone = form.getByRole('combobox', { name: 'Time zone' });
  await zone.fill('Bukarest');
  await zone.press('Enter');
  await expect(zone).toHaveValue(/^Bucharest \(UTC\+2\/\+3\)/);
  // The night the clocks go forward, half past three does not exist in Bucharest: said as it is typed.
  await form.getByLabel('Starts').fill('2027-03-28T03:30');
  await expect(form.getByText(/^On March 28, 2027 the clocks here jump from 3:00\sAM to 4:00\sAM, so this time does not exist\./)).toBeVisible();
  await form.getByLabel('Starts').fill('2027-06-12T19:00');
  await expect(form.getByText(/the clocks here jump/)).toHaveCount(0);
  await form.getByLabel('Ends').fill('2027-06-13T02:00');
  await form.getByLabel('Only the households invited to it').check();
  await form.getByRole('button', { name: 'Add the event' }).click();
  await expect(resultOf(form)).toHaveText('The event was added to the list above.');
  expect(await titles(page)).toEqual(['Civil ceremony', 'Dinner and party']);
  expect((await saved(page)).events[1]).toMatchObject({ title: { en: 'Dinner and party' }, timeZone: 'Europe/Bucharest' });

  await page.getByRole('button', { name: 'Move Dinner and party up' }).click();
  await expect(page.locator('.events-editor > .action-result')).toHaveText('“Dinner and party” is now number 1 of 2.');
  // At the top its "up" is disabled: the focus is on its "down", never on the page.
  await expect(page.getByRole('button', { name: 'Move Dinner and party down' })).toBeFocused();
  expect(await titles(page)).toEqual(['Dinner and party', 'Civil ceremony']);
  await expect(page.locator('.ordered-item .item-title').first()).toHaveText('Dinner and party');
  await expect(page.locator('.ordered-item summary').first()).toContainText('For invited households only: 0 households so far');
});

test('the Accommodation page gets a section in Romanian and English', async ({ page }) => {
  await openInvitation(page);
  const stay = page.locator('#page-stay');
  await expect(stay).toContainText('No sections yet: guests do not see this page.');
  await stay.getByText('Add a section to “Accommodation”').click();
  const form = page.getByRole('form', { name: 'New section of “Accommodation”' });
  await form.getByRole('tab', { name: 'Romanian' }).click();
  await form.getByLabel('Heading').fill('Cazare');
  await form.getByLabel('Text of the section').fill('Am rezervat camere la Hotel Mogoșoaia.\n\nCodul de rezervare: NUNTA27.');
  await form.getByRole('tab', { name: 'English' }).click();
  await expect(form.getByLabel('Heading')).toHaveValue('');
  await form.getByLabel('Heading').fill('Where to stay');
  await form.getByLabel('Text of the section').fill('We have booked rooms at Hotel Mogoșoaia.\n\nBooking code: NUNTA27.');
  await form.getByRole('tab', { name: 'Romanian' }).click();
  await expect(form.getByLabel('Heading')).toHaveValue('Cazare'); // nothing lost between the tabs
  await form.getByRole('button', { name: 'Add the section' }).click();
  await expect(resultOf(form)).toHaveText('The section was added to the list above.');
  await expect(resultOf(form)).toBeFocused();
  await expect(stay.locator('.ordered-item .item-title')).toHaveText(['Where to stay']);
  const sections = (await saved(page)).sections;
  expect(sections).toMatchObject([
    { page: 'stay', heading: { ro: 'Cazare', en: 'Where to stay', de: '' }, body: { ro: 'Am rezervat camere la Hotel Mogoșoaia.\n\nCodul de rezervare: NUNTA27.' } },
  ]);
});

test('the switch to the invitation and back, which keeps everything', async ({ page }) => {
  await openInvitation(page);
  const panel = page.locator('.phase-panel');
  await page.getByRole('button', { name: 'Show the invitation to guests' }).click();
  await expect(resultOf(panel)).toHaveText('Done: signed-in guests now see the invitation. Nothing has been sent yet.');
  await expect(page.getByText('Now: the invitation.')).toBeVisible();
  const back = page.getByRole('button', { name: 'Go back to the Save the Date' });
  await expect(back).toBeFocused(); // the same button, its words changed
  expect((await saved(page)).phase).toBe('invitation');

  await back.click();
  await expect(resultOf(panel)).toHaveText('Done: guests see the Save the Date again. Your events and pages are kept.');
  const after = await saved(page);
  expect(after.phase).toBe('saveTheDate');
  expect(after.events).toHaveLength(2);
  expect(after.sections).toHaveLength(1);
});

test('an event households are invited to is removed only after the couple says yes, and the focus goes to its neighbour', async ({ page }) => {
  await signInAsCouple(page, site());
  const dinner = (await saved(page)).events.find((event) => event.title.en === 'Dinner and party')!;
  const guest = (await (await page.request.post('/api/admin/guests', { data: { name: 'Familia Popescu', language: 'ro', note: '' } })).json()) as { id: number };
  expect((await page.request.put(`/api/admin/events/${dinner.id}/guests`, { data: { guestIds: [guest.id], invited: true } })).status()).toBe(200);
  await openInvitation(page);
  await expect(page.locator('.ordered-item summary').first()).toContainText('For invited households only: 1 household so far');

  const remove = page.getByRole('button', { name: 'Remove the event “Dinner and party”' });
  await openDialog(page, remove);
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Remove the event “Dinner and party”? 1 household is invited to it and will no longer see it in their schedule.');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(remove).toBeFocused();
  expect(await titles(page)).toEqual(['Dinner and party', 'Civil ceremony']);

  await openDialog(page, remove);
  await page.getByRole('dialog').getByRole('button', { name: 'Remove' }).click();
  await expect(page.locator('.events-editor > .action-result')).toHaveText('The event “Dinner and party” was removed.');
  await expect(page.locator('.ordered-item summary').first()).toBeFocused();
  expect(await titles(page)).toEqual(['Civil ceremony']);
});

test('the invitation screen is accessible (axe-core) and fits a 320 px phone, its forms open', async ({ page }) => {
  test.slow(); // axe-core over a form with the 400 time zones
  await page.setViewportSize({ width: 320, height: 640 });
  await openInvitation(page);
  await page.locator('.ordered-item summary').first().click();
  await page.locator('#page-stay .ordered-item summary').first().click();
  await page.locator('#page-stay').getByText('Add a section to “Accommodation”').click();
  await expect(page.getByRole('form', { name: 'Event “Civil ceremony”' })).toBeVisible();
  await expectAxeClean(page, { label: 'the invitation screen, its forms open' });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  await page.getByRole('button', { name: 'Remove the event “Civil ceremony”' }).click();
  await expectAxeClean(page, { label: 'the removal dialog', include: 'dialog' });
});
