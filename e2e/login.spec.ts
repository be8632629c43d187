/**
 * The sign-in page (docs/product.md, the sign-in page): carousel, one required password field with a translated
 * placeholder, a hidden username field, the Sign In button and the error line for each way a sign-in can fail.
 */
import { E2E_PASSWORD, expect, test } from './fixtures';
import { msg } from './content';

test.beforeEach(async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
});

// The checks that only read the page as it loaded share one load, each a step of its own (docs/testing.md, "Where a
// run's time goes"); the tests below each change what the page shows.
test('the page as it loads: the carousel, one password field, no date, a hidden username', async ({ page }) => {
  await test.step('shows the carousel, the password field and the Sign In button, with an empty error line', async () => {
    await expect(page.getByRole('heading', { name: 'Save our Date' })).toBeVisible();
    await expect(page.getByRole('img', { name: msg('en', 'common.carousel.alt1') })).toBeAttached();

    const password = page.getByLabel('Password');
    await expect(password).toBeVisible();
    await expect(password).toHaveAttribute('type', 'password');
    await expect(password).toHaveAttribute('placeholder', 'Password');
    await expect(page.locator('form input:visible')).toHaveCount(1);

    await expect(page.getByRole('alert')).toHaveText('');
  });
  await test.step('does not show the wedding date before signing in', async () => {
    await expect(page.getByRole('heading', { name: 'Save our Date' })).toBeVisible();
    await expect(page.locator('.carousel-overlay')).toHaveText('Save our Date');
    await expect(page.getByText('2026')).toHaveCount(0);
  });
  await test.step('has a hidden username field for password managers', async () => {
    const username = page.locator('form input[name="username"]');
    await expect(username).toHaveCount(1);
    await expect(username).toBeHidden();
    await expect(username).toHaveAttribute('autocomplete', 'username');
  });
});

test('the browser refuses to send an empty password', async ({ page }) => {
  let attempts = 0;
  page.on('request', (request) => {
    if (request.url().includes('/api/login')) attempts++;
  });
  const password = page.getByPlaceholder('Password');
  await expect(password).toHaveJSProperty('required', true);

  await page.getByRole('button', { name: 'Sign In' }).click();
  expect(await password.evaluate((input: HTMLInputElement) => input.validity.valueMissing)).toBe(true);
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('alert')).toHaveText('');
  expect(attempts).toBe(0);
});

test('a wrong password shows "Incorrect password or not authorized."', async ({ page }) => {
  await page.getByPlaceholder('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('alert')).toHaveText('Incorrect password or not authorized.');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByPlaceholder('Password')).toHaveAttribute('aria-invalid', 'true');
});

test('a server error shows "Error during login."', async ({ page }) => {
  await page.route('**/api/login*', (route) => route.fulfill({ status: 500, body: 'boom' }));
  await page.getByPlaceholder('Password').fill(E2E_PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('alert')).toHaveText('Error during login.');
  await expect(page).toHaveURL(/\/login$/);
});

test('a lost connection shows "Error during login."', async ({ page }) => {
  await page.route('**/api/login*', (route) => route.abort('connectionreset'));
  await page.getByPlaceholder('Password').fill(E2E_PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('alert')).toHaveText('Error during login.');
});

test('too many attempts shows the wait-and-retry message', async ({ page }) => {
  await page.route('**/api/login*', (route) => route.fulfill({ status: 429, body: '' }));
  await page.getByPlaceholder('Password').fill('whatever');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('alert')).toHaveText(msg('en', 'login.errorTooManyAttempts'));
});

test('sends the password as a query parameter with no body', async ({ page }) => {
  const requestPromise = page.waitForRequest('**/api/login*');
  await page.getByPlaceholder('Password').fill('a b&c');
  await page.getByRole('button', { name: 'Sign In' }).click();
  const request = await requestPromise;
  expect(request.method()).toBe('POST');
  expect(new URL(request.url()).searchParams.get('password')).toBe('a b&c');
  expect(request.postData() ?? '').toBe('');
});

test('after a failed attempt the right password signs in and the error goes away', async ({ page }) => {
  await page.getByPlaceholder('Password').fill('wrong');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('alert')).toHaveText('Incorrect password or not authorized.');

  await page.getByPlaceholder('Password').fill(E2E_PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'We say yes!' })).toBeVisible();
  await expect(page.getByText('Incorrect password or not authorized.')).toHaveCount(0);
});

test('the error is shown in the chosen language', async ({ page }) => {
  await page.route('**/api/login*', (route) => route.fulfill({ status: 401, body: '' }));
  await page.getByRole('button', { name: /^Language/ }).click();
  await page.getByRole('button', { name: 'Deutsch' }).click();
  await expect(page.getByPlaceholder(msg('de', 'login.password'))).toBeVisible();
  await page.getByPlaceholder(msg('de', 'login.password')).fill('falsch');
  await page.getByRole('button', { name: msg('de', 'login.buttonSignIn') }).click();
  await expect(page.getByRole('alert')).toHaveText(msg('de', 'login.errorUnauthorized'));
});
