/**
 * How the couple hears of answers (issue 27): an e-mail for each answer as it comes, a summary each morning at 08:00
 * in the wedding's time zone, or never, and the address to send to. Until the couple chooses: each answer, to their
 * own address (the mail settings' From) once it is known, else never (issue 36). Written in the dashboard's
 * language when the setting was saved. Never imported by the guests' app.
 */
import * as z from 'zod/mini';
import { LOCALES, type Locale } from './locales';

export const ANSWER_NOTICES_API = {
  /** GET: AnswerNotices. PUT AnswerNotices: saved (200, as saved); 422 { field: 'to', code: 'invalid' (not one address) | 'empty' (none while a notice is wanted) }. */
  notices: '/api/admin/mail/answer-notices',
} as const;

export const NOTICE_MODES = ['each', 'daily', 'never'] as const;
export type NoticeMode = (typeof NOTICE_MODES)[number];

/** The hour of the morning summary, on the wedding's wall clock. */
export const SUMMARY_HOUR = 8;

export const answerNoticesSchema = z.strictObject({
  mode: z.enum(NOTICE_MODES),
  /** One address (isMailAddress), or empty with 'never'. */
  to: z.string().check(z.maxLength(1000)),
  locale: z.enum(LOCALES),
});

export interface AnswerNotices {
  mode: NoticeMode;
  to: string;
  locale: Locale;
}
