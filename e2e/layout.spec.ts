/**
 * The shared layout (docs/product.md, around every page): header with the couple's title and the hamburger menu,
 * footer with the copyright and the language dropdown that opens upward, and the main area fading between pages.
 */
import { expect, test } from './fixtures';
import { signInWithLink } from './sessions';

test.describe('header menu', () => {
  test('shows the couple\'s title and toggles the navigation with the hamburger', async ({ page }) => {
    await signInWithLink(page);
    await page.goto('/');
    await expect(page.getByRole('banner')).toContainText('Elena & Julian');

    const menuButton = page.getByRole('button', { name: 'Menu' });
    const nav = page.getByRole('navigation', { name: 'Menu' });
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await expect(nav).toBeHidden();

    await menuButton.click();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('link')).toHaveText(['Home', 'FAQ']);
    await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    await expect(nav.getByRole('link', { name: 'FAQ' })).toHaveAttribute('href', '/faq');
    // The page being shown is marked as the active item.
    await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'FAQ' })).not.toHaveAttribute('aria-current', 'page');

    await menuButton.click();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await expect(nav).toBeHidden();
  });

  test('following a navigation item opens the page, marks it active and closes the menu', async ({ page }) => {
    await signInWithLink(page);
    await page.goto('/');
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('link', { name: 'FAQ' }).click();
    await expect(page).toHaveURL(/\/faq$/);
    await expect(page.getByRole('heading', { name: 'FAQ' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');

    await page.getByRole('button', { name: 'Menu' }).click();
    await expect(page.getByRole('link', { name: 'FAQ' })).toHaveAttribute('aria-current', 'page');
    await page.getByRole('link', { name: 'Home' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { name: 'We say yes!' })).toBeVisible();
  });

  test('a signed-out visitor sees the couple’s names in the header and their wedding title in the tab, and no navigation items', async ({ page }) => {
    await page.goto('/login');
    await expect(page).toHaveTitle('Elena & Julian · Save the Date');
    const menuButton = page.getByRole('button', { name: 'Menu' });
    await expect(page.getByRole('banner')).toContainText('Elena & Julian');
    await menuButton.click();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('link', { name: 'Home' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'FAQ' })).toHaveCount(0);
  });

  test('closes on a click outside and on Escape', async ({ page }) => {
    await signInWithLink(page);
    await page.goto('/');
    const menuButton = page.getByRole('button', { name: 'Menu' });

    await menuButton.click();
    await expect(page.getByRole('link', { name: 'FAQ' })).toBeVisible();
    await page.getByRole('heading', { name: 'We say yes!' }).click();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('link', { name: 'FAQ' })).toBeHidden();
    // The click outside only closed the menu; it did not navigate.
    await expect(page).toHaveURL(/\/$/);

    await menuButton.click();
    await expect(page.getByRole('link', { name: 'FAQ' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('link', { name: 'FAQ' })).toBeHidden();
    await expect(menuButton).toBeFocused();
  });

  test('a click inside the open menu does not close it', async ({ page }) => {
    await signInWithLink(page);
    await page.goto('/');
    const menuButton = page.getByRole('button', { name: 'Menu' });
    await menuButton.click();
    const nav = page.getByRole('navigation', { name: 'Menu' });
    await nav.locator('ul').click({ position: { x: 3, y: 3 } });
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
  });
});

test.describe('footer', () => {
  test('shows "Elena & Julian © 2025" and the language button, signed out and signed in', async ({ page }) => {
    await page.goto('/login');
    const footer = page.getByRole('contentinfo');
    await expect(footer).toContainText('Elena & Julian © 2025');
    await expect(footer.getByRole('button', { name: 'Language: English' })).toBeVisible();

    await signInWithLink(page);
    await page.goto('/');
    await expect(footer).toContainText('Elena & Julian © 2025');
    await expect(footer.getByRole('button', { name: 'Language: English' })).toBeVisible();
  });

  test('the language dropdown opens upward and lists the five languages', async ({ page }) => {
    await page.goto('/login');
    const button = page.getByRole('button', { name: 'Language: English' });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');

    const list = page.getByRole('list', { name: 'Language' });
    await expect(list).toBeVisible();
    await expect(list.getByRole('button')).toHaveText(['English', 'Deutsch', 'Română', 'Русский', 'Français']);

    const buttonBox = (await button.boundingBox())!;
    const listBox = (await list.boundingBox())!;
    expect(listBox.y + listBox.height).toBeLessThanOrEqual(buttonBox.y);
    // Every choice is on screen, not cut off by the viewport.
    const viewport = page.viewportSize()!;
    expect(listBox.y).toBeGreaterThanOrEqual(0);
    expect(listBox.x).toBeGreaterThanOrEqual(0);
    expect(listBox.x + listBox.width).toBeLessThanOrEqual(viewport.width);
  });

  test('the language dropdown closes after a choice, a click outside and Escape', async ({ page }) => {
    await page.goto('/login');
    const list = page.getByRole('list', { name: 'Language' });

    await page.getByRole('button', { name: 'Language: English' }).click();
    await expect(list).toBeVisible();
    await page.getByRole('heading', { name: 'Save our Date' }).click({ force: true });
    await expect(list).toBeHidden();

    await page.getByRole('button', { name: 'Language: English' }).click();
    await expect(list).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(list).toBeHidden();
    await expect(page.getByRole('button', { name: 'Language: English' })).toBeFocused();

    await page.getByRole('button', { name: 'Language: English' }).click();
    await page.getByRole('button', { name: 'Français' }).click();
    const frenchButton = page.getByRole('button', { name: /: Français$/ });
    await expect(frenchButton).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('list', { name: 'Langue' })).toBeHidden();
  });
});

test.describe('pages', () => {
  test.describe('with motion', () => {
  test.use({ reducedMotion: 'no-preference' });
  test('the main area fades in, and again on each new page', async ({ page }) => {
    await signInWithLink(page);
    await page.goto('/');
    const main = page.getByRole('main');
    await expect(main).toBeVisible();
    expect(await main.evaluate((el) => getComputedStyle(el).animationName)).not.toBe('none');
    expect(await main.evaluate((el) => parseFloat(getComputedStyle(el).animationDuration))).toBeGreaterThan(0);

    // A new page gets a new main element, so the fade plays again.
    await main.evaluate((el) => el.setAttribute('data-previous-page', ''));
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('link', { name: 'FAQ' }).click();
    await expect(page.getByRole('heading', { name: 'FAQ' })).toBeVisible();
    await expect(page.locator('main[data-previous-page]')).toHaveCount(0);
    expect(await main.evaluate((el) => getComputedStyle(el).animationName)).not.toBe('none');
  });
  });
});
