import { useState } from 'react';
import { secondStepOptions, secondStepWithPasskey, signInOptions, signInWithPasskey } from '../../api/passkey-calls';
import { failureText } from '../../components/problem-text';
import { SaveButton } from '../../components/save-button';
import { useT } from '../../i18n/admin-i18n';

interface PasskeySignInProps {
  off: boolean;
  onSignedIn: () => Promise<void>;
  /**
   * A password's sign-in waiting for its second step (docs/decisions/0065): the button then offers that person's
   * passkeys only, and completes that sign-in.
   */
  pending?: string;
}

/**
 * "Sign in with a passkey" (issue 38, docs/decisions/0063): the browser offers this site's passkeys, the person
 * confirms with their fingerprint, face or PIN, and the server signs in the person whose passkey it is. The WebAuthn
 * library is loaded on the press, never with the screen. A refusal is said beside the button, which keeps the focus.
 * After a right password that needs a second step, the same button ("Use your passkey instead") answers it.
 */
export function PasskeySignIn({ off, onSignedIn, pending: secondStep }: PasskeySignInProps) {
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
    const options = secondStep === undefined ? await signInOptions() : await secondStepOptions(secondStep);
    if (!options.ok) return failureText(t, options.failure) ?? t('passkeys.signInRefused');
    let response;
    try {
      const { startAuthentication } = await import('@simplewebauthn/browser');
      response = await startAuthentication({ optionsJSON: options.value });
    } catch {
      // Cancelled, timed out, or no passkey of this site on the device: the browser does not say which.
      return t('passkeys.signInCancelled');
    }
    const signedIn = secondStep === undefined ? await signInWithPasskey(response) : await secondStepWithPasskey(secondStep, response);
    if (signedIn.ok) return 'signed-in';
    const { failure } = signedIn;
    if (failure.kind === 'signed-out') return t('passkeys.signInRefused');
    if (failure.kind === 'too-many') return `${t('signIn.tooMany', { minutes: Math.max(1, Math.ceil(failure.retryAfter / 60)) })} ${t('signIn.knownDevice')}`;
    return failureText(t, failure) ?? t('passkeys.signInRefused');
  }

  return (
    <div className="passkey-sign-in">
      <SaveButton type="button" result={false} disabled={off} busy={pending} aria-describedby="passkey-sign-in-result" onClick={() => void signIn()}>
        {secondStep === undefined ? t('passkeys.signIn') : t('signIn.secondFactor.passkey')}
      </SaveButton>
      <p id="passkey-sign-in-result" className="error" role="alert">
        {problem ?? ''}
      </p>
    </div>
  );
}
