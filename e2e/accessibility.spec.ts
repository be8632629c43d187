/**
 * Accessibility checks a user can feel: the moving carousel can be paused and stands still under reduced motion,
 * the menu and the language list work from the keyboard, and form and countdown have the right roles and names.
 */
import type { Page } from '@playwright/test';
import { expect, framesDrawn, test } from './fixtures';
import { signInWithLink } from './sessions';

const track = (page: Page) => page.locator('.carousel-track');
const trackStyle = (page: Page, property: 'animationName' | 'animationPlayState') =>
  track(page).evaluate((el, p) => getComputedStyle(el)[p], property);

test.describe('with motion', () => {
  test.use({ reducedMotion: 'no-preference' });

  test('the carousel moves and can be paused and resumed', async ({ page }) => {
    await page.goto('/login');
    // The server's still first frame stands until the app has replaced it with the live carousel and its button.
    const pause = page.getByRole('button', { name: 'Pause the photos' });
    await expect(pause).toHaveAttribute('aria-pressed', 'false');
    expect(await trackStyle(page, 'animationName')).not.toBe('none');
    expect(await trackStyle(page, 'animationPlayState')).toBe('running');

    await pause.click();

    const resume = page.getByRole('button', { name: 'Resume the photos' });
    await expect(resume).toHaveAttribute('aria-pressed', 'true');
    expect(await trackStyle(page, 'animationPlayState')).toBe('paused');
    // It really stands still.
    const position = () => track(page).evaluate((el) => getComputedStyle(el).transform);
    const before = await position();
    await framesDrawn(page, 20);
    expect(await position()).toBe(before);

    await resume.click();
    await expect(page.getByRole('button', { name: 'Pause the photos' })).toHaveAttribute('aria-pressed', 'false');
    expect(await trackStyle(page, 'animationPlayState')).toBe('running');
  });
});

test('under reduced motion the carousel and the page fade do not move', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await signInWithLink(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'We say yes!' })).toBeVisible();
  expect(await trackStyle(page, 'animationName')).toBe('none');
  expect(await page.getByRole('main').evaluate((el) => getComputedStyle(el).animationName)).toBe('none');
  // All ten photos stay reachable to the eye: nothing is hidden behind a motion the visitor turned off.
  await expect(page.getByRole('img', { name: /palace gardens/ }).first()).toBeVisible();
});

test('the menu works with the keyboard alone', async ({ page }) => {
  await signInWithLink(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'We say yes!' })).toBeVisible();
  const menuButton = page.getByRole('button', { name: 'Menu' });

  // The menu button is the first thing Tab reaches.
  await page.locator('body').focus();
  await page.keyboard.press('Tab');
  await expect(menuButton).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(menuButton).toHaveAttribute('aria-expanded', 'true');

  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Home' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'FAQ' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
  await expect(menuButton).toBeFocused();

  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/faq$/);
  await expect(page.getByRole('heading', { name: 'FAQ' })).toBeVisible();
});

test('the language list works with the keyboard alone', async ({ page }) => {
  await page.goto('/login');
  const languageButton = page.getByRole('button', { name: 'Language: English' });
  await languageButton.focus();
  await page.keyboard.press('Enter');
  await expect(languageButton).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Escape');
  await expect(languageButton).toHaveAttribute('aria-expanded', 'false');
  await expect(languageButton).toBeFocused();

  await page.keyboard.press('Space');
  await expect(page.getByRole('list', { name: 'Language' })).toBeVisible();
  await page.keyboard.press('Tab'); // English
  await page.keyboard.press('Tab'); // Deutsch
  await expect(page.getByRole('button', { name: 'Deutsch' })).toBeFocused();
  await page.keyboard.press('Enter');

  const germanButton = page.getByRole('button', { name: 'Sprache: Deutsch' });
  await expect(germanButton).toHaveAttribute('aria-expanded', 'false');
  await expect(germanButton).toBeFocused();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
});

test('the password field has a name, and a failed sign-in is announced', async ({ page }) => {
  // The server's answer to a wrong password (a real one is in login.spec.ts; this keeps scrypt out of the way).
  await page.route('**/api/login*', (route) => route.fulfill({ status: 401, body: '' }));
  await page.goto('/login');
  const password = page.getByLabel('Password');
  await expect(password).toBeVisible();
  await password.fill('wrong');
  await password.press('Enter');
  const alert = page.getByRole('alert');
  await expect(alert).toHaveText('Incorrect password or not authorized.');
  await expect(page.getByLabel('Password')).toHaveAccessibleDescription('Incorrect password or not authorized.');
});

test('the countdown is a named timer and the video can be paused by the guest', async ({ page }) => {
  await signInWithLink(page);
  await page.goto('/');
  await expect(page.getByRole('timer', { name: 'Time until the big day' })).toBeVisible();
  await expect(page.locator('video')).toHaveJSProperty('controls', true);
});
