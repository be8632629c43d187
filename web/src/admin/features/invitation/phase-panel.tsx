import { useState } from 'react';
import type { SitePhase } from '#common/invitation-api';
import { switchPhase } from '../../api/invitation-calls';
import { ActionResult, type StatusMessage } from '../../components/action-result';
import { failureText } from '../../components/problem-text';
import { useT } from '../../i18n/admin-i18n';
import { NavLink } from '../../../lib/router/nav-link';
import type { InvitationPaths } from './invitation-paths';
import { SaveTheDateTexts } from './save-the-date-texts';
import { SETUP_SPOTS } from '../../components/setup-spots';

interface PhasePanelProps {
  phase: SitePhase;
  paths: InvitationPaths;
  onChange: (phase: SitePhase) => void;
  onSignedOut: () => void;
}

/**
 * What guests see now, said plainly, and the one button that changes it. The server refuses the invitation while
 * there is no event, and the reason is said next to the button, which keeps the focus (busy, never disabled).
 * Going back to the Save the Date keeps every event and page. Switching sends nothing (issue 27): once the invitation
 * shows, the panel says what comes next, sending the invitations, and it lists the couple's texts that still speak of
 * the Save the Date, before the switch and after it.
 */
export function PhasePanel({ phase, paths, onChange, onSignedOut }: PhasePanelProps) {
  const { t } = useT();
  const [message, setMessage] = useState<StatusMessage>(null);
  const [pending, setPending] = useState(false);
  const next: SitePhase = phase === 'saveTheDate' ? 'invitation' : 'saveTheDate';

  async function change() {
    if (pending) return;
    setPending(true);
    setMessage(null);
    const answer = await switchPhase(next);
    setPending(false);
    if (!answer.ok) {
      if (answer.failure.kind === 'signed-out') return onSignedOut();
      return setMessage({ text: failureText(t, answer.failure) ?? t('invitation.notSaved'), error: true });
    }
    onChange(answer.value.phase);
    setMessage({ text: t(answer.value.phase === 'invitation' ? 'invitation.phase.nowInvitation' : 'invitation.phase.nowSaveTheDate'), error: false });
  }

  return (
    <section className="panel phase-panel" id={SETUP_SPOTS.switch} aria-labelledby="phase-heading">
      <h2 id="phase-heading">{t('invitation.phase.heading')}</h2>
      <p>
        <strong>{t(phase === 'invitation' ? 'invitation.phase.invitation' : 'invitation.phase.saveTheDate')}</strong>{' '}
        {t(phase === 'invitation' ? 'invitation.phase.invitationAbout' : 'invitation.phase.saveTheDateAbout')}
      </p>
      <p className="help">{t(phase === 'invitation' ? 'invitation.phase.backKeeps' : 'invitation.phase.switchAbout')}</p>
      <button type="button" className={phase === 'saveTheDate' ? 'primary' : undefined} aria-busy={pending} onClick={() => void change()}>
        {t(next === 'invitation' ? 'invitation.phase.toInvitation' : 'invitation.phase.toSaveTheDate')}
      </button>
      <ActionResult message={message} />
      {phase === 'invitation' && (
        <div className="phase-next">
          <h3>{t('invitation.phase.nextHeading')}</h3>
          <p>{t('invitation.phase.nextText')}</p>
          <NavLink to={paths.guests} className="button">
            {t('invitation.phase.toSending')}
          </NavLink>
        </div>
      )}
      <SaveTheDateTexts phase={phase} textPath={paths.text} onSignedOut={onSignedOut} />
    </section>
  );
}
