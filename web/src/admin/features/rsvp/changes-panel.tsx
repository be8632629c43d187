import { useState } from 'react';
import type { RsvpOverview } from '#common/rsvp-api';
import { markRsvpSeen } from '../../api/rsvp-calls';
import { ActionResult, type StatusMessage } from '../../components/action-result';
import { failureText } from '../../components/problem-text';
import { adminLocale, useT } from '../../i18n/admin-i18n';
import { ChangesList } from './changes-list';
import { formatMoment } from './rsvp-words';

interface ChangesPanelProps {
  overview: RsvpOverview;
  householdPath: (guestId: number) => string;
  /** Loads the overview again (after "Mark as seen" its list starts afresh). */
  reload: () => Promise<RsvpOverview | null>;
  onSignedOut: () => void;
}

/**
 * What changed since the couple last looked, so a yes that became a no is never missed; "Mark as seen" starts the
 * list again from now. The button keeps the focus and the result is said next to it.
 */
export function ChangesPanel({ overview, householdPath, reload, onSignedOut }: ChangesPanelProps) {
  const { t } = useT();
  const locale = adminLocale();
  const [pending, setPending] = useState(false);
  const [message, setMessage] = useState<StatusMessage>(null);

  async function markSeen() {
    if (pending) return;
    setPending(true);
    const answer = await markRsvpSeen();
    if (answer.ok) await reload();
    setPending(false);
    if (!answer.ok) {
      if (answer.failure.kind === 'signed-out') return onSignedOut();
      return setMessage({ text: failureText(t, answer.failure) ?? t('errors.server'), error: true });
    }
    setMessage({ text: t('rsvp.changes.markedSeen'), error: false });
  }

  const { changes, lastSeenAt } = overview;
  return (
    <section className="panel changes-panel" aria-labelledby="changes-heading">
      <h2 id="changes-heading">{t('rsvp.changes.heading')}</h2>
      <p className="help">{lastSeenAt === null ? t('rsvp.changes.sinceStart') : t('rsvp.changes.since', { date: formatMoment(lastSeenAt, locale) })}</p>
      {changes.length === 0 ? <p>{t('rsvp.changes.none')}</p> : <ChangesList changes={changes} householdPath={householdPath} />}
      {changes.length >= 200 && <p className="help">{t('rsvp.changes.more')}</p>}
      <button type="button" aria-busy={pending} aria-describedby="changes-result" onClick={() => void markSeen()}>
        {t('rsvp.changes.markSeen')}
      </button>
      <ActionResult id="changes-result" message={message} />
    </section>
  );
}
