import { useState, type FormEvent } from 'react';
import { signIn } from '../../api/admin-calls';
import { failureText } from '../../components/problem-text';
import { useT } from '../../i18n/admin-i18n';

interface SignInPageProps {
  /** The server runs without ADMIN_PASSWORD. */
  off: boolean;
  onSignedIn: () => Promise<void>;
}

/** The couple's sign-in: their own password, sent in the body of a POST, never in the address. */
export function SignInPage({ off, onSignedIn }: SignInPageProps) {
  const { t } = useT();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(off ? t('signIn.off') : null);
  const [pending, setPending] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setPending(true);
    const result = await signIn({ password });
    setPending(false);
    if (result.ok) return onSignedIn();
    const { failure } = result;
    if (failure.kind === 'signed-out') setError(t('signIn.wrong'));
    // Strangers' guesses may have spent the budgets of unknown devices; a device the couple signed in on before has its own.
    else if (failure.kind === 'too-many') setError(`${t('signIn.tooMany', { minutes: Math.max(1, Math.ceil(failure.retryAfter / 60)) })} ${t('signIn.knownDevice')}`);
    else setError(failureText(t, failure));
  }

  return (
    <section className="sign-in" aria-labelledby="sign-in-heading">
      <h1 id="sign-in-heading">{t('signIn.heading')}</h1>
      <p>{t('signIn.intro')}</p>
      <form onSubmit={(event) => void submit(event)}>
        <input type="text" name="username" autoComplete="username" defaultValue="couple" hidden readOnly />
        <label htmlFor="admin-password">{t('signIn.password')}</label>
        <input
          id="admin-password"
          type="password"
          required
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby="sign-in-error"
          disabled={off}
        />
        <button type="submit" className="primary" disabled={pending || off}>
          {t('signIn.submit')}
        </button>
      </form>
      <p id="sign-in-error" className="error" role="alert">
        {error ?? ''}
      </p>
    </section>
  );
}
