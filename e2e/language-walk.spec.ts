/**
 * The language rule in the browser (issue 37, decision 0052): on a site whose language of a first visit is Romanian,
 * an event, a meal, a question and a section of the venue page written in Romanian and English only. A French
 * household reads each by its Romanian name on the schedule, the venue page, the answer form and the confirmation
 * (where the form showed "Civil ceremony" before), and the couple's dashboard names each once: in Romanian when it
 * is read in French, in English when it is read in English. Every other place and every reader's language are
 * walked by the server's test (server/language-walk.test.ts); here, what the pages make of what the server sends.
 *
 * The site's language changes what every guest of a site reads, so this file starts a server of its own.
 */
import { expect, type Browser, type Page } from '@playwright/test';
import type { AdminGuest } from '#common/guest-list-api';
import type { AdminEvent } from '#common/invitation-api';
import type { AdminContent } from '#common/site-content';
import { signInAsCouple } from './sessions';
import { startOwnServer, test, type OwnServer } from './sites';
import { inAll, invitedEvent, ok, phoneOn } from './rsvp-site';
import { WRITTEN, type Thing } from '../test-support/two-language-texts';

test.describe.configure({ mode: 'serial' });
test.beforeEach(() => test.slow());

let server: OwnServer;
test.beforeAll(async () => {
  test.setTimeout(60_000);
  server = await startOwnServer('language-walk');
});
test.afterAll(async () => server?.stop());

const twoLanguages = (texts: { ro: string; en: string }) => ({ ...inAll(''), ...texts });
/** The names a page in `shown` shows, and the ones it must never show (the other language's). */
const names = (things: readonly Thing[], shown: 'ro' | 'en') => things.map((thing) => WRITTEN[thing][shown]);
const hidden = (things: readonly Thing[], shown: 'ro' | 'en') => names(things, shown === 'ro' ? 'en' : 'ro');

/** Each thing's name on the page (a select's option counts: it is in the page, if not drawn), never the other's. */
async function expectOneName(page: Page, things: readonly Thing[], shown: 'ro' | 'en') {
  for (const name of names(things, shown)) await expect(page.getByText(name).first(), name).toBeAttached();
  for (const name of hidden(things, shown)) await expect(page.getByText(name), name).toHaveCount(0);
}

let event: AdminEvent;
let household: AdminGuest;

async function couple(browser: Browser, locale: string): Promise<Page> {
  const page = await (await phoneOn(browser, server.origin, locale)).newPage();
  await signInAsCouple(page, server);
  return page;
}

test('the couple makes Romanian the site’s language and writes each thing in Romanian and English', async ({ browser }) => {
  const page = await couple(browser, 'en-US');
  const api = page.request;
  const content = await ok<AdminContent>(await api.get('/api/admin/content'));
  await ok(await api.put('/api/admin/facts', { data: { facts: { ...content.facts, defaultLocale: 'ro' }, revision: content.factsRevision } }));
  event = await ok<AdminEvent>(await api.post('/api/admin/events', { data: invitedEvent(twoLanguages(WRITTEN.event), '2030-06-15T12:00', '2030-06-15T13:00') }));
  await ok(await api.put(`/api/admin/events/${event.id}/meals`, { data: { meals: [{ label: twoLanguages(WRITTEN.meal), forChildren: false }] } }));
  await ok(
    await api.post('/api/admin/rsvp/questions', {
      data: { kind: 'choice', scope: 'household', eventId: null, label: twoLanguages(WRITTEN.question), choices: [twoLanguages(WRITTEN.choice), twoLanguages({ ro: 'Cu mașina', en: 'By car' })] },
    }),
  );
  await ok(await api.post('/api/admin/info-sections?page=venue', { data: { heading: twoLanguages(WRITTEN.section), body: twoLanguages({ ro: 'Gratuit.', en: 'Free.' }) } }));
  await ok(await api.put('/api/admin/rsvp/deadline', { data: { deadline: '2030-05-01T23:59' } }));
  household = await ok<AdminGuest>(await api.post('/api/admin/guests', { data: { name: 'Camille Dubois', language: 'fr' } }));
  await ok(await api.put(`/api/admin/guests/${household.id}/invitation`, { data: { allEvents: true, eventIds: [], extraGuests: 0 } }));
  await ok(await api.put('/api/admin/invitation/phase', { data: { phase: 'invitation' } }));
  await page.context().close();
});

test('a French household reads the Romanian names on the schedule, the venue page, the form and the confirmation', async ({ browser }) => {
  const page = await (await phoneOn(browser, server.origin, 'fr-FR')).newPage();
  const link = new URL(household.link!);
  await page.goto(link.pathname + link.search);
  await expect(page).toHaveURL(`${server.origin}/`, { timeout: 15_000 });

  await page.goto('/schedule');
  await expect(page.getByRole('heading', { level: 2, name: WRITTEN.event.ro })).toBeVisible();
  await expectOneName(page, ['event'], 'ro');
  await page.goto('/venue');
  await expect(page.getByRole('heading', { name: WRITTEN.section.ro })).toBeVisible();
  await expectOneName(page, ['section'], 'ro');

  await page.goto('/rsvp');
  const person = page.getByRole('group', { name: 'Camille Dubois', exact: true });
  const ceremony = person.getByRole('group', { name: WRITTEN.event.ro });
  await ceremony.getByRole('radio', { name: 'Sera là', exact: true }).check();
  await expect(ceremony.getByLabel('Menu', { exact: true }).locator('option')).toHaveText(['Choisir un menu', WRITTEN.meal.ro]);
  await ceremony.getByLabel('Menu', { exact: true }).selectOption({ label: WRITTEN.meal.ro });
  await page.getByRole('group', { name: WRITTEN.question.ro }).getByRole('radio', { name: WRITTEN.choice.ro }).check();
  await expectOneName(page, ['event', 'meal', 'question', 'choice'], 'ro');
  await page.getByRole('button', { name: 'Envoyer la réponse' }).click();

  await expect(page.getByRole('heading', { level: 2, name: 'Merci ! Votre réponse a bien été envoyée.' })).toBeFocused();
  await expect(page.getByRole('link', { name: `Ajouter au calendrier (${WRITTEN.event.ro})` })).toBeVisible();
  await expectOneName(page, ['event', 'meal', 'question', 'choice'], 'ro');
  await page.context().close();
});

for (const [language, shown] of [
  ['fr-FR', 'ro'],
  ['en-US', 'en'],
] as const) {
  test(`the dashboard read in ${language} names each thing once, in ${shown === 'ro' ? 'the site’s language' : 'its own'}`, async ({ browser }) => {
    const page = await couple(browser, language);
    await page.goto('/admin/answers');
    await expect(page.getByText(WRITTEN.event[shown]).first()).toBeVisible();
    await expectOneName(page, ['event', 'meal', 'question', 'choice'], shown);
    await page.goto(`/admin/answers/events/${event.id}/caterer`);
    await expect(page.getByRole('heading', { level: 1, name: new RegExp(WRITTEN.event[shown]) })).toBeVisible();
    await expectOneName(page, ['event', 'meal'], shown);
    await page.goto(`/admin/answers/households/${household.id}`);
    await expect(page.getByText(WRITTEN.event[shown]).first()).toBeVisible();
    await expectOneName(page, ['event', 'meal', 'question'], shown);
    await page.goto('/admin/invitation');
    await expect(page.getByText(WRITTEN.event[shown]).first()).toBeVisible();
    await expectOneName(page, ['event', 'section'], shown);
    await page.goto('/admin');
    await expect(page.getByText(WRITTEN.event[shown]).first()).toBeVisible();
    await expectOneName(page, ['event'], shown);
    await page.context().close();
  });
}
