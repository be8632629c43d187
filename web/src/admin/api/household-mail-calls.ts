/**
 * The invitation and the reminders by e-mail (issues 27 and 36), typed by common/household-mail-api.ts: the preview
 * of a send (nothing queued), a copy of it to the couple, and the send itself, which only queues (202) and answers at
 * once with what was queued and what was skipped; 409 ('conflict', with the send as it is now) when it no longer
 * reaches the households confirmed. The guest list then shows each household's state as the outbox sends.
 */
import { HOUSEHOLD_MAIL_API, type MailCopyRequest, type MailPreview, type MailSendRequest, type MailSendResult } from '#common/household-mail-api';
import type { OutboxMessage } from '#common/outbox-api';
import { request } from './admin-client';

export type MailSendKind = 'invitation' | 'reminder';

const PATHS = {
  invitation: { send: HOUSEHOLD_MAIL_API.invitations, preview: HOUSEHOLD_MAIL_API.invitationPreview, copy: HOUSEHOLD_MAIL_API.invitationCopy },
  reminder: { send: HOUSEHOLD_MAIL_API.reminders, preview: HOUSEHOLD_MAIL_API.reminderPreview, copy: HOUSEHOLD_MAIL_API.reminderCopy },
} as const;

export const previewSend = (kind: MailSendKind, body: MailSendRequest) => request<MailPreview>('POST', PATHS[kind].preview, body);
export const confirmSend = (kind: MailSendKind, body: MailSendRequest) => request<MailSendResult>('POST', PATHS[kind].send, body);
/** 422 { field: 'to' } for an address that is not one. */
export const sendCopy = (kind: MailSendKind, body: MailCopyRequest) => request<OutboxMessage>('POST', PATHS[kind].copy, body);
