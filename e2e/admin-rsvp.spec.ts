/**
 * The couple's side of answering (issue 20), as a new user would try it on a phone: they set a deadline, a meal
 * choice for the dinner and a song-request question; households answer with their personal links (through the
 * guests' API, as their form would); the couple sees the counts, the change since they last looked, the meal totals,
 * the caterer's sheet and the song request, downloads the files, reminds a household, and enters a correction after
 * a phone call, also after the deadline. Each screen is scanned by axe. This file runs on a server of its own (it
 * switches the site to the invitation and sets the deadline), one test after the other.
 */
import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { parse } from 'csv-parse/sync';
import type { AdminGuest } from '#common/guest-list-api';
import type { AdminEvent } from '#common/invitation-api';
import { LOCALES, type Locale } from '#common/locales';
import type { GuestRsvp, PersonAnswer, RsvpAnswer, RsvpOverview } from '#common/rsvp-api';
import { loadingLines, openDisclosure, uniqueName } from './fixtures';
import { expectAxeClean } from './axe';
import { signInAsCouple } from './sessions';
import { testOnOwnServer } from './sites';

// Long stories, each with several axe scans: more time than a single check needs.
const { test, site } = testOnOwnServer('rsvp-admin');
test.describe.configure({ timeout: 120_000 });

const texts = (en: string, others: Partial<Record<Locale, string>> = {}) =>
  Object.fromEntries(LOCALES.map((locale) => [locale, others[locale] ?? en])) as Record<Locale, string>;

const DINNER = uniqueName('Dinner');
const SONG = 'Song request';
const FISH = 'Fish';
const RISOTTO = 'Mushroom risotto';

interface Household {
  guest: AdminGuest;
  token: string;
}

let dinnerId = 0;
let popescu: Household; // answers for two members and a named extra guest, then changes one answer
let ivanova: Household; // never answers: reminded, then the couple enters her answer after a phone call
let dubois: Household; // answers "not coming"

async function ok<T>(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  expect(response.ok(), `${response.url()}: ${response.status()} ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

/** A household invited to the dinner, its members named, through the dashboard's API. */
async function household(api: APIRequestContext, name: string, language: Locale, members: Array<{ name: string; language: Locale | null; child: boolean }>, extraGuests = 0): Promise<Household> {
  const guest = await ok<AdminGuest>(await api.post('/api/admin/guests', { data: { name, language } }));
  const first = guest.members[0]!;
  const saved = await ok<AdminGuest>(
    await api.put(`/api/admin/guests/${guest.id}/members`, { data: { members: members.map((member, index) => (index === 0 ? { id: first.id, ...member } : member)) } }),
  );
  await ok(await api.put(`/api/admin/guests/${guest.id}/invitation`, { data: { allEvents: false, eventIds: [dinnerId], extraGuests } }));
  const token = new URL(saved.link!).searchParams.get('token')!;
  return { guest: saved, token };
}

/** A browser of the household's own, signed in with its personal link. */
async function asHousehold(browser: Browser, household: Household) {
  const context = await browser.newContext();
  expect((await context.request.post(`/api/login?token=${encodeURIComponent(household.token)}`)).status()).toBe(200);
  return context;
}

const person = (events: PersonAnswer['events'], more: Partial<PersonAnswer> = {}): PersonAnswer => ({ events, dietary: [], dietaryNote: '', accessibility: '', questions: {}, ...more });

const axe = (page: Page) => expectAxeClean(page, { label: page.url() });

/** Sets the wedding's time zone through the dashboard's API. */
async function setSiteZone(api: Page['request'], timeZone: string): Promise<void> {
  const { facts, factsRevision } = await ok<{ facts: Record<string, unknown> & { timeZone: string }; factsRevision: number }>(await api.get('/api/admin/content'));
  if (facts.timeZone !== timeZone) await ok(await api.put('/api/admin/facts', { data: { facts: { ...facts, timeZone }, revision: factsRevision } }));
}

const overview = async (page: Page) => ok<RsvpOverview>(await page.request.get('/api/admin/rsvp'));

test.beforeAll(async ({ browser }) => {
  const ownServer = site();
  const context = await browser.newContext({ baseURL: ownServer.origin });
  const page = await context.newPage();
  await signInAsCouple(page, ownServer);
  const api = page.request;
  // The deadline is in the site's time zone: Bucharest.
  await setSiteZone(api, 'Europe/Bucharest');
  const event = await ok<AdminEvent>(
    await api.post('/api/admin/events', {
      data: {
        title: texts(DINNER, { ro: `Cina ${DINNER}`, ru: `Ужин ${DINNER}` }),
        description: texts(''),
        dressCode: texts(''),
        notes: texts(''),
        startsAt: '2030-06-15T19:00',
        endsAt: '2030-06-15T23:30',
        timeZone: 'Europe/Bucharest',
        place: 'Conacul Bellu',
        address: 'Strada Florilor 1, București',
        mapUrl: '',
        audience: 'invited',
      },
    }),
  );
  dinnerId = event.id;
  popescu = await household(
    api,
    uniqueName('Popescu'),
    'ro',
    [
      { name: 'Ana Popescu', language: null, child: false },
      { name: 'Olga Popescu', language: 'ru', child: false },
    ],
    1,
  );
  ivanova = await household(api, uniqueName('Ivanova'), 'ru', [{ name: 'Irina Ivanova', language: null, child: false }]);
  dubois = await household(api, uniqueName('Dubois'), 'fr', [{ name: 'Marc Dubois', language: null, child: false }]);
  await ok(await api.put('/api/admin/invitation/phase', { data: { phase: 'invitation' } }));
  await context.close();
});

test('the couple sets a deadline, a meal choice for the dinner and a song-request question', async ({ page }) => {
  await signInAsCouple(page, site());
  await page.goto('/admin/answers');
  await expect(page.getByRole('heading', { level: 1, name: 'Answers' })).toBeVisible();
  // The answers are screens of the invitation's tab: the phone's bar keeps its places, a row of links goes between them.
  await expect(page.locator('.admin-nav').getByRole('link', { name: 'Invitation' })).toHaveClass(/active/);
  await page.getByRole('navigation', { name: 'Invitation and answers' }).getByRole('link', { name: 'How guests answer' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'How guests answer' })).toBeFocused();

  // A time the clocks skip in Bucharest (the night of 28 March 2027) is refused, and said under the fields with the
  // time it names (the one wording of the server's problems, web/src/admin/components/problem-text.ts).
  const deadline = page.getByRole('group', { name: 'Last moment to answer' });
  await expect(deadline).toContainText('Bucharest');
  await deadline.getByLabel('Day').fill('2027-03-28');
  await deadline.getByLabel('Time').fill('03:30');
  const saveDeadline = page.getByRole('button', { name: 'Save the deadline' });
  await saveDeadline.click();
  await expect(deadline.getByText(/^March 28, 2027.* 3:30\sAM does not exist: the clocks jump forward an hour that night/)).toBeVisible();
  await expect(deadline.getByLabel('Day')).toHaveAttribute('aria-invalid', 'true');
  await expect(saveDeadline).toBeFocused();

  await deadline.getByLabel('Day').fill('2030-06-01');
  await deadline.getByLabel('Time').fill('23:59');
  await saveDeadline.click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved: guests can answer until' })).toContainText('June 1, 2030');
  await expect(deadline.getByLabel('Day')).not.toHaveAttribute('aria-invalid');
  expect((await overview(page)).deadline?.local).toBe('2030-06-01T23:59');

  // The dinner's meals: fish, and a risotto named in every language.
  const meals = page.getByRole('form', { name: DINNER });
  await meals.getByRole('button', { name: 'Add a meal' }).click();
  const first = meals.getByRole('group', { name: 'Meal 1' });
  // The new meal's first field (the languages in the site's order) takes the focus.
  await expect(first.getByLabel('German')).toBeFocused();
  await first.getByLabel('English').fill(FISH);
  await first.getByLabel('Romanian').fill('Pește');
  await first.getByLabel('Russian').fill('Рыба');
  await first.getByLabel('German').fill('Fisch');
  await first.getByLabel('French').fill('Poisson');
  await meals.getByRole('button', { name: 'Add a meal' }).click();
  await meals.getByRole('group', { name: 'Meal 2' }).getByLabel('English').fill(RISOTTO);
  await meals.getByRole('button', { name: 'Save the meals' }).click();
  await expect(meals.getByRole('status').last()).toHaveText(`Meals saved for ${DINNER}.`);
  const saved = (await overview(page)).events.find((e) => e.eventId === dinnerId)!;
  expect(saved.meals.map(({ meal }) => [meal.label.en, meal.label.ru, meal.forChildren])).toEqual([
    [FISH, 'Рыба', false],
    [RISOTTO, '', false],
  ]);

  // The song request, a short text asked once of the household.
  await openDisclosure(page, 'Add a question');
  const add = page.locator('.add-question');
  const label = add.getByRole('group', { name: 'Your question' });
  await label.getByLabel('English').fill(SONG);
  await label.getByLabel('Romanian').fill('Ce melodie vreți să auziți?');
  await label.getByLabel('Russian').fill('Какую песню вы хотите услышать?');
  await add.getByRole('radio', { name: 'A short text' }).check();
  await add.getByRole('radio', { name: 'Once for the whole household' }).check();
  await add.getByRole('button', { name: 'Add the question' }).click();
  await expect(add.getByRole('status').last()).toHaveText(`“${SONG}” added.`);
  await expect(page.locator('.question-list summary').filter({ hasText: SONG })).toBeVisible();

  await axe(page);
});

test('households answer; the couple sees the counts, the change since they last looked, the meals, the needs and the song request', async ({ page, browser }) => {
  await signInAsCouple(page, site());
  // The couple has looked before anyone answered.
  await page.goto('/admin/answers');
  // Once the screen is whole: its reminders load after the overview (docs/testing.md, Steady).
  await expect(loadingLines(page)).toHaveCount(0);
  await page.getByRole('button', { name: 'Mark as seen' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Marked as seen' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Mark as seen' })).toBeFocused();

  // The Popescu household answers for Ana, Olga (the Russian grandmother) and Dan, the extra guest they name.
  const popescuBrowser = await asHousehold(browser, popescu);
  const form = await ok<GuestRsvp>(await popescuBrowser.request.get('/api/rsvp'));
  const dinner = form.form.events.find((event) => event.id === dinnerId)!;
  const fish = dinner.meals.find((meal) => meal.label.en === FISH)!;
  const risotto = dinner.meals.find((meal) => meal.label.en === RISOTTO)!;
  const song = form.form.questions.find((question) => question.label.en === SONG)!;
  const [ana, olga] = form.form.members;
  const key = String(dinnerId);
  const answer: RsvpAnswer = {
    members: {
      [String(ana!.id)]: person({ [key]: { attending: true, meal: risotto.id } }, { dietary: ['vegetarian'] }),
      [String(olga!.id)]: person({ [key]: { attending: true, meal: fish.id } }, { dietary: ['nutAllergy'], accessibility: 'Wheelchair, a table near the door' }),
    },
    extras: [{ name: 'Dan Ionescu', ...person({ [key]: { attending: true, meal: fish.id } }, { dietary: ['glutenFree'] }) }],
    message: 'Abia așteptăm!',
    questions: { [String(song.id)]: 'Hora Unirii' },
  };
  const first = await ok<GuestRsvp>(await popescuBrowser.request.put('/api/rsvp', { data: { answer, revision: 0 } }));

  // A minute later Olga cannot come after all: saves close together are one change (docs/decisions/0032).
  const changed: RsvpAnswer = { ...answer, members: { ...answer.members, [String(olga!.id)]: { ...answer.members[String(olga!.id)]!, events: { [key]: { attending: false, meal: null } } } } };
  await ok(await popescuBrowser.request.put('/api/rsvp', { data: { answer: changed, revision: first.revision } }));
  await popescuBrowser.close();

  const duboisBrowser = await asHousehold(browser, dubois);
  const duboisForm = await ok<GuestRsvp>(await duboisBrowser.request.get('/api/rsvp'));
  const marc = duboisForm.form.members[0]!;
  await ok(await duboisBrowser.request.put('/api/rsvp', { data: { answer: { members: { [String(marc.id)]: person({ [key]: { attending: false, meal: null } }) }, extras: [], message: '', questions: {} }, revision: 0 } }));
  await duboisBrowser.close();

  await page.reload();
  const panel = page.getByRole('region', { name: DINNER });
  const row = (name: string) => panel.getByRole('row', { name: new RegExp(`^${name}\\b`) });
  // People: Ana and Dan come; Olga and Marc do not; Irina has not answered. Households: Popescu, Dubois, Ivanova.
  await expect(row('Coming')).toHaveText(/Coming\s*2\s*1/);
  await expect(row('Not coming')).toHaveText(/Not coming\s*2\s*1/);
  await expect(row('No answer yet')).toHaveText(/No answer yet\s*1\s*1/);
  // Meals of those coming: Ana's risotto, Dan's fish (Olga's fish went with her "no").
  await expect(panel.locator('.meal-totals li').filter({ hasText: FISH })).toHaveText(/1$/);
  await expect(panel.locator('.meal-totals li').filter({ hasText: RISOTTO })).toHaveText(/1$/);

  // What changed since the couple last looked: a line per household with its answers counted (a first answer of
  // many fields is one, issue 37), on the venue's clock.
  const changes = page.getByRole('region', { name: 'What changed since you last looked' });
  await expect(changes).toContainText('On the clock of Bucharest');
  await expect(changes.locator('summary').filter({ hasText: dubois.guest.name })).toContainText(' · 1 answer · ');
  const popescuLine = changes.locator('summary').filter({ hasText: popescu.guest.name });
  await expect(popescuLine).toContainText(/ · \d+ answers? · /);
  // The detail is one tap away, and the focus stays on the line: Olga's answer as it stands after her household's
  // two saves a minute apart, one change.
  const change = changes.locator('.changes > li');
  const olgaChange = change.filter({ hasText: 'Olga Popescu' }).filter({ hasText: `${DINNER} · Coming` });
  await expect(olgaChange).toBeHidden();
  await popescuLine.click();
  await expect(popescuLine).toBeFocused();
  await expect(olgaChange).toHaveCount(1);
  await expect(olgaChange).toContainText('was no answer, now not coming');
  await expect(olgaChange).toContainText('by the guest');
  await expect(change.filter({ hasText: 'Dan Ionescu' }).filter({ hasText: 'Dietary needs' })).toContainText('now Gluten-free');
  await expect(changes.getByRole('link', { name: `Answers of ${popescu.guest.name}` })).toBeVisible();

  // The song request, and the message.
  const questions = page.getByRole('region', { name: 'Answers to your questions' });
  await expect(questions.getByRole('listitem').filter({ hasText: popescu.guest.name })).toContainText('Hora Unirii');
  await expect(page.getByRole('region', { name: 'Messages from guests' })).toContainText('Abia așteptăm!');

  // Irina has not answered: a reminder in Russian, with her personal link, in one tap.
  const reminders = page.getByRole('region', { name: /Not answered yet/ });
  await expect(reminders.getByRole('link', { name: popescu.guest.name })).toHaveCount(0);
  const remind = reminders.getByRole('group', { name: `Remind ${ivanova.guest.name}` });
  const whatsapp = new URL((await remind.getByRole('link', { name: 'WhatsApp' }).getAttribute('href'))!);
  const message = whatsapp.searchParams.get('text')!;
  expect(message).toContain('Напоминаем');
  expect(message).toContain(ivanova.guest.link!);
  expect(message).toContain('2030');

  await axe(page);

  // The caterer's sheet: who needs what among those coming (Olga no longer), printable.
  await panel.getByRole('link', { name: "Caterer's sheet" }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Caterer's sheet: ${DINNER}` })).toBeFocused();
  const needs = page.getByRole('region', { name: 'Who needs what' });
  await expect(needs.getByRole('listitem').filter({ hasText: 'Ana Popescu' })).toContainText('Vegetarian');
  await expect(needs.getByRole('listitem').filter({ hasText: 'Ana Popescu' })).toContainText(RISOTTO);
  await expect(needs.getByRole('listitem').filter({ hasText: 'Dan Ionescu' })).toContainText('Gluten-free');
  await expect(needs.getByRole('listitem').filter({ hasText: 'Olga Popescu' })).toHaveCount(0);
  await axe(page);
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('navigation', { name: 'Dashboard sections' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
  await expect(needs).toBeVisible();
  await page.emulateMedia({ media: 'screen' });

  // The files, in the dashboard's language: every answer, one line per person and event, with the song request and
  // the message on the household's first line, times on the venue's clock; and the caterer's list.
  const [answers] = await Promise.all([page.waitForEvent('download'), page.goto('/admin/answers').then(() => page.getByRole('link', { name: 'Download all answers (spreadsheet)' }).click())]);
  const csv = await (await answers.createReadStream()).toArray().then((chunks) => Buffer.concat(chunks).toString('utf8'));
  const [header, ...lines] = parse(csv, { bom: true }) as string[][];
  const lineOf = (person: string) => {
    const found = lines.find((line) => line[1] === person && line.includes(DINNER))!;
    return Object.fromEntries(header!.map((name, i) => [name, found[i]]));
  };
  expect(lineOf('Dan Ionescu')).toMatchObject({ Coming: 'Yes', Meal: FISH, 'Dietary needs': 'Gluten-free', [SONG]: '' });
  expect(lineOf('Ana Popescu')).toMatchObject({ 'Answered by': 'The household' });
  // The song request and the message, once, on the household's first line (whichever event the other tests on this
  // server put first).
  const songColumn = header!.indexOf(SONG);
  const carrying = lines.filter((line) => line[0] === popescu.guest.name && line[songColumn] !== '');
  expect(carrying.map((line) => Object.fromEntries(header!.map((name, i) => [name, line[i]])))).toEqual([
    expect.objectContaining({ Person: 'Ana Popescu', [SONG]: 'Hora Unirii', 'Message to you': 'Abia așteptăm!' }),
  ]);
  expect(lineOf('Ana Popescu')['Last answered (Eastern European Time)']).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
  expect(lineOf('Olga Popescu')).toMatchObject({ Coming: 'No' });
  const [caterer] = await Promise.all([page.waitForEvent('download'), page.getByRole('region', { name: DINNER }).getByRole('link', { name: /caterer's list/ }).click()]);
  const catererCsv = await (await caterer.createReadStream()).toArray().then((chunks) => Buffer.concat(chunks).toString('utf8'));
  expect(catererCsv.split(/\r?\n/).find((line) => line.includes('Ana Popescu'))).toContain('Vegetarian');
  expect(catererCsv).not.toContain('Olga Popescu');
});

test('after the deadline the couple enters an answer after a phone call, and is told when the household answered meanwhile', async ({ page, browser }) => {
  await signInAsCouple(page, site());
  // The deadline passes: a household can no longer answer, the couple still can.
  await ok(await page.request.put('/api/admin/rsvp/deadline', { data: { deadline: '2021-01-01T12:00' } }));
  const late = await asHousehold(browser, ivanova);
  const lateForm = await ok<GuestRsvp>(await late.request.get('/api/rsvp'));
  expect(lateForm.form.open).toBe(false);
  const replay = await late.request.put('/api/rsvp', { data: { answer: { members: {}, extras: [], message: '', questions: {} }, revision: 0 } });
  expect(replay.status()).toBe(409);
  await late.close();

  // From the overview's list of those who have not answered, to Irina's household.
  await page.goto('/admin/answers');
  await expect(page.getByText('The deadline has passed.')).toBeVisible();
  await page.getByRole('region', { name: /Not answered yet/ }).getByRole('link', { name: ivanova.guest.name }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Answers of ${ivanova.guest.name}` })).toBeFocused();
  await expect(page.getByText('The deadline has passed: they can no longer change their answers, but you still can.')).toBeVisible();
  const dinner = page.getByRole('group', { name: `${DINNER}: Irina Ivanova` });
  await dinner.getByRole('radio', { name: 'Coming', exact: true }).check();
  await dinner.getByLabel('Meal').selectOption({ label: FISH });
  await page.getByRole('group', { name: 'Dietary needs of Irina Ivanova' }).getByRole('checkbox', { name: 'Lactose-free' }).check();
  await page.getByRole('button', { name: 'Save their answers' }).click();
  const result = page.getByRole('status').filter({ hasText: 'Saved. The history shows it as entered by you.' });
  await expect(result).toBeFocused();
  const history = page.getByRole('region', { name: 'Every change' });
  await expect(history.getByRole('listitem').filter({ hasText: `${DINNER} · Coming` })).toContainText('was no answer, now coming');
  await expect(history.getByRole('listitem').filter({ hasText: `${DINNER} · Coming` })).toContainText('entered by you');
  await axe(page);

  // The Popescu household answered while the couple was correcting their answer: the newer answer is shown, not overwritten.
  await page.goto(`/admin/answers/households/${popescu.guest.id}`);
  await expect(page.getByRole('heading', { level: 1, name: `Answers of ${popescu.guest.name}` })).toBeVisible();
  await page.getByLabel('Message to you').fill('Corrected after a call');
  await ok(await page.request.put('/api/admin/rsvp/deadline', { data: { deadline: '2030-06-01T23:59' } }));
  const popescuBrowser = await asHousehold(browser, popescu);
  const now = await ok<GuestRsvp>(await popescuBrowser.request.get('/api/rsvp'));
  await ok(await popescuBrowser.request.put('/api/rsvp', { data: { answer: { ...now.answer!, message: 'We bring a cake!' }, revision: now.revision } }));
  await popescuBrowser.close();
  await page.getByRole('button', { name: 'Save their answers' }).click();
  const conflict = page.getByRole('region', { name: 'They answered while you were typing' });
  await expect(conflict.getByRole('heading')).toBeFocused();
  await expect(conflict).toContainText('We bring a cake!');
  await expect(page.getByLabel('Message to you')).toHaveValue('Corrected after a call');
  await axe(page);
  await conflict.getByRole('button', { name: 'Start again from their answer' }).click();
  await expect(page.getByLabel('Message to you')).toHaveValue('We bring a cake!');
  await expect(conflict).toHaveCount(0);

  // The overview counts Irina now.
  await page.goto('/admin/answers');
  await expect(page.getByRole('region', { name: DINNER }).getByRole('row', { name: /^Coming\b/ })).toHaveText(/Coming\s*3\s*2/);
  await expect(page.getByRole('region', { name: /Not answered yet/ }).getByRole('link', { name: ivanova.guest.name })).toHaveCount(0);
});

test("a guest's page leads to the household's answers", async ({ page }) => {
  await signInAsCouple(page, site());
  await page.goto(`/admin/guests/${dubois.guest.id}`);
  await page.getByRole('link', { name: 'Their answers to the invitation' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Answers of ${dubois.guest.name}` })).toBeFocused();
  await expect(page.getByRole('group', { name: `${DINNER}: Marc Dubois` }).getByRole('radio', { name: 'Not coming' })).toBeChecked();
});

test('a long history: the latest changes first, older ones on request, the focus on the first one shown', async ({ page }) => {
  await signInAsCouple(page, site());
  const api = page.request;
  const lang = await household(api, uniqueName('Lang'), 'de', [{ name: 'Greta Lang', language: null, child: false }]);
  const greta = String(lang.guest.members[0]!.id);
  // Seventy corrections, each looked at by the couple before the next (so each is a change of its own).
  let revision = 0;
  for (let i = 0; i < 70; i++) {
    const answer: RsvpAnswer = { members: { [greta]: person({ [String(dinnerId)]: { attending: true, meal: null } }) }, extras: [], message: `Correction ${i}`, questions: {} };
    revision = (await ok<GuestRsvp>(await api.put(`/api/admin/rsvp/households/${lang.guest.id}`, { data: { answer, revision } }))).revision;
    await ok(await api.post('/api/admin/rsvp/seen'));
  }

  await page.goto(`/admin/answers/households/${lang.guest.id}`);
  const history = page.getByRole('region', { name: 'Every change' });
  await expect(history.getByRole('listitem')).toHaveCount(50);
  await expect(history.getByRole('listitem').first()).toContainText('now Correction 69');
  const older = history.getByRole('button', { name: 'Show older changes' });
  await older.click();
  // The first change the page brought takes the focus; none is shown twice; once all are there, the button goes.
  const first = history.getByRole('listitem').nth(50);
  await expect(first).toBeFocused();
  await expect(first).toContainText('was Correction 18, now Correction 19');
  await expect(older).toHaveCount(0);
  const items = await history.getByRole('listitem').count();
  expect(items).toBeGreaterThan(70);
  await expect(history.getByRole('listitem').filter({ hasText: 'now Correction 19' })).toHaveCount(1);
  await expect(history.getByRole('listitem').last()).toContainText('was no answer, now coming');
  await axe(page);
});

for (const locale of ['ru', 'fr', 'de'] as const) {
  test(`on a 320 px phone in ${locale} the bar keeps its places and no answers' screen is wider than the phone`, async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await page.addInitScript((chosen) => localStorage.setItem('admin-locale', chosen), locale);
    await signInAsCouple(page, site());
    for (const path of ['/admin/answers', '/admin/answers/settings', `/admin/answers/events/${dinnerId}/caterer`, `/admin/answers/households/${popescu.guest.id}`]) {
      await page.goto(path);
      await expect(page.locator('main h1')).toBeVisible();
      await expect(page.locator('.panel').first()).toBeVisible();
      // The tab bar keeps its places (no tab of the answers' own), the invitation's tab marked.
      const bar = page.locator('.admin-nav');
      await expect(bar.locator('a[href^="/admin/answers"]')).toHaveCount(0);
      await expect(bar.locator('a.active')).toHaveAttribute('href', '/admin/invitation');
      await expect(page.locator('.section-nav a')).toHaveCount(3);
      const overflowing = await page.evaluate(() => [
        ...(document.documentElement.scrollWidth > window.innerWidth ? ['the page'] : []),
        ...[...document.querySelectorAll<HTMLElement>('main .panel, main fieldset, main table')].filter((e) => e.scrollWidth > e.clientWidth + 1).map((e) => e.className || e.tagName),
      ]);
      expect(overflowing, path).toEqual([]);
    }
    // A picture to look at, only when asked (SCREENSHOTS=1): a whole page's PNG costs a run CPU for nobody.
    if (process.env.SCREENSHOTS) {
      await page.goto('/admin/answers');
      await page.screenshot({ path: test.info().outputPath(`answers-${locale}.png`), fullPage: true });
    }
  });
}
