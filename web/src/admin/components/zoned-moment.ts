import { formatDate } from '#common/date-text';
import type { Locale } from '#common/locales';
import { readerLocale } from '../../lib/reader-locale';

/** A moment on the venue's clock ("12 May 2027 at 23:59"), in `locale` as this reader writes it (en-GB: 14:00): the deadline as guests read it. */
export function formatInZone(epochMs: number, timeZone: string, locale: Locale, dateStyle: 'long' | 'medium' = 'long'): string {
  const reader = readerLocale(locale);
  try {
    return formatDate(new Intl.DateTimeFormat(reader, { dateStyle, timeStyle: 'short', timeZone }), epochMs);
  } catch {
    return formatDate(new Intl.DateTimeFormat(reader, { dateStyle, timeStyle: 'short' }), epochMs);
  }
}
