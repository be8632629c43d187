import { textIn, type Locale } from '#common/locales';
import type { EventCounts } from '#common/rsvp-api';

/** One event's answers as the overview says them: people coming, not coming, not answered yet. */
export interface EventTally {
  eventId: number;
  title: string;
  coming: number;
  notComing: number;
  waiting: number;
}

/**
 * The events' answers, counted in people, each titled in the couple's language, else as textIn reads it (an event's
 * title may be written in one language only).
 */
export function eventTallies(events: readonly EventCounts[], locale: Locale, defaultLocale: Locale): EventTally[] {
  return events.map(({ eventId, title, people }) => ({
    eventId,
    title: textIn(title, locale, defaultLocale),
    coming: people.coming,
    notComing: people.notComing,
    waiting: people.noAnswer,
  }));
}

/** The share of households that opened the site, in whole percent, rounded down (never 100 % before the last one). */
export function openedPercent(opened: number, households: number): number {
  return households === 0 ? 0 : Math.floor((opened / households) * 100);
}
