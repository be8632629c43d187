/**
 * What the purge panel counts and which days it speaks of: the couple chooses the last day to delete, the server
 * takes the day after it ("before"), and today is the latest day there is anything to delete from.
 */
import type { PurgeCounts } from '#common/purge-api';

export type PurgePart = 'visits' | 'guests' | 'answers' | 'answerChanges' | 'messages' | 'contacts' | 'reminders' | 'signIns' | 'dashboardChanges' | 'photoUploaders' | 'restoreCopies';

/** The parts of a purge that are not zero, each with its count, in the order the question names them. */
export function purgeParts(counts: PurgeCounts): Array<[PurgePart, number]> {
  const parts: Array<[PurgePart, number]> = [
    // A day's count of password sign-ins is a visit record too, as far as the couple is concerned.
    ['visits', counts.visitRecords + counts.passwordDays],
    ['guests', counts.revokedGuests],
    ['answers', counts.answers],
    ['answerChanges', counts.answerChanges],
    ['messages', counts.messages],
    ['contacts', counts.contacts],
    ['reminders', counts.reminders],
    ['signIns', counts.signIns],
    ['dashboardChanges', counts.dashboardChanges],
    ['photoUploaders', counts.photoUploaders],
    ['restoreCopies', counts.restoreCopies],
  ];
  return parts.filter(([, count]) => count > 0);
}

const shift = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
/** The day after a day written YYYY-MM-DD. */
export const dayAfter = (day: string) => shift(day, 1);
/** The day before a day written YYYY-MM-DD. */
export const dayBefore = (day: string) => shift(day, -1);

/** Today on this device's calendar, YYYY-MM-DD (the date field's latest day). */
export function todayHere(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
