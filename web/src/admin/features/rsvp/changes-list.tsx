import type { RsvpChange } from '#common/rsvp-api';
import { adminLocale, useT } from '../../i18n/admin-i18n';
import { useTextIn } from '../../i18n/site-language';
import { changeWords, type KnownNames } from './change-words';
import { formatMoment, zoneLabel } from './rsvp-words';

interface ChangesListProps {
  changes: readonly RsvpChange[];
  /** The events and questions the changes may name, said in the dashboard's language (change-words.ts). */
  known: KnownNames;
  /** The venue's zone: the times are on its clock (ZoneNote says so). */
  timeZone: string;
}

/** Changes, newest first: who, what, was and now, when, and whether the guest or the couple made it. */
export function ChangesList({ changes, known, timeZone }: ChangesListProps) {
  const { t } = useT();
  const locale = adminLocale();
  const textIn = useTextIn();
  const words = changeWords(t, textIn, known);
  return (
    <ol className="changes">
      {changes.map((change) => {
        const event = words.event(change);
        return (
          <li key={change.id} className={change.by === 'couple' ? 'by-couple' : undefined}>
            <p className="change-what">
              <strong>{change.person ?? t('rsvp.changes.household')}</strong>
              {event && <> · {event}</>}
              {' · '}
              {words.field(change)}
            </p>
            <p className="change-values">{t('rsvp.changes.wasNow', { old: words.value(change, change.old), new: words.value(change, change.new) })}</p>
            <p className="change-when">
              {formatMoment(change.at, timeZone, locale)} · {change.by === 'couple' ? t('rsvp.changes.byCouple') : t('rsvp.changes.byGuest')}
            </p>
          </li>
        );
      })}
    </ol>
  );
}

/** Which clock the times of a screen are on: the venue's, named by its city, whatever zone the phone is in. */
export function ZoneNote({ timeZone }: { timeZone: string }) {
  const { t } = useT();
  return <p className="help">{t('rsvp.deadline.zone', { zone: zoneLabel(timeZone, adminLocale()) })}</p>;
}
