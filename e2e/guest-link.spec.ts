import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { E2E_DATA_DIR } from '../playwright.config';
import { GUEST_COMMAND_ENTRY } from '../server/paths';
import { msg } from './content';
import { expect, test } from './fixtures';

// An English browser, so that a Romanian page can only come from the link's &lang=ro.
test.use({ locale: 'en-US' });

test("a guest's link from the guest command signs in, in the guest's language, and leaves no token behind", async ({
  page,
  baseURL,
}) => {
  // The guest command itself, against the running server's database, as the couple would use it.
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [GUEST_COMMAND_ENTRY, 'add', 'Ana Ionescu', '--lang', 'ro', '--json'],
    { env: { ...process.env, DATA_DIR: E2E_DATA_DIR, PUBLIC_URL: baseURL } },
  );
  const link = new URL((JSON.parse(stdout) as { link: string }).link);
  expect(link.searchParams.get('lang')).toBe('ro');

  await page.goto(link.pathname + link.search);

  await expect(page).toHaveURL(/\/$/);
  expect(new URL(page.url()).search).toBe('');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ro');
  await expect(page.getByRole('heading', { name: msg('ro', 'home.details.heading') })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('locale'))).toBe('ro');
});
