import './outbox.css';
import { Fragment, useCallback, useEffect, useState } from 'react';
import { OUTBOX_STATES, type OutboxMessage, type OutboxPage as Page } from '#common/outbox-api';
import type { ApiFailure, ApiResult } from '../../api/admin-client';
import { outboxPage } from '../../api/outbox-calls';
import { useMore } from '../../api/use-more';
import { SaveButton } from '../../components/save-button';
import { failureText } from '../../components/problem-text';
import { LoadingLine } from '../../components/loading-section';
import { useT } from '../../i18n/admin-i18n';
import { dayBoundText, serverText } from './mail-words';
import { mergeMessages } from './outbox-merge';
import { OutboxItem, outboxElementId } from './outbox-item';
import { TestMailForm } from './test-mail-form';

/** While a message is on its way, the list looks again this often. */
const REFRESH_MS = 4_000;

/**
 * Every e-mail the site has sent or saved, newest first (issue 27): whether a mail
 * server is set, whether the day's bound holds messages back (and until when), how many are in each state, the test
 * e-mail, and each message with what became of it. With no mail server it says plainly that nothing was sent and
 * lists what was saved. It looks again by itself while a message is waiting or being sent.
 */
export function OutboxPage({ onSignedOut }: { onSignedOut: () => void }) {
  const { t, i18n } = useT();
  const [page, setPage] = useState<Page>();
  const [failure, setFailure] = useState<ApiFailure | null>(null);

  /** The first page as it is now, merged into what is shown. */
  const show = useCallback(
    (fresh: ApiResult<Page>) => {
      if (fresh.ok) return setPage((shown) => (shown ? { ...fresh.value, messages: mergeMessages(shown.messages, fresh.value.messages) } : fresh.value));
      if (fresh.failure.kind === 'signed-out') return onSignedOut();
      setFailure(fresh.failure);
    },
    [onSignedOut],
  );
  const refresh = useCallback(() => void outboxPage().then(show), [show]);

  useEffect(() => void outboxPage().then(show), [show]);

  const moving = page?.messages.some((message) => message.state === 'queued' || message.state === 'sending') ?? false;
  useEffect(() => {
    if (!moving) return;
    const timer = setInterval(refresh, REFRESH_MS);
    return () => clearInterval(timer);
  }, [moving, refresh]);

  const more = useMore({
    shown: page,
    setShown: setPage,
    next: (shown) => (shown.messages.length < shown.total ? () => outboxPage(shown.messages.length) : null),
    items: (shown) => shown.messages,
    withItems: (shown, messages) => ({ ...shown, messages }),
    idOf: (message) => message.id,
    elementId: outboxElementId,
    onSignedOut,
  });

  const changed = (message: OutboxMessage) =>
    setPage((shown) => shown && { ...shown, messages: shown.messages.map((old) => (old.id === message.id ? message : old)) });

  if (!page) {
    return (
      <>
        <h1>{t('outbox.heading')}</h1>
        <LoadingLine failure={failure} />
      </>
    );
  }
  const shownFailure = more.failure ?? failure;
  const counted = OUTBOX_STATES.filter((state) => page.counts[state] > 0);
  const dayBound = dayBoundText(t, page.server, i18n.language);
  return (
    <div className="outbox">
      <header className="page-header">
        <h1>{t('outbox.heading')}</h1>
        <p className={page.server.configured ? undefined : 'flag'}>{serverText(t, page.server)}</p>
        {dayBound && <p className="flag">{dayBound}</p>}
      </header>
      <section className="panel">
        <TestMailForm headingLevel={2} onSignedOut={onSignedOut} onSettled={refresh} />
      </section>
      <section aria-labelledby="outbox-list-heading">
        <h2 id="outbox-list-heading">{t('outbox.listHeading')}</h2>
        {counted.length > 0 && (
          <dl className="facts outbox-counts">
            {counted.map((state) => (
              <Fragment key={state}>
                <dt>{t(`outbox.states.${state}`)}</dt>
                <dd>{page.counts[state]}</dd>
              </Fragment>
            ))}
          </dl>
        )}
        {page.messages.length === 0 ? (
          <p>{t('outbox.empty')}</p>
        ) : (
          <ul className="outbox-list">
            {page.messages.map((message) => (
              <OutboxItem key={message.id} message={message} server={page.server} onChanged={changed} onRefresh={refresh} onSignedOut={onSignedOut} />
            ))}
          </ul>
        )}
        {shownFailure && <p className="error">{failureText(t, shownFailure)}</p>}
        {more.available && (
          <SaveButton busy={more.reading} onClick={() => void more.showMore()}>
            {t('outbox.more')}
          </SaveButton>
        )}
      </section>
    </div>
  );
}
