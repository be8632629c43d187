import { useState, type FormEvent } from 'react';
import type { SitePhoto } from '#common/api';
import { PhotoCarousel } from '../../components/photo-carousel';
import { useTranslation } from '../../i18n/use-translation';
import { signInWithPassword, type SignInResult } from './api/sign-in';

/** The error line under the form (docs/product.md, the sign-in page), with 429 for too many attempts. */
/** Named by their keys, so a test can check each exists (web/src/message-keys.test.ts). */
type SignInError = 'login.errorUnauthorized' | 'login.errorTooManyAttempts' | 'login.errorGeneric' | 'login.linkEnded';

function signInErrorKey(result: SignInResult): SignInError | null {
  if (result === 200) return null;
  if (result === 401) return 'login.errorUnauthorized';
  if (result === 429) return 'login.errorTooManyAttempts';
  return 'login.errorGeneric';
}

interface LoginPageProps {
  photos: SitePhoto[];
  /** The password was right: the caller takes the guest in (docs/product.md, the calls: status 200 goes to /). */
  onSignedIn: () => Promise<void>;
  /** The guest's link was refused for too many attempts; `onRetryLink` tries it again. */
  linkRefused?: boolean;
  onRetryLink?: () => void;
  /** The couple's links have ended (docs/decisions/0060): said in the error line, the password still works. */
  linkEnded?: boolean;
}

export function LoginPage({ photos, onSignedIn, linkRefused = false, onRetryLink, linkEnded = false }: LoginPageProps) {
  const { t } = useTranslation();
  const [password, setPassword] = useState('');
  const [errorKey, setErrorKey] = useState<SignInError | null>(linkRefused ? 'login.errorTooManyAttempts' : linkEnded ? 'login.linkEnded' : null);
  const [pending, setPending] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setPending(true);
    const result = await signInWithPassword(password);
    setPending(false);
    const key = signInErrorKey(result);
    setErrorKey(key);
    if (key === null) await onSignedIn();
  }

  return (
    <>
      <PhotoCarousel photos={photos} />
      <section className="login">
        <form className="login-form" onSubmit={(event) => void submit(event)}>
          {/* A hidden username field: password managers file the shared password under one name (docs/product.md). */}
          <input type="text" name="username" autoComplete="username" defaultValue="guest" hidden readOnly />
          <label className="visually-hidden" htmlFor="password">
            {t('login.password')}
          </label>
          <input
            id="password"
            name="password"
            type="password"
            required
            autoComplete="current-password"
            placeholder={t('login.password')}
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            aria-invalid={errorKey ? true : undefined}
            aria-describedby="login-error"
          />
          <button type="submit" disabled={pending}>
            {t('login.buttonSignIn')}
          </button>
        </form>
        <p id="login-error" className="login-error" role="alert">
          {errorKey ? t(errorKey) : ''}
        </p>
        {linkRefused && onRetryLink && (
          <button type="button" className="retry-link" onClick={onRetryLink}>
            {t('login.retryLink')}
          </button>
        )}
      </section>
    </>
  );
}
