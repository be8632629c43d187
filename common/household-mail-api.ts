/**
 * The invitation and the reminders by e-mail (issue 27): the couple sends them to the households they select, or to
 * all still waiting for one, and reads what was queued and what was skipped and why. Every message goes through the
 * outbox (outbox-api.ts), so a request never waits for the mail server. Never imported by the guests' app.
 */
import * as z from 'zod/mini';
import { LOCALES, type Locale } from './locales';
import { typedTexts } from './text-fields';

/**
 * A send to several households is seen before it goes (issue 36): the preview says what the send would queue, with
 * the message in each language as one reader will get it; the send itself queues it once the couple confirms "Send
 * to N households" (N given back as `households`: if the list changed meanwhile, 409 with the new preview).
 */
export const HOUSEHOLD_MAIL_API = {
  /** POST MailSendRequest: the invitation to the selected households, or `all` those not yet sent one (MailSendResult). */
  invitations: '/api/admin/mail/invitations',
  /** POST MailSendRequest: a reminder to the selected households, or `all`, that have not answered (MailSendResult). */
  reminders: '/api/admin/mail/reminders',
  /** POST MailSendRequest: what sending the invitation would queue, nothing queued (MailPreview). */
  invitationPreview: '/api/admin/mail/invitations/preview',
  /** POST MailSendRequest: what sending the reminders would queue, nothing queued (MailPreview). */
  reminderPreview: '/api/admin/mail/reminders/preview',
  /** POST MailCopyRequest: one copy of the previewed invitation to the couple's address (202, OutboxMessage). */
  invitationCopy: '/api/admin/mail/invitations/copy',
  /** POST MailCopyRequest: one copy of the previewed reminder to the couple's address (202, OutboxMessage). */
  reminderCopy: '/api/admin/mail/reminders/copy',
} as const;

/** The longest note of their own the couple may add, in each language, in characters once cleaned. */
export const MAIL_NOTE_MAX = 1_000;

/**
 * The couple's own words for this send, in each language; a language left empty gets none. A text of paragraphs
 * (common/text-fields.ts), cleaned and held to MAIL_NOTE_MAX by the route, which says a problem beside the note in its
 * language; the schema's ceiling only refuses a request no form sends (decision 0054).
 */
export const mailNoteSchema = typedTexts(4 * MAIL_NOTE_MAX);
export type MailNote = z.infer<typeof mailNoteSchema>;

/** What to do with households sent the invitation in the last two days (reminders only): they are skipped unless included. */
export const RECENT_CHOICES = ['skip', 'include'] as const;
export type RecentChoice = (typeof RECENT_CHOICES)[number];

/** How recent an invitation makes a reminder ask first. */
export const RECENT_INVITATION_MS = 2 * 86_400_000;

const sendOptions = {
  note: z.optional(mailNoteSchema),
  recent: z.optional(z.enum(RECENT_CHOICES)),
  /** The number of households the couple confirmed ("Send to N households"). */
  households: z.optional(z.number().check(z.int(), z.nonnegative())),
};

/** Households by id (at most a wedding's worth), or every one the action fits, with the couple's choices. */
export const mailSendSchema = z.union([
  z.strictObject({ all: z.literal(true), ...sendOptions }),
  z.strictObject({ ids: z.array(z.number().check(z.int(), z.positive())).check(z.minLength(1), z.maxLength(5_000)), ...sendOptions }),
]);
export type MailSendRequest = z.infer<typeof mailSendSchema>;

/** "Send me a copy first": the send as previewed, the language shown, and the couple's own address. */
export const mailCopySchema = z.strictObject({
  send: mailSendSchema,
  locale: z.enum(LOCALES),
  to: z.string().check(z.maxLength(1000)),
});
export type MailCopyRequest = z.infer<typeof mailCopySchema>;

/**
 * Why a household got no message: no e-mail address (its own or a member's); the invitation already sent or on its
 * way; reminded today already (by e-mail or a WhatsApp marked sent); its link revoked; already answered (no reminder
 * needed); invited to no event (nothing to invite it to); sent the invitation in the last two days (a reminder the
 * couple chose not to send them yet); an id that is no household.
 */
export const SKIP_REASONS = ['noAddress', 'alreadySent', 'remindedToday', 'revoked', 'answered', 'noEvents', 'invitedRecently', 'unknown'] as const;
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

/** A household named in a preview. */
export interface PreviewHousehold {
  id: number;
  name: string;
}

/** The message as one reader of a language will get it: rendered by the code that renders what is sent. */
export interface PreviewMail {
  /** The reader it is shown for (the first of the send in this language). */
  to: { name: string; address: string };
  subject: string;
  text: string;
  html: string;
}

/** What a send would queue, nothing queued yet. */
export interface MailPreview extends MailSendResult {
  /** Who is skipped and why, by name (an id that is no household is only counted). */
  skippedHouseholds: Array<PreviewHousehold & { reason: SkipReason }>;
  /** Reminders: the households it would go to that were sent the invitation in the last two days (asked first). */
  recentlyInvited: PreviewHousehold[];
  /** Each language it goes out in, with how many messages and one of them. */
  languages: Array<{ locale: Locale; messages: number; mail: PreviewMail }>;
  /** The couple's own address for a copy, when known (the one their answer notices go to), else ''. */
  coupleAddress: string;
}
