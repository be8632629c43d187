import './changes.css';
import { useEffect, useId, useRef, useState } from 'react';
import { CHANGE_RECORD_CAP, type ChangePage, type RecordedChange } from '#common/change-record-api';
import { readerLocale } from '../../../lib/reader-locale';
import type { ApiFailure } from '../../api/admin-client';
import { changePage } from '../../api/change-record-calls';
import { ActionResult, type StatusMessage } from '../../components/action-result';
import { failureText } from '../../components/problem-text';
import { SaveButton } from '../../components/save-button';
import { useT } from '../../i18n/admin-i18n';
import { NavLink } from '../../../lib/router/nav-link';
import { formatMoment } from '../../components/moment-text';
import { LoadingLine } from '../../components/loading-section';
import { authorValue, authorWords, changeSentence } from './record-words';

const EVERYONE = '';

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
  const [page, setPage] = useState<ChangePage | null>(null);
  const [failure, setFailure] = useState<ApiFailure | null>(null);
  const [counted, setCounted] = useState<StatusMessage>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  const firstNew = useRef<number | null>(null);

  useEffect(() => {
    let current = true;
    void changePage(person || undefined).then((loaded) => {
      if (!current) return;
      if (!loaded.ok) return loaded.failure.kind === 'signed-out' ? onSignedOut() : setFailure(loaded.failure);
      setFailure(null);
      setPage(loaded.value);
      setCounted({ text: t('changes.found', { count: loaded.value.total }), error: false });
    });
    return () => {
      current = false;
    };
  }, [person, onSignedOut, t]);

  // After "Show more", the first change it brought takes the focus: the button may be gone.
  useEffect(() => {
    if (firstNew.current === null) return;
    document.getElementById(`change-${firstNew.current}`)?.focus();
    firstNew.current = null;
  }, [page]);

  async function showMore() {
    if (!page || loadingMore) return;
    setLoadingMore(true);
    const more = await changePage(person || undefined, page.changes.length);
    setLoadingMore(false);
    if (!more.ok) return more.failure.kind === 'signed-out' ? onSignedOut() : setFailure(more.failure);
    const known = new Set(page.changes.map((change) => change.id));
    const added = more.value.changes.filter((change) => !known.has(change.id));
    firstNew.current = added[0]?.id ?? null;
    setPage({ ...more.value, changes: [...page.changes, ...added] });
  }

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
                <li key={change.id} id={`change-${change.id}`} tabIndex={-1} className="change">
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
          {page.changes.length < page.total && (
            <SaveButton busy={loadingMore} onClick={() => void showMore()}>
              {t('changes.more')}
            </SaveButton>
          )}
        </section>
      )}
    </div>
  );
}
