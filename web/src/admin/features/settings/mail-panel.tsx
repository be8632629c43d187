import { useEffect, useState } from 'react';
import type { MailServerStatus } from '#common/outbox-api';
import { outboxPage } from '../../api/outbox-calls';
import { failureText } from '../../components/problem-text';
import { useT } from '../../i18n/admin-i18n';
import { NavLink } from '../../../lib/router/nav-link';
import { serverText } from './mail-words';
import { AnswerNoticesForm } from './answer-notices-form';
import { MailServerForm } from './mail-server-form';
import { TestMailForm } from './test-mail-form';

/**
 * Settings' e-mail panel (issue 27): whether the site sends through a mail server, or only saves what it would send,
 * the couple's own mail server (issue 36), the test e-mail to themselves, how they hear of their guests' answers, and
 * the way to every e-mail the site has sent.
 */
export function MailPanel({ outboxPath, onSignedOut }: { outboxPath: string; onSignedOut: () => void }) {
  const { t } = useT();
  const [server, setServer] = useState<MailServerStatus | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  // Counts the servers kept from the form: where e-mails go is asked again after each.
  const [kept, setKept] = useState(0);

  useEffect(() => {
    void outboxPage().then((page) => {
      if (page.ok) setServer(page.value.server);
      else if (page.failure.kind === 'signed-out') onSignedOut();
      else setProblem(failureText(t, page.failure));
    });
  }, [onSignedOut, t, kept]);

  return (
    <section className="panel mail-panel" aria-labelledby="mail-panel-heading">
      <h2 id="mail-panel-heading">{t('mail.heading')}</h2>
      <p className={server && !server.configured ? 'flag' : 'help'} role="status">
        {server ? serverText(t, server) : (problem ?? t('common.loading'))}
      </p>
      <MailServerForm onSignedOut={onSignedOut} onKept={() => setKept((count) => count + 1)} />
      <TestMailForm headingLevel={3} onSignedOut={onSignedOut} />
      <AnswerNoticesForm onSignedOut={onSignedOut} />
      <p>
        <NavLink to={outboxPath}>{t('mail.outboxLink')}</NavLink>
      </p>
    </section>
  );
}
