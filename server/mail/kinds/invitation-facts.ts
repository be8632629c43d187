/**
 * What the invitation and the reminder say about the wedding, in the reader's language: each event the household is
 * invited to, on the venue's clock (its zone, as the guests' invitation page shows it), and the deadline to answer,
 * on the site's. Written as text once per message, at queueing (docs/decisions/0034: a message does not change
 * after it is queued).
 */
import { eventTimes, zonedMoment, type EventInstants } from '#common/event-times';
import { dateTimeFormat, formatDate } from '#common/date-text';
import { textsFor, type Locale } from '#common/locales';
import type { MailContent } from '../render-mail';

export interface MailEvent {
  title: Readonly<Record<Locale, string>>;
  /** Epoch milliseconds (server/invitation/invited-events.ts, instantsOf). */
  start: number;
  end: number;
  /** The venue's IANA zone. */
  timeZone: string;
  place: string;
  address: string;
}

export interface MailDeadline {
  at: number;
  timeZone: string;
}

/** Each event's line per reader, kept with the event: a batch's households share the same few events and readers. */
const lines = new WeakMap<MailEvent, Map<string, string>>();

/**
 * "Dinner: Saturday, 12 June 2027, 19:00–23:00 (Eastern European Time), Hanul lui Manuc, Strada Franceză 62", in
 * `locale`, its day and times as the guests' site writes them (common/event-times.ts) in the reader's `formatLocale`.
 */
export function eventLine(event: MailEvent, { locale, formatLocale }: MailReader, siteLocale: Locale): string {
  let byReader = lines.get(event);
  if (!byReader) lines.set(event, (byReader = new Map()));
  const key = `${locale} ${formatLocale} ${siteLocale}`;
  let line = byReader.get(key);
  if (line === undefined) byReader.set(key, (line = writeEventLine(event, locale, formatLocale, siteLocale)));
  return line;
}

function writeEventLine(event: MailEvent, locale: Locale, formatLocale: string, siteLocale: Locale): string {
  const where = [event.place, event.address].map((part) => part.trim()).filter((part) => part !== '');
  return `${textsFor(locale, siteLocale)(event.title)}${colon(locale)}${[eventWhen(event, { locale, formatLocale }), ...where].join(', ')}`;
}

/**
 * "Saturday, 12 June 2027, 19:00–23:00 (Eastern European Time)": on the venue's clock, labelled with its zone, as the
 * site shows it; a guest reads the e-mail wherever they are.
 */
export function eventWhen(event: EventInstants, { locale, formatLocale }: MailReader): string {
  const { date, venue } = eventTimes(event, formatLocale, event.timeZone);
  const zone = zoneLabel(locale, venue.zone);
  if (!venue.days) return `${date}, ${venue.time} (${zone})`;
  // Past midnight: the site shows the days beside the date's heading ("Sat 12 Jun, 19:00 – Sun 13 Jun, 02:00"); on the
  // date's own line, an invitation writes the hours alone, "19:00–02:00", as a party's are read.
  const time = dateTimeFormat(formatLocale, { timeZone: event.timeZone, timeStyle: 'short' });
  return `${date}, ${formatDate(time, event.start)}–${formatDate(time, event.end)} (${zone})`;
}

/**
 * A zone's name as it follows a time in brackets. Russian names a zone by its region ("Восточная Европа"), which
 * after a time reads as a place: it is said to be the time zone's name.
 */
function zoneLabel(locale: Locale, zone: string): string {
  if (locale === 'ru') return `часовой пояс «${zone}»`;
  // Romanian names it as a sentence begins ("Ora Europei de Est"); inside a sentence, "ora" is written small.
  return locale === 'ro' ? zone.charAt(0).toLocaleLowerCase('ro') + zone.slice(1) : zone;
}

/** The colon after an event's title: French puts a no-break space before it. */
const colon = (locale: Locale) => (locale === 'fr' ? '\u00a0: ' : ': ');

/** Who reads a message: its language, and how its reader writes dates and times (reader-locale.ts). */
export interface MailReader {
  locale: Locale;
  formatLocale: string;
}

/** The deadline as the site writes it: "1 May 2027 at 23:59" on the venue's clock, and its zone, "Eastern European Time". */
export interface DeadlineWords {
  date: string;
  zone: string;
}

const deadlines = new Map<string, DeadlineWords>();

export function deadlineWords(deadline: MailDeadline, { locale, formatLocale }: MailReader): DeadlineWords {
  // Kept: a batch of 300 invitations has one deadline and a few readers (npm run bench, "the invitation by e-mail").
  const key = `${deadline.at} ${deadline.timeZone} ${locale} ${formatLocale}`;
  let words = deadlines.get(key);
  if (!words) {
    if (deadlines.size > 1_000) deadlines.clear();
    const { date, zone } = zonedMoment(deadline.at, deadline.timeZone, formatLocale, locale);
    deadlines.set(key, (words = { date, zone: zoneLabel(locale, zone) }));
  }
  return words;
}

/** A message's words with the label of its button; the button's address is the household's link. */
export type LinkedWords = Omit<MailContent, 'link'> & { label: string };

export const withLink = ({ label, ...words }: LinkedWords, url: string): MailContent => ({ ...words, link: { label, url } });
