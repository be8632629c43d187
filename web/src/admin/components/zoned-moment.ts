import type { Locale } from '#common/locales';

/** A moment on the venue's clock ("12 May 2027 at 23:59"), in `locale`: the deadline as guests read it. */
export function formatInZone(epochMs: number, timeZone: string, locale: Locale, dateStyle: 'long' | 'medium' = 'long'): string {
  try {
    return new Intl.DateTimeFormat(locale, { dateStyle, timeStyle: 'short', timeZone }).format(new Date(epochMs));
  } catch {
    return new Intl.DateTimeFormat(locale, { dateStyle, timeStyle: 'short' }).format(new Date(epochMs));
  }
}
