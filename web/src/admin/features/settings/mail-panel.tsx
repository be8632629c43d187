import { outboxPage } from '../../api/outbox-calls';
import { useLoad } from '../../api/use-load';
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
  // Where e-mails go, asked again after each server the form keeps.
  const { value: page, failure, reload } = useLoad(outboxPage, onSignedOut);
  const server = page?.server;

  return (
    <section className="panel mail-panel" aria-labelledby="mail-panel-heading">
      <h2 id="mail-panel-heading">{t('mail.heading')}</h2>
      <p className={server && !server.configured ? 'flag' : 'help'} role="status">
        {server ? serverText(t, server) : ((failure && failureText(t, failure)) ?? t('common.loading'))}
      </p>
      <MailServerForm onSignedOut={onSignedOut} onKept={() => void reload()} />
      <TestMailForm headingLevel={3} onSignedOut={onSignedOut} />
      <AnswerNoticesForm onSignedOut={onSignedOut} />
      <p>
        <NavLink to={outboxPath}>{t('mail.outboxLink')}</NavLink>
      </p>
    </section>
  );
}
