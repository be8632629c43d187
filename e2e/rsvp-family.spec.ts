/**
 * A family of four answers on a 320 px phone (issue 28): "all of us, to everything, except the grandmother's church"
 * in a handful of taps; each error goes as soon as its field is fixed, and the keyboard's focus ring stays visible on
 * a field in error; two members answering at once for different people are both saved, and only a real clash (the
 * same answer of the same person) asks the guest; the invitation's pages lead to the form; the confirmation offers
 * Google Calendar and Outlook beside the .ics. Each state is scanned by axe.
 *
 * The phase changes what every guest of a site sees, so this file starts a server of its own and runs in order.
 */
import { expect, type Browser, type Page } from '@playwright/test';
import type { AdminGuest } from '#common/guest-list-api';
import type { AdminEvent } from '#common/invitation-api';
import type { AdminHouseholdRsvp } from '#common/rsvp-api';
import { signInAsCouple } from './sessions';
import { type OwnServer, startOwnServer, test } from './sites';
import { expectAxeClean } from './axe';
import { inAll, invitedEvent, ok, phoneOn } from './rsvp-site';

test.describe.configure({ mode: 'serial' });
test.beforeEach(() => test.slow());

let server: OwnServer;
test.beforeAll(async () => {
  test.setTimeout(60_000);
  server = await startOwnServer('rsvp-family');
});
test.afterAll(async () => server?.stop());

async function couple(browser: Browser): Promise<Page> {
  const page = await (await phoneOn(browser, server.origin, 'en-GB')).newPage();
  await signInAsCouple(page, server);
  return page;
}

const events: AdminEvent[] = [];
let family: AdminGuest;
let familyLink = '';

test('the couple invites the Popescu family of four to the civil ceremony, the church and the dinner', async ({ browser }) => {
  const page = await couple(browser);
  const api = page.request;
  for (const [title, start, end] of [
    [inAll('Civil ceremony', { ro: 'Cununia civilă' }), '2030-06-15T12:00', '2030-06-15T13:00'],
    [inAll('Church', { ro: 'Biserica' }), '2030-06-15T15:00', '2030-06-15T16:30'],
    [inAll('Dinner', { ro: 'Cina' }), '2030-06-15T19:00', '2030-06-15T23:30'],
  ] as const) {
    events.push(await ok<AdminEvent>(await api.post('/api/admin/events', { data: invitedEvent(title, start, end, 'Calea Victoriei 1, București') })));
  }
  await ok(
    await api.put(`/api/admin/events/${events[2]!.id}/meals`, {
      data: {
        meals: [
          { label: inAll('Fish', { ro: 'Pește' }), forChildren: false },
          { label: inAll('Vegetarian'), forChildren: false },
          { label: inAll('Children’s menu', { ro: 'Meniu pentru copii' }), forChildren: true },
        ],
      },
    }),
  );
  const added = await ok<AdminGuest>(await api.post('/api/admin/guests', { data: { name: 'Familia Popescu', language: 'en' } }));
  family = await ok<AdminGuest>(
    await api.put(`/api/admin/guests/${added.id}/members`, {
      data: {
        members: [
          { id: added.members[0]!.id, name: 'Ana Popescu', language: null, child: false },
          { name: 'Andrei Popescu', language: null, child: false },
          { name: 'Ioana Popescu', language: null, child: true },
          { name: 'Grandma Elena', language: null, child: false },
        ],
      },
    }),
  );
  await ok(await api.put(`/api/admin/guests/${family.id}/invitation`, { data: { allEvents: true, eventIds: [], extraGuests: 0 } }));
  await ok(await api.put('/api/admin/invitation/phase', { data: { phase: 'invitation' } }));
  const link = new URL(family.link!);
  familyLink = link.pathname + link.search;
  await page.context().close();
});

/** The family on a phone of `width` px, signed in by its link. */
async function familyPhone(browser: Browser, width = 390): Promise<Page> {
  const page = await (await phoneOn(browser, server.origin, 'en-GB', width)).newPage();
  await page.goto(familyLink);
  await expect(page).toHaveURL(`${server.origin}/`, { timeout: 15_000 });
  return page;
}

const formHeight = (page: Page) => page.evaluate(() => document.documentElement.scrollHeight);
const member = (page: Page, name: string) => page.getByRole('group', { name, exact: true });
const axe = (page: Page, what: string) => expectAxeClean(page, { label: what });
const [ANA, ANDREI, IOANA, ELENA] = ['Ana Popescu', 'Andrei Popescu', 'Ioana Popescu', 'Grandma Elena'];

async function savedAnswer(browser: Browser): Promise<AdminHouseholdRsvp> {
  const admin = await couple(browser);
  const saved = await ok<AdminHouseholdRsvp>(await admin.request.get(`/api/admin/rsvp/households/${family.id}`));
  await admin.context().close();
  return saved;
}

test('the empty form: its height at 320 px, and its picture at 390 px', async ({ browser }) => {
  const page = await familyPhone(browser, 320);
  await page.goto('/rsvp');
  await expect(page.getByRole('button', { name: 'Send the answer' })).toBeVisible({ timeout: 15_000 });
  console.log(`the family's empty form at 320 px: ${await formHeight(page)} px`);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  await page.setViewportSize({ width: 390, height: 844 });
  const picture = process.env.GUEST_FORM_SCREENSHOT;
  if (picture) await page.screenshot({ path: picture, fullPage: true, scale: 'css' });
  await page.context().close();
});

test('"all of us to everything except the grandmother\'s church" on a 320 px phone; each error goes as its field is fixed; focus stays visible on a field in error', async ({ browser }) => {
  const page = await familyPhone(browser, 320);
  await page.goto('/rsvp');
  const send = page.getByRole('button', { name: 'Send the answer' });
  await expect(send).toBeVisible({ timeout: 15_000 });

  // Sent by keyboard without an answer: the first field in error takes the focus, and its ring is the focus ring,
  // drawn over the red outline of an invalid choice (issue 28).
  await send.focus();
  await page.keyboard.press('Enter');
  const summary = page.getByRole('alert').filter({ hasText: 'Your answer has not been sent yet' });
  await expect(summary.getByRole('link')).toHaveCount(12);
  const anaCivil = member(page, ANA).getByRole('group', { name: 'Civil ceremony' }).getByRole('radio', { name: 'Coming', exact: true });
  await expect(anaCivil).toBeFocused();
  await expect(anaCivil).toHaveAttribute('aria-invalid', 'true');
  const ring = await anaCivil.evaluate((element) => {
    const style = getComputedStyle(element);
    return { matches: element.matches(':focus-visible'), color: style.outlineColor, width: style.outlineWidth, style: style.outlineStyle };
  });
  expect(ring).toEqual({ matches: true, color: 'rgb(29, 95, 209)', width: '3px', style: 'solid' });
  await axe(page, 'the family’s form with its errors');

  // Marking Ana as coming clears her error at once, not at the next send; the others stay.
  await anaCivil.check();
  await expect(anaCivil).not.toHaveAttribute('aria-invalid', /.+/);
  await expect(summary.getByRole('link')).toHaveCount(11);

  // One tap: everyone to everything. Every error about who comes goes with it.
  let taps = 0;
  await page.getByRole('button', { name: 'Everyone comes to every celebration' }).click();
  taps++;
  await expect(page.getByRole('status').filter({ hasText: 'Done: everyone is marked as coming to every celebration.' })).toBeVisible();
  await expect(summary).toHaveCount(0);
  await expect(page.locator('[aria-invalid="true"]')).toHaveCount(0);
  // The dinner offers meals: the hint names them, and only the dinner asks one (issue 37).
  await expect(page.getByText('Then change below whatever differs: who cannot come, and each person’s meal.')).toBeVisible();
  await expect(member(page, ANA).getByLabel('Meal', { exact: true })).toHaveCount(1);
  // Everyone coming opens four meal choices and four people's needs: 5,734 px before issue 28, folded needs now.
  const everyoneComing = await formHeight(page);
  console.log(`the family's form, everyone coming, at 320 px: ${everyoneComing} px`);
  expect(everyoneComing).toBeLessThan(4_000);
  // The exception: the grandmother does not come to church.
  await member(page, ELENA).getByRole('group', { name: 'Church' }).getByRole('radio', { name: 'Not coming' }).check();
  taps++;
  // The meals at dinner (a select is two taps on a phone), the children's menu for Ioana.
  for (const [name, meal] of [[ANA, 'Fish'], [ANDREI, 'Fish'], [IOANA, 'Children’s menu'], [ELENA, 'Vegetarian']] as const) {
    await member(page, name).getByLabel('Meal', { exact: true }).selectOption({ label: meal });
    taps += 2;
  }
  console.log(`the family's form answered, at 320 px: ${await formHeight(page)} px`);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  await axe(page, 'the family’s form answered at 320 px');
  await send.click();
  taps++;
  console.log(`"all of us to everything except the grandmother's church": ${taps} taps`);
  await expect(page.getByRole('heading', { level: 2, name: 'Thank you! Your answer has been sent.' })).toBeFocused();

  const saved = (await savedAnswer(browser)).answer!;
  const [civil, church, dinner] = events.map((event) => String(event.id));
  const coming = Object.fromEntries(family.members.map((m) => [m.name, Object.fromEntries([civil, church, dinner].map((id) => [id, saved.members[m.id]!.events[id!]!.attending]))]));
  expect(coming).toEqual({
    [ANA]: { [civil!]: true, [church!]: true, [dinner!]: true },
    [ANDREI]: { [civil!]: true, [church!]: true, [dinner!]: true },
    [IOANA]: { [civil!]: true, [church!]: true, [dinner!]: true },
    [ELENA]: { [civil!]: true, [church!]: false, [dinner!]: true },
  });

  // The confirmation: beside each .ics, Google Calendar and Outlook with the event filled in.
  const google = page.getByRole('link', { name: 'Google Calendar (Dinner)' });
  const googleUrl = new URL((await google.getAttribute('href'))!);
  expect(`${googleUrl.origin}${googleUrl.pathname}`).toBe('https://calendar.google.com/calendar/render');
  expect(Object.fromEntries(googleUrl.searchParams)).toMatchObject({ action: 'TEMPLATE', text: 'Dinner', dates: '20300615T160000Z/20300615T203000Z', location: 'Conacul Bellu, Calea Victoriei 1, București' });
  const outlookUrl = new URL((await page.getByRole('link', { name: 'Outlook (Church)' }).getAttribute('href'))!);
  expect(`${outlookUrl.origin}${outlookUrl.pathname}`).toBe('https://outlook.live.com/calendar/0/deeplink/compose');
  expect(Object.fromEntries(outlookUrl.searchParams)).toMatchObject({ subject: 'Church', startdt: '2030-06-15T12:00:00Z', enddt: '2030-06-15T13:30:00Z' });
  await axe(page, 'the confirmation with the calendars’ links');

  // A meal chosen back to "choose" is flagged at the send, and the flag goes as soon as a meal is chosen again.
  await page.getByRole('button', { name: 'Change the answer' }).click();
  const andreiMeal = member(page, ANDREI).getByLabel('Meal', { exact: true });
  await andreiMeal.selectOption({ label: 'Choose a meal' });
  await send.click();
  await expect(andreiMeal).toHaveAttribute('aria-invalid', 'true');
  await expect(andreiMeal).toBeFocused();
  await andreiMeal.selectOption({ label: 'Vegetarian' });
  await expect(andreiMeal).not.toHaveAttribute('aria-invalid', /.+/);
  await expect(page.getByRole('alert').filter({ hasText: 'Your answer has not been sent yet' })).toHaveCount(0);
  await page.context().close();
});

test('two members answering at once for different people are both saved; only the same answer changed by both is asked about', async ({ browser }) => {
  const ana = await familyPhone(browser);
  const andrei = await familyPhone(browser);
  for (const page of [ana, andrei]) {
    await page.goto('/rsvp');
    await expect(page.getByRole('button', { name: 'Send the answer' })).toBeVisible({ timeout: 15_000 });
  }
  // Andrei changes his own meal and sends; Ana, on the form she opened before, says the grandmother skips the civil ceremony.
  await member(andrei, ANDREI).getByLabel('Meal', { exact: true }).selectOption({ label: 'Vegetarian' });
  await andrei.getByRole('button', { name: 'Send the answer' }).click();
  await expect(andrei.getByRole('heading', { level: 2, name: 'Thank you! Your answer has been sent.' })).toBeVisible();
  await member(ana, ELENA).getByRole('group', { name: 'Civil ceremony' }).getByRole('radio', { name: 'Not coming' }).check();
  await ana.getByRole('button', { name: 'Send the answer' }).click();
  await expect(ana.getByRole('heading', { level: 2, name: 'Thank you! Your answer has been sent.' })).toBeFocused();
  await expect(ana.getByText('Someone else in your household answered at the same time, for other people or other questions: both answers are kept.')).toBeVisible();
  let saved = (await savedAnswer(browser)).answer!;
  const [civil, , dinner] = events.map((event) => String(event.id));
  const id = (name: string) => String(family.members.find((m) => m.name === name)!.id);
  expect(saved.members[id(ELENA)]!.events[civil!]!.attending).toBe(false);
  expect(saved.members[id(ANDREI)]!.events[dinner!]!.meal).not.toBeNull();
  const andreisMeal = saved.members[id(ANDREI)]!.events[dinner!]!.meal;

  // Both change Ioana's meal: Andrei first, to fish; Ana, from the answer before, to vegetarian.
  for (const page of [ana, andrei]) {
    await page.goto('/rsvp');
    await expect(page.getByRole('button', { name: 'Send the answer' })).toBeVisible({ timeout: 15_000 });
  }
  await member(andrei, IOANA).getByLabel('Meal', { exact: true }).selectOption({ label: 'Fish' });
  await andrei.getByRole('button', { name: 'Send the answer' }).click();
  await expect(andrei.getByRole('heading', { level: 2, name: 'Thank you! Your answer has been sent.' })).toBeVisible();
  await member(ana, IOANA).getByLabel('Meal', { exact: true }).selectOption({ label: 'Vegetarian' });
  await member(ana, ANA).getByRole('group', { name: 'Church' }).getByRole('radio', { name: 'Not coming' }).check();
  await ana.getByRole('button', { name: 'Send the answer' }).click();
  const told = ana.getByRole('alert').filter({ hasText: 'Someone in your household answered meanwhile' });
  await expect(told.getByRole('heading', { level: 2 })).toBeFocused();
  await expect(told.getByRole('listitem')).toHaveText([`${IOANA}, Dinner — Meal: Fish`]);
  await axe(ana, 'the clash');
  // Ana takes Andrei's choice for Ioana; her own church answer stays; sent again, both are kept.
  await told.getByRole('button', { name: 'Use their answers for these' }).click();
  await expect(member(ana, IOANA).getByLabel('Meal', { exact: true }).locator('option:checked')).toHaveText('Fish');
  await expect(member(ana, ANA).getByRole('group', { name: 'Church' }).getByRole('radio', { name: 'Not coming' })).toBeChecked();
  await ana.getByRole('button', { name: 'Send the answer' }).click();
  await expect(ana.getByRole('heading', { level: 2, name: 'Thank you! Your answer has been sent.' })).toBeVisible();
  saved = (await savedAnswer(browser)).answer!;
  expect(saved.members[id(ANA)]!.events[events[1]!.id]!.attending).toBe(false);
  expect(saved.members[id(ANDREI)]!.events[dinner!]!.meal).toBe(andreisMeal);
  await ana.context().close();
  await andrei.context().close();
});

test('the schedule ends with the way to the answer, and offers each event to Google Calendar and Outlook', async ({ browser }) => {
  const page = await familyPhone(browser);
  await page.goto('/schedule');
  const change = page.getByRole('link', { name: 'See or change your answer' });
  await expect(change).toBeVisible({ timeout: 15_000 });
  const google = new URL((await page.getByRole('link', { name: 'Google Calendar (Church)' }).getAttribute('href'))!);
  expect(google.searchParams.get('dates')).toBe('20300615T120000Z/20300615T133000Z');
  await expect(page.getByRole('link', { name: 'Outlook (Dinner)' })).toHaveAttribute('href', /^https:\/\/outlook\.live\.com\/calendar\/0\/deeplink\/compose\?/);
  await axe(page, 'the schedule with the answer’s link');
  await change.click();
  await expect(page).toHaveURL(`${server.origin}/rsvp`);
  await expect(page.getByRole('button', { name: 'Send the answer' })).toBeVisible();
  await page.context().close();
});

test('with no meal offered, “everyone comes” asks for none and says nothing of meals', async ({ browser }) => {
  const admin = await couple(browser);
  await ok(await admin.request.put(`/api/admin/events/${events[2]!.id}/meals`, { data: { meals: [] } }));
  await admin.context().close();
  const page = await familyPhone(browser);
  await page.goto('/rsvp');
  await page.getByRole('button', { name: 'Everyone comes to every celebration' }).click();
  await expect(page.getByText('Then change below whatever differs: who cannot come.', { exact: true })).toBeVisible();
  await expect(page.getByLabel('Meal', { exact: true })).toHaveCount(0);
  await page.context().close();
});

test('after the deadline the form shows the couple’s contact line where "contact us" stood, its number a link to call', async ({ browser }) => {
  // The couple writes the line on the dashboard's "How guests answer", in two of the five languages.
  const admin = await couple(browser);
  await admin.goto('/admin/answers/settings');
  const line = admin.getByRole('group', { name: 'How guests reach you' });
  await line.getByLabel('English').fill('Call Ana: +40 722 123 456');
  await line.getByLabel('Romanian').fill('Sunați-o pe Ana: +40 722 123 456');
  await admin.getByRole('button', { name: 'Save the contact line' }).click();
  await expect(admin.getByText('Saved: guests read it once the deadline has passed.')).toBeVisible();
  await axe(admin, 'the dashboard’s contact line');
  await ok(await admin.request.put('/api/admin/rsvp/deadline', { data: { deadline: '2021-01-01T12:00' } }));
  await admin.context().close();
  const page = await familyPhone(browser);
  await page.goto('/rsvp');
  await expect(page.getByText('The time to answer has passed. If anything has changed, please get in touch with us:')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText('Call Ana: +40 722 123 456')).toBeVisible();
  await expect(page.getByRole('link', { name: '+40 722 123 456' })).toHaveAttribute('href', 'tel:+40722123456');
  await page.goto('/');
  const answer = page.getByRole('region', { name: 'Your answer' });
  await expect(answer).toContainText('Call Ana: +40 722 123 456');
  await expect(answer.getByRole('link', { name: '+40 722 123 456' })).toHaveAttribute('href', 'tel:+40722123456');
  await page.context().close();
});
