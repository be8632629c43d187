/**
 * The route guard of spec §2, run before every navigation as the root route's loader:
 * 1. status 200: /login goes to /, an unknown path goes to /;
 * 2. otherwise /login is allowed, and with a `token` parameter a token sign-in is tried (success goes to /,
 *    failure stays silently on /login, with the token taken out of the address bar either way);
 * 3. an unknown path goes to /login;
 * 4. a protected route sends a signed-out visitor to /login.
 */
import { redirect, type LoaderFunctionArgs } from 'react-router';
import { ensurePrivateContent, type WeddingFacts } from '../content/private-content';
import { signInWithToken } from '../features/auth/api/sign-in';
import { currentLocale } from '../i18n/i18n';
import { isSignedIn } from './api/session-status';

export const ROUTES = { home: '/', login: '/login', faq: '/faq' } as const;
const PROTECTED: readonly string[] = [ROUTES.home, ROUTES.faq];

export interface GuardData {
  authenticated: boolean;
  /** Present when signed in and the private content could be loaded. */
  facts?: WeddingFacts;
}

export async function guardLoader({ request }: LoaderFunctionArgs): Promise<GuardData | Response> {
  const url = new URL(request.url);
  const path = url.pathname;
  const authenticated = await isSignedIn();

  if (authenticated) {
    if (path === ROUTES.login || !PROTECTED.includes(path)) return redirect(ROUTES.home);
    return { authenticated, facts: await ensurePrivateContent(currentLocale()) };
  }

  if (path === ROUTES.login) {
    const token = url.searchParams.get('token');
    if (token === null) return { authenticated };
    // A used token does not stay in the address bar, the history or a screenshot.
    return redirect((await signInWithToken(token)) === 200 ? ROUTES.home : ROUTES.login);
  }
  return redirect(ROUTES.login);
}

/** The status is checked on every navigation (spec §4), so a session that ended is noticed at the next click. */
export const revalidateOnEveryNavigation = () => true;
