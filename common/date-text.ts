/**
 * Dates and times written the way their reader reads them (issue 28): in the reader's own variant of the language
 * shown (en-GB writes 14:00 where en-US writes 2:00 PM), and with the few habits Intl lacks: French writes the first
 * of a month "1er mai", where Intl gives "1 mai".
 */
import { reduceLanguageTag, type Locale } from './locales';

/**
 * The locale to format dates and times in: the first of the browser's languages that is a variant of `language`, the
 * language shown (the reader's "en-GB" for English), else `language` itself. The words stay the site's: only how
 * dates, times and numbers are written follows the reader.
 */
export function formattingLocale(language: Locale, browserLanguages: readonly string[]): string {
  for (const tag of browserLanguages) {
    if (reduceLanguageTag(tag) !== language) continue;
    try {
      // A malformed tag (a browser setting of its own) throws: the language shown is used instead.
      return Intl.DateTimeFormat.supportedLocalesOf([tag])[0] ?? language;
    } catch {
      return language;
    }
  }
  return language;
}

/** Made formats, by locale and options. Emptied past 500: a locale or time zone can come from a reader's browser. */
const madeFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * The one way to get an `Intl.DateTimeFormat` (lint refuses `new Intl.DateTimeFormat` elsewhere): one per locale and
 * options, made at first use and kept. Making one cost 115 µs on this machine's Node, using one 5 to 10: a visits
 * chart made 63 per overview, and a list made one per row (four times as slow on a phone).
 */
export function dateTimeFormat(locale: string | readonly string[] | undefined, options: Intl.DateTimeFormatOptions = {}): Intl.DateTimeFormat {
  const key = `${String(locale)} ${JSON.stringify(options)}`;
  let format = madeFormats.get(key);
  if (!format) {
    if (madeFormats.size > 499) madeFormats.clear();
    madeFormats.set(key, (format = new Intl.DateTimeFormat(locale as string | string[] | undefined, options)));
  }
  return format;
}

/** The parts as text, a French month's first day written "1er" when the month is a word ("1er mai", not "01/05"). */
function joined(parts: readonly Intl.DateTimeFormatPart[], locale: string): string {
  const french = reduceLanguageTag(locale) === 'fr';
  const spelledMonth = french && parts.some((part) => part.type === 'month' && !/^\d+$/.test(part.value));
  return parts.map((part) => (spelledMonth && part.type === 'day' && part.value === '1' ? '1er' : part.value)).join('');
}

/** `format.format(instant)`, with the habits Intl lacks (French "1er"). */
export function formatDate(format: Intl.DateTimeFormat, instant: number | Date): string {
  return joined(format.formatToParts(instant), format.resolvedOptions().locale);
}

/** `format.formatRange(start, end)`, with the habits Intl lacks (French "1er"). */
export function formatDateRange(format: Intl.DateTimeFormat, start: number | Date, end: number | Date): string {
  return joined(format.formatRangeToParts(start, end), format.resolvedOptions().locale);
}
