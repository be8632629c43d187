/**
 * The scheduled reminder (common/reminder-schedule-api.ts): read it, set it, remove it. Registered inside the admin
 * API, whose hook refuses a guest's session, no session and a cross-site request before these run. A schedule with
 * no deadline to count from, or whose moment has passed, is a 422 the dashboard says beside the field; nothing is
 * saved.
 */
import { REMINDER_SCHEDULE_API, reminderScheduleSchema, type ReminderSchedule } from '#common/reminder-schedule-api';
import type { RsvpOverview } from '#common/rsvp-api';
import { invalid } from '../http/error-answers';
import type { SchemaCheckedApp } from '../http/request-schemas';
import { reminderMoment, type ReminderScheduleStore } from '../rsvp/reminder-schedule';

export interface ReminderScheduleRoutesOptions {
  schedule: ReminderScheduleStore;
  /** The deadline as the site reads it now (rsvp-form.ts's deadlineOf). */
  deadline: () => RsvpOverview['deadline'];
  /** The venue's time zone, in which the moment is said. */
  timeZone: () => string;
  now: () => number;
  /** Told after each change: the timer looks again (scheduled-reminder.ts). */
  onChange: () => void;
}

export async function reminderScheduleRoutes(app: SchemaCheckedApp, { schedule, deadline, timeZone, now, onChange }: ReminderScheduleRoutesOptions) {
  const momentOf = (daysBefore: number) => {
    const current = deadline();
    return current?.at != null ? reminderMoment(daysBefore, current) : null;
  };
  const current = (): { schedule: ReminderSchedule | null } => {
    const saved = schedule.get();
    return { schedule: saved && { daysBefore: saved.daysBefore, at: momentOf(saved.daysBefore), timeZone: timeZone(), done: saved.done } };
  };

  app.get(REMINDER_SCHEDULE_API.schedule, async () => current());

  app.put(REMINDER_SCHEDULE_API.schedule, { bodyLimit: 1024, schema: { body: reminderScheduleSchema } }, async (request, reply) => {
    const { daysBefore } = request.body;
    if (deadline()?.at == null) return invalid(reply, [{ field: 'daysBefore', code: 'noDeadline' }]);
    const at = momentOf(daysBefore);
    if (at === null || at <= now()) return invalid(reply, [{ field: 'daysBefore', code: 'past' }]);
    schedule.set(daysBefore);
    onChange();
    return current();
  });

  app.delete(REMINDER_SCHEDULE_API.schedule, async () => {
    schedule.remove();
    onChange();
    return current();
  });
}
