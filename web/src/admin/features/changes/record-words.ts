/**
 * A line of the record of changes in the couple's words (docs/decisions/0062): who, and what they changed as a
 * sentence without a subject ("Changed the answer of the household “Popescu”"), so it reads the same for a person
 * of any gender and for the couple's shared password. A text is called by its name on the Texts screen, never its key.
 */
import { COUPLE_PERSON, type ChangeAuthor, type RecordedChange } from '#common/change-record-api';
import type { useT } from '../../i18n/admin-i18n';

type T = ReturnType<typeof useT>['t'];

/** Who made a change: a person by their name; the shared dashboard password as the couple. */
export function authorWords(t: T, author: Pick<ChangeAuthor, 'personId' | 'name'>): string {
  if (author.name) return author.name;
  return author.personId === null ? t('changes.couple') : t('changes.someone');
}

/** The filter's value for an author (the address's `?person=`). */
export const authorValue = (personId: number | null) => (personId === null ? COUPLE_PERSON : String(personId));

/** What the change was, as a sentence; the household, event, question… by the name it had then. */
export function changeSentence(t: T, change: Pick<RecordedChange, 'what' | 'target'>): string {
  if (change.what !== 'text') return t(`changes.what.${change.what}`, { name: change.target ?? '' });
  // A text the Texts screen has no name for (none today): said without one rather than by its key.
  const name = change.target ? t(`textNames.${change.target}`, { defaultValue: '' }) : '';
  return name ? t('changes.what.text', { name }) : t('changes.someText');
}
