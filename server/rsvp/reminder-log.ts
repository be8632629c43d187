/**
 * The days the couple reminded a household to answer (issue 27): by e-mail from the dashboard, or themselves
 * (WhatsApp on their phone) and marked sent; the list shows "reminded on" so nobody is nagged twice. At most one a day per
 * household, the day on the venue's clock. The one module that writes `reminders`; a household's go with it (ON
 * DELETE CASCADE), and the purge after the wedding forgets those before its day.
 */
import { wallClockAt } from '#common/zoned-time';
import type { Db } from '../db/database';

export function createReminderLog(db: Db, now: () => number = Date.now) {
  const insert = db.prepare('INSERT OR IGNORE INTO reminders (guest_id, day, at) VALUES (?, ?, ?)');
  const ofOne = db.prepare('SELECT at FROM reminders WHERE guest_id = ? ORDER BY at');
  const ofAll = db.prepare('SELECT guest_id AS guestId, at FROM reminders ORDER BY at');
  const removeBefore = db.prepare('DELETE FROM reminders WHERE at < ?');

  const timesOf = (guestId: number) => (ofOne.all(guestId) as Array<{ at: number }>).map((row) => row.at);
  return {
    /**
     * Records that the household was reminded now, unless it already was today where the wedding is (a second tap,
     * or the list open on two phones): the times of its reminders, oldest first.
     */
    mark: db.transaction((guestId: number, timeZone: string): number[] => {
      const at = now();
      insert.run(guestId, wallClockAt(at, timeZone).slice(0, 10), at);
      return timesOf(guestId);
    }),
    /**
     * Records that the household is reminded now, unless it already was today where the wedding is: true when this
     * is the day's first (the e-mail reminder is sent only then, so it and a WhatsApp marked sent share the day).
     */
    markFirstToday: (guestId: number, timeZone: string): boolean => {
      const at = now();
      return insert.run(guestId, wallClockAt(at, timeZone).slice(0, 10), at).changes === 1;
    },
    /** Every household's reminders, oldest first, by household. */
    all: (): Map<number, number[]> => {
      const byHousehold = new Map<number, number[]>();
      for (const { guestId, at } of ofAll.all() as Array<{ guestId: number; at: number }>) byHousehold.set(guestId, [...(byHousehold.get(guestId) ?? []), at]);
      return byHousehold;
    },
    /** After the wedding: forgets the reminders before `at`; returns how many. */
    forgetBefore: (at: number): number => removeBefore.run(at).changes,
  };
}

export type ReminderLog = ReturnType<typeof createReminderLog>;
