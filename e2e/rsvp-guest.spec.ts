/**
 * The guest answering (issue 20), as a new user would try it on a phone: the couple sets up a dinner with a meal
 * choice, a brunch, a song question and a deadline through the dashboard's API; a Romanian household opens its link,
 * answers for two members and a named extra guest with a vegetarian meal (the Russian grandmother's fieldset in
 * Russian), sees the confirmation with the dinner's calendar file, comes back to its answers, is told when someone
 * answered meanwhile; the shared password gets a note instead of the form; after the deadline the form is read-only
 * and the server refuses a replayed answer; past its budget of saves it is told when it can save again. Each state is
 * scanned by axe.
 *
 * The phase and the deadline change what every guest of a site sees, so this file starts a server and a DATA_DIR of
 * its own (e2e/sites.ts) and runs its tests in order.
 */
import { expect, type Browser, type BrowserContext, type Page } from '@playwright/test';
import type { AdminGuest } from '#common/guest-list-api';
import type { AdminEvent, EventInput } from '#common/invitation-api';
import type { Locale } from '#common/locales';
import type { AdminHouseholdRsvp, GuestRsvp, Question } from '#common/rsvp-api';
import { WEB_BUILD_DIR } from '../server/paths';
import { guestScripts } from '../test-support/first-load-js';
import { appSettled } from './fixtures';
import { signInAsCouple, signInWithPassword } from './sessions';
import { type OwnServer, startOwnServer, test } from './sites';
import { expectAxeClean } from './axe';
import { inAll, invitedEvent, ok, phoneOn } from './rsvp-site';

test.describe.configure({ mode: 'serial' });
// Each test walks the whole form on a phone, most with axe scans: three times the usual time, like any slow test.
test.beforeEach(() => test.slow());

let server: OwnServer;
test.beforeAll(async () => {
  test.setTimeout(60_000);
  server = await startOwnServer('rsvp');
});
test.afterAll(async () => server?.stop());

/** A phone of 390 × 844 on this file's server, its clock in Bucharest. */
const phone = (browser: Browser, locale = 'en-US'): Promise<BrowserContext> => phoneOn(browser, server.origin, locale);

async function couple(browser: Browser): Promise<Page> {
  const page = await (await phone(browser)).newPage();
  await signInAsCouple(page, server);
  return page;
}

const event = (title: Record<Locale, string>, startsAt: string, endsAt: string): EventInput => invitedEvent(title, startsAt, endsAt);

let dinner: AdminEvent;
let brunch: AdminEvent;
let song: Question;
let popescu: AdminGuest;
/** The household's link, as the couple sends it (with its language, ro). */
let popescuLink = '';

test('the couple sets up the dinner with a meal choice, the brunch, a song question, a deadline and the Popescu household', async ({ browser }) => {
  const page = await couple(browser);
  const api = page.request;
  dinner = await ok<AdminEvent>(await api.post('/api/admin/events', { data: event(inAll('Dinner', { ro: 'Cina', ru: 'Ужин' }), '2030-06-15T19:00', '2030-06-15T23:30') }));
  brunch = await ok<AdminEvent>(await api.post('/api/admin/events', { data: event(inAll('Brunch', { ro: 'Brunch', ru: 'Бранч' }), '2030-06-16T11:00', '2030-06-16T13:00') }));
  await ok(
    await api.put(`/api/admin/events/${dinner.id}/meals`, {
      data: {
        meals: [
          { label: inAll('Fish', { ro: 'Pește', ru: 'Рыба' }), forChildren: false },
          { label: inAll('Vegetarian', { ro: 'Vegetarian', ru: 'Вегетарианское' }), forChildren: false },
          { label: inAll('Children’s menu', { ro: 'Meniu pentru copii', ru: 'Детское меню' }), forChildren: true },
        ],
      },
    }),
  );
  song = await ok<Question>(
    await api.post('/api/admin/rsvp/questions', {
      data: { kind: 'text', scope: 'member', eventId: null, label: inAll('A song for the dance floor', { ro: 'O melodie pentru ringul de dans', ru: 'Песня для танцпола' }), choices: [] },
    }),
  );
  await ok(await api.put('/api/admin/rsvp/deadline', { data: { deadline: '2030-05-01T23:59' } }));

  const added = await ok<AdminGuest>(await api.post('/api/admin/guests', { data: { name: 'Familia Popescu', language: 'ro' } }));
  popescu = await ok<AdminGuest>(
    await api.put(`/api/admin/guests/${added.id}/members`, {
      data: {
        members: [
          { id: added.members[0]!.id, name: 'Ana Popescu', language: null, child: false },
          { name: 'Olga Petrovna', language: 'ru', child: false },
        ],
      },
    }),
  );
  await ok(await api.put(`/api/admin/guests/${popescu.id}/invitation`, { data: { allEvents: false, eventIds: [dinner.id, brunch.id], extraGuests: 1 } }));
  await ok(await api.put('/api/admin/invitation/phase', { data: { phase: 'invitation' } }));
  const link = new URL(popescu.link!);
  popescuLink = link.pathname + link.search;
  expect(link.searchParams.get('lang')).toBe('ro');
  await page.context().close();
});

const axe = (page: Page, what: string) => expectAxeClean(page, { label: what });

/** The household on its phone, signed in by opening its link (Romanian, from the link). */
async function household(browser: Browser): Promise<Page> {
  const page = await (await phone(browser)).newPage();
  await page.goto(popescuLink);
  // The link signs in, then the guard goes home (slower on a busy machine than an assertion's usual 5 s).
  await expect(page).toHaveURL(`${server.origin}/`, { timeout: 15_000 });
  return page;
}

const member = (page: Page, name: string) => page.getByRole('group', { name, exact: true });
const plain = (text: string | null) => (text ?? '').replace(/[\u202f\u00a0]/g, ' ');

test('a Romanian household answers for two members and a named extra guest; the grandmother reads her part in Russian', async ({ browser }) => {
  const page = await household(browser);
  // The home page calls to answer, with the deadline at the venue.
  const call = page.getByRole('region', { name: 'Răspunsul vostru' });
  await expect(call).toContainText('Vă rugăm să răspundeți până la 1 mai 2030');
  await expect(call).toContainText('23:59 (Ora Europei de Est)');
  await call.getByRole('link', { name: 'Răspundeți la invitație' }).click();
  await expect(page).toHaveURL(`${server.origin}/rsvp`);
  await expect(page.getByRole('heading', { level: 1, name: 'Răspunsul vostru' })).toBeVisible();

  const ana = member(page, 'Ana Popescu');
  const olga = member(page, 'Olga Petrovna');
  await expect(olga).toHaveAttribute('lang', 'ru');
  await expect(ana).not.toHaveAttribute('lang', /.+/);
  await expect(olga.getByRole('group', { name: 'Ужин' }).getByRole('radio', { name: 'Придёт', exact: true })).toBeVisible();
  await expect(ana.getByRole('group', { name: 'Cina' }).getByRole('radio', { name: 'Vine', exact: true })).toBeVisible();

  // Sent without an answer: the summary says what is missing, the first field gets the focus, Olga's line is Russian.
  await page.getByRole('button', { name: 'Trimiteți răspunsul' }).click();
  const summary = page.getByRole('alert').filter({ hasText: 'Răspunsul nu a fost trimis încă' });
  await expect(summary).toBeVisible();
  await expect(summary.getByRole('link', { name: 'Ana Popescu, Cina: Spuneți-ne dacă vine Ana Popescu.' })).toBeVisible();
  const anaDinner = ana.getByRole('group', { name: 'Cina' }).getByRole('radio', { name: 'Vine', exact: true });
  await expect(anaDinner).toBeFocused();
  await expect(anaDinner).toHaveAttribute('aria-invalid', 'true');
  await expect(olga.getByText('Укажите, придёт ли Olga Petrovna.').first()).toBeVisible();
  await axe(page, 'the form with its errors');

  // Ana: the dinner with the vegetarian meal (no children's menu for her), not the brunch, vegetarian, a song.
  await anaDinner.check();
  const anaMeal = ana.getByLabel('Meniu', { exact: true });
  await expect(anaMeal.locator('option')).toHaveText(['Alegeți meniul', 'Pește', 'Vegetarian']);
  await anaMeal.selectOption({ label: 'Vegetarian' });
  await ana.getByRole('group', { name: 'Brunch' }).getByRole('radio', { name: 'Nu vine' }).check();
  // Needs are folded until given (issue 28): one tap opens them.
  await ana.getByText('Preferințe alimentare sau nevoi de accesibilitate (opțional)').click();
  await ana.getByRole('checkbox', { name: 'Vegetarian' }).check();
  await ana.getByLabel('O melodie pentru ringul de dans').fill('Hora Unirii');
  // Olga, in Russian: the dinner with fish, not the brunch, a seat near the door.
  await olga.getByRole('group', { name: 'Ужин' }).getByRole('radio', { name: 'Придёт', exact: true }).check();
  await olga.getByLabel('Блюдо', { exact: true }).selectOption({ label: 'Рыба' });
  await olga.getByRole('group', { name: 'Бранч' }).getByRole('radio', { name: 'Не придёт' }).check();
  await olga.getByText('Ограничения в питании и что нужно для удобства (по желанию)').click();
  await olga.getByLabel('Что нужно для удобства').fill('Место у двери');
  // The extra guest: added, named, the dinner with the vegetarian meal (the children's menu is offered to them).
  await page.getByRole('button', { name: 'Adăugați o persoană' }).click();
  const name = page.getByLabel('Numele persoanei');
  await expect(name).toBeFocused();
  await name.fill('Mihai Ionescu');
  const mihai = member(page, 'Mihai Ionescu');
  await mihai.getByRole('group', { name: 'Cina' }).getByRole('radio', { name: 'Vine', exact: true }).check();
  await expect(mihai.getByLabel('Meniu', { exact: true }).locator('option')).toHaveText(['Alegeți meniul', 'Pește', 'Vegetarian', 'Meniu pentru copii']);
  await mihai.getByLabel('Meniu', { exact: true }).selectOption({ label: 'Vegetarian' });
  await mihai.getByRole('group', { name: 'Brunch' }).getByRole('radio', { name: 'Nu vine' }).check();
  await expect(page.getByRole('button', { name: 'Adăugați o persoană' })).toHaveCount(0);
  await page.getByLabel('Un mesaj pentru noi (opțional)').fill('Abia așteptăm! <script>alert(1)</script>');
  await page.getByRole('button', { name: 'Trimiteți răspunsul' }).click();

  // The confirmation, in Romanian: the answers, and the dinner's calendar file (nobody comes to the brunch).
  const thanks = page.getByRole('heading', { level: 2, name: 'Vă mulțumim! Răspunsul vostru a fost trimis.' });
  await expect(thanks).toBeFocused();
  const mihaiSummary = page.locator('.rsvp-summary-person').filter({ has: page.getByRole('heading', { name: 'Mihai Ionescu' }) });
  await expect(mihaiSummary).toContainText('Meniu: Vegetarian');
  await expect(page.getByText('Abia așteptăm! <script>alert(1)</script>')).toBeVisible();
  const calendar = page.getByRole('link', { name: 'Adăugați în calendar (Cina)' });
  await expect(calendar).toHaveAttribute('href', `/api/invitation/events/${dinner.id}/calendar.ics?locale=ro`);
  await expect(page.getByRole('link', { name: /Adăugați în calendar \(Brunch\)/ })).toHaveCount(0);
  const ics = await page.request.get((await calendar.getAttribute('href'))!);
  expect(ics.status()).toBe(200);
  expect(await ics.text()).toContain('SUMMARY:Cina');
  await axe(page, 'the confirmation');

  // What the couple sees is what was sent.
  const admin = await couple(browser);
  const saved = await ok<AdminHouseholdRsvp>(await admin.request.get(`/api/admin/rsvp/households/${popescu.id}`));
  const [anaMember, olgaMember] = popescu.members;
  expect(saved.answer!.members[anaMember!.id]).toMatchObject({ dietary: ['vegetarian'], questions: { [song.id]: 'Hora Unirii' } });
  expect(saved.answer!.members[olgaMember!.id]!.events[dinner.id]!.attending).toBe(true);
  expect(saved.answer!.members[olgaMember!.id]!.accessibility).toBe('Место у двери');
  expect(saved.answer!.extras).toMatchObject([{ name: 'Mihai Ionescu', events: { [dinner.id]: { attending: true }, [brunch.id]: { attending: false } } }]);
  expect(saved.answeredBy).toBe('guest');
  await admin.context().close();

  // Coming back: the form shows the last answers and when they were given.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Răspunsul vostru' })).toBeVisible();
  expect(plain(await page.getByText(/^Răspuns trimis pe /).textContent())).toMatch(/^Răspuns trimis pe \d{1,2} \w+ 20\d\d la \d\d:\d\d\.$/);
  await expect(member(page, 'Ana Popescu').getByRole('group', { name: 'Cina' }).getByRole('radio', { name: 'Vine', exact: true })).toBeChecked();
  await expect(member(page, 'Olga Petrovna').getByLabel('Блюдо', { exact: true }).locator('option:checked')).toHaveText('Рыба');
  await expect(page.getByLabel('Numele persoanei')).toHaveValue('Mihai Ionescu');
  await expect(member(page, 'Mihai Ionescu').getByLabel('Meniu', { exact: true }).locator('option:checked')).toHaveText('Vegetarian');

  // And the home page says it was answered.
  await page.goto('/');
  await expect(page.getByRole('region', { name: 'Răspunsul vostru' })).toContainText('Ați răspuns pe');
  await expect(page.getByRole('link', { name: 'Vedeți sau schimbați răspunsul' })).toBeVisible();
  await page.context().close();
});

test('a double tap sends one answer, and a refused text stays in the form, tied to its field', async ({ browser }) => {
  const page = await household(browser);
  await page.goto('/rsvp');
  const puts: string[] = [];
  await page.route('**/api/rsvp', async (route) => {
    // Both taps below land in one task, while the first answer is still on its way.
    if (route.request().method() === 'PUT') puts.push(route.request().postData() ?? '');
    await route.continue();
  });
  const note = member(page, 'Ana Popescu').getByLabel('Alte preferințe alimentare sau alergii');
  await note.fill('Fără zahăr');
  await page.evaluate(() => {
    const form = document.querySelector<HTMLFormElement>('form.rsvp-form')!;
    form.requestSubmit();
    form.requestSubmit();
  });
  await expect(page.getByRole('heading', { level: 2, name: 'Vă mulțumim! Răspunsul vostru a fost trimis.' })).toBeVisible();
  expect(puts).toHaveLength(1);

  // A text the server refuses (a direction override): said beside the field, in Romanian, nothing typed lost.
  await page.getByRole('button', { name: 'Schimbați răspunsul' }).click();
  await page.getByLabel('Un mesaj pentru noi (opțional)').fill('Abia așteptăm \u202Eabc');
  await page.getByRole('button', { name: 'Trimiteți răspunsul' }).click();
  const message = page.getByLabel('Un mesaj pentru noi (opțional)');
  await expect(message).toBeFocused();
  await expect(message).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Textul conține caractere care nu pot fi salvate. Vă rugăm să-l scrieți din nou.').last()).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'Răspunsul nu a fost trimis încă' })).toBeVisible();
  await expect(message).toHaveValue('Abia așteptăm \u202Eabc');
  await expect(member(page, 'Ana Popescu').getByLabel('Alte preferințe alimentare sau alergii')).toHaveValue('Fără zahăr');
  await page.context().close();
});

test('someone of the household answered meanwhile: the guest is told, sees the newer answer, and saves again knowingly', async ({ browser }) => {
  const page = await household(browser);
  await page.goto('/rsvp');
  await expect(page.getByLabel('Un mesaj pentru noi (opțional)')).toBeVisible();
  // Olga answers from her own phone in the meantime.
  const olgaPhone = await phone(browser);
  expect((await olgaPhone.request.post(`/api/login?token=${encodeURIComponent(new URL(popescu.link!).searchParams.get('token')!)}`)).status()).toBe(200);
  const current = await ok<GuestRsvp>(await olgaPhone.request.get('/api/rsvp'));
  await ok(await olgaPhone.request.put('/api/rsvp', { data: { answer: { ...current.answer!, message: 'Olga: ne vedem curând' }, revision: current.revision } }));
  await olgaPhone.close();

  await page.getByLabel('Un mesaj pentru noi (opțional)').fill('Ana: abia așteptăm');
  await page.getByRole('button', { name: 'Trimiteți răspunsul' }).click();
  // Both changed the message: a real clash, the one thing asked about (issue 28); the message's heading has the focus.
  const told = page.getByRole('alert').filter({ hasText: 'Între timp a răspuns altcineva din familia voastră' });
  await expect(told.getByRole('heading', { level: 2 })).toBeFocused();
  await expect(told).toContainText('Olga: ne vedem curând');
  // Ana's own words are still in the form; saving again puts them on top of Olga's answer, knowingly.
  await expect(page.getByLabel('Un mesaj pentru noi (opțional)')).toHaveValue('Ana: abia așteptăm');
  await axe(page, 'the conflict');
  await page.getByRole('button', { name: 'Trimiteți răspunsul' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Vă mulțumim! Răspunsul vostru a fost trimis.' })).toBeVisible();
  const saved = await ok<GuestRsvp>(await page.request.get('/api/rsvp'));
  expect(saved.answer!.message).toBe('Ana: abia așteptăm');
  await page.context().close();
});

test('the shared password: the menu offers the answer, whose page says it needs the personal link', async ({ browser }) => {
  const page = await (await phone(browser)).newPage();
  await signInWithPassword(page, server);
  // The home page does not ask for an answer the shared password cannot have: no 403 for the console to log.
  const answerRequests: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/rsvp') answerRequests.push(request.url());
  });
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'We say yes!' })).toBeVisible();
  await appSettled(page);
  expect(answerRequests).toEqual([]);
  expect(consoleErrors).toEqual([]);
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: 'RSVP' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your answer' })).toBeVisible();
  await expect(page.getByText('To answer, please open the personal link from your invitation')).toBeVisible();
  await expect(page.locator('main form')).toHaveCount(0);
  // No lookup by name, no call to answer on the home page.
  await expect(page.locator('main input')).toHaveCount(0);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'We say yes!' })).toBeVisible();
  await appSettled(page);
  await expect(page.getByRole('region', { name: 'Your answer' })).toHaveCount(0);
  await axe(page, 'the shared password’s note');
  await page.context().close();
});

test('the answering code loads on demand, never with /login', async ({ browser }) => {
  const onDemand = guestScripts(WEB_BUILD_DIR).onDemand;
  const rsvpChunks = onDemand.filter((script) => /rsvp|answer/i.test(script));
  expect(rsvpChunks.length).toBeGreaterThan(0);
  expect(guestScripts(WEB_BUILD_DIR).firstLoad.filter((script) => /rsvp|answer/i.test(script.path))).toEqual([]);

  const page = await (await phone(browser)).newPage();
  const requests: string[] = [];
  page.on('request', (request) => requests.push(new URL(request.url()).pathname));
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible({ timeout: 15_000 });
  await appSettled(page);
  expect(requests.filter((path) => path === '/api/rsvp' || rsvpChunks.includes(path))).toEqual([]);
  await page.context().close();
});

test('after the deadline: an open tab is told, the form is read-only, and a replayed answer is refused by the server', async ({ browser }) => {
  const page = await household(browser);
  await page.goto('/rsvp');
  await expect(page.getByRole('button', { name: 'Trimiteți răspunsul' })).toBeVisible();
  const replay = await ok<GuestRsvp>(await page.request.get('/api/rsvp'));

  const admin = await couple(browser);
  await ok(await admin.request.put('/api/admin/rsvp/deadline', { data: { deadline: '2026-01-01T00:00' } }));
  await admin.context().close();

  // The tab left open: its save is refused, and it says so in place of the form.
  await member(page, 'Ana Popescu').getByRole('group', { name: 'Brunch' }).getByRole('radio', { name: 'Vine', exact: true }).check();
  await page.getByRole('button', { name: 'Trimiteți răspunsul' }).click();
  const closed = page.getByRole('alert').filter({ hasText: 'Termenul pentru răspunsuri a trecut.' });
  await expect(closed).toBeFocused();
  await expect(closed).toContainText('vă rugăm să ne contactați direct');

  // Opened again: read-only, the answers shown, nothing to tick.
  await page.reload();
  await expect(page.getByText('Termenul pentru răspunsuri a trecut. Dacă s-a schimbat ceva, vă rugăm să ne contactați direct.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Ce ați răspuns' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: 'Mihai Ionescu' })).toBeVisible();
  await expect(page.locator('main input, main select, main textarea, main button[type="submit"]')).toHaveCount(0);
  await axe(page, 'the read-only answer');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // A replayed answer from the page itself (same site, same session): the server refuses it.
  const status = await page.evaluate(
    async (body) => (await fetch('/api/rsvp', { method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })).status,
    { answer: replay.answer, revision: replay.revision },
  );
  expect(status).toBe(409);
  const stored = await ok<GuestRsvp>(await page.request.get('/api/rsvp'));
  expect(stored.answer!.members[popescu.members[0]!.id]!.events[brunch.id]!.attending).toBe(false);

  // The home page says the time has passed.
  await page.goto('/');
  await expect(page.getByRole('region', { name: 'Răspunsul vostru' })).toContainText('Termenul pentru răspunsuri a trecut.');
  await page.context().close();
});

test('the form fits a 320 px phone and is axe-clean in English too', async ({ browser }) => {
  const admin = await couple(browser);
  await ok(await admin.request.put('/api/admin/rsvp/deadline', { data: { deadline: null } }));
  await admin.context().close();
  const page = await household(browser);
  await page.setViewportSize({ width: 320, height: 640 });
  await page.getByRole('button', { name: 'Limbă: Română' }).click();
  await page.getByRole('button', { name: 'English' }).click();
  // The choice is kept once its texts have arrived: then the page speaks English, and a reload does too.
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.goto('/rsvp');
  await expect(page.getByRole('heading', { level: 1, name: 'Your answer' })).toBeVisible({ timeout: 15_000 });
  // Olga keeps her Russian; Ana now reads English.
  await expect(member(page, 'Ana Popescu').getByRole('group', { name: 'Dinner' })).toBeVisible();
  await expect(member(page, 'Olga Petrovna').getByRole('group', { name: 'Ужин' })).toBeVisible();
  await axe(page, 'the form at 320 px');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);

  // Keyboard only: from the first answer to the send button, every control is reached by Tab.
  const firstRadio = member(page, 'Ana Popescu').getByRole('group', { name: 'Dinner' }).getByRole('radio', { name: 'Coming', exact: true });
  await firstRadio.focus();
  const reached = new Set<string>();
  for (let i = 0; i < 80; i++) {
    await page.keyboard.press('Tab');
    const label = await page.evaluate(() => {
      const element = document.activeElement as HTMLElement | null;
      return element ? `${element.tagName}:${element.id || element.textContent?.trim()}` : '';
    });
    reached.add(label);
    if (label.startsWith('BUTTON:Send the answer')) break;
  }
  expect([...reached].some((label) => label.startsWith('BUTTON:Send the answer'))).toBe(true);
  expect([...reached]).toContain(`TEXTAREA:rsvp-message`);
  await page.context().close();
});

test('a household past its budget of saves is told in its language when it can save again, and keeps what it typed', async ({ browser }) => {
  const page = await household(browser);
  await page.goto('/rsvp');
  const message = page.getByLabel('Un mesaj pentru noi (opțional)');
  await expect(message).toBeVisible();
  // A script with the household's link spends what is left of the budget (the saves above count too).
  const { answer, revision } = await ok<GuestRsvp>(await page.request.get('/api/rsvp'));
  let status = 200;
  for (let i = 0; i < 30 && status !== 429; i++) status = (await page.request.put('/api/rsvp', { data: { answer, revision } })).status();
  expect(status).toBe(429);

  await message.fill('Ana: ne vedem la cină');
  await page.getByRole('button', { name: 'Trimiteți răspunsul' }).click();
  const told = page.getByRole('alert').filter({ hasText: 'Ați trimis răspunsul de foarte multe ori într-un timp scurt.' });
  await expect(told).toContainText(/trimiteți din nou peste \d+ (de )?minut/);
  await expect(told).toContainText('tot ce ați completat a rămas aici');
  await expect(page.getByRole('button', { name: 'Trimiteți răspunsul' })).toBeFocused();
  await expect(message).toHaveValue('Ana: ne vedem la cină');
  await axe(page, 'the budget’s note');
  await page.context().close();
});
