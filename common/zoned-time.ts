/**
 * Wall-clock times in a time zone, as the couple types an event's start and end ("2027-06-12T19:00" in
 * "Europe/Bucharest"), turned into instants. On the night of a daylight-saving change some wall-clock times do not
 * exist (the clocks jump from 03:00 to 04:00) and others happen twice (03:00 to 04:00 comes round again): neither
 * has one instant, so both are refused with what to write instead, never guessed.
 */
import { isValidTimeZone, zoneOffsetMs } from './wedding-time';

/** A wall-clock time as the couple types it: YYYY-MM-DDTHH:MM. */
const LOCAL_TIME_RE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;

export type ZonedTime = { instant: number } | { problem: 'format' | 'zone' | 'nonexistent' | 'ambiguous' };

/** The wall-clock fields of a YYYY-MM-DDTHH:MM time as if it were UTC; null for a date or hour that does not exist. */
function naiveUtc(local: string): number | null {
  if (!LOCAL_TIME_RE.test(local)) return null;
  const [day, time] = local.split('T') as [string, string];
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const [h, min] = time.split(':').map(Number) as [number, number];
  if (h > 23 || min > 59) return null;
  const ms = Date.UTC(y, m - 1, d, h, min);
  return new Date(ms).toISOString().slice(0, 16) === local ? ms : null;
}

/** The one instant at which the wall clocks of `timeZone` show `local`, or why there is none. */
export function zonedInstant(local: string, timeZone: string): ZonedTime {
  const naive = naiveUtc(local);
  if (naive === null) return { problem: 'format' };
  if (!isValidTimeZone(timeZone)) return { problem: 'zone' };
  // Every offset in use within a day either side is a candidate; the instants that read back as `local` are the answers.
  const offsets = new Set([-1, 0, 1].map((days) => zoneOffsetMs(naive + days * 86_400_000, timeZone)));
  const instants = [...offsets].map((offset) => naive - offset).filter((instant) => instant + zoneOffsetMs(instant, timeZone) === naive);
  const unique = [...new Set(instants)];
  if (unique.length === 0) return { problem: 'nonexistent' };
  if (unique.length > 1) return { problem: 'ambiguous' };
  return { instant: unique[0]! };
}

/** The wall-clock time (YYYY-MM-DDTHH:MM) in `timeZone` at `instant`. */
export function wallClockAt(instant: number, timeZone: string): string {
  return new Date(instant + zoneOffsetMs(instant, timeZone)).toISOString().slice(0, 16);
}

/**
 * The daylight-saving change that makes `local` a time the clocks skip or show twice in `timeZone`: the wall clock
 * just before it (`from`) and just after it (`to`), so the couple reads "on 28 March 2027 the clocks jump from 03:00
 * to 04:00". Null for a time that exists once, or one that is not a time in a zone.
 */
export function clockChange(local: string, timeZone: string): { kind: 'nonexistent' | 'ambiguous'; from: string; to: string } | null {
  const zoned = zonedInstant(local, timeZone);
  if (!('problem' in zoned) || (zoned.problem !== 'nonexistent' && zoned.problem !== 'ambiguous')) return null;
  const naive = naiveUtc(local)!;
  const before = zoneOffsetMs(naive - 86_400_000, timeZone);
  const after = zoneOffsetMs(naive + 86_400_000, timeZone);
  // The first minute with the new offset, found by halving the two days around the time.
  let [earlier, later] = [naive - 86_400_000, naive + 86_400_000];
  while (later - earlier > 60_000) {
    const middle = earlier + Math.floor((later - earlier) / 120_000) * 60_000;
    if (zoneOffsetMs(middle, timeZone) === before) earlier = middle;
    else later = middle;
  }
  const wall = (ms: number) => new Date(ms).toISOString().slice(0, 16);
  return { kind: zoned.problem, from: wall(later + before), to: wall(later + after) };
}
