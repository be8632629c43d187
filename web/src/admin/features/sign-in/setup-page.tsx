import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { Locale } from '#common/locales';
import { choosePassword, setupOwner } from '../../api/people-calls';
import { LoadingLine } from '../../components/loading-section';
import { SaveButton } from '../../components/save-button';
import { useSave } from '../../components/use-save';
import { useT } from '../../i18n/admin-i18n';
import { NavLink } from '../../../lib/router/nav-link';

/** The token of a set-up link: in the fragment (people-api.ts, SETUP_PAGE), which never reaches a server or a log. */
const tokenOfPage = () => window.location.hash.slice(1);

/**
 * Where a person's set-up link opens (issue 38): it greets them by name and address, and they choose their own
 * password, held to the rule of ADMIN_PASSWORD by the server. Then they sign in with their address and it. A link
 * used, taken back or older than 24 hours says so, and who can send a new one.
 */
export function SetupPage({ signInPath }: { signInPath: string }) {
  const { t, i18n } = useT();
  const [token] = useState(tokenOfPage);
  // No token in the address: nothing to ask the server.
  const [owner, setOwner] = useState<{ name: string; email: string } | 'unknown' | null>(token === '' ? 'unknown' : null);
  const [password, setPassword] = useState('');
  const [done, setDone] = useState(false);
  const save = useSave();
  const doneLine = useRef<HTMLParagraphElement>(null);
  // The form and its button are gone once the password is set: the focus goes to what happened, never to the page.
  useEffect(() => {
    if (done) doneLine.current?.focus();
  }, [done]);

  useEffect(() => {
    let live = true;
    if (token !== '') void setupOwner(token).then((answer) => live && setOwner(answer.ok ? answer.value : 'unknown'));
    return () => void (live = false);
  }, [token]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    await save.run(() => choosePassword(token, password, i18n.language as Locale), {
      saved: null,
      onSaved: () => setDone(true),
      // The link stopped working meanwhile: the page says so instead of the form.
      onRefused: (failure) => failure.kind === 'not-found' && setOwner('unknown'),
    });
  }

  const weak = save.problems.some((problem) => problem.field === 'password');
  return (
    <section className="sign-in" aria-labelledby="setup-heading">
      <div className="sign-in-ornament" aria-hidden="true" />
      <h1 id="setup-heading">{t('setup.heading')}</h1>
      {owner === null && <LoadingLine failure={null} />}
      {owner === 'unknown' && <p className="error">{t('setup.unknown')}</p>}
      {owner !== null && owner !== 'unknown' && (
        <>
          <p className="sign-in-intro">{t('setup.intro', { name: owner.name, email: owner.email })}</p>
          {!done && (
            <form onSubmit={(event) => void submit(event)} noValidate>
              <input type="text" name="username" autoComplete="username" value={owner.email} hidden readOnly />
              <label htmlFor="setup-password">{t('setup.password')}</label>
              <input
                id="setup-password"
                type="password"
                required
                autoComplete="new-password"
                value={password}
                onChange={(event) => setPassword(event.target.value)}
                aria-invalid={weak || undefined}
                aria-describedby="setup-password-help"
              />
              <p id="setup-password-help" className={weak ? 'error' : 'help'}>
                {weak ? t('setup.weak') : t('setup.help')}
              </p>
              <SaveButton type="submit" className="primary" save={save}>
                {t('setup.submit')}
              </SaveButton>
            </form>
          )}
          {done && (
            <>
              <p ref={doneLine} tabIndex={-1} role="status">
                {t('setup.done')}
              </p>
              <p>
                <NavLink to={`${signInPath}?email=${encodeURIComponent(owner.email)}`}>{t('setup.signIn')}</NavLink>
              </p>
            </>
          )}
        </>
      )}
    </section>
  );
}
