/**
 * The page of cards speaks to the couple in the language they read the dashboard in (its title and how to print
 * it), while each card speaks its guest's language (issue 21).
 */
import { afterEach, expect, it } from 'vitest';
import { ADMIN_API } from '#common/admin-api';
import { GUEST_LINKS_API } from '#common/guest-links-api';
import type { CardJob } from '#common/guest-list-api';
import { coupleAndGuest, type TestApp, type TestClient } from '../testing/couple-client';
import { CARD_TEXTS } from '../guests/card-texts';
import { switchToInvitation } from '../testing/invitation-phase';

let t: TestApp | undefined;
afterEach(async () => t?.close());

async function cardPage(admin: TestClient, body: object): Promise<string> {
  const started = await admin.send('POST', ADMIN_API.cards, body);
  expect(started.statusCode, started.body).toBe(202);
  const { id } = started.json() as CardJob;
  await expect.poll(async () => (await admin.get<CardJob>(ADMIN_API.cardJob(id))).ready).toBe(true);
  return (await admin.inject({ method: 'GET', url: ADMIN_API.cardPage(id) })).body;
}

it('words the page in the couple’s language and each card in its guest’s', async () => {
  const signedIn = await coupleAndGuest();
  t = signedIn.t;
  const { guest } = t.guests.add('Élise', 'fr');
  const page = await cardPage(signedIn.admin, { ids: [guest.id], locale: 'ru' });
  expect(page).toContain('<html lang="ru">');
  expect(page).toContain(CARD_TEXTS.ru.printHint);
  expect(page).toContain(CARD_TEXTS.ru.phoneHint);
  expect(page).toContain(`· ${CARD_TEXTS.ru.pageTitle}</title>`);
  expect(page).toContain('<article class="card" lang="fr">');
  expect(page).toContain(CARD_TEXTS.fr.scanOrType);
  expect(page).not.toContain(CARD_TEXTS.ru.scanOrType);
});

it('words the page in the site’s default language when the request names none, and refuses a language it lacks', async () => {
  const signedIn = await coupleAndGuest();
  t = signedIn.t;
  t.guests.add('Ana', 'ro');
  const { defaultLocale } = t.stores.content.facts().facts;
  const page = await cardPage(signedIn.admin, { all: true });
  expect(page).toContain(`<html lang="${defaultLocale}">`);
  expect(page).toContain(CARD_TEXTS[defaultLocale].printHint);
  expect((await signedIn.admin.send('POST', ADMIN_API.cards, { all: true, locale: 'es' })).statusCode).toBe(400);
});

it('heads the cards with the invitation once the site shows it, in each guest’s language (issue 27)', async () => {
  const signedIn = await coupleAndGuest();
  t = signedIn.t;
  t.guests.add('Élise', 'fr');
  t.guests.add('Мария', 'ru');
  const before = await cardPage(signedIn.admin, { all: true, locale: 'en' });
  expect(before).toContain(`<p class="heading">${CARD_TEXTS.fr.heading.saveTheDate} · `);
  expect(before).toContain(`<p class="heading">${CARD_TEXTS.ru.heading.saveTheDate} · `);

  switchToInvitation(t.stores.invitation);
  const after = await cardPage(signedIn.admin, { all: true, locale: 'en' });
  expect(after).toContain(`<p class="heading">${CARD_TEXTS.fr.heading.invitation} · `);
  expect(after).toContain(`<p class="heading">${CARD_TEXTS.ru.heading.invitation} · `);
  expect(after).not.toContain(CARD_TEXTS.fr.heading.saveTheDate);
  expect(after).not.toContain(CARD_TEXTS.ru.heading.saveTheDate);
  // The page's own words stay the couple's: how to print them, in the language asked for.
  expect(after).toContain(CARD_TEXTS.en.printHint);
});

it('say on each card until when its link works, once the couple has a day for it (docs/decisions/0060)', async () => {
  const signedIn = await coupleAndGuest();
  t = signedIn.t;
  t.guests.add('Élise', 'fr');
  // The shipped example's links never end: its cards say no day.
  expect(await cardPage(signedIn.admin, { all: true, locale: 'en' })).not.toContain('fonctionne jusqu');
  expect((await signedIn.admin.send('PUT', GUEST_LINKS_API.end, { until: '2026-09-30' })).statusCode).toBe(200);
  expect(await cardPage(signedIn.admin, { all: true, locale: 'en' })).toContain('Il fonctionne jusqu’au 30 septembre 2026 inclus.');
});
