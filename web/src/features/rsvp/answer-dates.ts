/**
 * The moments the answering speaks of, as a guest reads them: the deadline in the venue's zone, labelled with the
 * zone (a guest abroad must know whose midnight it is), and when the household answered, in the device's zone.
 */
import { formatDate } from '#common/date-text';
import type { RsvpForm } from '#common/rsvp-api';
import { readerLocale } from '../../lib/reader-locale';

type Deadline = NonNullable<RsvpForm['deadline']>;

/** The deadline's day and time at the venue, e.g. "1 mai 2027, 23:59", and the zone's name, e.g. "Ora Europei de Est". */
export function deadlineParts(deadline: Deadline, locale: string): { date: string; zone: string } {
  // Written as this reader writes dates and times (en-GB: 23:59), named in the page's language.
  const date = formatDate(new Intl.DateTimeFormat(readerLocale(locale), { timeZone: deadline.timeZone, dateStyle: 'long', timeStyle: 'short' }), deadline.at);
  let zone = deadline.timeZone;
  try {
    const parts = new Intl.DateTimeFormat(locale, { timeZone: deadline.timeZone, timeZoneName: 'longGeneric' }).formatToParts(deadline.at);
    zone = parts.find((part) => part.type === 'timeZoneName')?.value ?? zone;
  } catch {
    // A browser that cannot name the zone: its IANA name says it all the same.
  }
  return { date, zone };
}

/** When an answer was given, on the guest's own clock. */
export function answeredAtText(at: number, locale: string, timeZone?: string): string {
  return formatDate(new Intl.DateTimeFormat(readerLocale(locale), { dateStyle: 'long', timeStyle: 'short', ...(timeZone ? { timeZone } : {}) }), at);
}
