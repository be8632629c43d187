import type { InvitationFailure } from '../../api/invitation-calls';
import { failureText } from '../../components/problem-text';
import type { useT } from '../../i18n/admin-i18n';

type T = ReturnType<typeof useT>['t'];

/** What a failed invitation call means for the couple, in their language; the dashboard's words where they exist. */
export function failureWords(t: T, failure: InvitationFailure): string {
  switch (failure.kind) {
    case 'invalid':
      return t('invitation.notSaved');
    case 'no-events':
      return t('invitation.phase.noEvents');
    case 'has-invitations':
      return t('invitation.events.stillInvited', { count: failure.households });
    default:
      return failureText(t, failure) ?? t('errors.server');
  }
}
