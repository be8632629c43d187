/**
 * What the signed-in person's role opens on the dashboard (issue 38, docs/decisions/0059). The server decides what
 * each role may read and change (server/admin/route-roles.ts); the dashboard only leaves out what the role cannot
 * use, so nobody meets a button that is always refused.
 */
import type { Role } from '#common/people-api';
import { ADMIN_PAGES } from './admin-paths';

/**
 * The screens of a helper for the day: the overview, the households' names and links, who comes to what, the photos,
 * the guests' photos (to review them), and their own passkeys.
 */
const HELPER_PAGES: readonly string[] = [ADMIN_PAGES.overview, ADMIN_PAGES.guests, ADMIN_PAGES.answers, ADMIN_PAGES.photos, ADMIN_PAGES.guestPhotos, ADMIN_PAGES.passkeys];

export function canOpen(role: Role, pathname: string): boolean {
  // Who runs the wedding, and who changed what: the couple's alone.
  if (pathname === ADMIN_PAGES.people || pathname === ADMIN_PAGES.changes) return role === 'couple';
  return role !== 'helper' || HELPER_PAGES.includes(pathname);
}
