/**
 * The route guard (docs/product.md, who may see what), which the router runs before every navigation
 * (lib/router/create-router.ts):
 * 1. status 200: /login goes to /, an unknown path goes to /;
 * 2. otherwise /login is allowed, and with a link's token a token sign-in is tried (success goes to /, failure stays
 *    silently on /login, with the token gone from the address bar either way; link-token.ts);
 * 3. an unknown path goes to /login;
 * 4. a protected route sends a signed-out visitor to /login.
 * Issue 19: the invitation's pages (/schedule, /venue, /stay, /travel, and answering, /rsvp, issue 20) exist only
 * once the couple has switched the site to the invitation (the private content says so); before that a signed-in
 * guest asking for one goes to /.
 * Issue 39: the drop link's page (/drop/<token>) is open to anyone, signed in or not: it begins a drop session of
 * its own and shows the upload page alone. The gallery and the upload page are protected like the others.
 * Beyond the first contract (issue 11): a token sign-in refused with 429 keeps the token and says so, for a retry;
 * one refused with 410, once the couple's links have ended (issue 38), says so kindly.
 */
import { APP_PATHS, INVITATION_PATHS, isDropPath, PROTECTED_PATHS } from '#common/app-paths';
import { loadWeddingDetails, type WeddingDetails } from '../content/site-content';
import { signInWithToken } from '../features/auth/api/sign-in';
import { currentLocale } from '../i18n/i18n';
import type { GuardResult } from '../lib/router/create-router';
import { isSignedIn } from './api/session-status';
import { forgetLinkToken, pendingLinkToken } from './link-token';

export interface GuardData {
  authenticated: boolean;
  /** Present when signed in and the private content could be loaded. */
  details?: WeddingDetails;
  /** The link's sign-in was refused for too many attempts: the token is kept for a retry. */
  linkRefused?: boolean;
  /** The couple's links have ended (410, docs/decisions/0060): the page says so kindly. */
  linkEnded?: boolean;
  /** The drop link's page (issue 39): the upload page alone, with no menu and nothing private. */
  drop?: boolean;
}

async function linkSignIn(url: URL, token: string): Promise<GuardResult<GuardData>> {
  const result = await signInWithToken(token);
  // Wrong, revoked or ended: never tried again. Too many attempts or no answer: kept, so a retry or a reload can use it.
  if (result === 200 || result === 401 || result === 400 || result === 410) forgetLinkToken();
  if (result === 200) return { redirectTo: APP_PATHS.home };
  // A token still in the address (sessionStorage refused) leaves it, as the guard's rules say.
  if (url.searchParams.has('token')) return { redirectTo: APP_PATHS.login };
  return { data: { authenticated: false, linkRefused: result === 429, linkEnded: result === 410 } };
}

export async function guard(url: URL): Promise<GuardResult<GuardData>> {
  const path = url.pathname;
  // Whoever opens it, the drop link's page reads nothing of a guest's session.
  if (isDropPath(path)) return { data: { authenticated: false, drop: true } };
  const authenticated = await isSignedIn();
  if (authenticated) {
    forgetLinkToken();
    if (path === APP_PATHS.login || !PROTECTED_PATHS.includes(path)) return { redirectTo: APP_PATHS.home };
    const details = await loadWeddingDetails(currentLocale());
    // Content that could not be loaded says nothing of the phase: the Save the Date is what is sure to exist.
    if (INVITATION_PATHS.includes(path) && details?.invitation !== true) return { redirectTo: APP_PATHS.home };
    return { data: { authenticated, details } };
  }
  if (path === APP_PATHS.login) {
    const token = pendingLinkToken(url);
    return token === null ? { data: { authenticated } } : linkSignIn(url, token);
  }
  return { redirectTo: APP_PATHS.login };
}
