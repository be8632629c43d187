/**
 * The browser of the browser tests and the bench: Debian's Chromium (or CHROME_PATH), never a downloaded one.
 * The flags keep it headless and off the network of its own (no background requests this machine would refuse).
 */
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
