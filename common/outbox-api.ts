/**
 * The outbox as the dashboard sees it (issue 27, docs/decisions/0034): every e-mail the site sends is queued here
 * first and sent by a background sender through the couple's own mail server, or, with none set, saved as a file
 * and said plainly not to be sent. Never imported by the guests' app.
 */
import * as z from 'zod/mini';
import { LOCALES, type Locale } from './locales';
import { withId } from './path-patterns';

export const OUTBOX_API = {
  /** GET ?offset: OutboxPage, newest first, OUTBOX_PAGE_SIZE at a time. */
  outbox: '/api/admin/outbox',
  /** GET: OutboxMessageDetail (the message as sent, in plain text). */
  message: withId('/api/admin/outbox/:id'),
  /** POST (no body): a failed, interrupted or saved message queued again (OutboxMessage); 409 for any other. */
  resend: withId('/api/admin/outbox/:id/resend'),
  /** POST TestMailRequest: a test e-mail queued (202, OutboxMessage); its state says what the mail server answered. */
  test: '/api/admin/outbox/test',
  /** POST (no body): a message still waiting cancelled (OutboxMessage); 409 with it as it is for one already on its way. */
  cancel: withId('/api/admin/outbox/:id/cancel'),
  /** POST (no body): every message of a batch still waiting cancelled (CancelledCount). */
  cancelBatch: withId('/api/admin/outbox/batches/:id/cancel'),
  /** GET: the messages still waiting for one household (OutboxMessage[], oldest first). */
  household: withId('/api/admin/outbox/households/:id'),
} as const;

/** How many messages a cancel stopped. */
export interface CancelledCount {
  cancelled: number;
}

/**
 * What became of a household's messages still waiting when the couple changed an address (issue 36): sent to the
 * new address instead, or cancelled when no address is left for them. The answer to a change of a household's or its
 * members' contacts carries it.
 */
export interface WaitingMailFollowed {
  readdressed: number;
  cancelled: number;
}

/** A household as saved, with what became of its messages still waiting. */
export type WithWaitingMail<T> = T & { waitingMail: WaitingMailFollowed };

/**
 * Where a message is: waiting to be sent (again, after a temporary refusal: `nextAttemptAt`), being handed to the
 * mail server, sent (the server took it), failed (refused for good, or given up after many tries), interrupted
 * (the server stopped while handing it over: it may have arrived, so it is never sent again by itself), saved
 * (no mail server is set: written to a file, not sent), or cancelled by the couple (or by a change of the address it
 * was for) before it left: never sent.
 */
export const OUTBOX_STATES = ['queued', 'sending', 'sent', 'failed', 'interrupted', 'saved', 'cancelled'] as const;
export type OutboxState = (typeof OUTBOX_STATES)[number];

/** The states a message can be sent again from. */
export const RESENDABLE: ReadonlySet<OutboxState> = new Set(['failed', 'interrupted', 'saved']);

/** The kinds of message the site sends; each later kind (the invitation, a reminder) is one more name. */
export type MailKind =
  | 'test'
  // A household's answers after each save (server/mail/answer-mail.ts); the couple told of answers, each or each morning.
  | 'confirmation'
  | 'answer-notice'
  | 'answer-summary'
  // The invitation and reminders to households (server/mail/household-mail.ts).
  | 'invitation'
  | 'reminder'
  // The couple told of a sign-in to the dashboard from a device not seen before (server/mail/new-sign-in-mail.ts).
  | 'new-sign-in';

export interface OutboxMessage {
  id: number;
  kind: MailKind;
  to: { address: string; name: string };
  /** The language it is written in: the recipient's. */
  locale: Locale;
  subject: string;
  state: OutboxState;
  /** How many times it was handed to the mail server. */
  attempts: number;
  /** What the mail server last said (its own words, or why it could not be reached), or null before it said anything. */
  answer: string | null;
  createdAt: number;
  /** When it is tried (again), for a queued message. */
  nextAttemptAt: number;
  /** When it was sent, saved, given up or cancelled. */
  finishedAt: number | null;
  /** The send to several households it is part of (the id of the batch's first message), or null. */
  batch: number | null;
}

export interface OutboxMessageDetail extends OutboxMessage {
  /** The plain-text version, exactly as sent (the HTML version says the same). */
  text: string;
  /** For a saved message: the file it was written to, relative to DATA_DIR. */
  file: string | null;
}

/** The mail server the site sends through, as far as the couple needs to know it (never its password). */
export interface MailServerStatus {
  /** False: no mail server, so every message is saved as a file in DATA_DIR/outbox and none is sent. */
  configured: boolean;
  /**
   * Who set it: the server's environment (SMTP_URL, which wins), the couple in Settings (common/mail-server-api.ts),
   * or nobody.
   */
  source: 'environment' | 'dashboard' | null;
  /** The server's host name and port, when configured. */
  host: string | null;
  /** The address messages are sent from (MAIL_FROM, or the couple's address with the server they saved). */
  from: string | null;
  /** At most this many messages a minute (MAIL_PER_MINUTE). */
  perMinute: number;
  /** At most this many messages handed to the mail server in any 24 hours (MAIL_PER_DAY). */
  perDay: number;
  /**
   * Reached: the time the next message may leave, when the oldest of the last `perDay` is a day old; waiting messages
   * go then, the couple's invitations and reminders first. Null while the bound is not reached.
   */
  dayBoundUntil: number | null;
}

export interface OutboxPage {
  server: MailServerStatus;
  /** Messages in each state, over the whole outbox. */
  counts: Record<OutboxState, number>;
  total: number;
  messages: OutboxMessage[];
}

export const OUTBOX_PAGE_SIZE = 50;

/** Control characters, and the line and paragraph separators: nothing of a header line may hold one. */
// eslint-disable-next-line no-control-regex -- control characters are what it finds
export const LINE_BREAKING = /[\u0000-\u001f\u007f\u0085\u2028\u2029]/;

/**
 * POST OUTBOX_API.test: where to send the test e-mail (the couple types their own address) and in which language
 * (the dashboard's). A wrong address is a 422 `{ field: 'to', code: 'invalid' }`.
 */
export const testMailSchema = z.strictObject({
  to: z.string().check(z.maxLength(1000)),
  locale: z.enum(LOCALES),
});
export type TestMailRequest = z.infer<typeof testMailSchema>;
