import { useEffect, useRef, useState, type FormEvent } from 'react';
import { signIn } from '../../api/admin-calls';
import { signInWithCode } from '../../api/second-factor-calls';
import { ActionResult, useActionResult } from '../../components/action-result';
import type { ApiFailure } from '../../api/admin-client';
import { failureText } from '../../components/problem-text';
import { SaveButton } from '../../components/save-button';
import { useT } from '../../i18n/admin-i18n';
import { PasskeySignIn } from './passkey-sign-in';

interface SignInPageProps {
  /** The server runs without ADMIN_PASSWORD. */
  off: boolean;
  /** The couple has just signed out: the screen says so. */
  signedOut: boolean;
  /** The couple's names, as the guests' site shows them before sign-in too. */
  couple: string;
  onSignedIn: () => Promise<void>;
}

/**
 * The sign-in: a person's e-mail address and own password, or the dashboard password alone (ADMIN_PASSWORD, the
 * couple's way in and way back), sent in the body of a POST, never in the address. The first thing of
 * the dashboard they see, so it wears the guests' site's letters and colours: their names above, in its serif.
 * A person with a second factor, on a device not seen before, is then asked for a code (docs/decisions/0064), or
 * their passkey where they have one (docs/decisions/0065).
 */
export function SignInPage({ off, signedOut, couple, onSignedIn }: SignInPageProps) {
  const { t } = useT();
  // A person's set-up page sends them here with their address (?email=); the couple's password needs none.
  const [email, setEmail] = useState(() => new URLSearchParams(window.location.search).get('email') ?? '');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(off ? t('signIn.off') : null);
  const [pending, setPending] = useState(false);
  // Set once a right password still needs a second factor: the token the code is sent with.
  const [secondStep, setSecondStep] = useState<string | null>(null);
  // Whether the person has a passkey, which may answer the second step instead of a code (docs/decisions/0065).
  const [stepPasskey, setStepPasskey] = useState(false);
  const [code, setCode] = useState('');
  const codeField = useRef<HTMLInputElement>(null);
  const passwordField = useRef<HTMLInputElement>(null);
  // Only after "Start again": the first drawing of the screen leaves the focus where the browser puts it.
  const [backToPassword, setBackToPassword] = useState(false);
  const notice = useActionResult();
  const { show } = notice;

  // Said once the screen is drawn, in its live region, so that a screen reader hears it after the heading.
  useEffect(() => {
    if (signedOut) show({ text: t('tabs.signedOut'), error: false });
  }, [signedOut, show, t]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending || off) return;
    setPending(true);
    const address = email.trim();
    const result = await signIn(address === '' ? { password } : { email: address, password });
    setPending(false);
    if (result.ok && 'secondFactor' in result.value) {
      setError(null);
      setSecondStep(result.value.pending);
      setStepPasskey(result.value.passkey);
      return;
    }
    if (result.ok) return onSignedIn();
    showFailure(result.failure, t('signIn.wrong'));
  }

  // The code field replaces the password's, and the password's the code's: the focus goes to it, never to the page.
  useEffect(() => {
    if (secondStep !== null) codeField.current?.focus();
    else if (backToPassword) passwordField.current?.focus();
  }, [secondStep, backToPassword]);

  /** A pending sign-in lasts five minutes and a few wrong codes: then the password is typed again. */
  function startAgain() {
    setSecondStep(null);
    setCode('');
    setPassword('');
    setError(null);
    setBackToPassword(true);
  }

  async function submitCode(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending || secondStep === null) return;
    setPending(true);
    const result = await signInWithCode(secondStep, code.trim());
    setPending(false);
    if (result.ok) return onSignedIn();
    showFailure(result.failure, t('signIn.secondFactor.wrong'));
  }

  function showFailure(failure: ApiFailure, wrong: string) {
    if (failure.kind === 'signed-out') setError(wrong);
    // Strangers' guesses may have spent the budgets of unknown devices; a device the couple signed in on before has its own.
    else if (failure.kind === 'too-many') setError(`${t('signIn.tooMany', { minutes: Math.max(1, Math.ceil(failure.retryAfter / 60)) })} ${t('signIn.knownDevice')}`);
    else setError(failureText(t, failure));
  }

  return (
    <section className="sign-in" aria-labelledby="sign-in-heading">
      {couple && <p className="sign-in-couple">{couple}</p>}
      <div className="sign-in-ornament" aria-hidden="true" />
      <h1 id="sign-in-heading">{t('signIn.heading')}</h1>
      <p className="sign-in-intro">{t('signIn.intro')}</p>
      <ActionResult message={notice.message} />
      {secondStep !== null ? (
        <form onSubmit={(event) => void submitCode(event)}>
          <p id="admin-code-help" className="help">
            {t('signIn.secondFactor.intro')}
          </p>
          <label htmlFor="admin-code">{t('signIn.secondFactor.code')}</label>
          <input
            id="admin-code"
            ref={codeField}
            required
            autoComplete="one-time-code"
            spellCheck={false}
            value={code}
            onChange={(event) => setCode(event.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby="admin-code-help sign-in-error"
          />
          <SaveButton type="submit" className="primary" busy={pending}>
            {t('signIn.secondFactor.submit')}
          </SaveButton>
          <button type="button" onClick={startAgain}>
            {t('signIn.secondFactor.startAgain')}
          </button>
        </form>
      ) : (
      <form onSubmit={(event) => void submit(event)}>
        <label htmlFor="admin-email">{t('signIn.email')}</label>
        <input
          id="admin-email"
          type="email"
          name="username"
          autoComplete="username"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          aria-describedby="admin-email-help"
          disabled={off}
        />
        <p id="admin-email-help" className="help">
          {t('signIn.emailHelp')}
        </p>
        <label htmlFor="admin-password">{t('signIn.password')}</label>
        <input
          id="admin-password"
          ref={passwordField}
          type="password"
          required
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby="sign-in-error"
          disabled={off}
        />
        {/* Not useSave: a refused password is said under its field, and a 401 here is a wrong password, not a lost session. */}
        <SaveButton type="submit" className="primary" disabled={off} busy={pending}>
          {t('signIn.submit')}
        </SaveButton>
      </form>
      )}
      <p id="sign-in-error" className="error" role="alert">
        {error ?? ''}
      </p>
      {secondStep === null ? (
        <PasskeySignIn off={off} onSignedIn={onSignedIn} />
      ) : (
        stepPasskey && <PasskeySignIn key={secondStep} off={off} pending={secondStep} onSignedIn={onSignedIn} />
      )}
    </section>
  );
}
