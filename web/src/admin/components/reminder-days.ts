/**
 * When a household was reminded to answer (issue 27), on the venue's clock like every time of the answers: whether
 * it already was today (the server records one a day), and the days in the couple's language.
 */
import { dateTimeFormat, formatDate } from '#common/date-text';
import type { Locale } from '#common/locales';
import { wallClockAt } from '#common/zoned-time';

const dayOf = (at: number, timeZone: string) => wallClockAt(at, timeZone).slice(0, 10);

/** Whether one of the reminders was on today's date where the wedding is. */
export function remindedToday(reminders: readonly number[], timeZone: string, now = Date.now()): boolean {
  const today = dayOf(now, timeZone);
  return reminders.some((at) => dayOf(at, timeZone) === today);
}

/** The days of the reminders, oldest first, as one list ("1 Apr 2027 and 3 Apr 2027"). */
export function reminderDays(reminders: readonly number[], timeZone: string, locale: Locale): string {
  const format = dateTimeFormat(locale, { dateStyle: 'medium', timeZone });
  return new Intl.ListFormat(locale, { type: 'conjunction' }).format(reminders.map((at) => formatDate(format, at)));
}
