/** The scheduled reminder (issue 36), typed by common/reminder-schedule-api.ts. */
import { REMINDER_SCHEDULE_API, type ReminderSchedule } from '#common/reminder-schedule-api';
import { request } from './admin-client';

type Answer = { schedule: ReminderSchedule | null };

export const reminderSchedule = () => request<Answer>('GET', REMINDER_SCHEDULE_API.schedule);
/** 422 { field: 'daysBefore', code: 'noDeadline' | 'past' }: no deadline to count from, or that moment has passed. */
export const scheduleReminder = (daysBefore: number) => request<Answer>('PUT', REMINDER_SCHEDULE_API.schedule, { daysBefore });
export const removeReminderSchedule = () => request<Answer>('DELETE', REMINDER_SCHEDULE_API.schedule);
