/**
 * The scheduled reminder's timer (issue 36, docs/decisions/0050): at its moment (rsvp/reminder-schedule.ts) it queues
 * the reminder to every household the "remind all" button would reach then (household-mail.ts: invited, not
 * answered, with an address, not reminded that day), and records what it did in the same transaction: a restart
 * neither sends it twice nor loses it, and a server that was down at its moment sends it when it starts, unless
 * the deadline has passed by then (a reminder after the deadline only confuses: it is recorded as late, not sent).
 *
 * The deadline and the venue's zone are read at each look, so a moved deadline moves the reminder: the timer looks
 * again at least hourly, and the schedule's route wakes it at once.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { MailSendResult } from '#common/household-mail-api';
import type { RsvpOverview } from '#common/rsvp-api';
import type { Db } from '../db/database';
import { reminderMoment, type ReminderScheduleStore } from '../rsvp/reminder-schedule';
import type { SenderClock } from './mail-sender';

/** The longest the timer sleeps: a deadline changed meanwhile is seen within this. */
const LOOK_AGAIN_MS = 3_600_000;

export interface ScheduledReminderOptions {
  db: Db;
  schedule: ReminderScheduleStore;
  /** The deadline as the site reads it now, in the venue's zone (rsvp-form.ts's deadlineOf). */
  deadline: () => RsvpOverview['deadline'];
  /** Queues the reminder to every household it fits (household-mail.ts's sendReminders with `all`). */
  remindAll: () => MailSendResult;
  clock: SenderClock;
  log: FastifyBaseLogger;
}

export function createScheduledReminder({ db, schedule, deadline, remindAll, clock, log }: ScheduledReminderOptions) {
  let timer: unknown;
  let stopped = false;

  /** Sends it (or records it late) if it still waits; the record and the messages in one transaction. */
  const sendDue = db.transaction((now: number, deadlineAt: number) => {
    if (schedule.get()?.done !== null) return undefined;
    if (now >= deadlineAt) {
      schedule.markDone({ at: now, households: 0, messages: 0, late: true });
      return 'late' as const;
    }
    const { households, messages } = remindAll();
    schedule.markDone({ at: now, households, messages, late: false });
    return { households, messages };
  });

  function run() {
    if (timer !== undefined) clock.clearTimeout(timer);
    timer = undefined;
    const saved = schedule.get();
    if (stopped || !saved || saved.done) return;
    const now = clock.now();
    const current = deadline();
    const at = current?.at != null ? reminderMoment(saved.daysBefore, current) : null;
    if (current?.at != null && at !== null && at <= now) {
      try {
        const outcome = sendDue(now, current.at);
        if (outcome === 'late') log.warn('the scheduled reminder was due while the server was down, and the deadline has passed: not sent');
        else if (outcome) log.info(outcome, 'the scheduled reminder was queued');
        return;
      } catch (error) {
        // Tried again at the next look: nothing was recorded, nothing queued.
        log.error({ err: error }, 'the scheduled reminder could not be queued');
      }
    }
    timer = clock.setTimeout(run, at === null || at <= now ? LOOK_AGAIN_MS : Math.min(at - now, LOOK_AGAIN_MS));
  }

  return {
    /** Sends one missed while the server was down, or waits for its moment. */
    start: () => run(),
    /** The schedule changed: look again now. */
    wake: () => run(),
    stop(): void {
      stopped = true;
      if (timer !== undefined) clock.clearTimeout(timer);
    },
  };
}
