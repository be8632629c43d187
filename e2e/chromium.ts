import fs from 'node:fs';

/**
 * The browsers of the browser tests and the bench: Debian's Chromium packages (or CHROME_PATH), never a downloaded
 * one. The flags keep them headless and off the network of their own (no background requests this machine would
 * refuse).
 */
export const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/**
 * The browser tests run in Debian's `chromium-headless-shell` when it is installed: the same Chromium (version,
 * Blink, V8, network stack) without the desktop browser around it, as Playwright itself runs headless tests. On
 * this 2-core machine the suite took 4.3 minutes in it against 6.8 in the full browser, which spends its CPU on a
 * window nobody sees. Lighthouse and the bench keep the full browser (CHROME_PATH): they measure what a guest gets.
 * Without the shell, or with CHROME_PATH set, the tests run in CHROME_PATH's browser, only slower.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
export const TEST_BROWSER_PATH = process.env.CHROME_PATH ?? (fs.existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : CHROME_PATH);

export const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
