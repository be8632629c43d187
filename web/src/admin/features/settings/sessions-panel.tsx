import './sessions.css';
import { useId, useState, type FormEvent } from 'react';
import { DEFAULT_IDLE_MINUTES, IDLE_MINUTES_CHOICES, type DashboardSession, type DashboardSessions, type IdleMinutes } from '#common/dashboard-sessions-api';
import { dashboardSessions, endEverySession, endOtherSessions, endSession, saveIdleMinutes } from '../../api/session-calls';
import { useLoad } from '../../api/use-load';
import { ActionResult } from '../../components/action-result';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { SaveButton } from '../../components/save-button';
import { useSave } from '../../components/use-save';
import { useRole } from '../../components/role-context';
import { LoadingLine } from '../../components/loading-section';
import { useT } from '../../i18n/admin-i18n';
import { moment } from './mail-words';
import { deviceText, idleText } from './session-words';

/**
 * Where the dashboard is signed in (issue 38): each device in words, where from, when it signed in and was last used,
 * this one marked; another signed out, all others, or everyone (asked first: this device too); and how long an unused
 * session lasts. A signed-out device's row goes, and the focus moves to the result line below the list. The couple's
 * are everyone's sessions; a planner's or a helper's their own (the server answers those only, docs/decisions/0065),
 * signed out everywhere rather than everyone, without the setting, which is the couple's.
 */
export function SessionsPanel({ onSignedOut }: { onSignedOut: () => void }) {
  const { t, i18n } = useT();
  const own = useRole() !== 'couple';
  const id = useId();
  const [idle, setIdle] = useState<IdleMinutes>(DEFAULT_IDLE_MINUTES);
  const { value: sessions, failure, setValue: setSessions } = useLoad(dashboardSessions, onSignedOut, { loaded: (fresh) => setIdle(fresh.idleMinutes) });
  const [busy, setBusy] = useState<number | 'others' | null>(null);
  const [asking, setAsking] = useState(false);
  const list = useSave(onSignedOut);
  const everyone = useSave(onSignedOut);
  const idleSave = useSave(onSignedOut);

  const take = (fresh: DashboardSessions) => {
    setSessions(fresh);
    setIdle(fresh.idleMinutes);
  };

  async function end(session: DashboardSession) {
    setBusy(session.id);
    await list.run(() => endSession(session.id), {
      saved: t('sessions.ended', { device: deviceText(t, session) }),
      focusResult: 'on-success',
      onSaved: take,
      // Gone meanwhile (it ended by itself, or from another device): the list as it is now.
      onRefused: (failure) => void (failure.kind === 'not-found' && dashboardSessions().then((fresh) => fresh.ok && take(fresh.value))),
    });
    setBusy(null);
  }

  async function endOthers() {
    setBusy('others');
    await list.run(endOtherSessions, { saved: t('sessions.othersEnded'), focusResult: 'on-success', onSaved: take });
    setBusy(null);
  }

  async function endAll() {
    setAsking(false);
    // This device is signed out too: the dashboard shows its sign-in.
    await everyone.run(endEverySession, { saved: null, onSaved: onSignedOut });
  }

  async function submitIdle(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    await idleSave.run(() => saveIdleMinutes(idle), { saved: (fresh) => t('sessions.idle.saved', { time: idleText(t, fresh.idleMinutes) }), onSaved: take });
  }

  const others = sessions?.sessions.filter((session) => !session.current).length ?? 0;
  const locale = i18n.language;
  return (
    <section className="panel" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{own ? t('sessions.ownHeading') : t('sessions.heading')}</h2>
      <p className="help">{own ? t('sessions.ownHelp') : t('sessions.help')}</p>
      {sessions === undefined ? (
        <LoadingLine failure={failure} />
      ) : (
        <ul className="sessions" aria-labelledby={`${id}-heading`}>
          {sessions.sessions.map((session) => (
            <li key={session.id}>
              <p>
                <strong id={`${id}-${session.id}`}>{deviceText(t, session)}</strong>
                {session.current && <span className="badge">{t('sessions.thisDevice')}</span>}
              </p>
              <p className="help">
                {t('sessions.details', {
                  address: session.address ?? t('sessions.unknownAddress'),
                  signedIn: moment(session.createdAt, locale),
                  lastUsed: moment(session.lastUsedAt, locale),
                })}
              </p>
              {!session.current && (
                <SaveButton result={false} busy={busy === session.id} aria-describedby={`${id}-${session.id}`} onClick={() => void end(session)}>
                  {t('sessions.signOut')}
                </SaveButton>
              )}
            </li>
          ))}
        </ul>
      )}
      <ActionResult message={list.message} />
      <div className="session-actions">
        {others > 0 && (
          <SaveButton result={false} busy={busy === 'others'} onClick={() => void endOthers()}>
            {t('sessions.signOutOthers', { count: others })}
          </SaveButton>
        )}
        <SaveButton className="danger" save={everyone} result={false} onClick={() => setAsking(true)}>
          {own ? t('sessions.signOutEverywhere') : t('sessions.signOutEveryone')}
        </SaveButton>
      </div>
      <ActionResult message={everyone.message} />
      {!own && (
        <form onSubmit={(event) => void submitIdle(event)} noValidate>
          <div className="field">
            <label htmlFor={`${id}-idle`}>{t('sessions.idle.label')}</label>
            <select id={`${id}-idle`} value={idle} aria-describedby={`${id}-idle-help`} onChange={(event) => setIdle(Number(event.target.value) as IdleMinutes)}>
              {IDLE_MINUTES_CHOICES.map((minutes) => (
                <option key={minutes} value={minutes}>
                  {idleText(t, minutes)}
                </option>
              ))}
            </select>
            <p id={`${id}-idle-help`} className="help">
              {t('sessions.idle.help', { count: sessions?.lifetimeDays ?? 30 })}
            </p>
          </div>
          <SaveButton type="submit" className="primary" save={idleSave}>
            {t('sessions.idle.save')}
          </SaveButton>
        </form>
      )}
      {asking && (
        <ConfirmDialog
          question={own ? t('sessions.everywhereQuestion') : t('sessions.everyoneQuestion')}
          confirmLabel={own ? t('sessions.signOutEverywhere') : t('sessions.signOutEveryone')}
          danger
          onConfirm={() => void endAll()}
          onCancel={() => setAsking(false)}
        />
      )}
    </section>
  );
}
