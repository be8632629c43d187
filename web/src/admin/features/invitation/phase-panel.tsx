import type { SitePhase } from '#common/invitation-api';
import { switchPhase } from '../../api/invitation-calls';
import { SaveButton } from '../../components/save-button';
import { useSave } from '../../components/use-save';
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
  const save = useSave(onSignedOut);
  const next: SitePhase = phase === 'saveTheDate' ? 'invitation' : 'saveTheDate';

  async function change() {
    await save.run(() => switchPhase(next), {
      saved: ({ phase: now }) => t(now === 'invitation' ? 'invitation.phase.nowInvitation' : 'invitation.phase.nowSaveTheDate'),
      onSaved: ({ phase: now }) => onChange(now),
      notSaved: t('invitation.notSaved'),
    });
  }

  return (
    <section className="panel phase-panel" id={SETUP_SPOTS.switch} aria-labelledby="phase-heading">
      <h2 id="phase-heading">{t('invitation.phase.heading')}</h2>
      <p>
        <strong>{t(phase === 'invitation' ? 'invitation.phase.invitation' : 'invitation.phase.saveTheDate')}</strong>{' '}
        {t(phase === 'invitation' ? 'invitation.phase.invitationAbout' : 'invitation.phase.saveTheDateAbout')}
      </p>
      <p className="help">{t(phase === 'invitation' ? 'invitation.phase.backKeeps' : 'invitation.phase.switchAbout')}</p>
      <SaveButton className={phase === 'saveTheDate' ? 'primary' : undefined} save={save} onClick={() => void change()}>
        {t(next === 'invitation' ? 'invitation.phase.toInvitation' : 'invitation.phase.toSaveTheDate')}
      </SaveButton>
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
