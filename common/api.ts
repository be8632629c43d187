/**
 * The HTTP contract between the web app and the server, kept once for both sides: the paths here, the shapes of
 * the answers in api-schemas.ts (zod), whose types the app imports without the schemas themselves
 * (docs/decisions/0015).
 */
import type { LoginQuery } from './login-query';

export type { Content, Messages, Photo, Site, SitePhoto } from './api-schemas';

export const API_PATHS = {
  /** POST ?password=… or ?token=…, no body (docs/product.md, the calls). */
  login: '/api/login',
  /** POST, no body: ends the session and clears its cookie (204). */
  logout: '/api/logout',
  /** GET: 200 with a valid session, 401 otherwise (docs/product.md, the calls). */
  status: '/api/status',
  /** GET, no session: 200 { status: 'ok' } when the server and its database answer, 503 otherwise (monitors). */
  health: '/api/health',
  /** GET ?locale=…: public messages and photos, readable by anyone (login page). */
  site: '/api/site',
  /** GET ?locale=…: the private facts and messages, signed-in guests only. */
  content: '/api/content',
} as const;

/** Private media (the video and its poster) are served under this prefix, signed-in guests only. */
export const MEDIA_PREFIX = '/media/';
/** Public carousel photos, as optimised renditions. */
export const PHOTOS_PREFIX = '/photos/';

/**
 * The app's page carries the status check's answer for the first navigation in
 * `<meta name="session-status" content="signed-in|signed-out">` (docs/decisions/0006).
 */
export const SESSION_STATUS_META = { name: 'session-status', signedIn: 'signed-in', signedOut: 'signed-out' } as const;

/**
 * The app's page carries the couple's "language of a first visit" in `<meta name="first-visit-language" content="ro">`:
 * the language rule needs it before any text is fetched, for a browser in a language the site does not have.
 */
export const FIRST_VISIT_LANGUAGE_META = 'first-visit-language';

/** The address of a sign-in request (its query is checked by the server with loginQuerySchema, common/login-query.ts). */
export function loginPath(query: LoginQuery): string {
  const [name, value] = 'password' in query && query.password !== undefined ? ['password', query.password] : ['token', query.token ?? ''];
  return `${API_PATHS.login}?${new URLSearchParams({ [name]: value })}`;
}
