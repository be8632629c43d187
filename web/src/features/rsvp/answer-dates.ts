/**
 * The moments the answering speaks of, as a guest reads them: the deadline in the venue's zone, labelled with the
 * zone (a guest abroad must know whose midnight it is), and when the household answered, in the device's zone.
 */
import { dateTimeFormat, formatDate } from '#common/date-text';
import { zonedMoment } from '#common/event-times';
import type { RsvpForm } from '#common/rsvp-api';
import { readerLocale } from '../../lib/reader-locale';

type Deadline = NonNullable<RsvpForm['deadline']>;

// A type, not an interface: the translator's options take it as a record.
type MomentParts = {
  date: string;
  zone: string;
};

function momentIn(at: number, timeZone: string, locale: string): MomentParts {
  // Written as this reader writes dates and times (en-GB: 23:59), named in the page's language; as the e-mails write it.
  return zonedMoment(at, timeZone, readerLocale(locale), locale);
}

/**
 * The deadline's day and time at the venue, e.g. "1 mai 2027, 23:59", and the zone's name, e.g. "Ora Europei de Est";
 * `own`, the same moment on the guest's device, when its clocks read otherwise (as the schedule shows an event's
 * times, issue 28).
 */
export function deadlineParts(deadline: Deadline, locale: string, deviceZone = Intl.DateTimeFormat().resolvedOptions().timeZone): MomentParts & { own?: MomentParts } {
  const venue = momentIn(deadline.at, deadline.timeZone, locale);
  try {
    const own = momentIn(deadline.at, deviceZone, locale);
    return own.date === venue.date ? venue : { ...venue, own };
  } catch {
    // A zone the browser does not know: the venue's time alone, as before.
    return venue;
  }
}

/** When an answer was given, on the guest's own clock. */
export function answeredAtText(at: number, locale: string, timeZone?: string): string {
  return formatDate(dateTimeFormat(readerLocale(locale), { dateStyle: 'long', timeStyle: 'short', ...(timeZone ? { timeZone } : {}) }), at);
}
