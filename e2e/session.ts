/**
 * A quick sign-in for tests that only need to be signed in. The shared password costs a deliberate scrypt hash
 * (128 MiB, a few hundred ms of a core) per sign-in; a guest link's token is a lookup. Each test still gets its
 * own session: one guest per worker, one token sign-in per test.
 */
import { expect, type Page } from '@playwright/test';
import { addGuest } from './fixtures';

let workerToken: string | undefined;

function token(): string {
  if (!workerToken) {
    const { linkPath } = addGuest(`Browser tests, worker ${process.env.TEST_WORKER_INDEX ?? '?'}`);
    workerToken = new URL(linkPath, 'http://localhost').searchParams.get('token') ?? undefined;
    if (!workerToken) throw new Error(`No token in ${linkPath}`);
  }
  return workerToken;
}

/** Signs the page's browser context in through the API with a guest token, as a guest link would. */
export async function signInQuickly(page: Page): Promise<void> {
  const response = await page.request.post(`/api/login?token=${encodeURIComponent(token())}`);
  expect(response.status()).toBe(200);
}
