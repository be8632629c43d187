import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { CHROME_FLAGS, TEST_BROWSER_PATH } from './e2e/chromium';
import { ownTempDirUntilExit } from './scripts/own-temp-dir';
import { prepareTestPasswords } from './server/testing/test-password-hashes';
import { IMAGE_PRIORITY_ENV } from './server/content/image-jobs';

/**
 * Browser tests against the real server (built app, real SQLite in a fresh temporary DATA_DIR) in Debian's
 * Chromium, its headless shell when installed (e2e/chromium.ts). Playwright never downloads a browser here:
 * CHROME_PATH overrides the path.
 */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 8181);
export const E2E_PASSWORD = 'e2e-password-1234';
export const E2E_ADMIN_PASSWORD = 'e2e-couple-password-1234';
// Run alone (`npx playwright test`), the run's sites, servers' data and browser profiles go in a temporary folder of
// its own, gone when it ends (scripts/own-temp-dir.ts); inside `npm test`, in the one `npm test` made. Workers inherit it.
ownTempDirUntilExit();
// Set once in the main process; workers inherit it, so they all talk to the same server and database. Its passwords'
// hashes are stored at the tests' cheap cost before the server starts (e2e/sites.ts says why).
if (!process.env.E2E_DATA_DIR) {
  process.env.E2E_DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'std-e2e-'));
  await prepareTestPasswords(process.env.E2E_DATA_DIR, E2E_PASSWORD, E2E_ADMIN_PASSWORD);
}
export const E2E_DATA_DIR = process.env.E2E_DATA_DIR;
/**
 * The content tests change what every guest sees (the heading, the photos, the facts, the invitation's phase and
 * events): they run on editing servers, one per worker that runs them (`test` in e2e/sites.ts, on
 * ports E2E_PORT + 1 onwards), so the guest site's tests keep the demo content the spec describes and no two tests
 * running at the same time change the same data.
 */
const EDITING_SPECS = /admin-(content|invitation|rsvp|phone).*\.spec\.ts/;
export const EDITING_PROJECT = 'editing';
/** The site behind Caddy over HTTPS: the spec starts its own server and Caddy (e2e/https-proxy.spec.ts). */
const PROXY_SPECS = /https-proxy\.spec\.ts/;

/** What every test server of the browser tests gets beside its port, folder and passwords. */
export const E2E_SERVER_ENV = {
  // No backup of its own a minute after it starts: a tar of the whole site, 1 to 2 CPU-seconds on each server that
  // lives that long. The schedule and the archives are server/backup's tests.
  BACKUP_HOURS: '0',
  // Its image processes at the priority of the browsers and runners around them, not behind them as behind a
  // wedding's server: beside two busy loops a photo a test waited for took six times as long (image-jobs.ts).
  [IMAGE_PRIORITY_ENV]: '0',
};

/** The sign-in budgets of the shared servers (the guest site's and the editing ones). */
export const E2E_SIGN_IN_LIMITS = {
  // Many tests sign in wrongly on purpose; the limiter itself is tested in the server tests.
  LOGIN_FAILURES_PER_ADDRESS: '10000',
  LOGIN_FAILURES_TOTAL: '100000',
  SIGN_INS_PER_ADDRESS: '100000',
  // The couple signs in before almost every dashboard test, all from 127.0.0.1; their own limits are tested in
  // server/auth/couple-lockout.test.ts.
  ADMIN_LOGIN_FAILURES_PER_ADDRESS: '10000',
  ADMIN_LOGIN_FAILURES_TOTAL: '100000',
};


export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  // Four on two cores: a test waits on the server and the browser in turn, and the extra workers fill the gaps (in
  // the headless shell the suite took 4.3 minutes with two workers, 3.6 with three, 3.4 with four, 3.5 with five;
  // with three, the two cores were 60% busy).
  workers: 4,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: process.env.CI ? 'list' : [['list']],
  // Dashboard journeys with axe-core scans of long forms took 30 s on CI's two busy cores, and a sign-in (a
  // deliberate scrypt hash, queued behind the other worker's) took more than expect's default 5 s there, and more
  // than 10 s beside two busy loops on a machine that maps memory in software (issue 40; the hash's 128 MiB are
  // first touched each time): a test that hangs still fails, one that is slow does not.
  timeout: 60_000,
  expect: { timeout: 20_000 },
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    locale: 'en-US',
    // Guests' pages fade in and the carousel moves: a measurement taken mid-fade (axe's contrast, a marker's turn)
    // depends on the machine's speed. The tests of the motion itself opt back in with `reducedMotion: 'no-preference'`.
    reducedMotion: 'reduce',
    trace: 'off',
    launchOptions: { executablePath: TEST_BROWSER_PATH, args: CHROME_FLAGS },
  },
  projects: [
    // Listed first, so started first: the editing specs run one test after another on their servers (about 45 s
    // each for the longest); last in the queue, they ran alone at the end while the other workers waited.
    {
      name: EDITING_PROJECT,
      testMatch: EDITING_SPECS,
      use: { ...devices['Pixel 7'], browserName: 'chromium', locale: 'en-US' },
    },
    // Caddy's `tls internal` certificate comes from its own CA, which the browser does not know.
    { name: 'proxy', testMatch: PROXY_SPECS, use: { browserName: 'chromium', locale: 'en-US', ignoreHTTPSErrors: true } },
    { name: 'phone', testIgnore: [EDITING_SPECS, PROXY_SPECS], use: { ...devices['Pixel 7'], browserName: 'chromium', locale: 'en-US' } },
  ],
  webServer: {
    command: 'node dist/server/main.js',
    url: `http://127.0.0.1:${E2E_PORT}/api/status`,
    reuseExistingServer: false,
    timeout: 60_000,
    // Its log in the run's output (warnings and errors at LOG_LEVEL=warn): a 500 in a browser test says why there.
    stdout: 'pipe',
    env: {
      NODE_ENV: 'test',
      PORT: String(E2E_PORT),
      HOST: '127.0.0.1',
      DATA_DIR: E2E_DATA_DIR,
      WEDDING_PASSWORD: E2E_PASSWORD,
      ADMIN_PASSWORD: E2E_ADMIN_PASSWORD,
      PUBLIC_URL: `http://127.0.0.1:${E2E_PORT}`,
      LOG_LEVEL: 'warn',
      ...E2E_SERVER_ENV,
      ...E2E_SIGN_IN_LIMITS,
    },
  },
});
