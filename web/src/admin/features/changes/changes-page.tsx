import './changes.css';
import { useId, useState } from 'react';
import { CHANGE_RECORD_CAP, type RecordedChange } from '#common/change-record-api';
import { readerLocale } from '../../../lib/reader-locale';
import { changePage } from '../../api/change-record-calls';
import { useLoad } from '../../api/use-load';
import { useMore } from '../../api/use-more';
import { ActionResult, type StatusMessage } from '../../components/action-result';
import { failureText } from '../../components/problem-text';
import { SaveButton } from '../../components/save-button';
import { useT } from '../../i18n/admin-i18n';
import { NavLink } from '../../../lib/router/nav-link';
import { formatMoment } from '../../components/moment-text';
import { LoadingLine } from '../../components/loading-section';
import { authorValue, authorWords, changeSentence } from './record-words';

const EVERYONE = '';
const changeElementId = (id: number) => `change-${id}`;

interface ChangesPageProps {
  /** A household's answers, with every change of them (the answers' own history says what changed in them). */
  answersPath: (guestId: number) => string;
  onSignedOut: () => void;
}

/**
 * Who changed what on the dashboard, newest first (issue 38, docs/decisions/0062), everyone's or one person's: the
 * filter keeps the focus and says how many changes it finds beside it; "Show more" gives the focus to the first
 * change it brought. A household's answer links to that household's history, which says what changed in it.
 */
export function ChangesPage({ answersPath, onSignedOut }: ChangesPageProps) {
  const { t, i18n } = useT();
  const filterId = useId();
  const [person, setPerson] = useState(EVERYONE);
  const list = useLoad(() => changePage(person || undefined), onSignedOut, { key: person });
  const more = useMore({
    shown: list.value,
    setShown: list.setValue,
    next: (shown) => (shown.changes.length < shown.total ? () => changePage(person || undefined, shown.changes.length) : null),
    items: (shown) => shown.changes,
    withItems: (shown, changes) => ({ ...shown, changes }),
    idOf: (change) => change.id,
    elementId: changeElementId,
    key: person,
    onSignedOut,
  });
  const page = list.value;
  const failure = more.failure ?? list.failure;
  // How many the filter finds, said beside it: read from the list shown, so it is in the language shown too.
  const counted: StatusMessage = page ? { text: t('changes.found', { count: page.total }), error: false } : null;

  const authorOf = (change: RecordedChange) => authorWords(t, page?.authors.find((author) => author.personId === change.personId) ?? { personId: change.personId, name: null });

  return (
    <div className="changes">
      <header className="page-header">
        <h1>{t('changes.heading')}</h1>
        <p>{t('changes.intro', { cap: new Intl.NumberFormat(readerLocale(i18n.language)).format(CHANGE_RECORD_CAP) })}</p>
      </header>
      {!page ? (
        <LoadingLine failure={failure} />
      ) : (
        <section aria-labelledby="changes-list-heading">
          <h2 id="changes-list-heading" className="visually-hidden">
            {t('changes.listHeading')}
          </h2>
          <div className="field">
            <label htmlFor={filterId}>{t('changes.filter')}</label>
            <select id={filterId} value={person} onChange={(event) => setPerson(event.target.value)} aria-describedby={`${filterId}-found`}>
              <option value={EVERYONE}>{t('changes.everyone')}</option>
              {page.authors.map((author) => (
                <option key={authorValue(author.personId)} value={authorValue(author.personId)}>
                  {authorWords(t, author)}
                </option>
              ))}
            </select>
            <ActionResult message={counted} id={`${filterId}-found`} />
          </div>
          {page.changes.length === 0 ? (
            <p>{t('changes.none')}</p>
          ) : (
            <ol className="change-list">
              {page.changes.map((change) => (
                <li key={change.id} id={changeElementId(change.id)} tabIndex={-1} className="change">
                  <p className="change-who">
                    <strong>{authorOf(change)}</strong> · <time dateTime={new Date(change.at).toISOString()}>{formatMoment(change.at)}</time>
                  </p>
                  <p className="change-what">{changeSentence(t, change)}</p>
                  {change.what === 'answerChanged' && change.targetId !== null && (
                    <p className="change-link">
                      <NavLink to={answersPath(change.targetId)}>{t('changes.answersHistory', { name: change.target ?? '' })}</NavLink>
                    </p>
                  )}
                </li>
              ))}
            </ol>
          )}
          {failure && <p className="error">{failureText(t, failure)}</p>}
          {more.available && (
            <SaveButton busy={more.reading} onClick={() => void more.showMore()}>
              {t('changes.more')}
            </SaveButton>
          )}
        </section>
      )}
    </div>
  );
}
