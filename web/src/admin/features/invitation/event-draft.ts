/**
 * An event as its form holds it: exactly the body the server takes (EventInput), every field a string as the inputs
 * give it, so what the couple typed is sent as typed and the server says what is wrong with it.
 */
import { dateTimeFormat, formatDate, formatDateRange } from '#common/date-text';
import type { AdminEvent, EventInput } from '#common/invitation-api';
import { LOCALES, type Locale } from '#common/locales';
import { clockChange } from '#common/zoned-time';
import { readerLocale } from '../../../lib/reader-locale';

export type LocaleText = Record<Locale, string>;
export const noTexts = (): LocaleText => Object.fromEntries(LOCALES.map((l) => [l, ''])) as LocaleText;

/** A new event: nothing written yet, in the site's time zone, for everyone. */
export function emptyEvent(timeZone: string): EventInput {
  return {
    title: noTexts(),
    description: noTexts(),
    dressCode: noTexts(),
    notes: noTexts(),
    startsAt: '',
    endsAt: '',
    timeZone,
    place: '',
    address: '',
    mapUrl: '',
    audience: 'everyone',
  };
}

/** The editable part of a saved event (the body is a strict object: the id, links and revision are not sent). */
export function inputOf(event: AdminEvent): EventInput {
  const { title, description, dressCode, notes, startsAt, endsAt, timeZone, place, address, mapUrl, audience } = event;
  return { title, description, dressCode, notes, startsAt, endsAt, timeZone, place, address, mapUrl, audience };
}

/**
 * What is wrong with a wall-clock time the moment it is typed, before the server says so: a time the clocks skip
 * (spring forward) or show twice (fall back) in that zone, with that night's change in the couple's language ("on
 * 28 March 2027", "03:00", "04:00"). Null when the time is fine, or not complete yet.
 */
export function clockProblem(local: string, timeZone: string, locale: Locale): { kind: 'nonexistent' | 'ambiguous'; date: string; from: string; to: string } | null {
  const change = clockChange(local, timeZone);
  if (!change) return null;
  // Wall-clock times formatted as if in UTC, the one zone where a wall-clock time is its own instant.
  const instant = (wall: string) => Date.parse(`${wall}:00Z`);
  const date = formatDate(dateTimeFormat(readerLocale(locale), { dateStyle: 'long', timeZone: 'UTC' }), instant(change.from));
  const time = dateTimeFormat(readerLocale(locale), { timeStyle: 'short', timeZone: 'UTC' });
  return { kind: change.kind, date, from: time.format(instant(change.from)), to: time.format(instant(change.to)) };
}

/** How many households an event is known to reach by invitation (those invited by name, and to every event). */
export function invitedCount(event: AdminEvent, allEventsGuestIds: readonly number[]): number {
  return new Set([...event.guestIds, ...(event.audience === 'invited' ? allEventsGuestIds : [])]).size;
}

/**
 * An event's times in the couple's language, as the wall clocks of its zone show them: "Saturday, 12 June 2027,
 * 19:00 – 23:30". The times are formatted as if in UTC, which is the one zone where a wall-clock time is its own
 * instant, so the reader's zone never shifts them.
 */
export function whenOf(event: Pick<EventInput, 'startsAt' | 'endsAt'>, locale: Locale): string {
  const instant = (local: string) => (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(local) ? Date.parse(`${local}:00Z`) : NaN);
  const start = instant(event.startsAt);
  const end = instant(event.endsAt);
  if (Number.isNaN(start)) return '';
  const format = dateTimeFormat(readerLocale(locale), { dateStyle: 'full', timeStyle: 'short', timeZone: 'UTC' });
  return Number.isNaN(end) || end < start ? formatDate(format, start) : formatDateRange(format, start, end);
}
