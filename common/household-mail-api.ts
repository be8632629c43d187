/**
 * The invitation and the reminders by e-mail (issue 27): the couple sends them to the households they select, or to
 * all still waiting for one, and reads what was queued and what was skipped and why. Every message goes through the
 * outbox (outbox-api.ts), so a request never waits for the mail server. Never imported by the guests' app.
 */
import * as z from 'zod/mini';

export const HOUSEHOLD_MAIL_API = {
  /** POST MailSendRequest: the invitation to the selected households, or `all` those not yet sent one (MailSendResult). */
  invitations: '/api/admin/mail/invitations',
  /** POST MailSendRequest: a reminder to the selected households, or `all`, that have not answered (MailSendResult). */
  reminders: '/api/admin/mail/reminders',
} as const;

/** Households by id (at most a wedding's worth), or every one the action fits. */
export const mailSendSchema = z.union([
  z.strictObject({ all: z.literal(true) }),
  z.strictObject({ ids: z.array(z.number().check(z.int(), z.positive())).check(z.minLength(1), z.maxLength(5_000)) }),
]);
export type MailSendRequest = z.infer<typeof mailSendSchema>;

/**
 * Why a household got no message: no e-mail address (its own or a member's); the invitation already sent or on its
 * way; reminded today already (by e-mail or a WhatsApp marked sent); its link revoked; already answered (no reminder
 * needed); invited to no event (nothing to invite it to); an id that is no household.
 */
export const SKIP_REASONS = ['noAddress', 'alreadySent', 'remindedToday', 'revoked', 'answered', 'noEvents', 'unknown'] as const;
export type SkipReason = (typeof SKIP_REASONS)[number];

export interface MailSendResult {
  /** Households a message was queued for. */
  households: number;
  /** Messages queued (a member who reads another language gets one of their own). */
  messages: number;
  /** Households skipped, by reason; a reason with none is 0. */
  skipped: Record<SkipReason, number>;
  /** False: no mail server is set, so the messages are saved as files, not sent (the E-mails screen shows them). */
  mailServer: boolean;
}

/**
 * A household's invitation e-mail as the guest list shows it: none queued yet, waiting in the outbox, sent, failed
 * (refused, given up, or cut off mid-way: see the E-mails screen), or saved as a file because no mail server is set.
 * A household sent more than one message (a member in another language) shows the least advanced of its last batch.
 */
export type InvitationMailState = 'none' | 'queued' | 'sent' | 'failed' | 'saved';
