/**
 * The dashboard's one saving pattern (decision 0055), as the couple meets it on a 390 px phone: a save marks its
 * button busy and keeps the focus on it, a second press sends nothing more, and the answer is said in the line right
 * after the button; a refusal keeps what was typed, with the reason beside its field; a save of something changed
 * in another tab meanwhile says so and keeps this tab's version, which the next Save puts in place. Shown with the
 * wedding's facts (Settings), which change every guest's page: this file runs on a server of its own, in order.
 */
import { expect, type Browser, type Locator, type Page } from '@playwright/test';
import { CONTENT_API } from '#common/site-content';
import { expectAxeClean } from './axe';
import { signInAsCouple } from './sessions';
import { testOnOwnServer, type OwnServer } from './sites';

const { test } = testOnOwnServer('saves');

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, locale: 'en-US' };

/** The couple on Settings in a phone's browser of their own. */
async function settings(browser: Browser, server: OwnServer): Promise<Page> {
  const context = await browser.newContext({ ...PHONE, baseURL: server.origin });
  const page = await context.newPage();
  await signInAsCouple(page, server);
  await page.goto('/admin/settings');
  await expect(facts(page).getByLabel('Your names')).toBeVisible();
  return page;
}

const facts = (page: Page) => page.locator('form.facts-form');
/** Save, whose words say "Saving…" while it is busy. */
const saveButton = (page: Page) => facts(page).getByRole('button', { name: /^(Save|Saving…)$/ });
/** The element right after Save: the result line belongs there, beside its cause. */
const besideSave = (page: Page): Locator => saveButton(page).locator('xpath=following-sibling::*[1]');

test('a save says it is busy on its button, which keeps the focus, then says the answer right beside it', async ({ browser, ownServer }) => {
  const page = await settings(browser, ownServer);
  // The answer is held until the busy state has been seen: a state to wait for, not a time.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  const puts: string[] = [];
  await page.route(`**${CONTENT_API.facts}`, async (route) => {
    if (route.request().method() !== 'PUT') return route.fallback();
    puts.push(route.request().postData() ?? '');
    await held;
    await route.fallback();
  });

  await facts(page).getByLabel('Your names').fill('Ioana & Mihai');
  await saveButton(page).click();
  await expect(saveButton(page)).toHaveAttribute('aria-busy', 'true');
  await expect(saveButton(page)).toHaveAttribute('aria-disabled', 'true');
  await expect(saveButton(page)).toHaveText('Saving…');
  await expect(saveButton(page)).toBeFocused();
  // Marked, not disabled: a disabled button would drop the focus to the page.
  expect(await saveButton(page).evaluate((button: HTMLButtonElement) => button.disabled)).toBe(false);
  // A second press while busy (Enter on the focused button) sends nothing more.
  await page.keyboard.press('Enter');
  await expect(saveButton(page)).toBeFocused();

  expect(puts).toHaveLength(1);
  release();
  await expect(besideSave(page)).toHaveText('Saved. Guests see the change at their next page load.');
  await expect(besideSave(page)).toHaveAttribute('role', 'status');
  await expect(saveButton(page)).not.toHaveAttribute('aria-busy');
  await expect(saveButton(page)).toHaveText('Save');
  await expect(saveButton(page)).toBeFocused();
  expect(puts).toHaveLength(1);
  await expectAxeClean(page, { label: 'settings after a save, 390 px' });
  await page.context().close();
});

test('a refused save keeps what was typed, says why beside the field, and the line beside Save points to it', async ({ browser, ownServer }) => {
  const page = await settings(browser, ownServer);
  await facts(page).getByLabel('Your names').fill('Ioana & Mihai Popescu');
  await facts(page).getByLabel('The year your story began').fill('19');
  await saveButton(page).click();
  await expect(besideSave(page)).toHaveText('Not saved. Please correct what is marked and save again.');
  await expect(facts(page).getByText('Please write a year with four digits, for example 2019.')).toBeVisible();
  await expect(facts(page).getByLabel('The year your story began')).toHaveAttribute('aria-invalid', 'true');
  await expect(facts(page).getByLabel('The year your story began')).toHaveValue('19');
  await expect(facts(page).getByLabel('Your names')).toHaveValue('Ioana & Mihai Popescu');
  await expect(saveButton(page)).toBeFocused();
  await expectAxeClean(page, { label: 'settings with a refused save, 390 px' });

  // No connection: said in the same line, in the couple's words; what was typed is still there.
  await page.route(`**${CONTENT_API.facts}`, (route) => (route.request().method() === 'PUT' ? route.abort() : route.fallback()));
  await facts(page).getByLabel('The year your story began').fill('2019');
  await saveButton(page).click();
  await expect(besideSave(page)).toHaveText('The server cannot be reached. Check your connection and try again; nothing you typed is lost.');
  await expect(facts(page).getByLabel('The year your story began')).toHaveValue('2019');
  await expect(facts(page).getByLabel('Your names')).toHaveValue('Ioana & Mihai Popescu');
  await expect(saveButton(page)).toBeFocused();
  await page.unrouteAll();

  await saveButton(page).click();
  await expect(besideSave(page)).toHaveText('Saved. Guests see the change at their next page load.');
  await expect(facts(page).getByLabel('The year your story began')).not.toHaveAttribute('aria-invalid');
  await page.context().close();
});

test('a save of settings changed in another tab meanwhile says so, keeps this tab’s version, and the next Save puts it in place', async ({ browser, ownServer }) => {
  const first = await settings(browser, ownServer);
  const second = await settings(browser, ownServer);

  await first.getByLabel('Your names').fill('Ana & Radu');
  await saveButton(first).click();
  await expect(besideSave(first)).toHaveText('Saved. Guests see the change at their next page load.');

  // The second tab still has the version from before that save: the server answers 409.
  await second.getByLabel('Your names').fill('Ana & Radu Ionescu');
  await saveButton(second).click();
  await expect(besideSave(second)).toHaveText('Not saved: the settings were changed elsewhere meanwhile. Yours are still here: save again to replace them.');
  await expect(besideSave(second)).toHaveClass(/error/);
  await expect(second.getByLabel('Your names')).toHaveValue('Ana & Radu Ionescu');
  await expect(saveButton(second)).toBeFocused();
  await expectAxeClean(second, { label: 'settings changed meanwhile, 390 px' });

  // Saving again replaces the other version.
  await saveButton(second).click();
  await expect(besideSave(second)).toHaveText('Saved. Guests see the change at their next page load.');
  const stored = (await (await second.request.get('/api/admin/content')).json()) as { facts: { coupleNames: string } };
  expect(stored.facts.coupleNames).toBe('Ana & Radu Ionescu');
  await first.context().close();
  await second.context().close();
});
