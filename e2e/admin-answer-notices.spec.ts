/**
 * How the couple hears of answers (issue 27), in Settings on a phone at 390 px: the three choices and the address,
 * a missing address said under the field, which takes the focus, the choice saved and still there after a reload,
 * and the panel scanned by axe; until the choice comes, the screen says it is loading and draws none of its forms. Then the settings' forms (and the overview's second factor) when their saved values
 * do not come: each says why. On its own server: the choice is the site's.
 */
import { devices, expect, type Locator } from '@playwright/test';
import { ANSWER_NOTICES_API } from '#common/answer-notices-api';
import { CONTENT_API } from '#common/site-content';
import { GUEST_LINKS_API } from '#common/guest-links-api';
import { MAIL_SERVER_API } from '#common/mail-server-api';
import { SECOND_FACTOR_API } from '#common/second-factor-api';
import { expectAxeClean } from './axe';
import { adminMessage as msg } from './content';
import { appSettled, loadingLines } from './fixtures';
import { signInAsCouple } from './sessions';
import { testOnOwnServer } from './sites';

const { test, site } = testOnOwnServer('answer-notices', { mode: 'default' });
const { defaultBrowserType: _browserType, viewport: _viewport, ...PHONE } = devices['Pixel 7'];
test.use({ ...PHONE, viewport: { width: 390, height: 844 }, locale: 'en-US' });

async function expectFocused(locator: Locator) {
  await expect.poll(() => locator.evaluate((element) => element === document.activeElement), { message: `focus on ${String(locator)}` }).toBe(true);
}

test('the couple chooses a morning summary to their address, told what is missing first', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('admin-locale', 'en'));
  await signInAsCouple(page, site());
  // The saved choice held back, as on a slow connection: until it comes there is nothing to choose, since a choice
  // made before it came was overwritten by it (the save then said "no e-mail"). Nor is any other form of the screen
  // drawn: drawn as each came, the forms above pushed the ones below under the couple's thumb.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route((url) => url.pathname === ANSWER_NOTICES_API.notices, async (route) => {
    if (route.request().method() === 'GET') await held;
    await route.fallback();
  });
  const factsCame = page.waitForResponse((response) => new URL(response.url()).pathname === CONTENT_API.content);
  await page.goto('/admin/settings');
  await factsCame;
  await appSettled(page);
  const panel = page.getByRole('region', { name: 'E-mail' });
  const choices = panel.getByRole('group', { name: msg('en', 'answerNotices.when') });
  await expect(page.getByRole('main').getByRole('status')).toHaveText(msg('en', 'common.loading'));
  await expect(page.getByRole('heading', { name: msg('en', 'facts.heading'), exact: true })).toHaveCount(0);
  await expect(panel).toHaveCount(0);
  release();
  await expect(choices.getByRole('radio', { name: msg('en', 'answerNotices.modes.never') })).toBeChecked();
  await expect(page.getByRole('heading', { name: msg('en', 'facts.heading'), exact: true })).toBeVisible();
  await expect(loadingLines(page)).toHaveCount(0);

  await choices.getByRole('radio', { name: msg('en', 'answerNotices.modes.daily') }).check();
  const address = panel.getByLabel(msg('en', 'answerNotices.to'));
  await panel.getByRole('button', { name: msg('en', 'answerNotices.save') }).click();
  await expect(panel.getByText(msg('en', 'answerNotices.emptyAddress'))).toBeVisible();
  await expectFocused(address);
  await expect(address).toHaveAttribute('aria-invalid', 'true');

  await address.fill('couple@example.com');
  const save = panel.getByRole('button', { name: msg('en', 'answerNotices.save') });
  await save.click();
  await expect(panel.getByRole('status').filter({ hasText: msg('en', 'answerNotices.saved.daily') })).toBeVisible();
  await expectFocused(save);
  // Nothing wider than the phone's screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectAxeClean(page, { label: 'settings, answer notices' });

  await page.reload();
  await expect(page.getByRole('region', { name: 'E-mail' }).getByRole('radio', { name: msg('en', 'answerNotices.modes.daily') })).toBeChecked();
  await expect(page.getByRole('region', { name: 'E-mail' }).getByLabel(msg('en', 'answerNotices.to'))).toHaveValue('couple@example.com');
});

test('a form whose saved values do not come says why, and offers nothing they would overwrite', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('admin-locale', 'en'));
  await signInAsCouple(page, site());
  const failing = new Set<string>([MAIL_SERVER_API.server, ANSWER_NOTICES_API.notices, GUEST_LINKS_API.end, SECOND_FACTOR_API.status]);
  await page.route(
    (url) => failing.has(url.pathname),
    (route) => (route.request().method() === 'GET' ? route.fulfill({ status: 500, json: { error: 'Internal Server Error' } }) : route.fallback()),
  );
  const saysWhy = async (name: string) => {
    const section = page.getByRole('region', { name: msg('en', name) });
    await expect(section.getByRole('alert')).toHaveText(msg('en', 'errors.server'));
    await expect(section.getByRole('textbox')).toHaveCount(0);
  };
  await page.goto('/admin/settings');
  for (const heading of ['mailServer.heading', 'answerNotices.heading', 'guestLinks.heading']) await saysWhy(heading);
  await page.goto('/admin');
  await saysWhy('secondFactor.heading');
});
