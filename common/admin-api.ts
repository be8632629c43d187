/**
 * Where the couple's dashboard and its API live (/api/admin/*): one constant per path, which the server registers
 * its routes with and the dashboard's calls (web/src/admin/api/admin-calls.ts) send to. A path with a parameter is
 * a function for the dashboard and carries its `pattern` for the server, so the two cannot drift apart.
 * What the bodies and answers are: guest-list-api.ts, purge-api.ts, api-problems.ts, site-content.ts.
 * Never imported by the guests' app.
 */
import * as z from 'zod/mini';
import { withId, withSegment } from './path-patterns';

/** The dashboard's pages live under this path, in a bundle of their own. */
export const ADMIN_PATH = '/admin';

const guestPath = withId('/api/admin/guests/:id');

export const ADMIN_API = {
  /** POST { password } in the body (never in the address): the couple's session cookie, or 401 / 429. */
  login: '/api/admin/login',
  logout: '/api/admin/logout',
  /** GET: 200 AdminSessionInfo (people-api.ts: the role and the person) with a dashboard session, 401 otherwise. */
  session: '/api/admin/session',
  /** GET ?q&sort&filter&language&offset&limit: a page of the list (GuestPage); POST a HouseholdInput: one household and its people. */
  guests: '/api/admin/guests',
  /** POST a GuestImport: many guests at once, all or none. */
  guestImport: '/api/admin/guests/import',
  /** GET one guest (AdminGuest), PATCH a GuestPatch, DELETE to remove (a guest added by mistake). */
  guest: guestPath,
  revoke: withId('/api/admin/guests/:id/revoke'),
  newLink: withId('/api/admin/guests/:id/new-link'),
  qr: Object.assign((id: number, format: 'svg' | 'png') => `${guestPath(id)}/qr.${format}`, { pattern: '/api/admin/guests/:id/qr.:format' } as const),
  /** GET: every guest as a CSV file. */
  export: '/api/admin/guests.csv',
  /** GET: the password sign-ins per day, as an SVG chart. */
  visitsChart: '/api/admin/visits.svg',
  /** POST { ids } or { all: true }: starts making a page of cards; GET …/:job for progress, …/:job/cards.html for it. */
  cards: '/api/admin/cards',
  cardJob: withSegment('/api/admin/cards/:job'),
  cardPage: withSegment('/api/admin/cards/:job/cards.html'),
  /** GET ?before=YYYY-MM-DD: what a purge would delete (PurgeCounts); POST { before }: delete it. */
  purge: '/api/admin/purge',
} as const;

/**
 * POST ADMIN_API.login: a person's e-mail address and password, or ADMIN_PASSWORD alone (the couple's way in and
 * way back, docs/decisions/0059), in the body.
 */
export const adminLoginSchema = z.strictObject({
  email: z.optional(z.string().check(z.maxLength(1000))),
  password: z.string().check(z.minLength(1), z.maxLength(256)),
});
export type AdminLogin = z.infer<typeof adminLoginSchema>;
