/**
 * The HTTP contract between the web app and the server, kept once for both sides.
 * zod/mini keeps the schemas small enough for the browser bundle.
 */
import * as z from 'zod/mini';
import { LOCALES } from './locales';

export const API_PATHS = {
  /** POST ?password=… or ?token=…, no body (spec §7). */
  login: '/api/login',
  /** POST, no body: ends the session and clears its cookie (204). */
  logout: '/api/logout',
  /** GET: 200 with a valid session, 401 otherwise (spec §7). */
  status: '/api/status',
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

const localeSchema = z.enum(LOCALES);

/**
 * The query of POST /api/login (spec §7): exactly one of the shared password or a guest link's token, no body.
 * The server validates with it; the app builds its request from the same type.
 */
export const loginQuerySchema = z
  .object({
    password: z.optional(z.string().check(z.minLength(1), z.maxLength(256))),
    token: z.optional(z.string().check(z.minLength(1), z.maxLength(128))),
  })
  .check(z.refine((query) => (query.password === undefined) !== (query.token === undefined), 'Send exactly one of password or token'));
export type LoginQuery = { password: string; token?: never } | { token: string; password?: never };

/** The address of a sign-in request. */
export function loginPath(query: LoginQuery): string {
  const [name, value] = 'password' in query && query.password !== undefined ? ['password', query.password] : ['token', query.token ?? ''];
  return `${API_PATHS.login}?${new URLSearchParams({ [name]: value })}`;
}

/** Messages of one locale: nested groups of strings, as in content/messages/<locale>.json. */
export type Messages = { [key: string]: string | Messages };
export const messagesSchema: z.ZodMiniType<Messages> = z.record(
  z.string(),
  z.union([z.string(), z.lazy(() => messagesSchema)]),
);

const photoSchema = z.object({
  width: z.number(),
  height: z.number(),
  /** Modern formats first: the browser takes the first it supports. */
  sources: z.array(z.object({ type: z.string(), srcset: z.string() })),
  /** A JPEG every browser can show. */
  src: z.string(),
});
export type Photo = z.infer<typeof photoSchema>;

export const siteSchema = z.object({
  locale: localeSchema,
  coupleNames: z.string(),
  copyrightYear: z.number(),
  messages: messagesSchema,
  photos: z.array(photoSchema),
});
export type Site = z.infer<typeof siteSchema>;

export const contentSchema = z.object({
  locale: localeSchema,
  /** The wedding day as YYYY-MM-DD, in the venue's time zone. */
  weddingDate: z.string(),
  timeZone: z.string(),
  storyBeganYear: z.number(),
  messages: messagesSchema,
  video: z.object({ src: z.string(), type: z.string(), poster: z.string() }),
});
export type Content = z.infer<typeof contentSchema>;

/** Message groups only signed-in guests may read; the rest is public (login page). */
export const PRIVATE_MESSAGE_GROUPS = ['home', 'faq'] as const;
