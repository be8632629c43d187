/**
 * Every kind of e-mail the site sends, in one table: what it says in each language and how soon it goes. A new kind
 * (the invitation, a reminder) is one more entry and one more name in common/outbox-api.ts's MailKind; the outbox,
 * the sender and the dashboard's list take it as it is.
 */
import type { MailKind } from '#common/outbox-api';
import type { Locale } from '#common/locales';
import { answerNotice, answerSummary } from './kinds/answer-notices';
import { withCoupleNote } from './couple-note';
import { confirmationMail } from './kinds/confirmation';
import { invitationMail } from './kinds/invitation-mail';
import { newSignInMail } from './kinds/new-sign-in-mail';
import { reminderMail } from './kinds/reminder-mail';
import { testMail } from './kinds/test-mail';
import type { MailContent } from './render-mail';

interface KindSpec<P> {
  /**
   * Higher goes first among the messages due: the couple waiting for their test is not kept behind a batch of
   * invitations, and what the couple sends goes before what guests' answers bring, so that past the day's bound
   * (MAIL_PER_DAY) the invitations and reminders take the day's first places (docs/decisions/0048).
   */
  priority: number;
  content: (locale: Locale, params: P) => MailContent;
}

export const MAIL_KINDS = {
  test: { priority: 10, content: testMail },
  confirmation: { priority: 0, content: confirmationMail },
  'answer-notice': { priority: 0, content: answerNotice },
  'answer-summary': { priority: 0, content: answerSummary },
  // A sign-in to the dashboard from a new device: the couple should hear of it before anything else (issue 38).
  'new-sign-in': { priority: 10, content: newSignInMail },
  // The couple may add a line of their own to these (couple-note.ts).
  invitation: { priority: 5, content: withCoupleNote(invitationMail) },
  reminder: { priority: 5, content: withCoupleNote(reminderMail) },
} satisfies { [K in MailKind]: KindSpec<never> };

export type MailParams<K extends MailKind> = Parameters<(typeof MAIL_KINDS)[K]['content']>[1];
