/**
 * What the invitation and the reminder say about the wedding, in the reader's language: each event the household is
 * invited to, on the venue's clock (its zone, as the guests' invitation page shows it), and the deadline to answer,
 * on the site's. Written as text once per message, at queueing (docs/decisions/0034: a message does not change
 * after it is queued).
 */
import { textIn, type Locale } from '#common/locales';
import type { MailContent } from '../render-mail';

export interface MailEvent {
  title: Readonly<Record<Locale, string>>;
  /** Epoch milliseconds (server/invitation/guest-view.ts, instantsOf). */
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

/**
 * A formatter made once per language, zone and style: making one costs far more than using it, and a batch of 300
 * invitations uses the same few (npm run bench, "the invitation by e-mail").
 */
const formats = new Map<string, Intl.DateTimeFormat>();
function formatIn(locale: Locale, timeZone: string, style: 'day' | 'time' | 'deadline'): Intl.DateTimeFormat {
  const key = `${locale} ${timeZone} ${style}`;
  let format = formats.get(key);
  if (!format) {
    const options: Intl.DateTimeFormatOptions =
      style === 'day' ? { dateStyle: 'full' } : style === 'time' ? { hour: 'numeric', minute: '2-digit' } : { dateStyle: 'long', timeStyle: 'short' };
    formats.set(key, (format = new Intl.DateTimeFormat(locale, { timeZone, ...options })));
  }
  return format;
}

/** Each event's line per language, kept with the event: a batch's households share the same few events. */
const lines = new WeakMap<MailEvent, Map<string, string>>();

/** "Ceremony: Saturday, 12 June 2027, 16:00–17:00, Biserica Sf. Nicolae, Strada Mare 1", in `locale`. */
export function eventLine(event: MailEvent, locale: Locale, siteLocale: Locale): string {
  let byLocale = lines.get(event);
  if (!byLocale) lines.set(event, (byLocale = new Map()));
  const key = `${locale} ${siteLocale}`;
  let line = byLocale.get(key);
  if (line === undefined) byLocale.set(key, (line = writeEventLine(event, locale, siteLocale)));
  return line;
}

function writeEventLine(event: MailEvent, locale: Locale, siteLocale: Locale): string {
  const day = formatIn(locale, event.timeZone, 'day');
  const time = formatIn(locale, event.timeZone, 'time');
  const date = day.format(event.start);
  const sameDay = event.end - event.start < 86_400_000 && date === day.format(event.end);
  const hours = event.end > event.start && sameDay ? time.formatRange(event.start, event.end) : time.format(event.start);
  const where = [event.place, event.address].map((part) => part.trim()).filter((part) => part !== '');
  return `${textIn(event.title, locale, siteLocale)}: ${[`${date}, ${hours}`, ...where].join(', ')}`;
}

/** The deadline as a sentence reads it: "12 May 2027 at 23:59" on the site's clock. */
export function deadlineText(deadline: MailDeadline, locale: Locale): string {
  return formatIn(locale, deadline.timeZone, 'deadline').format(deadline.at);
}

/** A message's words with the label of its button; the button's address is the household's link. */
export type LinkedWords = Omit<MailContent, 'link'> & { label: string };

export const withLink = ({ label, ...words }: LinkedWords, url: string): MailContent => ({ ...words, link: { label, url } });
