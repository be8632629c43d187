/**
 * What the couple is told after sending the invitation or reminders by e-mail (issue 27): how many e-mails were
 * queued, each reason households were skipped with how many, and whether they go out soon or, without a mail server,
 * are saved and not sent.
 */
import { SKIP_REASONS, type MailSendResult } from '#common/household-mail-api';
import type { useT } from '../i18n/admin-i18n';

type T = ReturnType<typeof useT>['t'];

export function mailSendText(t: T, result: MailSendResult): string {
  const parts = [result.messages === 0 ? t('guests.mail.nothing') : t('guests.mail.queued', { count: result.messages })];
  for (const reason of SKIP_REASONS) {
    if (result.skipped[reason] > 0) parts.push(t(`guests.mail.skipped.${reason}`, { count: result.skipped[reason] }));
  }
  if (result.messages > 0) parts.push(result.mailServer ? t('guests.mail.sending') : t('guests.mail.noServer'));
  return parts.join(' ');
}
