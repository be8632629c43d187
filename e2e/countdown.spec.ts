/**
 * The countdown to the wedding moment (midnight starting 24 May 2026 in Bucharest), under Playwright's fake clock:
 * the real date is past the wedding, so every "before" case sets the time itself.
 */
import type { Page } from '@playwright/test';
import { before, msg, WEDDING_MOMENT } from './content';
import { expect, test } from './fixtures';
import { signInWithLink } from './sessions';

/**
 * Opens the home page with the fake clock a minute before `at`, then stops the clock exactly at `at`, so the
 * countdown shows a known value whatever the machine's speed.
 */
async function openHomeAt(page: Page, at: Date): Promise<void> {
  await page.clock.install({ time: new Date(at.getTime() - 60_000) });
  await signInWithLink(page);
  await page.goto('/');
  await expect(page.getByRole('timer')).toBeVisible();
  await page.clock.pauseAt(at);
}

test.describe('in English', () => {
  test('shows the days, hours, minutes and seconds left and counts down every second', async ({ page }) => {
    await openHomeAt(page, new Date('2026-05-20T12:00:00Z'));
    const timer = page.getByRole('timer', { name: 'Time until the big day' });
    await expect(timer).toHaveText('3 days, 9 hours, 0 minutes and 0 seconds');

    await page.clock.runFor(1000);
    await expect(timer).toHaveText('3 days, 8 hours, 59 minutes and 59 seconds');

    await page.clock.runFor(61_000);
    await expect(timer).toHaveText('3 days, 8 hours, 58 minutes and 58 seconds');
  });

  test('uses the singular for one day, one hour, one minute and one second', async ({ page }) => {
    await openHomeAt(page, before(1, 1, 1, 1));
    await expect(page.getByRole('timer')).toHaveText('1 day, 1 hour, 1 minute and 1 second');
  });

  test('switches to "The big day is here!" when the wedding moment arrives', async ({ page }) => {
    await openHomeAt(page, before(0, 0, 0, 2));
    const timer = page.getByRole('timer');
    await expect(timer).toHaveText('0 days, 0 hours, 0 minutes and 2 seconds');

    await page.clock.runFor(1000);
    await expect(timer).toHaveText('0 days, 0 hours, 0 minutes and 1 second');

    await page.clock.runFor(1000);
    await expect(timer).toHaveText('The big day is here!');

    await page.clock.runFor(5000);
    await expect(timer).toHaveText('The big day is here!');
  });

  test('shows "The big day is here!" after the wedding', async ({ page }) => {
    await openHomeAt(page, new Date('2026-06-15T09:30:00Z'));
    await expect(page.getByRole('timer')).toHaveText('The big day is here!');
  });

  test.describe('for a guest in Los Angeles', () => {
    test.use({ timezoneId: 'America/Los_Angeles' });

    test('counts to midnight in Bucharest and shows the Bucharest date', async ({ page }) => {
      // One minute before 21:00 UTC is one minute before midnight in Bucharest, and 13:59 in Los Angeles.
      await openHomeAt(page, new Date(WEDDING_MOMENT.getTime() - 60_000));
      expect(await page.evaluate(() => new Date().getHours())).toBe(13);
      await expect(page.getByRole('timer')).toHaveText('0 days, 0 hours, 1 minute and 0 seconds');
      await expect(page.getByText('On May 24, 2026 we will say yes')).toBeVisible();
      expect(await page.locator('.carousel-date span:not([aria-hidden])').allTextContents()).toEqual(['24', '05', '2026']);
    });
  });

  test('is a timer that screen readers do not announce every second', async ({ page }) => {
    await openHomeAt(page, new Date('2026-05-20T12:00:00Z'));
    const timer = page.getByRole('timer');
    // role="timer" is aria-live="off" by default; an explicit polite/assertive region would speak every tick.
    await expect(timer).not.toHaveAttribute('aria-live', /polite|assertive/);
    expect(await timer.evaluate((el) => el.closest('[aria-live="polite"], [aria-live="assertive"]'))).toBeNull();
  });
});

test.describe('in Russian', () => {
  test.use({ locale: 'ru-RU' });

  test('uses the Russian plural forms: 21 день, 5 дней, 2 дня, 1 день', async ({ page }) => {
    await openHomeAt(page, before(21, 22));
    const timer = page.getByRole('timer', { name: msg('ru', 'home.details.countdown.label') });
    await expect(timer).toHaveText('21 день, 22 часа, 0 минут и 0 секунд');
    await page.clock.pauseAt(before(5, 1));
    await expect(timer).toHaveText('5 дней, 1 час, 0 минут и 0 секунд');
    await page.clock.pauseAt(before(2, 3, 2, 1));
    await expect(timer).toHaveText('2 дня, 3 часа, 2 минуты и 1 секунда');
    await page.clock.pauseAt(before(1, 0, 11, 15));
    await expect(timer).toHaveText('1 день, 0 часов, 11 минут и 15 секунд');
    await page.clock.pauseAt(WEDDING_MOMENT);
    await expect(timer).toHaveText(msg('ru', 'home.details.countdown.theBigDayIsHere'));
  });
});

test.describe('in Romanian', () => {
  test.use({ locale: 'ro-RO' });

  test('uses the Romanian plural forms: 20 de zile, 2 zile, 1 zi', async ({ page }) => {
    await openHomeAt(page, before(20, 20));
    const timer = page.getByRole('timer', { name: msg('ro', 'home.details.countdown.label') });
    await expect(timer).toHaveText('20 de zile, 20 de ore, 0 minute și 0 secunde');
    await page.clock.pauseAt(before(2, 2, 19, 1));
    await expect(timer).toHaveText('2 zile, 2 ore, 19 minute și 1 secundă');
    await page.clock.pauseAt(before(1, 1, 1, 0));
    await expect(timer).toHaveText('1 zi, 1 oră, 1 minut și 0 secunde');
    await page.clock.pauseAt(WEDDING_MOMENT);
    await expect(timer).toHaveText(msg('ro', 'home.details.countdown.theBigDayIsHere'));
  });
});
