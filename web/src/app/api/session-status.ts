import { API_PATHS, SESSION_STATUS_META } from '#common/api';
import { statusOf } from '../../api/http';
import { signOut, signOutPending } from './sign-out';

async function checkStatus(): Promise<boolean> {
  return (await statusOf(API_PATHS.status, { cache: 'no-store' })) === 200;
}

/**
 * The answer the server put in the page it just sent (docs/decisions/0006), taken once: it is the status
 * check of the first navigation. Undefined when the page has none (the Vite dev server's page).
 */
function takePageAnswer(): boolean | undefined {
  const meta = document.querySelector<HTMLMetaElement>(`meta[name="${SESSION_STATUS_META.name}"]`);
  if (!meta) return undefined;
  meta.remove();
  return meta.content === SESSION_STATUS_META.signedIn;
}

let firstCheck: Promise<boolean> | undefined;

/**
 * The status check of the first navigation: the page's own answer, or else a request started now, while the
 * messages load, instead of after them. The guard's next isSignedIn() takes this answer; later ones ask anew.
 * Returns the page's answer (undefined without one), for what the app starts before the guard runs.
 */
export function startFirstStatusCheck(): boolean | undefined {
  const pageAnswer = takePageAnswer();
  if (signOutPending()) {
    // The page was made for the session the guest ended without a signal: it ends first, and nothing private starts.
    firstCheck = signedOutFirst();
    return false;
  }
  firstCheck = pageAnswer === undefined ? checkStatus() : Promise.resolve(pageAnswer);
  return pageAnswer;
}

/** Sends the sign-out still to be sent; signed out either way (sent, or remembered for the next check). */
async function signedOutFirst(): Promise<false> {
  await signOut();
  return false;
}

/**
 * docs/product.md, the calls: 200 means signed in; any other answer, or no answer, means signed out. The body is not
 * read. A sign-out not yet confirmed by the server is sent first, and means signed out (sign-out.ts).
 */
export function isSignedIn(): Promise<boolean> {
  const pending = firstCheck ?? (signOutPending() ? signedOutFirst() : checkStatus());
  firstCheck = undefined;
  return pending;
}
