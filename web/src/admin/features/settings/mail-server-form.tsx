import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import type { FieldError } from '#common/api-problems';
import type { Locale } from '#common/locales';
import { MAIL_PROVIDERS, PROVIDER_PRESETS, SMTP_SECURITY, type MailProvider, type MailServerScreen, type SavedMailServerView, type SmtpSecurity } from '#common/mail-server-api';
import { mailServer, saveMailServer } from '../../api/mail-server-calls';
import { useLoad } from '../../api/use-load';
import { useFocusFirstProblem } from '../../components/focus-first-problem';
import { LoadingSection } from '../../components/loading-section';
import { problemText } from '../../components/problem-text';
import { SaveButton } from '../../components/save-button';
import { useSave } from '../../components/use-save';
import { useT } from '../../i18n/admin-i18n';
import { PROVIDER_LINKS, PROVIDER_NAMES, PROVIDER_STEPS, SECURITY_LABELS } from './mail-server-words';

interface Draft {
  provider: MailProvider;
  address: string;
  host: string;
  port: string;
  security: SmtpSecurity;
  user: string;
  password: string;
}

const NEW_DRAFT: Draft = { provider: 'gmail', address: '', host: '', port: '587', security: 'starttls', user: '', password: '' };
/** The usual port of each encryption: changing one moves the other along, unless the couple typed their own. */
const USUAL_PORTS: Partial<Record<SmtpSecurity, string>> = { tls: '465', starttls: '587' };

/** The saved server as the form shows it: the password is never among it. */
function draftOf(saved: SavedMailServerView): Draft {
  const other = saved.provider === 'other';
  return {
    provider: saved.provider,
    address: saved.address,
    host: other ? saved.host : '',
    port: other ? String(saved.port) : NEW_DRAFT.port,
    security: other ? saved.security : NEW_DRAFT.security,
    user: saved.user === saved.address ? '' : saved.user,
    password: '',
  };
}

/** A port as typed: a number from 1 to 65535, or undefined. */
function portOf(typed: string): number | undefined {
  const port = /^\d{1,5}$/.test(typed.trim()) ? Number(typed.trim()) : NaN;
  return port >= 1 && port <= 65_535 ? port : undefined;
}

interface MailServerFormProps {
  onSignedOut: () => void;
  /** A server was tried and kept: the panel says where e-mails go now. */
  onKept: () => void;
}

/**
 * "Your mail server" (issue 36): the couple picks Gmail, iCloud, Outlook or another provider, follows that
 * provider's steps to an app password, and types their address and the password (and, for another provider, its
 * server, port and encryption). The one button sends the test e-mail to their address through that server and keeps
 * the server only once it went; a refusal says in words what went wrong, beside the button, or under the field it
 * concerns, which takes the focus. A saved password is never shown again: the form says one is saved, and a new one
 * replaces it. Where SMTP_URL sets the server, the panel says so instead of the form.
 */
export function MailServerForm({ onSignedOut, onKept }: MailServerFormProps) {
  const { t, i18n } = useT();
  const id = useId();
  const [draft, setDraft] = useState<Draft>(NEW_DRAFT);
  const fill = ({ saved }: MailServerScreen) => {
    if (saved) setDraft(draftOf(saved));
  };
  const { value: screen, failure, setValue: setScreen } = useLoad(mailServer, onSignedOut, { loaded: fill });
  const save = useSave(onSignedOut);
  const { show, problems } = save;
  const form = useRef<HTMLFormElement>(null);
  const focusFirstProblem = useFocusFirstProblem(form);

  // The form shows once the saved server is there (LoadingSection says why).
  if (!screen) return <LoadingSection headingId={`${id}-heading`} heading={t('mailServer.heading')} level={3} className="mail-server" failure={failure} />;
  const heading = <h3 id={`${id}-heading`}>{t('mailServer.heading')}</h3>;
  if (screen.environment) {
    return (
      <section className="mail-server" aria-labelledby={`${id}-heading`}>
        {heading}
        <p className="help">{t('mailServer.environment', { host: screen.environment.host })}</p>
      </section>
    );
  }

  const { saved } = screen;
  const other = draft.provider === 'other';
  const set = (changes: Partial<Draft>) => setDraft((current) => ({ ...current, ...changes }));
  // A field's problem is said under it, which takes the focus; the result line says nothing more.
  const refuse = (refused: FieldError[]) => {
    save.refuse(refused);
    save.clear();
    focusFirstProblem();
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (save.pending) return;
    const port = other ? portOf(draft.port) : undefined;
    if (other && port === undefined) return refuse([{ field: 'port', code: draft.port.trim() === '' ? 'empty' : 'invalid' }]);
    show({ text: t('mailServer.trying'), error: false });
    const { provider, address, user, password, host, security } = draft;
    await save.run(() => saveMailServer({ provider, address, user, password, locale: i18n.language as Locale, ...(other ? { host, port, security } : {}) }), {
      saved: (kept) => t('mailServer.kept', { address: kept.saved.address, answer: kept.answer }),
      onSaved: (kept) => {
        setScreen({ environment: null, saved: kept.saved });
        set({ password: '' });
        onKept();
      },
      onRefused: (failure) => {
        // What the test conversation with the mail server ran into is the result itself, not a field's problem.
        const connection = failure.kind === 'invalid' ? failure.problems.find((p) => p.field === 'connection') : undefined;
        if (connection) show({ text: problemText(t, connection), error: true });
        else if (failure.kind === 'invalid') refuse(failure.problems);
      },
    });
  }

  /** A field with its label, and under it its help or, after a refusal, what is wrong with it. */
  const field = (name: 'address' | 'host' | 'port' | 'user' | 'password', label: string, help: string, control: (aria: object) => ReactNode) => {
    const problem = problems.find((p) => p.field === name);
    return (
      <div className="field">
        <label htmlFor={`${id}-${name}`}>{label}</label>
        {control({ id: `${id}-${name}`, 'aria-invalid': problem ? true : undefined, 'aria-describedby': `${id}-${name}-help` })}
        <p id={`${id}-${name}-help`} className={problem ? 'error' : 'help'}>
          {problem ? problemText(t, problem) : help}
        </p>
      </div>
    );
  };
  const securityProblem = problems.find((p) => p.field === 'security');
  const preset = draft.provider === 'other' ? undefined : draft.provider;

  return (
    <form ref={form} className="mail-server" aria-labelledby={`${id}-heading`} onSubmit={(event) => void submit(event)} noValidate>
      {heading}
      {saved && (
        <p className={saved.passwordReadable ? 'help' : 'flag'}>
          {saved.passwordReadable ? t('mailServer.saved', { address: saved.address, host: `${saved.host}:${saved.port}` }) : t('mailServer.savedUnreadable')}
        </p>
      )}
      <fieldset className="field">
        <legend>{t('mailServer.provider')}</legend>
        {MAIL_PROVIDERS.map((option) => (
          <label key={option} className="choice">
            <input type="radio" name={`${id}-provider`} value={option} checked={draft.provider === option} onChange={() => set({ provider: option })} />
            {option === 'other' ? t('mailServer.otherProvider') : PROVIDER_NAMES[option]}
          </label>
        ))}
      </fieldset>
      <h4>{t('mailServer.stepsHeading')}</h4>
      <ol className="mail-server-steps">
        {PROVIDER_STEPS[draft.provider].map((step) => (
          <li key={step}>{t(step)}</li>
        ))}
      </ol>
      {preset && (
        <p>
          <a href={PROVIDER_PRESETS[preset].appPasswordPage} target="_blank" rel="noopener noreferrer">
            {t(PROVIDER_LINKS[preset])}
          </a>
        </p>
      )}
      {field('address', t('mailServer.address'), t('mailServer.addressHelp'), (aria) => (
        <input {...aria} type="email" autoComplete="email" value={draft.address} onChange={(event) => set({ address: event.target.value })} />
      ))}
      {other && (
        <>
          {field('host', t('mailServer.host'), t('mailServer.hostHelp'), (aria) => (
            <input {...aria} autoComplete="off" autoCapitalize="none" spellCheck={false} value={draft.host} onChange={(event) => set({ host: event.target.value })} />
          ))}
          <fieldset className="field">
            <legend>{t('mailServer.security')}</legend>
            {SMTP_SECURITY.map((option) => (
              <label key={option} className="choice">
                <input
                  type="radio"
                  name={`${id}-security`}
                  value={option}
                  checked={draft.security === option}
                  onChange={() => set({ security: option, port: draft.port === USUAL_PORTS[draft.security] ? (USUAL_PORTS[option] ?? draft.port) : draft.port })}
                  aria-invalid={securityProblem && draft.security === option ? true : undefined}
                  aria-describedby={securityProblem ? `${id}-security-problem` : undefined}
                />
                {t(SECURITY_LABELS[option])}
              </label>
            ))}
            {securityProblem && (
              <p id={`${id}-security-problem`} className="error">
                {problemText(t, securityProblem)}
              </p>
            )}
          </fieldset>
          {field('port', t('mailServer.port'), t('mailServer.portHelp'), (aria) => (
            <input {...aria} inputMode="numeric" autoComplete="off" value={draft.port} onChange={(event) => set({ port: event.target.value })} />
          ))}
          {field('user', t('mailServer.user'), t('mailServer.userHelp'), (aria) => (
            <input {...aria} autoComplete="off" autoCapitalize="none" spellCheck={false} value={draft.user} onChange={(event) => set({ user: event.target.value })} />
          ))}
        </>
      )}
      {field('password', t('mailServer.password'), saved?.passwordReadable ? t('mailServer.passwordSaved') : t('mailServer.passwordHelp'), (aria) => (
        <input {...aria} type="password" autoComplete="off" spellCheck={false} value={draft.password} onChange={(event) => set({ password: event.target.value })} />
      ))}
      <SaveButton type="submit" className="primary" save={save}>
        {t('mailServer.submit')}
      </SaveButton>
    </form>
  );
}
