/**
 * The route guard of spec §2, which the router runs before every navigation (router/create-router.ts):
 * 1. status 200: /login goes to /, an unknown path goes to /;
 * 2. otherwise /login is allowed, and with a `token` parameter a token sign-in is tried (success goes to /,
 *    failure stays silently on /login, with the token taken out of the address bar either way);
 * 3. an unknown path goes to /login;
 * 4. a protected route sends a signed-out visitor to /login.
 */
import { ensurePrivateContent, type WeddingFacts } from '../content/private-content';
import { signInWithToken } from '../features/auth/api/sign-in';
import { currentLocale } from '../i18n/i18n';
import { isSignedIn } from './api/session-status';
import type { GuardResult } from './router/create-router';

export const ROUTES = { home: '/', login: '/login', faq: '/faq' } as const;
const PROTECTED: readonly string[] = [ROUTES.home, ROUTES.faq];

export interface GuardData {
  authenticated: boolean;
  /** Present when signed in and the private content could be loaded. */
  facts?: WeddingFacts;
}

export async function guardLoader(url: URL): Promise<GuardResult<GuardData>> {
  const path = url.pathname;
  const authenticated = await isSignedIn();

  if (authenticated) {
    if (path === ROUTES.login || !PROTECTED.includes(path)) return { redirectTo: ROUTES.home };
    return { data: { authenticated, facts: await ensurePrivateContent(currentLocale()) } };
  }

  if (path === ROUTES.login) {
    const token = url.searchParams.get('token');
    if (token === null) return { data: { authenticated } };
    // A used token does not stay in the address bar, the history or a screenshot.
    return { redirectTo: (await signInWithToken(token)) === 200 ? ROUTES.home : ROUTES.login };
  }
  return { redirectTo: ROUTES.login };
}
