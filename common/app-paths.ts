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

/** Pages only signed-in guests may see (docs/product.md, who may see what). */
export const PROTECTED_PATHS: readonly string[] = [APP_PATHS.home, APP_PATHS.faq, ...INVITATION_PATHS];

/** Pages that open with the photo carousel: the server sends them with a still first frame (first-paint.ts). */
export const CAROUSEL_PATHS: readonly string[] = [APP_PATHS.home, APP_PATHS.login];
