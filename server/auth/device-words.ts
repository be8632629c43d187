/**
 * The browser and the system of a device in the words people use ("Chrome" on "Android", "Safari" on "iPhone"), read
 * from its User-Agent: enough for the couple to tell their phone from their laptop in the list of sessions and
 * sign-ins (docs/decisions/0061). Names only, never the version or the model, so the words stay the same across
 * updates and say nothing more about the device than needed. A User-Agent is whatever the client says: these words
 * describe, they prove nothing.
 */
export interface DeviceWords {
  /** "Chrome", "Safari", "Firefox", …; null when the User-Agent names none we know (an app's web view, a script). */
  browser: string | null;
  /** "Android", "iPhone", "iPad", "Mac", "Windows", "Linux", "ChromeOS"; null when none we know. */
  system: string | null;
}

/** Longer User-Agents are cut: the names are near the start, and a long header costs no more to read. */
const LONGEST_READ = 512;

/** First match wins: browsers built on Chrome name Chrome too, and Chrome names Safari, so each goes before those it names. */
const BROWSERS: ReadonlyArray<[RegExp, string]> = [
  [/\bEdg(?:e|A|iOS)?\//, 'Edge'],
  [/\bOPR\/|\bOpera\b/, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\bYaBrowser\//, 'Yandex Browser'],
  [/\b(?:Firefox|FxiOS)\//, 'Firefox'],
  [/\b(?:HeadlessChrome|Chrome|Chromium|CriOS)\//, 'Chrome'],
  // Safari says Version/; an app's web view on an iPhone says Safari without it, and is not Safari.
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
];

const SYSTEMS: ReadonlyArray<[RegExp, string]> = [
  [/\biPhone\b/, 'iPhone'],
  [/\biPad\b/, 'iPad'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bWindows\b/, 'Windows'],
  // An iPad asking for the desktop site says Macintosh: it is read as a Mac, as the iPad itself asks.
  [/\bMacintosh\b|\bMac OS X\b/, 'Mac'],
  [/\bLinux\b|\bX11\b/, 'Linux'],
];

const firstMatch = (text: string, table: ReadonlyArray<[RegExp, string]>): string | null => table.find(([pattern]) => pattern.test(text))?.[1] ?? null;

export function deviceWords(userAgent: string | undefined): DeviceWords {
  const text = (userAgent ?? '').slice(0, LONGEST_READ);
  return { browser: firstMatch(text, BROWSERS), system: firstMatch(text, SYSTEMS) };
}
