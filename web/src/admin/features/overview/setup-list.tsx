import type { SitePhase } from '#common/invitation-api';
import type { SetupStep, SiteSetup } from '#common/overview-api';
import { NavLink } from '../../../lib/router/nav-link';
import { MailSend } from '../../components/mail-send';
import { SETUP_SPOTS, VIDEO_SPOT } from '../../components/setup-spots';
import { useT } from '../../i18n/admin-i18n';

/** Where each step of the set-up is done: one tap from the overview. */
export interface SetupPaths {
  settings: string;
  texts: string;
  photos: string;
  guests: string;
  invitation: string;
  answersSettings: string;
  /** A household's page: where one with neither an address nor a phone gets one, or is marked given the invitation. */
  guest: (id: number) => string;
}

const STEP_PAGE: Record<SetupStep, Exclude<keyof SetupPaths, 'guest'>> = {
  facts: 'settings',
  households: 'guests',
  events: 'invitation',
  pages: 'invitation',
  form: 'answersSettings',
  deadline: 'answersSettings',
  switch: 'invitation',
  // Where "send to all not yet sent" is.
  invitations: 'guests',
};

interface SetupListProps {
  setup: SiteSetup;
  couple: string;
  paths: SetupPaths;
  /** What guests see now (the invitation's send warns while it is the Save the Date). */
  phase: SitePhase;
  onSignedOut: () => void;
}

/** A step's link: its screen, opened at the field to fill (issue 37). */
function stepLink(step: SetupStep, paths: SetupPaths): string {
  const page = paths[STEP_PAGE[step]];
  return step === 'invitations' ? page : `${page}#${SETUP_SPOTS[step]}`;
}

/**
 * What is left of setting the site up (issue 28), first on the overview: the steps not done yet, in order, each a
 * link to where it is done; a step leaves the list once done, the list leaves the overview once all are. The last
 * step, sending the invitations, is done right here too (issue 36): its send, with its preview, under its link, and
 * the households only the couple can give it to (neither an address nor a phone), with what to do. A site still
 * showing the demo says so first, with the ways to replace it.
 */
export function SetupList({ setup, couple, paths, phase, onSignedOut }: SetupListProps) {
  const { t } = useT();
  if (setup.todo.length === 0 && setup.demo.length === 0) return null;
  const { demo } = setup;
  return (
    <section className="panel overview-card overview-setup" aria-labelledby="overview-setup">
      <h2 id="overview-setup">{t('overview.setup.heading')}</h2>
      {demo.length > 0 && (
        <div className="overview-demo">
          {/* Until the demo's photos and video are replaced too, not only its names (issue 37). */}
          <p>{demo.includes('facts') ? t('overview.setup.demo', { couple }) : t('overview.setup.demoMedia')}</p>
          <ul className="overview-links">
            {demo.includes('facts') && (
              <>
                <li>
                  <NavLink to={`${paths.settings}#${SETUP_SPOTS.facts}`}>{t('overview.setup.replaceFacts')}</NavLink>
                </li>
                <li>
                  <NavLink to={paths.texts}>{t('overview.setup.replaceTexts')}</NavLink>
                </li>
              </>
            )}
            {demo.includes('photos') && (
              <li>
                <NavLink to={paths.photos}>{t('overview.setup.replacePhotos')}</NavLink>
              </li>
            )}
            {demo.includes('video') && (
              <li>
                <NavLink to={`${paths.photos}#${VIDEO_SPOT}`}>{t('overview.setup.replaceVideo')}</NavLink>
              </li>
            )}
          </ul>
        </div>
      )}
      {setup.todo.length > 0 && <p className="help">{t('overview.setup.help', { count: setup.todo.length })}</p>}
      <ol className="overview-links overview-steps">
        {setup.todo.map((step) => (
          <li key={step}>
            <NavLink to={stepLink(step, paths)}>{t(`overview.setup.steps.${step}`)}</NavLink>
            {/* The step leaves the list at the next visit, not at once: its result (and the focus on it) stays. */}
            {step === 'invitations' && <MailSend to="all" kinds={['invitation']} onSent={() => undefined} onFailure={(failure) => failure.kind === 'signed-out' && onSignedOut()} phase={phase} />}
            {step === 'invitations' && setup.unreachable.length > 0 && (
              <div className="overview-unreachable">
                <p>{t('guests.walk.unreachableHeading', { count: setup.unreachable.length })}</p>
                <ul className="overview-links">
                  {setup.unreachable.map((household) => (
                    <li key={household.guestId}>
                      <NavLink to={paths.guest(household.guestId)}>{household.name}</NavLink>
                    </li>
                  ))}
                </ul>
                <p className="help">{t('guests.walk.unreachableHelp')}</p>
              </div>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
