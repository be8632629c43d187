/**
 * The dashboard's guard, run before every navigation (the guests' site's router, lib/router): a dashboard session
 * opens the screens its role may use (roles.ts; another goes to the overview); without it, only the sign-in and the
 * set-up page a person's link opens. When the server has the dashboard off, it says so.
 */
import type { Role } from '#common/people-api';
import type { GuardResult } from '../../lib/router/create-router';
import { session as sessionCheck } from '../api/admin-calls';
import { ADMIN_PAGES, isAdminPage } from './admin-paths';
import { canOpen } from './roles';

export interface AdminGuardData {
  signedIn: boolean;
  /** The server runs without ADMIN_PASSWORD: nothing to sign in to. */
  off?: boolean;
  /** The signed-in person's role (the couple's with ADMIN_PASSWORD). */
  role?: Role;
  /** The session is a person's (not the dashboard password's): they may keep passkeys of their own. */
  hasPerson?: boolean;
}

/**
 * One session check per navigation: a redirect brings the data of its target, which this same answer decides, so
 * the router shows the target without asking the server a second time (opening /admin signed out used to ask twice).
 */
export async function adminGuard(url: URL): Promise<GuardResult<AdminGuardData>> {
  const session = await sessionCheck();
  const signedIn = session.ok;
  const signInPage = { signedIn, off: !session.ok && session.failure.kind === 'off' };
  // The set-up page stands alone, without the dashboard's bar: its person has no session yet (whoever else may).
  if (url.pathname === ADMIN_PAGES.setup) return { data: { signedIn: false, off: signInPage.off } };
  if (url.pathname === ADMIN_PAGES.signIn) {
    return signedIn ? { redirectTo: ADMIN_PAGES.overview, data: { signedIn, role: session.value.role } } : { data: signInPage };
  }
  if (!session.ok) return { redirectTo: ADMIN_PAGES.signIn, data: signInPage };
  const data = { signedIn, role: session.value.role, hasPerson: session.value.person !== null };
  return isAdminPage(url.pathname) && canOpen(data.role, url.pathname) ? { data } : { redirectTo: ADMIN_PAGES.overview, data };
}
