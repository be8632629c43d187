/**
 * The route guard of spec §2, which the router runs before every navigation (lib/router/create-router.ts):
 * 1. status 200: /login goes to /, an unknown path goes to /;
 * 2. otherwise /login is allowed, and with a `token` parameter a token sign-in is tried (success goes to /,
 *    failure stays silently on /login, with the token taken out of the address bar either way);
 * 3. an unknown path goes to /login;
 * 4. a protected route sends a signed-out visitor to /login.
 */
import { APP_PATHS, PROTECTED_PATHS } from '#common/app-paths';
import { loadWeddingDetails, type WeddingDetails } from '../content/site-content';
import { signInWithToken } from '../features/auth/api/sign-in';
import { currentLocale } from '../i18n/i18n';
import type { GuardResult } from '../lib/router/create-router';
import { isSignedIn } from './api/session-status';

export interface GuardData {
  authenticated: boolean;
  /** Present when signed in and the private content could be loaded. */
  details?: WeddingDetails;
}

export async function guard(url: URL): Promise<GuardResult<GuardData>> {
  const path = url.pathname;
  const authenticated = await isSignedIn();
  if (authenticated) {
    if (path === APP_PATHS.login || !PROTECTED_PATHS.includes(path)) return { redirectTo: APP_PATHS.home };
    return { data: { authenticated, details: await loadWeddingDetails(currentLocale()) } };
  }
  if (path === APP_PATHS.login) {
    const token = url.searchParams.get('token');
    if (token === null) return { data: { authenticated } };
    // A used token does not stay in the address bar, the history or a screenshot.
    return { redirectTo: (await signInWithToken(token)) === 200 ? APP_PATHS.home : APP_PATHS.login };
  }
  return { redirectTo: APP_PATHS.login };
}
