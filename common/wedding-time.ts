/**
 * Date arithmetic for the wedding day. The moment that counts is midnight at the start of the wedding day
 * in the venue's time zone, so every guest counts down to the same instant wherever they are.
 */

import { dateTimeFormat, formatDate } from './date-text';
import { reduceLanguageTag } from './locales';

const DAY_RE = /^(\d{4})-(\d{2})-(\d{2})$/;

function parseDay(day: string): [number, number, number] {
  const match = DAY_RE.exec(day);
  if (!match) throw new Error(`Expected a date as YYYY-MM-DD, got "${day}"`);
  return [Number(match[1]), Number(match[2]), Number(match[3])];
}

/**
 * The formatter that reads a zone's wall clock. dateTimeFormat keeps it once made: making one costs far more than
 * using one (a CPU profile of the day's photos' bench found the making a tenth of the server's busy time).
 */
function zoneFormat(timeZone: string): Intl.DateTimeFormat {
  return dateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  });
}

/** Offset of `timeZone` from UTC at the instant `utcMs`, in milliseconds (east of UTC is positive). */
export function zoneOffsetMs(utcMs: number, timeZone: string): number {
  const parts = zoneFormat(timeZone).formatToParts(new Date(utcMs));
  const get = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  const asUtc = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second'));
  return asUtc - Math.floor(utcMs / 1000) * 1000;
}

/** The instant (epoch ms) at which `day` begins in `timeZone`. */
export function startOfDayIn(day: string, timeZone: string): number {
  const [year, month, date] = parseDay(day);
  const naive = Date.UTC(year, month - 1, date);
  // Two passes settle the offset even when a daylight-saving change falls near midnight.
  let instant = naive - zoneOffsetMs(naive, timeZone);
  instant = naive - zoneOffsetMs(instant, timeZone);
  return instant;
}

export function isValidTimeZone(timeZone: string): boolean {
  try {
    dateTimeFormat('en', { timeZone });
    return true;
  } catch {
    return false;
  }
}

export function isValidDay(day: string): boolean {
  const match = DAY_RE.exec(day);
  if (!match) return false;
  const d = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return d.toISOString().slice(0, 10) === day;
}

export interface TimeLeft {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

/** Whole days, hours, minutes and seconds from `now` until `target`; null once the target is reached. */
export function timeLeftUntil(target: number, now: number): TimeLeft | null {
  const totalSeconds = Math.ceil((target - now) / 1000);
  if (totalSeconds <= 0) return null;
  return {
    days: Math.floor(totalSeconds / 86_400),
    hours: Math.floor((totalSeconds % 86_400) / 3_600),
    minutes: Math.floor((totalSeconds % 3_600) / 60),
    seconds: totalSeconds % 60,
  };
}

/**
 * Day and month as two digits and the year, in the locale's digits, as the carousel shows them (docs/product.md,
 * dates and the countdown).
 */
export function weddingDateParts(day: string, timeZone: string, locale: string) {
  const instant = new Date(startOfDayIn(day, timeZone));
  const part = (options: Intl.DateTimeFormatOptions) =>
    dateTimeFormat(locale, { timeZone, ...options }).format(instant);
  return { day: part({ day: '2-digit' }), month: part({ month: '2-digit' }), year: part({ year: 'numeric' }) };
}

/** Russian dates abbreviate "year" as "г." after the number; running text writes the word out. */
const RUSSIAN_YEAR_ABBREVIATION = /^\s*г\.?\s*$/;

/**
 * The long date of docs/product.md (dates and the countdown): numeric year and day, the month's name, as it reads
 * inside a sentence (line 3 of the story). Russian writes the year out in running text: "24 мая 2026 года", where
 * Intl gives the abbreviation of tables and forms, "24 мая 2026 г.". Every other language keeps Intl's own wording.
 */
export function formatLongDate(day: string, timeZone: string, locale: string): string {
  const format = dateTimeFormat(locale, { timeZone, year: 'numeric', month: 'long', day: 'numeric' });
  const parts = format.formatToParts(new Date(startOfDayIn(day, timeZone)));
  if (reduceLanguageTag(locale) !== 'ru') return formatDate(format, new Date(startOfDayIn(day, timeZone)));
  let text = '';
  for (const [i, part] of parts.entries()) {
    const previous = parts[i - 1];
    if (previous?.type === 'year' && part.type === 'literal' && RUSSIAN_YEAR_ABBREVIATION.test(part.value)) continue;
    text += part.type === 'year' ? `${part.value} года` : part.value;
  }
  return text;
}
