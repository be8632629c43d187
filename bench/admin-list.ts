/**
 * The couple's dashboard with 1,000 guests (issue 12: "works from 1,000 guests without a pause"): how long the
 * import of 1,000 names takes, how fast the server answers the list (sorted, searched, filtered), and how long a
 * phone-speed browser (CPU slowed 4×) waits for the first rows of /admin/guests (since issue 21, /admin is the
 * overview) and for a search to show its matches.
 */
import { performance } from 'node:perf_hooks';
import { chromium } from '@playwright/test';
import { ADMIN_API } from '#common/admin-api';
import { CHROME_FLAGS, CHROME_PATH } from '../e2e/chromium';
import { percentile, round } from './stats';
import { signInAsCouple } from './session';

export const BENCH_GUESTS = 1_000;
const REPEATS = 30;

export interface AdminListResult {
  guests: number;
  importMs: number;
  /** p50 and p95 in ms of GET /api/admin/guests for each kind of query, over REPEATS requests. */
  queries: Array<{ name: string; p50Ms: number; p95Ms: number }>;
  /** In Chromium with the CPU slowed 4×: from navigation to the first rows, and from typing to the matches. */
  firstRowsMs: number;
  searchMs: number;
}

const FIRST_NAMES = ['Ana', 'Ștefan', 'Maria', 'Jonas', 'Lea', 'Claire', 'Анна', 'Иван', 'Zoë', 'Ion'];
const LAST_NAMES = ['Popescu', 'Ionescu', 'Weber', 'Dubois', 'Смирнова', 'Müller', 'Martin', 'Petrov', 'Lefèvre', 'Neagu'];

export async function measureAdminList(baseUrl: string, adminPassword: string): Promise<AdminListResult> {
  const cookie = (await signInAsCouple(baseUrl, adminPassword)).cookie;
  const names = Array.from({ length: BENCH_GUESTS }, (_, i) => `${FIRST_NAMES[i % 10]} ${LAST_NAMES[Math.floor(i / 10) % 10]} ${i}`);

  const importStart = performance.now();
  const imported = await fetch(`${baseUrl}${ADMIN_API.guestImport}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({ format: 'lines', text: names.join('\n'), language: 'ro' }),
  });
  await imported.arrayBuffer();
  const importMs = round(performance.now() - importStart);
  if (imported.status !== 200) throw new Error(`The import failed: HTTP ${imported.status}`);

  const queries: AdminListResult['queries'] = [];
  for (const [name, query] of [
    ['first page by name', 'sort=name&limit=50'],
    ['by last visit', 'sort=lastVisit&limit=50'],
    ['search "stefan"', 'q=stefan&limit=50'],
    ['never opened', 'filter=never&limit=50'],
  ] as const) {
    const times: number[] = [];
    for (let i = 0; i < REPEATS; i++) {
      const start = performance.now();
      const response = await fetch(`${baseUrl}${ADMIN_API.guests}?${query}`, { headers: { cookie } });
      await response.arrayBuffer();
      times.push(performance.now() - start);
    }
    queries.push({ name, p50Ms: round(percentile(times, 50), 1), p95Ms: round(percentile(times, 95), 1) });
  }

  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROME_FLAGS });
  try {
    const context = await browser.newContext({ viewport: { width: 412, height: 915 } });
    const page = await context.newPage();
    const signIn = await page.request.post(`${baseUrl}${ADMIN_API.login}`, { data: { password: adminPassword } });
    if (signIn.status() !== 200) throw new Error(`The browser's sign-in failed: HTTP ${signIn.status()}`);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });

    const navigationStart = performance.now();
    await page.goto(`${baseUrl}/admin/guests`);
    await page.locator('.guest-list li').first().waitFor();
    const firstRowsMs = round(performance.now() - navigationStart);

    const searchStart = performance.now();
    await page.getByRole('searchbox').fill('stefan popescu 1');
    await page.locator('.guest-list li').first().waitFor();
    await page.waitForFunction(() => [...document.querySelectorAll('.guest-name')].every((el) => el.textContent?.includes('Popescu')));
    const searchMs = round(performance.now() - searchStart);
    return { guests: BENCH_GUESTS, importMs, queries, firstRowsMs, searchMs };
  } finally {
    await browser.close();
  }
}
