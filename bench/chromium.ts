import fs from 'node:fs';
import { CHROME_PATH } from '../e2e/chromium';

/** Fails early and clearly: chrome-launcher reports a missing browser as an uncaught error. */
export function assertChromium(): void {
  try {
    fs.accessSync(CHROME_PATH, fs.constants.X_OK);
  } catch {
    throw new Error(`No Chromium at ${CHROME_PATH}: install Debian's chromium package or set CHROME_PATH`);
  }
}
