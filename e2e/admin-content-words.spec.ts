/**
 * The words a couple uses (issue 21), in the browser: the time zone found by its city in the dashboard's language,
 * counted texts labelled by the numbers each form is for, and the purge after the wedding with its counts in words
 * and its day written out. On the editing server; nothing here changes what guests see.
 */
import { expect, type Page } from '@playwright/test';
import { test } from './sites';
import { signInAsCouple } from './sessions';
import { expectAxeClean } from './axe';
import { loadingLines, openDialog } from './fixtures';

test.describe.configure({ mode: 'serial' });

/** One text's box on the texts screen, by the name the dashboard gives it. */
const textBox = (page: Page, name: string) => page.getByRole('group', { name, exact: true });

/** The dashboard in `locale`, as the couple would have chosen it in Settings (kept in this browser). */
async function dashboardIn(page: Page, locale: string) {
  await page.addInitScript((chosen) => localStorage.setItem('admin-locale', chosen), locale);
}

test('the time zone is found by its city in the couple’s language, by keyboard, and saved as its IANA id', async ({ page }) => {
  test.setTimeout(120_000); // axe-core over the open list of cities is slow on a busy machine
  await signInAsCouple(page);
  await dashboardIn(page, 'de');
  await page.goto('/admin/settings');
  const zone = page.getByRole('combobox', { name: 'Zeitzone der Hochzeit' });
  const list = page.getByRole('listbox', { name: 'Städte und Zeitzonen' });
  // A letter opens a long list, scrolled within itself: axe-core finds nothing in it.
  await zone.fill('B');
  await expect(list.getByRole('option')).toHaveCount(50);
  await expect(page.getByText('Es gibt noch mehr: tippt ein paar Buchstaben weiter.')).toBeVisible();
  await expectAxeClean(page, { label: 'the open list of cities' });
  await zone.fill('Bukarest');
  const first = list.getByRole('option').first();
  await expect(first).toContainText('Bukarest');
  await expect(first).toContainText('UTC+2/+3 · Osteuropäische Zeit');
  await expect(zone).toHaveAttribute('aria-expanded', 'true');
  await expect(zone).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id'))!);
  await zone.press('Enter');
  await expect(zone).toHaveValue('Bukarest (UTC+2/+3)');
  await expect(list).toBeHidden();
  await expect(zone).toBeFocused();

  // A word that is no city says so, and Escape puts back the city chosen; half a name is not chosen on leaving.
  await zone.fill('Xyzzy');
  await expect(page.getByRole('status').filter({ hasText: 'Keine Stadt zu „Xyzzy“ gefunden.' })).toBeVisible();
  await zone.press('Escape');
  await expect(zone).toHaveValue('Bukarest (UTC+2/+3)');
  await zone.fill('Mün');
  await zone.press('Tab');
  await expect(zone).toHaveValue('Bukarest (UTC+2/+3)');

  // What is saved is the IANA id. The save is answered here, so the site's facts do not change under the other
  // tests of this server (the server's check of a time zone is server/content's test).
  const saved: string[] = [];
  await page.route('**/api/admin/facts', async (route) => {
    const body = route.request().postDataJSON() as { facts: { timeZone: string }; revision: number };
    saved.push(body.facts.timeZone);
    await route.fulfill({ json: { facts: body.facts, revision: body.revision + 1 } });
  });
  await page.locator('.facts-form').getByRole('button', { name: 'Speichern', exact: true }).click();
  await expect(page.getByText(/^Gespeichert\./)).toBeVisible();
  expect(saved).toEqual(['Europe/Bucharest']);
  await expect(zone).toHaveValue('Bukarest (UTC+2/+3)');

  // In Russian, by its Russian name; the arrows move through the list, Enter picks the city under them.
  await dashboardIn(page, 'ru');
  await page.goto('/admin/settings');
  const ru = page.getByRole('combobox', { name: 'Часовой пояс свадьбы' });
  await ru.fill('Бухарест');
  await ru.press('Enter');
  await expect(ru).toHaveValue('Бухарест (UTC+2/+3)');
  await ru.fill('Мюнхен');
  await expect(page.getByRole('option').first()).toContainText('Мюнхен');
  await ru.press('Enter');
  await expect(ru).toHaveValue('Мюнхен (UTC+1/+2)');
  await ru.fill('Бер');
  const options = page.getByRole('option');
  await expect(options.first()).toContainText('Берлин');
  await ru.press('ArrowDown');
  await expect(ru).toHaveAttribute('aria-activedescendant', (await options.nth(1).getAttribute('id'))!);
  const second = await options.nth(1).locator('.zone-city').innerText();
  await ru.press('ArrowDown');
  await ru.press('ArrowUp');
  await ru.press('Enter');
  await expect(ru).toHaveValue(new RegExp(`^${second} \\(UTC`));
  // In French, a whole name typed and left is chosen.
  await dashboardIn(page, 'fr');
  await page.goto('/admin/settings');
  const fr = page.getByRole('combobox', { name: 'Fuseau horaire du mariage' });
  await fr.fill('Bucarest');
  await fr.press('Tab');
  await expect(fr).toHaveValue('Bucarest (UTC+2/+3)');
  await fr.fill('chisinau');
  await fr.press('Tab');
  await expect(fr).toHaveValue('Chișinău (UTC+2/+3)');
});

test('a counted text says which numbers each form is for, and shows the form with a number in it', async ({ page }) => {
  await signInAsCouple(page);
  await dashboardIn(page, 'ru');
  await page.goto('/admin/texts');
  const days = textBox(page, 'Обратный отсчёт: дни');
  const russian = days.getByRole('group', { name: 'Русский' });
  await expect(russian.getByLabel('Для 1, 21, 31…', { exact: true })).toHaveValue('{{count}} день');
  await expect(russian.getByLabel('Для 2–4, 22–24, 32–34…', { exact: true })).toHaveValue('{{count}} дня');
  await expect(russian.getByLabel('Для 0, 5–20, 25–30…', { exact: true })).toHaveValue('{{count}} дней');
  await expect(russian.getByLabel('Для дробных чисел, например 1,5', { exact: true })).toHaveValue('{{count}} дня');
  await expect(russian.getByText('Гости прочтут: «5 дней»')).toBeVisible();
  await russian.getByLabel('Для 2–4, 22–24, 32–34…', { exact: true }).fill('ещё {{count}} денька');
  await expect(russian.getByText('Гости прочтут: «ещё 2 денька»')).toBeVisible();
  // English has two forms, the second with its fractions; the labels never name a CLDR category.
  await page.getByLabel('Язык текстов', { exact: true }).selectOption('en');
  const english = days.getByRole('group', { name: 'Английский' });
  await expect(english.getByLabel('Для 1', { exact: true })).toHaveValue('{{count}} day');
  await expect(english.getByLabel('Для 0, 2, 3, 4… (и дробных, например 1,5)', { exact: true })).toHaveValue('{{count}} days');
  await expect(days.getByText(/few|many|несколько|много/)).toHaveCount(0);
});

test.describe('after the wedding', () => {
  // The browser's today and the test's are the same day, and never later than the site's (its zone is east of UTC).
  test.use({ timezoneId: 'UTC' });

  test('Settings asks to delete up to a day, with counts in words and the day written out', async ({ page }) => {
    await signInAsCouple(page);
    const added = await (await page.request.post('/api/admin/guests', { data: { name: 'Cousin Revoked', language: null, note: '' } })).json();
    expect((await page.request.post(`/api/admin/guests/${added.id}/revoke`)).status()).toBe(200);
    // The server refuses a day to come, whatever the form does.
    const future = await page.request.get('/api/admin/purge?before=2030-01-01');
    expect(future.status()).toBe(422);
    expect((await future.json()).problems[0].code).toBe('in-the-future');

    const now = new Date();
    const day = (offset: number) => new Date(now.getTime() + offset * 86_400_000).toISOString().slice(0, 10);
    const written = (offset: number) => new Intl.DateTimeFormat('en', { timeZone: 'UTC', dateStyle: 'long' }).format(new Date(`${day(offset)}T00:00:00Z`));
    await page.goto('/admin/settings');
    // The screen whole first: the facts and e-mail forms above come after it opens and push this form down, and a
    // tap on Delete… while they came was lost on a loaded machine.
    await expect(loadingLines(page)).toHaveCount(0);
    const through = page.getByLabel('Up to which day?');
    await through.fill(day(1));
    await page.getByRole('button', { name: 'Delete…' }).click();
    await expect(page.getByText(`That day is still to come. Please choose ${written(0)} or an earlier day.`)).toBeVisible();
    await expect(through).toHaveAttribute('aria-invalid', 'true');

    await through.fill(day(0));
    await openDialog(page, page.getByRole('button', { name: 'Delete…' }));
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText(`Delete everything recorded up to and including ${written(0)} (`);
    await expect(dialog).toContainText(/\d+ households? whose links? you revoked/);
    await expect(dialog).not.toContainText(/\b0 /);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    // Other tests of this server use its answers and visits: nothing is deleted for real here (server/purge/purge.test.ts does).
    expect((await page.request.get(`/api/admin/guests/${added.id}`)).status()).toBe(200);
  });

  test('in Russian, the purge names each part with its plural form, and sends the day after the last one', async ({ page }) => {
    await signInAsCouple(page);
    await dashboardIn(page, 'ru');
    const counts = { visitRecords: 1, passwordDays: 0, revokedGuests: 0, answers: 12, answerChanges: 40 };
    const sent: string[] = [];
    // The server's answers, stood in for: a real purge here would take other tests' answers with it. The first
    // answer is the server's refusal of a day to come, on a server whose today is 28 February.
    await page.route('**/api/admin/purge**', async (route) => {
      const request = route.request();
      sent.push(request.method() === 'GET' ? new URL(request.url()).searchParams.get('before')! : (request.postDataJSON() as { before: string }).before);
      if (sent.length === 1) await route.fulfill({ status: 422, json: { error: 'Invalid', problems: [{ field: 'before', code: 'in-the-future', value: '2026-03-01' }] } });
      else await route.fulfill({ json: counts });
    });
    await page.goto('/admin/settings');
    await expect(loadingLines(page)).toHaveCount(0);
    await page.getByLabel('По какой день?').fill('2026-03-01');
    await page.getByRole('button', { name: 'Удалить…' }).click();
    await expect(page.getByText('Этот день ещё не наступил. Пожалуйста, выберите 28 февраля 2026 года или более ранний день.')).toBeVisible();
    await openDialog(page, page.getByRole('button', { name: 'Удалить…' }));
    const dialog = page.getByRole('dialog');
    await expect(dialog.locator('p')).toHaveText(
      'Удалить всё, что записано по 1 марта 2026 года включительно (1 запись о посещениях, 12 ответов на приглашение и 40 изменений в истории ответов)? Это действие нельзя отменить.',
    );
    await dialog.getByRole('button', { name: 'Удалить навсегда' }).click();
    await expect(page.getByText('Готово: всё, что записано по 1 марта 2026 года включительно, удалено.')).toBeVisible();
    expect(sent).toEqual(['2026-03-02', '2026-03-02', '2026-03-02']);
  });
});
