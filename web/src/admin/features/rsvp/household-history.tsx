import { useRef, useState } from 'react';
import type { RsvpChange } from '#common/rsvp-api';
import { householdHistory } from '../../api/rsvp-calls';
import { ActionResult } from '../../components/action-result';
import { SaveButton } from '../../components/save-button';
import { useSave } from '../../components/use-save';
import { useT } from '../../i18n/admin-i18n';
import type { KnownNames } from './change-words';
import { ChangesList } from './changes-list';
import { useFocusLater } from './focus-later';

interface HouseholdHistoryProps {
  guestId: number;
  /** The latest changes, as the household's answer carries them, and whether there are older ones. */
  latest: RsvpChange[];
  more: boolean;
  /** What ChangesList needs to say the changes: the names they may use, the venue's zone. */
  known: KnownNames;
  timeZone: string;
  onSignedOut: () => void;
}

/**
 * One household's changes, the latest first and older ones a page at a time on request (issue 26: a history may be
 * long, and the page stays fast). The first change a page brings takes the focus, so reading goes on from there
 * whether or not the button stays; a failure is said next to the button, which keeps the focus.
 */
export function HouseholdHistory({ guestId, latest, more: moreAtFirst, known, timeZone, onSignedOut }: HouseholdHistoryProps) {
  const { t } = useT();
  const [changes, setChanges] = useState(latest);
  const [more, setMore] = useState(moreAtFirst);
  const older = useSave(onSignedOut);
  const section = useRef<HTMLElement>(null);
  const focusLater = useFocusLater();

  async function showOlder() {
    const oldest = changes.at(-1);
    if (!oldest) return;
    const shown = changes.length;
    await older.run(() => householdHistory(guestId, oldest.id), {
      // The older changes are the answer: the first of them takes the focus, whether or not the button stays.
      saved: null,
      onSaved: (page) => {
        setChanges([...changes, ...page.changes]);
        setMore(page.more);
        focusLater(() => section.current?.querySelectorAll<HTMLElement>('.changes > li')[shown]);
      },
    });
  }

  return (
    <section ref={section} className="panel" aria-labelledby="history-heading">
      <h2 id="history-heading">{t('rsvp.household.history')}</h2>
      {changes.length === 0 ? <p>{t('rsvp.household.noHistory')}</p> : <ChangesList changes={changes} known={known} timeZone={timeZone} />}
      {more && (
        <SaveButton save={older} result={false} aria-describedby="history-result" onClick={() => void showOlder()}>
          {t('rsvp.household.older')}
        </SaveButton>
      )}
      <ActionResult id="history-result" message={older.message} />
    </section>
  );
}
