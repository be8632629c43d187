/** The purge after the wedding, as the dashboard asks for it (ADMIN_API.purge; server/purge/purge.ts does it). */
import * as z from 'zod/mini';

/** After the wedding: what was recorded before a day, forgotten (server/purge/purge.ts). */
export interface PurgeCounts {
  visitRecords: number;
  passwordDays: number;
  revokedGuests: number;
  /** Households' answers to the invitation, and the changes in their history (health data among them, issue 20). */
  answers: number;
  answerChanges: number;
  /** Households whose e-mail addresses and phone numbers (their own or their members') were recorded before the day, and the reminders marked before it (issue 27). */
  contacts: number;
  reminders: number;
  /** E-mails of the outbox, sent or not (issue 27): addresses, names and what was written to them. */
  messages: number;
  /** Changes made on the dashboard, in the record of who changed what (issue 38): it names households. */
  dashboardChanges: number;
  /** Sign-ins to the dashboard, right or refused, with where from and on what device (issue 38). */
  signIns: number;
  /** The day's photos whose uploader (household, drop link's name) was forgotten; the photos stay (issue 39). */
  photoUploaders: number;
  /** Copies of the former data that a restore kept in DATA_DIR: removed whole, whatever the day (issue 26). */
  restoreCopies: number;
}

/**
 * `before`: the day (YYYY-MM-DD, from its start in UTC) before which everything recorded goes. The dashboard asks the
 * couple for the last day to delete and sends the day after it; the server refuses a day later than tomorrow where
 * the wedding is (422 'in-the-future' with the latest day accepted).
 */
export const purgeSchema = z.strictObject({ before: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/)) });
export type PurgeRequest = z.infer<typeof purgeSchema>;
