/**
 * Households on the couple's dashboard (issue 19), on a phone: the people of a household edited on its guest's
 * page (add, move, remove, one Save, a refused name shown beside it, the focus kept where the couple is), which
 * events it is invited to and how many extra guests it may bring, and several households invited to an event at
 * once from the guest list; with an accessibility scan of both screens.
 *
 * It runs on the main server: the events it adds are for invited guests, the site stays in the Save the Date
 * phase, and the names are its own, so no other test sees any of it.
 */
import type { Page } from '@playwright/test';
import type { AdminGuest } from '#common/guest-list-api';
import type { AdminEvent, AdminInvitation, EventInput } from '#common/invitation-api';
import { LOCALES, type Locale } from '#common/locales';
import { signInAsCouple } from './sessions';
import { expect, openDisclosure, test, uniqueName } from './fixtures';
import { expectAxeClean } from './axe';

const inAll = (text: string): Record<Locale, string> => Object.fromEntries(LOCALES.map((l) => [l, text])) as Record<Locale, string>;

async function addHousehold(page: Page, name: string, language: Locale | null = 'ro'): Promise<AdminGuest> {
  const response = await page.request.post('/api/admin/guests', { data: { name, language } });
  expect(response.status()).toBe(201);
  return (await response.json()) as AdminGuest;
}

async function addEvent(page: Page, title: string, audience: EventInput['audience']): Promise<AdminEvent> {
  const event: EventInput = {
    title: { ...inAll(''), en: title },
    description: inAll(''),
    dressCode: inAll(''),
    notes: inAll(''),
    startsAt: '2027-06-12T19:00',
    endsAt: '2027-06-12T23:00',
    timeZone: 'Europe/Bucharest',
    place: 'Palatul Mogoșoaia',
    address: 'Str. Valea Parcului 1, Mogoșoaia',
    mapUrl: '',
    audience,
  };
  const response = await page.request.post('/api/admin/events', { data: event });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as AdminEvent;
}

const savedGuest = async (page: Page, id: number) => (await (await page.request.get(`/api/admin/guests/${id}`)).json()) as AdminGuest;
const savedEvent = async (page: Page, id: number) =>
  ((await (await page.request.get('/api/admin/invitation')).json()) as AdminInvitation).events.find((event) => event.id === id)!;

/** The names in the members editor, in order. */
const namesIn = (page: Page) => page.locator('form.members-editor input[type="text"]').evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));

/** The guest list, through the dashboard's menu (wherever the list's own address is). */
async function openGuestList(page: Page) {
  await page.goto('/admin');
  await page.getByRole('link', { name: 'Guests', exact: true }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Guests' })).toBeVisible();
}

// Each test walks a whole task on a phone; the machine may be running other suites at the same time.
test.describe.configure({ timeout: 120_000 });

test('the people of a household: add, choose a language, mark a child, move, remove, one Save; a refused name is shown beside it', async ({ page }) => {
  await signInAsCouple(page);
  const household = await addHousehold(page, uniqueName('Familia Popescu'));
  await page.goto(`/admin/guests/${household.id}`);
  const editor = page.locator('form.members-editor');
  await expect(editor.getByRole('heading', { name: 'Who this link is for' })).toBeVisible();

  // A household of one: its person carries its name, reading the household's language.
  const person = (n: number) => editor.getByRole('group', { name: `Person ${n}` });
  await expect(person(1).getByLabel('Name')).toHaveValue(household.name);
  await expect(person(1).getByLabel('Language')).toHaveValue('');
  await expect(person(1).getByLabel('Language').locator('option:checked')).toHaveText('Same as the household (Romanian)');
  await person(1).getByLabel('Name').fill('Maria Popescu');

  // A new person's name field takes the focus.
  await editor.getByRole('button', { name: 'Add a person' }).click();
  await expect(person(2).getByLabel('Name')).toBeFocused();
  await page.keyboard.type('Bunica Olga');
  await person(2).getByLabel('Language').selectOption('ru');
  await editor.getByRole('button', { name: 'Add a person' }).click();
  await page.keyboard.type('Ionuț');
  await person(3).getByLabel('Child (children’s menu)').check();

  const save = editor.getByRole('button', { name: 'Save' });
  await save.click();
  await expect(editor.locator('.action-result').last()).toHaveText('Saved: 3 people are invited with this link.');
  await expect(save).toBeFocused();
  await page.reload();
  await expect(editor.getByLabel('Name')).toHaveCount(3);
  expect(await namesIn(page)).toEqual(['Maria Popescu', 'Bunica Olga', 'Ionuț']);
  expect((await savedGuest(page, household.id)).members.map(({ name, language, child }) => [name, language, child])).toEqual([
    ['Maria Popescu', null, false],
    ['Bunica Olga', 'ru', false],
    ['Ionuț', null, true],
  ]);

  // Moving a person keeps the focus on their move buttons; removing one moves it to the person taking their place.
  await editor.getByRole('button', { name: 'Move Ionuț up' }).click();
  await expect.poll(() => namesIn(page)).toEqual(['Maria Popescu', 'Ionuț', 'Bunica Olga']);
  await expect(editor.getByRole('button', { name: 'Move Ionuț up' })).toBeFocused();
  await editor.getByRole('button', { name: 'Remove Maria Popescu' }).click();
  await expect(person(1).getByLabel('Name')).toBeFocused();
  await expect(person(1).getByLabel('Name')).toHaveValue('Ionuț');
  await expect(editor.locator('.action-result.notice')).toHaveText('Taken off the list: Maria Popescu. Save to keep the change.');

  // The server refuses an empty name: said beside that field, nothing saved, the focus still on Save.
  await person(2).getByLabel('Name').fill('   ');
  await save.click();
  await expect(person(2).getByText('Please write a name.')).toBeVisible();
  await expect(person(2).getByLabel('Name')).toHaveAttribute('aria-invalid', 'true');
  await expect(person(2).getByLabel('Name')).toHaveAccessibleDescription('Please write a name.');
  await expect(editor.locator('.action-result').last()).toHaveText('Nothing was saved. Please correct what is marked above.');
  await expect(save).toBeFocused();
  expect((await savedGuest(page, household.id)).members).toHaveLength(3);

  await person(2).getByLabel('Name').fill('Bunica Olga Ivanova');
  await save.click();
  await expect(editor.locator('.action-result').last()).toHaveText('Saved: 2 people are invited with this link.');
  expect((await savedGuest(page, household.id)).members.map((m) => m.name)).toEqual(['Ionuț', 'Bunica Olga Ivanova']);

  // The list says how many people a household is.
  await openGuestList(page);
  await page.getByLabel('Search by name or note').fill(household.name);
  await expect(page.locator('.guest-list .guest').filter({ hasText: household.name })).toContainText('2 people');

  await page.goto(`/admin/guests/${household.id}`);
  await expect(editor.getByLabel('Name')).toHaveCount(2);
  await expectAxeClean(page, { label: 'guest page' });
  // On the narrowest phone nothing of the two panels reaches past the screen's edge.
  await page.setViewportSize({ width: 320, height: 640 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
});

test('a household’s invitation: chosen events or all of them, and extra guests; several households invited from the list at once', async ({ page }) => {
  await signInAsCouple(page);
  const tag = uniqueName('Party');
  const dinner = await addEvent(page, `Dinner ${tag}`, 'invited');
  const ceremony = await addEvent(page, `Ceremony ${tag}`, 'everyone');
  const popescu = await addHousehold(page, `${tag} Popescu`);
  const weber = await addHousehold(page, `${tag} Weber`, 'de');

  await page.goto(`/admin/guests/${popescu.id}`);
  const box = page.locator('form.invitation-box');
  await expect(box.getByRole('heading', { name: 'Invitation' })).toBeVisible();
  await expect(box.getByText(`Ceremony ${tag}: everyone is invited`)).toBeVisible();
  await expect(box.getByLabel('Only to the events ticked below')).toBeChecked();
  await box.getByLabel(`Dinner ${tag}`).check();
  await box.getByLabel('Extra guests they may bring').fill('25');
  const save = box.getByRole('button', { name: 'Save' });
  await save.click();
  await expect(box.getByText('Please write a whole number from 0 to 20.')).toBeVisible();
  await expect(box.getByLabel('Extra guests they may bring')).toHaveAttribute('aria-invalid', 'true');
  await expect(save).toBeFocused();
  expect((await savedEvent(page, dinner.id)).guestIds).not.toContain(popescu.id);

  await box.getByLabel('Extra guests they may bring').fill('2');
  await save.click();
  await expect(box.getByRole('status')).toHaveText('Saved.');
  await expect(save).toBeFocused();
  expect((await savedEvent(page, dinner.id)).guestIds).toContain(popescu.id);
  expect(await savedGuest(page, popescu.id)).toMatchObject({ extraGuests: 2, allEvents: false });

  await box.getByLabel('Invited to all events').check();
  await save.click();
  await expect(box.getByRole('status')).toHaveText('Saved.');
  expect(await savedGuest(page, popescu.id)).toMatchObject({ extraGuests: 2, allEvents: true });
  await page.reload();
  await expect(box.getByLabel('Invited to all events')).toBeChecked();
  await expect(box.getByLabel('Extra guests they may bring')).toHaveValue('2');
  await expectAxeClean(page, { label: 'guest page with events' });

  // From the list: select both households, choose the dinner, invite; then take it back.
  await openGuestList(page);
  await page.getByLabel('Search by name or note').fill(tag);
  await expect(page.locator('.guest-list .guest-name')).toHaveCount(2);
  await page.getByLabel(`Select ${popescu.name}`).check();
  await page.getByLabel(`Select ${weber.name}`).check();
  const bar = page.locator('.selection-bar');
  // Folded while households are being selected, so that the bar at the bottom of a phone hides no row.
  await openDisclosure(bar, 'Invite to an event…');
  const invite = bar.getByRole('button', { name: 'Invite to this event' });
  await invite.click();
  await expect(bar.locator('.bulk-invite [role="status"]')).toHaveText('Please choose an event first.');
  await bar.getByLabel('Event for invited guests').selectOption({ label: `Dinner ${tag}` });
  // Only events for invited guests can be chosen: nobody needs inviting to one for everyone.
  expect(await bar.getByLabel('Event for invited guests').locator('option').allTextContents()).not.toContain(`Ceremony ${tag}`);
  await invite.click();
  await expect(bar.locator('.bulk-invite [role="status"]')).toHaveText(`2 households are now invited to “Dinner ${tag}”.`);
  await expect(invite).toBeFocused();
  expect((await savedEvent(page, dinner.id)).guestIds).toEqual(expect.arrayContaining([popescu.id, weber.id]));
  await expectAxeClean(page, { label: 'guest list with a selection' });

  await bar.getByRole('button', { name: 'Take back the invitation' }).click();
  await expect(bar.locator('.bulk-invite [role="status"]')).toHaveText(`2 households are no longer invited to “Dinner ${tag}”.`);
  const after = await savedEvent(page, dinner.id);
  expect(after.guestIds).not.toContain(popescu.id);
  expect(after.guestIds).not.toContain(weber.id);
  expect(ceremony.audience).toBe('everyone');
});
