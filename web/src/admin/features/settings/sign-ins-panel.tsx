import './sessions.css';
import { useId, useState } from 'react';
import { signIns as signInsCall } from '../../api/session-calls';
import { useLoad } from '../../api/use-load';
import { useRole } from '../../components/role-context';
import { LoadingLine } from '../../components/loading-section';
import { useT } from '../../i18n/admin-i18n';
import { moment } from './mail-words';
import { deviceText, signInText } from './session-words';

/** How many sign-ins show before "Show all": the latest tell whether anything is wrong now. */
const FIRST_SHOWN = 10;

/**
 * Every sign-in to the dashboard, right or refused, newest first (issue 38): when, what it was, on which device and
 * from where. Refused ones stand out: a run of them is someone guessing. The couple's are everyone's; a planner's or a
 * helper's those made with their address (docs/decisions/0065).
 */
export function SignInsPanel({ onSignedOut }: { onSignedOut: () => void }) {
  const { t, i18n } = useT();
  const own = useRole() !== 'couple';
  const id = useId();
  const { value: signIns, failure } = useLoad(signInsCall, onSignedOut);
  const [all, setAll] = useState(false);

  return (
    <section className="panel" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{own ? t('signIns.ownHeading') : t('signIns.heading')}</h2>
      <p className="help">{own ? t('signIns.ownHelp') : t('signIns.help')}</p>
      {signIns === undefined ? (
        <LoadingLine failure={failure} />
      ) : (
        <ol className="sign-ins" id={`${id}-list`} aria-labelledby={`${id}-heading`}>
          {(all ? signIns : signIns.slice(0, FIRST_SHOWN)).map((signIn) => (
            <li key={signIn.id}>
              <p className={signIn.outcome === 'signed-in' ? undefined : 'flag'}>{signInText(t, signIn)}</p>
              <p className="help">{t('signIns.details', { time: moment(signIn.at, i18n.language), device: deviceText(t, signIn), address: signIn.address })}</p>
            </li>
          ))}
        </ol>
      )}
      {signIns && signIns.length > FIRST_SHOWN && (
        // It stays where it is, saying the other way: the focus stays on it.
        <button type="button" aria-expanded={all} aria-controls={`${id}-list`} onClick={() => setAll(!all)}>
          {all ? t('signIns.showFewer') : t('signIns.showAll', { count: signIns.length })}
        </button>
      )}
    </section>
  );
}
