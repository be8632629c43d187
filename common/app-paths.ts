/**
 * The guest site's pages (docs/product.md, the pages). The web app's guard and the server's page routes both read
 * them here.
 */
import type { InfoPage } from './invitation-api';

export const APP_PATHS = {
  home: '/',
  login: '/login',
  faq: '/faq',
  schedule: '/schedule',
  venue: '/venue',
  stay: '/stay',
  travel: '/travel',
  /** The household's answer to the invitation (issue 20). */
  rsvp: '/rsvp',
} as const;

/**
 * The invitation's pages (issue 19), by the page the couple writes, in the menu's order. Signed-in guests see them
 * only once the couple has switched the site to the invitation; before that the guard sends them to /.
 */
export const INVITATION_PAGE_PATHS = {
  schedule: APP_PATHS.schedule,
  venue: APP_PATHS.venue,
  stay: APP_PATHS.stay,
  travel: APP_PATHS.travel,
} as const satisfies Record<InfoPage, string>;

/** Every page that exists only in the invitation phase: the couple's pages and answering (issue 20). */
export const INVITATION_PATHS: readonly string[] = [...Object.values(INVITATION_PAGE_PATHS), APP_PATHS.rsvp];

/**
 * The day's photos' pages (issue 39): the gallery and the upload page for signed-in guests, and the drop link's
 * upload page (`/drop/<token>`), open to anyone with the link. The same paths as PHOTO_PATHS in photos-api.ts,
 * written here too because the guard is in the guests' first load and that module (its schemas) is not
 * (app-paths.test.ts holds the two equal).
 */
export const PHOTO_PAGE_PATHS = { gallery: '/photos', add: '/photos/add', drop: '/drop/:token' } as const;
/** Whether a path is the drop link's page: `/drop/<token>`, one segment. */
export const isDropPath = (pathname: string): boolean => /^\/drop\/[^/]+$/.test(pathname);

/** The page a path shows: itself, or for `/drop/<token>` the drop link's page (its pattern). */
export function pageOf(pathname: string): string {
  return isDropPath(pathname) ? PHOTO_PAGE_PATHS.drop : pathname;
}

/** Pages only signed-in guests may see (docs/product.md, who may see what). */
export const PROTECTED_PATHS: readonly string[] = [APP_PATHS.home, APP_PATHS.faq, ...INVITATION_PATHS, PHOTO_PAGE_PATHS.gallery, PHOTO_PAGE_PATHS.add];

/** Pages that open with the photo carousel: the server sends them with a still first frame (first-paint.ts). */
export const CAROUSEL_PATHS: readonly string[] = [APP_PATHS.home, APP_PATHS.login];
