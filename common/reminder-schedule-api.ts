/**
 * The scheduled reminder (issue 36, docs/decisions/0050): "remind those who have not answered N days before the
 * deadline", set once on the Answers screen. The outbox sends it at REMINDER_HOUR on the venue's clock, N days before
 * the deadline's day, to the households the reminder button would reach then; the screen says when it will go,
 * and afterwards when it went and to how many. Never imported by the guests' app.
 */
import * as z from 'zod/mini';

export const REMINDER_SCHEDULE_API = {
  /**
   * GET: { schedule: ReminderSchedule | null }. PUT ReminderScheduleInput: set (or replaced), 200 { schedule };
   * 422 { field: 'daysBefore', code: 'noDeadline' (no deadline to count from) | 'past' (that moment has passed) }.
   * DELETE: the schedule removed, 200 { schedule: null }.
   */
  schedule: '/api/admin/mail/reminder-schedule',
} as const;

/** The hour of the day the scheduled reminder leaves, on the venue's wall clock: a morning, read that day. */
export const REMINDER_HOUR = 10;

/** At most this many days before the deadline (about three months). */
export const MAX_DAYS_BEFORE = 90;

export const reminderScheduleSchema = z.strictObject({
  daysBefore: z.number().check(z.int(), z.minimum(1), z.maximum(MAX_DAYS_BEFORE)),
});


/** What the scheduled reminder did when its moment came. */
export interface ReminderScheduleDone {
  /** When it was queued (epoch ms). */
  at: number;
  /** Households and messages queued (a member in another language gets one of their own). */
  households: number;
  messages: number;
  /** The server was down at its moment and started after the deadline: nothing was sent. */
  late: boolean;
}

export interface ReminderSchedule {
  daysBefore: number;
  /** When it leaves (or left), epoch ms; null while there is no deadline to count from (it waits for one). */
  at: number | null;
  /** The venue's time zone, in which `at` is said. */
  timeZone: string;
  /** Null while it waits. */
  done: ReminderScheduleDone | null;
}
