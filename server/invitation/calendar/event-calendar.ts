/**
 * The calendar of a household's events as RFC 5545 text: one event for a download, all of them for the subscription
 * feed, by the same function. ical-generator writes it (escaping, folding at 75 octets, CRLF); this module only
 * decides what goes in.
 *
 * Times are written in UTC (DTSTART:20270612T160000Z), which RFC 5545 allows and every client reads as the same
 * instant wherever the guest is. Not TZID + VTIMEZONE: ical-generator needs a VTIMEZONE generator for those, and the
 * one package that offers it carries time-zone rules from 2018 (Mexico still on daylight-saving time), so a venue in
 * a zone whose rules changed would get a calendar entry an hour off. UTC instants come from the server's own zone
 * data (common/zoned-time.ts), which is what the couple's typed times were turned into.
 */
import ical, { ICalCalendarMethod } from 'ical-generator';
import type { Locale } from '#common/locales';

export interface CalendarEvent {
  /** Random, stored with the event and never changed: the calendar's UID, so a download and the feed name one event. */
  uid: string;
  /** The event's revision: grows with every change, so a client replaces its older copy. */
  sequence: number;
  /** Epoch ms of the last change (LAST-MODIFIED). */
  updatedAt: number;
  /** Epoch ms instants. */
  start: number;
  end: number;
  /** The venue's IANA zone. Written nowhere today (times are UTC, see above); kept so the texts' caller has it in one place. */
  timeZone: string;
  /** Texts already in the reader's language. */
  title: string;
  description: string;
  /** The place's name and address in one text. */
  location: string;
  /** The map link, http(s) only. */
  url?: string;
}

export interface CalendarOptions {
  /** The calendar's name as the guest's app lists it (X-WR-CALNAME). */
  name: string;
  locale: Locale;
  /** Epoch ms: the DTSTAMP of every event (when this copy was made). */
  now: number;
  /** The site's public address; its host name qualifies the UIDs. */
  publicUrl: string;
  /** How often a subscribed client should fetch the feed again. */
  refreshMinutes?: number;
}

const DEFAULT_REFRESH_MINUTES = 60;

// A UID is written raw by ical-generator, so it must hold nothing that could end or bend the line.
const UID_RE = /^[A-Za-z0-9_-]{1,64}$/;

/** Control characters would end or bend a line in a property written raw: a link with them is dropped, a name cleaned. */
// eslint-disable-next-line no-control-regex
const CONTROL_RE = /[\u0000-\u001f\u007f]/g;

function mapLink(url: string | undefined): string | null {
  if (!url || url.replace(CONTROL_RE, '') !== url) return null;
  try {
    const parsed = new URL(url);
    if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return null;
    // ical-generator escapes URL as if it were text (`,` to `\,`), which a URI value must not be: percent-encoded,
    // the three characters it would touch mean the same to the map's server and leave nothing to escape.
    return parsed.href.replace(/[,;\\]/g, (c) => encodeURIComponent(c));
  } catch {
    return null;
  }
}

/** The calendar (VCALENDAR, METHOD:PUBLISH) of `events`, as text with CRLF line endings. */
export function calendarOf(events: CalendarEvent[], options: CalendarOptions): string {
  const host = new URL(options.publicUrl).hostname;
  const refreshMinutes = options.refreshMinutes ?? DEFAULT_REFRESH_MINUTES;
  const calendar = ical({
    prodId: { company: 'Save the Date', product: 'Invitation', language: options.locale },
    method: ICalCalendarMethod.PUBLISH,
    // ical-generator writes the name without escaping: a line break in it would start a property of its own.
    name: options.name.replace(CONTROL_RE, ' '),
    ttl: refreshMinutes * 60,
  });
  for (const event of events) {
    if (!UID_RE.test(event.uid)) throw new Error(`calendarOf: the event's uid is not a plain token: ${JSON.stringify(event.uid)}`);
    calendar.createEvent({
      id: `${event.uid}@${host}`,
      sequence: event.sequence,
      stamp: new Date(options.now),
      lastModified: new Date(event.updatedAt),
      start: new Date(event.start),
      end: new Date(event.end),
      summary: event.title,
      description: event.description,
      location: event.location,
      url: mapLink(event.url),
    });
  }
  // RFC 5545 ends every line with CRLF, the last one too; ical-generator leaves it off END:VCALENDAR.
  const text = calendar.toString();
  return text.endsWith('\r\n') ? text : `${text}\r\n`;
}
