import { dateTimeFormat, formatDate } from '#common/date-text';
import type { Locale } from '#common/locales';
import { readerLocale } from '../../lib/reader-locale';

/** A moment on the venue's clock ("12 May 2027 at 23:59"), in `locale` as this reader writes it (en-GB: 14:00): the deadline as guests read it. */
export function formatInZone(epochMs: number, timeZone: string, locale: Locale, dateStyle: 'long' | 'medium' = 'long'): string {
  const reader = readerLocale(locale);
  try {
    return formatDate(dateTimeFormat(reader, { dateStyle, timeStyle: 'short', timeZone }), epochMs);
  } catch {
    return formatDate(dateTimeFormat(reader, { dateStyle, timeStyle: 'short' }), epochMs);
  }
}

const LOCAL_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;

/**
 * A wall-clock time as the form sent it ("2027-03-28T03:30") written for a reader ("28 March 2027 at 03:30"), never
 * shown as the ISO form it travels in. Formatted as if in UTC, the one zone where a wall-clock time is its own
 * instant; anything else is given back as it came.
 */
export function wallClockText(local: string, locale: string): string {
  if (!LOCAL_TIME.test(local)) return local;
  const instant = Date.parse(`${local}:00Z`);
  if (Number.isNaN(instant)) return local;
  return formatDate(dateTimeFormat(readerLocale(locale), { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' }), instant);
}
