/**
 * The couple edits the site from the dashboard, as they would from a phone (issue 13), and guests signed in
 * elsewhere see it at their next page load, without a restart. This file runs on a server of its own, one test after
 * the other: each changes what every guest sees, and the other editing specs save the same settings at the same time
 * (a save here was refused as changed meanwhile when admin-phone's ran beside it).
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, type Browser, type Page } from '@playwright/test';
import type { AdminContent } from '#common/site-content';
import { E2E_PASSWORD } from '../playwright.config';
import { signInAsCouple } from './sessions';
import { expectAxeClean } from './axe';
import { loadingLines, openDialog, openDisclosure } from './fixtures';
import { testOnOwnServer } from './sites';

const { test, site } = testOnOwnServer('content');

const FIXTURES = path.join(import.meta.dirname, '../server/content/fixtures');
const PHOTO = path.join(FIXTURES, 'with-location.jpg');
const HEIC = path.join(FIXTURES, 'phone-photo.heic');
/** How long a photo may take to be made into every size: beside two busy loops on a slow machine, over 20 s (issue 40). */
const PHOTO_MADE_MS = 60_000;

/** A guest in a browser of their own, signed in with the shared password, reading `locale`. */
async function guestIn(browser: Browser, locale = 'en-US'): Promise<Page> {
  const context = await browser.newContext({ locale });
  const page = await context.newPage();
  expect((await page.request.post(`/api/login?password=${encodeURIComponent(E2E_PASSWORD)}`)).status()).toBe(200);
  return page;
}

/** One text's box on the texts screen, by the name the dashboard gives it. */
const textBox = (page: Page, name: string) => page.getByRole('group', { name, exact: true });

/** The texts screen shows one language at a time: the couple picks it first. */
const LANGUAGE_CODES: Record<string, string> = { German: 'de', English: 'en', Romanian: 'ro', Russian: 'ru', French: 'fr' };
async function chooseLanguage(page: Page, language: string) {
  await page.getByLabel('Language of the texts', { exact: true }).selectOption(LANGUAGE_CODES[language]!);
}

/** Types a text in one language (the one Save sends it with every other change). */
async function typeText(page: Page, name: string, language: string, value: string) {
  await chooseLanguage(page, language);
  await textBox(page, name).getByLabel(language, { exact: true }).fill(value);
}

/** The story is one field of seven lines: line `line` (1 to 7) replaced in `language`. */
async function typeStoryLine(page: Page, language: string, line: number, value: string) {
  await chooseLanguage(page, language);
  const story = textBox(page, 'The story').getByLabel(language, { exact: true });
  const lines = (await story.inputValue()).split('\n');
  lines[line - 1] = value;
  await story.fill(lines.join('\n'));
}

const saveAll = (page: Page) => page.getByRole('button', { name: 'Save', exact: true }).click();
const saveResult = (page: Page) => page.locator('.texts-save').getByRole('status');

async function openTexts(page: Page) {
  await signInAsCouple(page, site());
  await page.goto('/admin/texts');
  await expect(page.getByRole('heading', { level: 1, name: 'Site texts' })).toBeVisible();
}

const content = async (page: Page) => (await (await page.request.get('/api/admin/content')).json()) as AdminContent;

test('a new English heading and a Russian line reach a guest signed in elsewhere, at once', async ({ page, browser }) => {
  const guest = await guestIn(browser);
  await guest.goto('/');
  await expect(guest.getByRole('heading', { name: 'We say yes!' })).toBeVisible();

  await openTexts(page);
  await typeText(page, 'Heading', 'English', 'We are getting married!');
  await typeStoryLine(page, 'Russian', 4, 'Пожалуйста, оставьте этот день для нас свободным!');
  await expect(page.getByText('2 texts have changes that are not saved yet.')).toBeVisible();
  await saveAll(page);
  await expect(saveResult(page)).toHaveText('Saved: 2 texts. Guests see them at their next page load.');
  await expect(saveResult(page)).toBeFocused();

  await guest.reload();
  await expect(guest.getByRole('heading', { name: 'We are getting married!' })).toBeVisible();
  await guest.getByRole('button', { name: 'Language: English' }).click();
  await guest.getByRole('button', { name: 'Русский' }).click();
  await expect(guest.getByText('Пожалуйста, оставьте этот день для нас свободным!')).toBeVisible();
  await guest.context().close();
});

test('a placeholder removed by mistake is refused, saying which, and nothing changes for guests', async ({ page }) => {
  await openTexts(page);
  await chooseLanguage(page, 'German');
  const story = textBox(page, 'The story');
  const german = story.getByLabel('German', { exact: true });
  const before = (await content(page)).texts.find((text) => text.key === 'home.details.text.line3')!.texts.de;
  expect(before).toContain('{{date}}');
  await typeStoryLine(page, 'German', 3, 'Am großen Tag sagen wir Ja.');
  await saveAll(page);
  await expect(saveResult(page)).toHaveText('1 text not saved: see what is marked beside it.');
  await expect(story.getByText(/^Line 3: \{\{date\}\} is missing\. Keep it exactly as it was/)).toBeVisible();
  await expect(german).toHaveAttribute('aria-invalid', 'true');
  // What was typed stays on the screen; what guests read has not changed.
  await expect(german).toHaveValue(/Am großen Tag sagen wir Ja\./);
  expect((await content(page)).texts.find((text) => text.key === 'home.details.text.line3')!.texts.de).toBe(before);
});

test('a FAQ answer and a photo’s description one character too long are refused, saying the language and the limit', async ({ page }) => {
  await openTexts(page);
  await page.getByLabel('Page of the site', { exact: true }).selectOption('faq');
  const faq = page.locator('.faq-add');
  const entriesBefore = (await content(page)).faq.length;
  await openDisclosure(page, 'Add a question');
  await faq.getByRole('group', { name: 'German' }).getByLabel('Question').fill('Wo parken?');
  await faq.getByRole('group', { name: 'German' }).getByLabel('Answer').fill('a'.repeat(10_001));
  await faq.getByRole('button', { name: 'Add the question' }).click();
  await expect(faq.getByText('German: This is too long: at most 10000 characters.')).toBeVisible();
  expect((await content(page)).faq).toHaveLength(entriesBefore);

  await page.goto('/admin/photos');
  const photo = page.locator('.photo-item').first();
  await photo.getByRole('button', { name: /^Photo 1\b/ }).click();
  const german = photo.getByLabel('German', { exact: true });
  const altBefore = await german.inputValue();
  await german.fill('b'.repeat(501));
  await photo.getByRole('button', { name: 'Save the descriptions' }).click();
  await expect(photo.getByRole('status').last()).toHaveText('German: This is too long: at most 500 characters.');
  expect((await content(page)).photos[0]!.alt.de).toBe(altBefore);
});

test('the preview shows the page in the chosen language with what is typed but not saved', async ({ page }) => {
  await openTexts(page);
  await chooseLanguage(page, 'French');
  await textBox(page, 'Heading').getByLabel('French', { exact: true }).fill('Nous nous marions !');
  // The preview opens on the page and in the language chosen.
  await page.getByRole('button', { name: 'Preview' }).click();
  const frame = page.frameLocator('iframe');
  await expect(frame.locator('#details-heading')).toHaveText('Nous nous marions !');
  await expect(frame.locator('.signature')).toContainText('Elena & Julian');
  await expect(page.getByText('1 text has changes that are not saved yet.')).toBeVisible();
  await page.getByLabel('Page', { exact: true }).selectOption('login');
  await expect(frame.getByPlaceholder('Mot de passe')).toBeVisible();
  await page.getByRole('button', { name: 'Close' }).click();
  await expect(page.frameLocator('iframe').locator('body')).toHaveCount(0);
});

test('two tabs save the same text: the later is told, sees the saved version, and loses nothing', async ({ page, context }) => {
  await openTexts(page);
  const other = await context.newPage();
  await other.goto('/admin/texts');
  // The other tab holds the texts as they were before the first tab's save: loaded before it, not after.
  await expect(textBox(other, 'The story')).toBeVisible();
  await expect(loadingLines(other)).toHaveCount(0);
  await typeStoryLine(page, 'English', 6, 'See you soon!');
  await saveAll(page);
  await expect(saveResult(page)).toHaveText(/^Saved: 1 text\./);
  await typeStoryLine(other, 'English', 6, 'We cannot wait!');
  await saveAll(other);
  const late = textBox(other, 'The story');
  await expect(late.getByText('this text was changed elsewhere meanwhile')).toBeVisible();
  await expect(late.getByText('Line 6: The version saved meanwhile:')).toBeVisible();
  await expect(late.getByText('See you soon!')).toBeVisible();
  await expect(late.getByLabel('English', { exact: true })).toHaveValue(/We cannot wait!/);
  await late.getByRole('button', { name: 'Keep my version' }).click();
  await saveAll(other);
  await expect(saveResult(other)).toHaveText(/^Saved: 1 text\./);
  expect((await content(page)).texts.find((text) => text.key === 'home.details.text.line6')!.texts.en).toBe('We cannot wait!');
});

test('a photo: uploaded, described in French, moved first; guests see it in the carousel and the first frame', async ({ page, browser }) => {
  test.setTimeout(120_000);
  await signInAsCouple(page, site());
  await page.goto('/admin/photos');
  const photos = page.locator('.photo-item');
  await expect(photos).toHaveCount(10);
  // Ten is the most: one goes first. Each row opens its card: descriptions, replace, remove.
  await photos.nth(9).getByRole('button', { name: /^Photo 10\b/ }).click();
  await openDialog(page, photos.nth(9).getByRole('button', { name: 'Remove' }));
  await page.getByRole('dialog').getByRole('button', { name: 'Remove' }).click();
  await expect(photos).toHaveCount(9);

  await page.getByLabel('Add photos').setInputFiles(PHOTO);
  await expect(photos).toHaveCount(10);
  const added = photos.nth(9);
  await expect(added.getByText('Description: ')).toBeHidden();
  await expect(added.locator('img')).toBeVisible({ timeout: PHOTO_MADE_MS });
  await added.getByRole('button', { name: /^Photo 10\b/ }).click();
  await added.getByLabel('French', { exact: true }).fill('Nous deux, sous les cerisiers');
  await added.getByRole('button', { name: 'Save the descriptions' }).click();
  await expect(added.getByRole('status').last()).toHaveText('Saved');

  // On a phone, one tap (e2e/admin-photos-phone.spec.ts moves photos by keyboard and checks the focus).
  await added.getByRole('button', { name: 'Move Photo 10 first' }).click();
  await expect(page.getByText('Photo 10 is now first.')).toBeVisible();
  const first = (await content(page)).photos[0]!;
  expect(first.alt.fr).toBe('Nous deux, sous les cerisiers');

  const stranger = await (await browser.newContext({ locale: 'fr-FR' })).newPage();
  const login = await stranger.request.get('/login');
  expect(await login.text()).toContain(first.image!.src);
  await stranger.goto('/login');
  await expect(stranger.locator('.carousel img').first()).toHaveAttribute('alt', 'Nous deux, sous les cerisiers');
  await expect(stranger.locator('.carousel img').first()).toHaveAttribute('src', first.image!.src);
  await stranger.context().close();
});

test('on a computer, a photo is dragged to its new place', async ({ browser }) => {
  const computer = await browser.newContext({ viewport: { width: 1280, height: 900 }, isMobile: false, hasTouch: false });
  const page = await computer.newPage();
  await signInAsCouple(page, site());
  await page.goto('/admin/photos');
  const before = (await content(page)).photos.map((photo) => photo.id);
  const photos = page.locator('.photo-item');
  await photos.nth(2).locator('.photo-preview').dragTo(photos.nth(0).locator('.photo-preview'));
  await expect(page.getByText('Photo 3 is now first.')).toBeVisible();
  expect((await content(page)).photos.map((photo) => photo.id)).toEqual([before[2], before[0], before[1], ...before.slice(3)]);
  await computer.close();
});

test('a text file renamed .jpg: the couple is told it is not a photo, and nothing changes', async ({ page }) => {
  await signInAsCouple(page, site());
  await page.goto('/admin/photos');
  await expect(page.locator('.photo-item')).toHaveCount(10);
  await page.locator('.photo-item').nth(0).getByRole('button', { name: /^Photo 1\b/ }).click();
  await page.locator('.photo-item').nth(0).getByLabel('Replace').setInputFiles({ name: 'holiday.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('Dear guests,\nthis is no photo.\n') });
  await expect(page.getByText('holiday.jpg: This file is not a photo. Please choose a JPEG, PNG, WebP or HEIC file.')).toBeVisible();
  expect((await content(page)).photos.every((photo) => photo.status === 'ready')).toBe(true);
});

test('a new video streams to signed-in guests, with Range requests, and to no one else', async ({ page, browser }) => {
  await signInAsCouple(page, site());
  await page.goto('/admin/photos');
  const before = (await content(page)).video.src;
  // A phone's video with its location and make in it: the server keeps the frames and overwrites those in place.
  const film = fs.readFileSync(path.join(import.meta.dirname, '../server/content/fixtures/phone-video-xyz.mov'));
  await page.getByLabel('Replace the video').setInputFiles({ name: 'our film.mp4', mimeType: 'video/mp4', buffer: film });
  await expect(page.getByText('our film.mp4 was received.')).toBeVisible();
  const { src } = (await content(page)).video;
  expect(src).not.toBe(before);

  const guest = await guestIn(browser);
  await guest.goto('/');
  await expect(guest.locator('video source')).toHaveAttribute('src', src);
  const whole = Buffer.from(await (await guest.request.get(src)).body());
  expect(whole.length).toBe(film.length);
  expect(whole.includes('©xyz', 0, 'latin1')).toBe(false);
  const range = await guest.request.get(src, { headers: { range: 'bytes=0-1023' } });
  expect(range.status()).toBe(206);
  expect(Buffer.from(await range.body()).equals(whole.subarray(0, 1024))).toBe(true);
  expect((await (await browser.newContext()).request.get(src)).status()).toBe(401);
  await guest.context().close();
});

test('done when: from a phone, the couple makes the site theirs, and a guest sees all of it at the next load', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const guest = await guestIn(browser, 'de-DE');
  await guest.goto('/');
  await signInAsCouple(page, site());

  // Names, date and time zone.
  await page.goto('/admin/settings');
  await page.getByLabel('Your names').fill('Ana & Ion');
  await page.getByLabel('Wedding date').fill('2027-06-12');
  await page.getByLabel('Time zone of the wedding').fill('Berlin');
  await page.getByLabel('Time zone of the wedding').press('Enter');
  await page.getByLabel('The year your story began').fill('19');
  // The facts' own Save: Settings has others (the e-mail panel's).
  const saveFacts = page.locator('.facts-form').getByRole('button', { name: 'Save', exact: true });
  await saveFacts.click();
  await expect(page.getByText('Please write a year with four digits')).toBeVisible();
  await page.getByLabel('The year your story began').fill('2019');
  await saveFacts.click();
  await expect(page.getByText('Saved. Guests see the change at their next page load.')).toBeVisible();

  // The story, rewritten in two languages.
  await page.getByRole('link', { name: 'Texts' }).click();
  await typeStoryLine(page, 'German', 2, 'Unsere Geschichte begann {{storyBeganYear}} in Chișinău.');
  await typeStoryLine(page, 'Romanian', 2, 'Povestea noastră a început în {{storyBeganYear}} la Chișinău.');
  await saveAll(page);
  await expect(saveResult(page)).toHaveText(/^Saved: 1 text\./);

  // The FAQ's entries are edited on its page.
  await page.getByLabel('Page of the site', { exact: true }).selectOption('faq');

  // Three FAQ entries.
  const faq = page.locator('.faq-add');
  const entries = page.locator('.faq-entries > li');
  for (const [question, answer] of [['Wo?', 'Im Schlossgarten.'], ['Wann?', 'Um 14 Uhr.'], ['Parken?', 'Am Tor.']]) {
    await openDisclosure(page, 'Add a question');
    const before = await entries.count();
    await faq.getByRole('group', { name: 'German' }).getByLabel('Question').fill(question!);
    await faq.getByRole('group', { name: 'German' }).getByLabel('Answer').fill(answer!);
    await faq.getByRole('button', { name: 'Add the question' }).click();
    // The status says the same words after every add: the new entry in the list is what shows this one was saved.
    await expect(entries).toHaveCount(before + 1);
    await expect(faq.getByRole('status')).toHaveText('The question was added.');
  }

  // Three photos replaced, each described (Photos is under More in the phone's tab bar).
  await page.getByRole('button', { name: 'More', exact: true }).click();
  await page.getByRole('link', { name: 'Photos', exact: true }).click();
  const photos = page.locator('.photo-item');
  for (const index of [0, 1, 2]) {
    const photo = photos.nth(index);
    const old = await photo.locator('img').getAttribute('src');
    await photo.getByRole('button', { name: new RegExp(`^Photo ${index + 1}\\b`) }).click();
    await photo.getByLabel('Replace').setInputFiles(index === 1 ? HEIC : PHOTO);
    await expect(photo.locator('img')).not.toHaveAttribute('src', old!, { timeout: PHOTO_MADE_MS });
    await photo.getByLabel('German', { exact: true }).fill(`Unser Foto ${index + 1}`);
    await photo.getByRole('button', { name: 'Save the descriptions' }).click();
    await expect(photo.getByRole('status').last()).toHaveText('Saved');
  }

  // The guest, signed in all along in another browser, reloads.
  await guest.reload();
  await expect(guest.locator('.site-title')).toHaveText('Ana & Ion');
  await expect(guest.getByText('Unsere Geschichte begann 2019 in Chișinău.')).toBeVisible();
  await expect(guest.getByText(/12\. Juni 2027/)).toBeVisible();
  const alts = await guest.locator('.carousel img').evaluateAll((images) => images.map((image) => image.getAttribute('alt')));
  expect(alts).toEqual(expect.arrayContaining(['Unser Foto 1', 'Unser Foto 2', 'Unser Foto 3']));
  await guest.getByRole('button', { name: 'Menü' }).click();
  await guest.getByRole('link', { name: 'FAQ' }).click();
  await expect(guest.locator('.faq-entries dt')).toHaveText(['Wo?', 'Wann?', 'Parken?']);
  await guest.context().close();
});

test('the content screens are accessible (axe-core) and fit a 320 px phone', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await signInAsCouple(page, site());
  for (const url of ['/admin/texts', '/admin/photos', '/admin/settings']) {
    await page.goto(url);
    await expect(page.locator('h1')).toBeVisible();
    await expect(loadingLines(page)).toHaveCount(0);
    await expectAxeClean(page, { label: url });
    expect(await page.evaluate(() => document.documentElement.scrollWidth), url).toBeLessThanOrEqual(320);
  }
  await page.goto('/admin/texts');
  await page.getByRole('button', { name: 'Preview' }).click();
  await expect(page.frameLocator('iframe').locator('#details-heading')).toBeVisible();
  await expectAxeClean(page, { label: 'preview' });
});
