/**
 * The scheduled reminder as it is kept (issue 36, docs/decisions/0050): how many days before the deadline, and, once
 * its moment came, what it did. One row of `settings`, written only here. The moment is not kept but read from the
 * deadline each time: a deadline moved later moves the reminder with it.
 */
import { REMINDER_HOUR, type ReminderScheduleDone } from '#common/reminder-schedule-api';
import { zonedInstant } from '#common/zoned-time';
import type { Db } from '../db/database';

const KEY = 'reminder_schedule';

export interface SavedSchedule {
  daysBefore: number;
  done: ReminderScheduleDone | null;
}

/**
 * When a reminder `daysBefore` days before the deadline leaves: REMINDER_HOUR on the venue's wall clock, that many
 * calendar days before the deadline's day there (a deadline at 23:59 would otherwise send it at night). Null when
 * the venue's clocks skip or repeat that hour that day (the screen then asks for another day).
 */
export function reminderMoment(daysBefore: number, deadline: { local: string; timeZone: string }): number | null {
  const [y, m, d] = deadline.local.slice(0, 10).split('-').map(Number) as [number, number, number];
  const day = new Date(Date.UTC(y, m - 1, d - daysBefore)).toISOString().slice(0, 10);
  const zoned = zonedInstant(`${day}T${String(REMINDER_HOUR).padStart(2, '0')}:00`, deadline.timeZone);
  return 'instant' in zoned ? zoned.instant : null;
}

export function createReminderSchedule(db: Db) {
  const read = db.prepare('SELECT value FROM settings WHERE key = ?');
  const write = db.prepare('INSERT INTO settings (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value');
  const remove = db.prepare('DELETE FROM settings WHERE key = ?');

  /** The schedule, or null when none is set. */
  const get = (): SavedSchedule | null => {
    const row = read.get(KEY) as { value: string } | undefined;
    return row ? (JSON.parse(row.value) as SavedSchedule) : null;
  };

  return {
    get,
    /** Sets it anew (a done one included): it waits for its moment. */
    set: (daysBefore: number) => void write.run(KEY, JSON.stringify({ daysBefore, done: null } satisfies SavedSchedule)),
    remove: () => void remove.run(KEY),
    /** Its moment came: what it did, in the transaction that queued its messages. */
    markDone(done: ReminderScheduleDone): void {
      const saved = get();
      if (saved) write.run(KEY, JSON.stringify({ ...saved, done } satisfies SavedSchedule));
    },
  };
}

export type ReminderScheduleStore = ReturnType<typeof createReminderSchedule>;
