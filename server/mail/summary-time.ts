/**
 * When the couple's morning summary is due: 08:00 on the wedding's wall clock (SUMMARY_HOUR, the site's time zone),
 * whatever the server's own zone. On a day whose 08:00 does not exist or comes twice (no zone in use moves its clocks
 * then, but a rule may), the summary goes at the first instant after: never skipped, never twice.
 */
import { SUMMARY_HOUR } from '#common/answer-notices-api';
import { wallClockAt, zonedInstant } from '#common/zoned-time';

const DAY_MS = 86_400_000;
const HOUR = `T${String(SUMMARY_HOUR).padStart(2, '0')}:00`;

/** The day (YYYY-MM-DD) `days` after `day`. */
const dayAfter = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** The instant of the summary on `day` in `timeZone`. */
function summaryOn(day: string, timeZone: string): number {
  const zoned = zonedInstant(`${day}${HOUR}`, timeZone);
  if ('instant' in zoned) return zoned.instant;
  // 08:00 skipped by a clock change: the hour after it is the first that exists (an hour later in the naive reading).
  const later = zonedInstant(`${day}T${String(SUMMARY_HOUR + 1).padStart(2, '0')}:00`, timeZone);
  return 'instant' in later ? later.instant - 3_600_000 : Date.parse(`${day}${HOUR}:00Z`);
}

/** The latest summary time at or before `now`. */
export function lastSummaryDue(now: number, timeZone: string): number {
  const today = wallClockAt(now, timeZone).slice(0, 10);
  const due = summaryOn(today, timeZone);
  return due <= now ? due : summaryOn(dayAfter(today, -1), timeZone);
}

/** The first summary time after `now`. */
export function nextSummaryDue(now: number, timeZone: string): number {
  const today = wallClockAt(now, timeZone).slice(0, 10);
  const due = summaryOn(today, timeZone);
  return due > now ? due : summaryOn(dayAfter(today, 1), timeZone);
}
