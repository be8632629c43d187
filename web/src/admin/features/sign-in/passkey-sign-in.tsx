import { useState } from 'react';
import { signInOptions, signInWithPasskey } from '../../api/passkey-calls';
import { failureText } from '../../components/problem-text';
import { SaveButton } from '../../components/save-button';
import { useT } from '../../i18n/admin-i18n';

interface PasskeySignInProps {
  off: boolean;
  onSignedIn: () => Promise<void>;
}

/**
 * "Sign in with a passkey" (issue 38, docs/decisions/0063): the browser offers this site's passkeys, the person
 * confirms with their fingerprint, face or PIN, and the server signs in the person whose passkey it is. The WebAuthn
 * library is loaded on the press, never with the screen. A refusal is said beside the button, which keeps the focus.
 */
export function PasskeySignIn({ off, onSignedIn }: PasskeySignInProps) {
  const { t } = useT();
  const [pending, setPending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  async function signIn() {
    if (pending || off) return;
    setPending(true);
    setProblem(null);
    const result = await ceremony();
    setPending(false);
    if (result === 'signed-in') return onSignedIn();
    setProblem(result);
  }

  /** 'signed-in', or what to say. */
  async function ceremony(): Promise<string> {
    const options = await signInOptions();
    if (!options.ok) return failureText(t, options.failure) ?? t('passkeys.signInRefused');
    let response;
    try {
      const { startAuthentication } = await import('@simplewebauthn/browser');
      response = await startAuthentication({ optionsJSON: options.value });
    } catch {
      // Cancelled, timed out, or no passkey of this site on the device: the browser does not say which.
      return t('passkeys.signInCancelled');
    }
    const signedIn = await signInWithPasskey(response);
    if (signedIn.ok) return 'signed-in';
    const { failure } = signedIn;
    if (failure.kind === 'signed-out') return t('passkeys.signInRefused');
    if (failure.kind === 'too-many') return `${t('signIn.tooMany', { minutes: Math.max(1, Math.ceil(failure.retryAfter / 60)) })} ${t('signIn.knownDevice')}`;
    return failureText(t, failure) ?? t('passkeys.signInRefused');
  }

  return (
    <div className="passkey-sign-in">
      <SaveButton type="button" result={false} disabled={off} busy={pending} aria-describedby="passkey-sign-in-result" onClick={() => void signIn()}>
        {t('passkeys.signIn')}
      </SaveButton>
      <p id="passkey-sign-in-result" className="error" role="alert">
        {problem ?? ''}
      </p>
    </div>
  );
}
