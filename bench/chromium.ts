import fs from 'node:fs';

/** Debian's Chromium (or CHROME_PATH), with the flags the e2e tests use: headless, no network of its own. */
export const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

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

/** Fails early and clearly: chrome-launcher reports a missing browser as an uncaught error. */
export function assertChromium(): void {
  try {
    fs.accessSync(CHROME_PATH, fs.constants.X_OK);
  } catch {
    throw new Error(`No Chromium at ${CHROME_PATH}: install Debian's chromium package or set CHROME_PATH`);
  }
}
