import type { HandoffChannel, InvitationHandoff } from '#common/invitation-handoff-api';
import { markInvitationGiven, unmarkInvitationGiven } from '../../api/invitation-handoff-calls';
import { ActionResult } from '../../components/action-result';
import { SaveButton } from '../../components/save-button';
import { useSave } from '../../components/use-save';
import { useT } from '../../i18n/admin-i18n';
import { formatMoment } from './format';

interface InvitationHandoffProps {
  guestId: number;
  /** How and when the invitation was given by hand, or null. */
  handoff: InvitationHandoff | null;
  onChanged: (handoff: InvitationHandoff | null) => void;
  onSignedOut: () => void;
}

/**
 * The invitation given by hand, on a household's page (issue 36): the couple sent the link from their own phone or
 * gave a card in person, and says so here, so the guest list counts it; a mark by mistake is taken back. The result
 * is said beside the buttons, which stay focusable while the request runs; the line above says what is recorded.
 */
export function InvitationHandoffControls({ guestId, handoff, onChanged, onSignedOut }: InvitationHandoffProps) {
  const { t } = useT();
  const result = useSave(onSignedOut);

  async function change(channel: HandoffChannel | null) {
    await result.run<{ invitationByHand: InvitationHandoff | null }>(() => (channel === null ? unmarkInvitationGiven(guestId) : markInvitationGiven(guestId, channel)), {
      saved: ({ invitationByHand: given }) => (given ? t(`guests.handoff.${given.channel}`, { date: formatMoment(given.at) }) : t('guests.handoff.undone')),
      onSaved: ({ invitationByHand }) => onChanged(invitationByHand),
      // The buttons change with the mark: the result takes the focus so it does not fall to the page.
      focusResult: 'on-success',
    });
  }

  return (
    <div className="invitation-handoff">
      {handoff ? (
        <>
          <p>{t(`guests.handoff.${handoff.channel}`, { date: formatMoment(handoff.at) })}</p>
          <SaveButton save={result} result={false} onClick={() => void change(null)}>
            {t('guests.handoff.undo')}
          </SaveButton>
        </>
      ) : (
        <>
          <p className="help">{t('guests.handoff.question')}</p>
          <div className="row">
            <SaveButton save={result} result={false} onClick={() => void change('whatsapp')}>
              {t('guests.handoff.markWhatsApp')}
            </SaveButton>
            <SaveButton save={result} result={false} onClick={() => void change('inPerson')}>
              {t('guests.handoff.gaveInPerson')}
            </SaveButton>
          </div>
        </>
      )}
      <ActionResult message={result.message} />
    </div>
  );
}
