import { useState } from 'react';
import type { HandoffChannel, InvitationHandoff } from '#common/invitation-handoff-api';
import { markInvitationGiven, unmarkInvitationGiven } from '../../api/invitation-handoff-calls';
import { ActionResult, busyProps, useActionResult } from '../../components/action-result';
import { failureText } from '../../components/problem-text';
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
  const [pending, setPending] = useState(false);
  const result = useActionResult();

  async function change(channel: HandoffChannel | null) {
    if (pending) return;
    setPending(true);
    const answer = channel === null ? await unmarkInvitationGiven(guestId) : await markInvitationGiven(guestId, channel);
    setPending(false);
    if (!answer.ok) {
      if (answer.failure.kind === 'signed-out') return onSignedOut();
      return result.show({ text: failureText(t, answer.failure) ?? '', error: true });
    }
    const given = answer.value.invitationByHand;
    onChanged(given);
    // The buttons change with the mark: the result takes the focus so it does not fall to the page.
    result.showAndFocus({ text: given ? t(`guests.handoff.${given.channel}`, { date: formatMoment(given.at) }) : t('guests.handoff.undone'), error: false });
  }

  return (
    <div className="invitation-handoff">
      {handoff ? (
        <>
          <p>{t(`guests.handoff.${handoff.channel}`, { date: formatMoment(handoff.at) })}</p>
          <button type="button" {...busyProps(pending)} onClick={() => void change(null)}>
            {t('guests.handoff.undo')}
          </button>
        </>
      ) : (
        <>
          <p className="help">{t('guests.handoff.question')}</p>
          <div className="row">
            <button type="button" {...busyProps(pending)} onClick={() => void change('whatsapp')}>
              {t('guests.handoff.markWhatsApp')}
            </button>
            <button type="button" {...busyProps(pending)} onClick={() => void change('inPerson')}>
              {t('guests.handoff.gaveInPerson')}
            </button>
          </div>
        </>
      )}
      <ActionResult message={result.message} />
    </div>
  );
}
