/**
 * What became of an e-mail, in the couple's words (issue 27): each state of the outbox as one sentence, with the
 * mail server's own answer quoted where it said something, and the moments in the couple's language.
 */
import { dateTimeFormat, formatDate } from '#common/date-text';
import type { MailServerStatus, OutboxMessage } from '#common/outbox-api';
import { readerLocale } from '../../../lib/reader-locale';
import type { useT } from '../../i18n/admin-i18n';

type T = ReturnType<typeof useT>['t'];

/** A moment as the couple reads it, in the dashboard's language and this device's time zone. */
export const moment = (at: number, locale: string) => formatDate(dateTimeFormat(readerLocale(locale), { dateStyle: 'medium', timeStyle: 'short' }), at);

/** A queued message that was tried already and waits for its next turn. */
export const isRetrying = (message: OutboxMessage) => message.state === 'queued' && message.attempts > 0;

/** The sentence of a message's state in the outbox's list. */
export function stateText(t: T, message: OutboxMessage, locale: string): string {
  const answer = message.answer ?? '';
  switch (message.state) {
    case 'queued':
      return isRetrying(message) ? t('outbox.state.retrying', { answer, time: moment(message.nextAttemptAt, locale) }) : t('outbox.state.queued');
    case 'sending':
      return t('outbox.state.sending');
    case 'sent':
      return t('outbox.state.sent', { answer, time: moment(message.finishedAt ?? message.createdAt, locale) });
    case 'failed':
      return t('outbox.state.failed', { answer });
    case 'interrupted':
      return t('outbox.state.interrupted');
    case 'saved':
      return t('outbox.state.saved');
    case 'cancelled':
      return t('outbox.state.cancelled', { time: moment(message.finishedAt ?? message.createdAt, locale) });
  }
}

/** Whether the test e-mail has its answer: anything but waiting for its first attempt or being handed over. */
export const hasAnswer = (message: OutboxMessage) => message.state !== 'sending' && (message.state !== 'queued' || message.attempts > 0);

/** What the test e-mail's panel says once the message has its answer; null while it has none. */
export function testResult(t: T, message: OutboxMessage, locale: string): { text: string; error: boolean } | null {
  if (!hasAnswer(message)) return null;
  const answer = message.answer ?? '';
  switch (message.state) {
    case 'sent':
      return { text: t('mail.test.sent', { answer }), error: false };
    case 'saved':
      return { text: t('mail.test.saved'), error: true };
    case 'queued':
      return { text: t('mail.test.retrying', { answer, time: moment(message.nextAttemptAt, locale) }), error: true };
    default:
      return { text: t('mail.test.refused', { answer }), error: true };
  }
}

/** Where e-mails go, or that none are sent. */
export function serverText(t: T, server: MailServerStatus): string {
  return server.configured
    ? t('mail.server.configured', { host: server.host ?? '', from: server.from ?? '', count: server.perMinute })
    : t('mail.server.none');
}

/**
 * That the day's bound (MAIL_PER_DAY, docs/decisions/0048) holds the waiting e-mails back, and from when they go;
 * null while it does not.
 */
export function dayBoundText(t: T, server: MailServerStatus, locale: string): string | null {
  return server.dayBoundUntil === null ? null : t('outbox.dayBound', { count: server.perDay, time: moment(server.dayBoundUntil, locale) });
}
