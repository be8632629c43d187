import { E2E_PASSWORD, expect, test } from './fixtures';

test('signs in with the shared password and lands on the Save the Date page', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
  await page.getByPlaceholder('Password').fill(E2E_PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'We say yes!' })).toBeVisible();
});
