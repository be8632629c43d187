/**
 * The dashboard's guard, run before every navigation (the guests' site's router, lib/router): the couple's session
 * opens every screen; without it, only the sign-in. When the server has the dashboard off, it says so.
 */
import type { GuardResult } from '../../lib/router/create-router';
import { session as sessionCheck } from '../api/admin-calls';
import { ADMIN_PAGES, isAdminPage } from './admin-paths';

export interface AdminGuardData {
  signedIn: boolean;
  /** The server runs without ADMIN_PASSWORD: nothing to sign in to. */
  off?: boolean;
}

/**
 * One session check per navigation: a redirect brings the data of its target, which this same answer decides, so
 * the router shows the target without asking the server a second time (opening /admin signed out used to ask twice).
 */
export async function adminGuard(url: URL): Promise<GuardResult<AdminGuardData>> {
  const session = await sessionCheck();
  const signedIn = session.ok;
  const signInPage = { signedIn, off: !session.ok && session.failure.kind === 'off' };
  if (url.pathname === ADMIN_PAGES.signIn) {
    return signedIn ? { redirectTo: ADMIN_PAGES.overview, data: { signedIn } } : { data: signInPage };
  }
  if (!signedIn) return { redirectTo: ADMIN_PAGES.signIn, data: signInPage };
  return isAdminPage(url.pathname) ? { data: { signedIn } } : { redirectTo: ADMIN_PAGES.overview, data: { signedIn } };
}
