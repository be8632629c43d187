import type { TextIn } from '#common/locales';
import type { EventCounts } from '#common/rsvp-api';

/** One event's answers as the overview says them: people coming, not coming, not answered yet. */
export interface EventTally {
  eventId: number;
  title: string;
  coming: number;
  notComing: number;
  waiting: number;
}

/** The events' answers, counted in people, each titled as `textIn` (the dashboard's useTextIn) reads it. */
export function eventTallies(events: readonly EventCounts[], textIn: TextIn): EventTally[] {
  return events.map(({ eventId, title, people }) => ({
    eventId,
    title: textIn(title),
    coming: people.coming,
    notComing: people.notComing,
    waiting: people.noAnswer,
  }));
}

/** The share of households that opened the site, in whole percent, rounded down (never 100 % before the last one). */
export function openedPercent(opened: number, households: number): number {
  return households === 0 ? 0 : Math.floor((opened / households) * 100);
}
