/**
 * The invitation and the reminders by e-mail (issue 27), typed by common/household-mail-api.ts: each call only
 * queues (202) and answers at once with what was queued and what was skipped; the guest list then shows each
 * household's state as the outbox sends.
 */
import { HOUSEHOLD_MAIL_API, type MailSendRequest, type MailSendResult } from '#common/household-mail-api';
import { request } from './admin-client';

export const sendInvitations = (body: MailSendRequest) => request<MailSendResult>('POST', HOUSEHOLD_MAIL_API.invitations, body);
export const sendReminders = (body: MailSendRequest) => request<MailSendResult>('POST', HOUSEHOLD_MAIL_API.reminders, body);
