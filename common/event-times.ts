/**
 * An event's times as a guest reads them (issue 19): always in the venue's time zone, labelled with it, for every
 * guest wherever they are; and, when the guest's device is in a zone whose clocks read differently at that moment,
 * also in the guest's own time. Everything comes from the event's instants and Intl: a daylight-saving change on
 * either side is the zone rules' business, never arithmetic of ours. The guests' site and the e-mails (issue 36)
 * both write times here, so an e-mail says what the site says.
 */
import { dateTimeFormat, formatDate, formatDateRange } from './date-text';

export interface EventInstants {
  /** Epoch milliseconds. */
  start: number;
  end: number;
  /** The venue's IANA zone. */
  timeZone: string;
}

export interface ZonedRange {
  /** The times, e.g. "19:00–23:00", or with the days when the event runs past midnight. */
  time: string;
  /** The zone's name in the page's language, e.g. "Eastern European Time". */
  zone: string;
  /** The times carry their days: the event runs past midnight, or its day is not the date shown. */
  days: boolean;
}

export interface EventTimes {
  /** The start's day in the venue's zone, e.g. "Saturday, 12 June 2027". */
  date: string;
  venue: ZonedRange;
  /** The same moments in the device's zone; absent when its clocks read as the venue's. */
  own?: ZonedRange;
}

/** The zone of this device, as the browser knows it. */
export function deviceTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

const TIME: Intl.DateTimeFormatOptions = { hour: 'numeric', minute: '2-digit' };
const DAY_AND_TIME: Intl.DateTimeFormatOptions = { weekday: 'short', day: 'numeric', month: 'short', ...TIME };

/** The calendar day of `instant` in `timeZone`, as YYYY-MM-DD (en-CA writes it so). */
function dayIn(instant: number, timeZone: string): string {
  return dateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(instant);
}

/** What the wall clocks of `timeZone` read at `instant`, to the minute. */
function wallClock(instant: number, timeZone: string): string {
  return dateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(instant);
}

function zoneName(instant: number, timeZone: string, locale: string): string {
  const parts = dateTimeFormat(locale, { timeZone, timeZoneName: 'longGeneric' }).formatToParts(instant);
  return parts.find((part) => part.type === 'timeZoneName')?.value ?? timeZone;
}

/**
 * A moment on the clock of `timeZone` (the deadline, on the venue's), e.g. "1 May 2027 at 23:59", written in `locale`
 * (the reader's own variant of the language: en-GB writes 23:59), and the zone named in `language`, e.g. "Eastern
 * European Time": a guest abroad must know whose midnight it is.
 */
export function zonedMoment(at: number, timeZone: string, locale: string, language = locale): { date: string; zone: string } {
  const date = formatDate(dateTimeFormat(locale, { timeZone, dateStyle: 'long', timeStyle: 'short' }), at);
  try {
    return { date, zone: zoneName(at, timeZone, language) };
  } catch {
    // A browser that cannot name the zone: its IANA name says it all the same.
    return { date, zone: timeZone };
  }
}

/**
 * The range in `timeZone`: the times alone when it starts and ends on one day there (`day` is shown beside it),
 * with the days too when it does not (a party past midnight) or when its day is not `day` (a guest far away).
 */
function rangeIn(event: EventInstants, timeZone: string, locale: string, day: string): ZonedRange {
  const sameDay = dayIn(event.start, timeZone) === day && dayIn(event.end, timeZone) === day;
  const format = dateTimeFormat(locale, { timeZone, ...(sameDay ? TIME : DAY_AND_TIME) });
  const time = event.end > event.start ? formatDateRange(format, event.start, event.end) : formatDate(format, event.start);
  return { time, zone: zoneName(event.start, timeZone, locale), days: !sameDay };
}

/** `locale`: the reader's, for writing dates and times (web/src/lib/reader-locale.ts: "en-GB" reads 14:00). */
export function eventTimes(event: EventInstants, locale: string, deviceZone: string): EventTimes {
  const day = dayIn(event.start, event.timeZone);
  const date = formatDate(dateTimeFormat(locale, { timeZone: event.timeZone, dateStyle: 'full' }), event.start);
  const venue = rangeIn(event, event.timeZone, locale, day);
  try {
    const sameClocks = [event.start, event.end].every((instant) => wallClock(instant, deviceZone) === wallClock(instant, event.timeZone));
    return sameClocks ? { date, venue } : { date, venue, own: rangeIn(event, deviceZone, locale, day) };
  } catch {
    // A zone this browser cannot name (an odd device setting): the venue's time is what counts, and it is shown.
    return { date, venue };
  }
}
