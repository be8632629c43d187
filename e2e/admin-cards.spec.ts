/**
 * The page of printable cards (issue 21): its own words in the language the couple reads the dashboard in, each
 * card in its guest's language; on a 390 px phone the cards stand one below the other and nothing is wider than
 * the screen, while printing keeps the sheets of two columns.
 */
import type { BrowserContext, Page } from '@playwright/test';
import { CARD_TEXTS } from '../server/guests/card-texts';
import { uniqueName } from './fixtures';
import { signInAsCouple } from './sessions';
import { expect, test } from './fixtures';

test.use({ viewport: { width: 390, height: 844 } });
// A page of QR codes made on a server other tests keep busy too.
test.describe.configure({ timeout: 90_000 });

async function guest(page: Page, name: string, language: string): Promise<number> {
  const response = await page.request.post('/api/admin/guests', { data: { name, language, note: '' } });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

/** Opens the page of cards the dashboard offers once they are ready. */
async function openCards(page: Page, context: BrowserContext, ready: string, open: string): Promise<Page> {
  await expect(page.getByText(ready)).toBeVisible();
  const [cards] = await Promise.all([context.waitForEvent('page'), page.getByRole('link', { name: open }).click()]);
  return cards;
}

test('a card printed from a Russian dashboard: the page speaks Russian, the card its guest’s French', async ({ page, context }) => {
  await signInAsCouple(page);
  await page.addInitScript(() => localStorage.setItem('admin-locale', 'ru'));
  const id = await guest(page, uniqueName('Élise'), 'fr');
  await page.goto(`/admin/guests/${id}`);
  await page.getByRole('button', { name: 'Напечатать карточку гостя' }).click();
  const cards = await openCards(page, context, 'Готова 1 карточка.', 'Открыть карточки для печати');
  await expect(cards.locator('html')).toHaveAttribute('lang', 'ru');
  await expect(cards.getByText(CARD_TEXTS.ru.printHint)).toBeVisible();
  await expect(cards.getByText(CARD_TEXTS.ru.phoneHint)).toBeVisible();
  await expect(cards.locator('article.card')).toHaveAttribute('lang', 'fr');
  await expect(cards.locator('article.card')).toContainText(CARD_TEXTS.fr.scanOrType);
});

test('at 390 px the cards stand one below the other and fit; printed, two to a row', async ({ page, context }) => {
  await signInAsCouple(page);
  const ids = [await guest(page, uniqueName('Card Phone One'), 'de'), await guest(page, uniqueName('Card Phone Two'), 'ro')];
  const started = await page.request.post('/api/admin/cards', { data: { ids, locale: 'en' } });
  expect(started.status()).toBe(202);
  const { id } = (await started.json()) as { id: string };
  await expect.poll(async () => ((await (await page.request.get(`/api/admin/cards/${id}`)).json()) as { ready: boolean }).ready).toBe(true);
  const cards = await context.newPage();
  await cards.goto(`/api/admin/cards/${id}/cards.html`);
  const [first, second] = [cards.locator('article.card').nth(0), cards.locator('article.card').nth(1)];
  await expect(first).toBeVisible();

  expect(await cards.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  const [a, b] = [(await first.boundingBox())!, (await second.boundingBox())!];
  expect(b.x).toBeCloseTo(a.x, 0);
  expect(b.y).toBeGreaterThan(a.y + a.height - 1);
  expect(a.x + a.width).toBeLessThanOrEqual(390);
  await expect(cards.getByText(CARD_TEXTS.en.phoneHint)).toBeVisible();

  await cards.emulateMedia({ media: 'print' });
  const [c, d] = [(await first.boundingBox())!, (await second.boundingBox())!];
  expect(d.y).toBeCloseTo(c.y, 0);
  expect(d.x).toBeGreaterThan(c.x + c.width);
  await expect(cards.getByText(CARD_TEXTS.en.printHint)).toBeHidden();
});
