import type { RsvpChange } from '#common/rsvp-api';
import { adminLocale, useT } from '../../i18n/admin-i18n';
import { NavLink } from '../../../lib/router/nav-link';
import { fieldWords, valueWords } from './change-words';
import { formatMoment } from './rsvp-words';

interface ChangesListProps {
  changes: readonly RsvpChange[];
  /** A person's household, when the list mixes households (the overview); absent on one household's page. */
  householdPath?: (guestId: number) => string;
}

/** Changes, newest first: who, what, was and now, when, and whether the guest or the couple made it. */
export function ChangesList({ changes, householdPath }: ChangesListProps) {
  const { t } = useT();
  const locale = adminLocale();
  return (
    <ol className="changes">
      {changes.map((change) => {
        const who = change.person ?? t('rsvp.changes.household');
        return (
          <li key={change.id} className={change.by === 'couple' ? 'by-couple' : undefined}>
            <p className="change-what">
              {householdPath ? <NavLink to={householdPath(change.guestId)}>{who}</NavLink> : <strong>{who}</strong>}
              {change.event && <> · {change.event}</>}
              {' · '}
              {fieldWords(t, change)}
            </p>
            <p className="change-values">{t('rsvp.changes.wasNow', { old: valueWords(t, change, change.old), new: valueWords(t, change, change.new) })}</p>
            <p className="change-when">
              {formatMoment(change.at, locale)} · {change.by === 'couple' ? t('rsvp.changes.byCouple') : t('rsvp.changes.byGuest')}
            </p>
          </li>
        );
      })}
    </ol>
  );
}
