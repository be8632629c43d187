/**
 * Texts a couple can find (issue 21): on a 390 px phone, a language and a page at a time, the story as one field,
 * one Save, a search over every text, the texts that need attention. On the editing server (playwright.config.ts),
 * touching texts e2e/admin-content.spec.ts leaves alone (line 5 of the story), so the two files may run side by side.
 */
import { expect, type Page } from '@playwright/test';
import { test } from './sites';
import { E2E_PASSWORD } from '../playwright.config';
import { signInAsCouple } from './sessions';
import { expectAxeClean } from './axe';

test.use({ viewport: { width: 390, height: 844 } });
// A busy machine: the dashboard's first load and axe's scans of a long page take their time.
test.describe.configure({ timeout: 120_000 });

/** Each interaction the couple makes (a choice, typing into a field, a tap), counted. */
function counted(page: Page) {
  let steps = 0;
  return {
    get steps() {
      return steps;
    },
    select: async (label: string, value: string) => (steps++, page.getByLabel(label, { exact: true }).selectOption(value)),
    fill: async (group: string, label: string, value: string) => (steps++, page.getByRole('group', { name: group, exact: true }).getByLabel(label, { exact: true }).fill(value)),
    tap: async (name: string) => (steps++, page.getByRole('button', { name, exact: true }).click()),
  };
}

async function openTexts(page: Page) {
  await signInAsCouple(page);
  await page.goto('/admin/texts');
  await expect(page.getByRole('heading', { level: 1, name: 'Site texts' })).toBeVisible();
}

test('the couple finds and changes the Romanian story in a few steps, and sees it in the preview and on the guest site', async ({ page }) => {
  await openTexts(page);
  const couple = counted(page);
  await couple.select('Language of the texts', 'ro');
  await couple.select('Page of the site', 'home');
  const story = page.getByRole('group', { name: 'The story', exact: true }).getByLabel('Romanian', { exact: true });
  const lines = (await story.inputValue()).split('\n');
  expect(lines).toHaveLength(7);
  const line5 = `Vă așteptăm cu drag, ${Date.now()}.`;
  lines[4] = line5;
  await couple.fill('The story', 'Romanian', lines.join('\n'));
  await couple.tap('Save');

  const result = page.getByRole('status').filter({ hasText: 'Saved: 1 text.' });
  await expect(result).toHaveText('Saved: 1 text. Guests see it at their next page load.');
  // The result beside Save has the focus: nothing fell to the page.
  await expect(result).toBeFocused();
  expect(couple.steps).toBeLessThanOrEqual(8);

  await couple.tap('Preview');
  await expect(page.frameLocator('iframe').getByText(line5)).toBeVisible();
  expect(couple.steps).toBeLessThanOrEqual(8);

  // A guest reading Romanian gets it.
  const guest = await page.context().browser()!.newContext();
  const request = guest.request;
  expect((await request.post(`/api/login?password=${encodeURIComponent(E2E_PASSWORD)}`)).status()).toBe(200);
  const content = (await (await request.get('/api/content?locale=ro')).json()) as { messages: { home: { details: { text: Record<string, string> } } } };
  expect(content.messages.home.details.text.line5).toBe(line5);
  await guest.close();
});

test('a story with more lines than the page has is not sent, and says so beside the field', async ({ page }) => {
  await openTexts(page);
  await page.getByLabel('Language of the texts', { exact: true }).selectOption('ro');
  const story = page.getByRole('group', { name: 'The story', exact: true }).getByLabel('Romanian', { exact: true });
  await story.fill(`${await story.inputValue()}\nO linie în plus`);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Nothing was saved' })).toBeFocused();
  await expect(page.getByText('More lines than the page has (7): please join some of them.')).toBeVisible();
  await expect(story).toHaveAttribute('aria-invalid', 'true');
});

test('search finds a text by a word of it, named and placed as the couple knows it, never by its key', async ({ page }) => {
  await openTexts(page);
  await page.getByLabel('Language of the texts', { exact: true }).selectOption('ru');
  const search = page.getByLabel('Search all texts', { exact: true });
  // A Russian word, case and ё ignored…
  await search.fill('ФИЛЬМ');
  await expect(page.getByRole('heading', { level: 2, name: '1 text found' })).toBeVisible();
  const video = page.getByRole('group', { name: 'Description of the video', exact: true });
  await expect(video).toContainText('On the Save the Date page.');
  await expect(video.getByLabel('Russian', { exact: true })).toBeVisible();
  // …or an English one, from another page; a text without a name of its own is called by its words.
  await search.fill('dress code');
  await expect(page.getByRole('group', { name: '“Dress code”', exact: true })).toContainText('On the Invitation pages.');
  await expect(page.getByText(/invitation\.event|home\.details/)).toHaveCount(0);
  await search.fill('zzqx');
  await expect(page.getByText('No text has these words.')).toBeVisible();
});

test('a text left as in English is listed with the texts that need attention', async ({ page }) => {
  await openTexts(page);
  await page.getByLabel('Language of the texts', { exact: true }).selectOption('fr');
  const heading = page.getByRole('group', { name: 'Heading', exact: true });
  await heading.getByLabel('French', { exact: true }).fill('We say yes!');
  await expect(heading.getByText('Same as in English: not translated yet?')).toBeVisible();
  await page.getByLabel('Show only texts that need attention', { exact: true }).check();
  await expect(page.getByRole('heading', { level: 2, name: 'Texts that need attention' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Heading', exact: true })).toContainText('On the Save the Date page.');
  await expect(page.getByRole('group', { name: 'The story', exact: true })).toHaveCount(0);
});

test('the texts screen is accessible (axe-core) at 390 px in English and in Russian', async ({ page }) => {
  test.setTimeout(240_000);
  await signInAsCouple(page);
  const pageLabel = { en: 'Page of the site', ru: 'Страница сайта' };
  for (const locale of ['en', 'ru'] as const) {
    await page.addInitScript((chosen) => localStorage.setItem('admin-locale', chosen), locale);
    await page.goto('/admin/texts');
    await expect(page.locator('.texts-finder')).toBeVisible();
    for (const section of ['home', 'invitation']) {
      await page.getByLabel(pageLabel[locale], { exact: true }).selectOption(section);
      // Every rule in English; in Russian, those its words can change (e2e/axe.ts).
      await expectAxeClean(page, { label: `${locale} ${section}`, rules: locale === 'en' ? 'all' : 'language' });
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  }
});
