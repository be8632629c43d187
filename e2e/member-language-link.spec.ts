/**
 * Each member in their own language (issue 28): a Russian grandmother in a Romanian household gets the household's
 * link in Russian from the guest's page, with a message in Russian, and reads the whole site in it; and a browser in
 * a language the site does not have reads it in the couple's language of a first visit. On a server of its own: it
 * changes that setting, which every visitor of a site sees.
 */
import { expect, type APIRequestContext } from '@playwright/test';
import type { AdminGuest } from '#common/guest-list-api';
import { expectAxeClean } from './axe';
import { adminMessage, msg } from './content';
import { uniqueName } from './fixtures';
import { signInAsCouple } from './sessions';
import { testOnOwnServer } from './sites';

const { test } = testOnOwnServer('member-language');
test.describe.configure({ timeout: 90_000 });

async function ok<T>(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  expect(response.ok(), `${response.url()}: ${response.status()} ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

test("the grandmother's link opens the whole site in Russian, and the couple shares it with a Russian message", async ({ page, browser, baseURL, ownServer }) => {
  await signInAsCouple(page, ownServer);
  const api = page.request;
  const household = await ok<AdminGuest>(await api.post('/api/admin/guests', { data: { name: uniqueName('Familia Popescu'), language: 'ro' } }));
  const members = [
    { id: household.members[0]!.id, name: 'Andrei Popescu', language: null, child: false },
    { name: 'Olga', language: 'ru', child: false },
  ];
  await ok(await api.put(`/api/admin/guests/${household.id}/members`, { data: { members } }));

  await page.goto(`/admin/guests/${household.id}`);
  const label = adminMessage('en', 'guest.memberLink', { names: 'Olga', language: 'Russian' });
  const field = page.getByRole('textbox', { name: label, exact: true });
  await expect(field).toBeVisible();
  const link = new URL(await field.inputValue());
  expect(link.searchParams.get('lang')).toBe('ru');
  expect(link.searchParams.get('token')).toBe(new URL(household.link!).searchParams.get('token'));
  // The message that goes with it speaks Russian.
  const telegram = page.getByRole('group', { name: label }).getByRole('link', { name: 'Telegram' });
  expect(new URL((await telegram.getAttribute('href'))!).searchParams.get('text')).toMatch(/^Здравствуйте, Olga!/);
  await expectAxeClean(page, { label: 'the guest page with a member link' });

  // Her own phone, set to Romanian like the household's: the link's language decides.
  const grandmother = await browser.newContext({ locale: 'ro-RO', baseURL });
  const phone = await grandmother.newPage();
  await phone.goto(link.pathname + link.search);
  await expect(phone).toHaveURL(/\/$/);
  await expect(phone.locator('html')).toHaveAttribute('lang', 'ru');
  await expect(phone.getByRole('heading', { name: msg('ru', 'home.details.heading') })).toBeVisible();
  // Every page, not only her part of the form.
  await phone.goto('/faq');
  await expect(phone.getByRole('heading', { level: 1, name: msg('ru', 'navigation.faq') })).toBeVisible();
  await grandmother.close();
});

test("a browser in a language the site lacks reads it in the couple's language of a first visit", async ({ page, browser, baseURL, ownServer }) => {
  await signInAsCouple(page, ownServer);
  const { facts, factsRevision } = await ok<{ facts: Record<string, unknown>; factsRevision: number }>(await page.request.get('/api/admin/content'));
  await ok(await page.request.put('/api/admin/facts', { data: { facts: { ...facts, defaultLocale: 'fr' }, revision: factsRevision } }));

  const italian = await browser.newContext({ locale: 'it-IT', baseURL });
  const visitor = await italian.newPage();
  await visitor.goto('/login');
  await expect(visitor.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(visitor.getByRole('button', { name: msg('fr', 'login.buttonSignIn'), exact: true })).toBeVisible();
  await italian.close();
});
