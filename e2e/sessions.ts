/**
 * How a browser test gets a session (docs/testing.md). The couple's and the shared password's sessions are written
 * straight into the site's database (shared safely through WAL) and handed to the browser as the cookie a sign-in
 * would have set: each of those sign-ins costs a request, a scrypt hash (cheap on the test servers, e2e/sites.ts; at
 * the production cost, a hundred of them per run queued behind each other on two cores) and the sign-in budgets.
 * A personal link's sign-in is a lookup: tests use it as a guest would. The sign-ins themselves are tested
 * through their forms, once per path: e2e/login.spec.ts and sign-in.spec.ts (the shared password), guest-link.spec.ts
 * (a personal link), admin-guests.spec.ts (the couple's).
 */
import { expect, type Page } from '@playwright/test';
import { createSessionStore } from '../server/auth/session-store';
import { openDatabase } from '../server/db/database';
import { addGuest } from './fixtures';
import { projectSite, type TestSite } from './sites';

/** The cookies a server outside production names its sessions with (server/app.ts). */
const COOKIE = { admin: 'admin', password: 'session' } as const;

/** A session of `kind` written into the site's database; returns its cookie value. */
function writeSession(site: TestSite, kind: keyof typeof COOKIE): string {
  const db = openDatabase(site.dataDir);
  try {
    return createSessionStore(db, { lifetimeMs: 86_400_000 }).create(kind, null).cookieValue;
  } finally {
    db.close();
  }
}

async function giveSession(page: Page, site: TestSite, kind: keyof typeof COOKIE): Promise<void> {
  const value = writeSession(site, kind);
  // SameSite as the server sets them: Strict for the couple, Lax for guests.
  const sameSite = kind === 'admin' ? 'Strict' : 'Lax';
  await page.context().addCookies([{ name: COOKIE[kind], value, url: site.origin, httpOnly: true, sameSite }]);
}

/** The page's browser context signed in as the couple on `site` (the test project's server by default). */
export async function signInAsCouple(page: Page, site: TestSite = projectSite()): Promise<void> {
  await giveSession(page, site, 'admin');
}

/** The page's browser context signed in as a guest who typed the shared password. */
export async function signInWithPassword(page: Page, site: TestSite = projectSite()): Promise<void> {
  await giveSession(page, site, 'password');
}

/** One guest per worker and site; each test still gets a session of its own through the link. */
const workerTokens = new Map<string, string>();

function workerToken(site: TestSite): string {
  let token = workerTokens.get(site.origin);
  if (!token) {
    const { linkPath } = addGuest(`Browser tests, worker ${process.env.TEST_WORKER_INDEX ?? '?'}`, null, site);
    token = new URL(linkPath, 'http://localhost').searchParams.get('token') ?? undefined;
    if (!token) throw new Error(`No token in ${linkPath}`);
    workerTokens.set(site.origin, token);
  }
  return token;
}

/** Signs the page's browser context in through the API with a guest's personal link, as the link would. */
export async function signInWithLink(page: Page, site: TestSite = projectSite()): Promise<void> {
  const response = await page.request.post(`${site.origin}/api/login?token=${encodeURIComponent(workerToken(site))}`);
  expect(response.status()).toBe(200);
}
