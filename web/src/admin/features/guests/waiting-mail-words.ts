/**
 * What a save of a household's addresses did to its messages still waiting (issue 36), said after "Saved": how many
 * go to the new address, how many were cancelled because no address is left for them; nothing when neither.
 */
import type { WaitingMailFollowed } from '#common/outbox-api';
import type { useT } from '../../i18n/admin-i18n';

type T = ReturnType<typeof useT>['t'];

export function savedWithWaitingMail(t: T, saved: string, { readdressed, cancelled }: WaitingMailFollowed): string {
  const parts = [saved];
  if (readdressed > 0) parts.push(t('guest.waitingMail.readdressed', { count: readdressed }));
  if (cancelled > 0) parts.push(t('guest.waitingMail.cancelled', { count: cancelled }));
  return parts.join(' ');
}
