/**
 * The people who run the wedding (issue 38, docs/decisions/0059): each signs in to the dashboard as themselves, in a
 * role. The couple may do everything; a planner everything but the people, the security and the purge; a helper for
 * the day the schedule, who comes to what, the households' names and links and the day's photos, and none of the
 * contacts, the health answers, the exports or the e-mail. The server decides (server/admin/route-roles.ts); the
 * dashboard only leaves out what the role cannot use.
 */
import * as z from 'zod/mini';
import { LOCALES } from './locales';
import { withId } from './path-patterns';

export const ROLES = ['couple', 'planner', 'helper'] as const;
export type Role = (typeof ROLES)[number];

/** How long a person's set-up link works after it was made. */
export const SETUP_LINK_HOURS = 24;

/** Where a person's set-up link opens: the token travels in the fragment, which no request, log or Referer carries. */
export const SETUP_PAGE = '/admin/setup';

export const PEOPLE_API = {
  /** GET: everyone (Person[]); POST a PersonInput: 201 { person, link }, or 409 { problem: 'taken' }. */
  people: '/api/admin/people',
  /** PATCH { role }: the person's role (at once, for their open sessions too); DELETE: removes them, their sessions end. */
  person: withId('/api/admin/people/:id'),
  /** POST: a new set-up link ({ person, link }), replacing the last; DELETE: the link no longer works. */
  link: withId('/api/admin/people/:id/link'),
  /** POST { token }: whose set-up link it is ({ name, email }), or 404 when it is unknown, used, revoked or too old. */
  setup: '/api/admin/setup',
  /** POST { token, password }: the person's password is set and the link used: 204; 422 { problem: 'weak' }. */
  setupPassword: '/api/admin/setup/password',
} as const;

const MAX_EMAIL = 254;
const MAX_NAME = 200;

export const personInputSchema = z.strictObject({
  name: z.string().check(z.maxLength(1000)),
  email: z.string().check(z.maxLength(1000)),
  role: z.enum(ROLES),
});
export type PersonInput = z.infer<typeof personInputSchema>;
export const PERSON_LIMITS = { name: MAX_NAME, email: MAX_EMAIL } as const;

export const rolePatchSchema = z.strictObject({ role: z.enum(ROLES) });

/** A set-up link's token: 43 characters of base64url (256 random bits). */
const tokenSchema = z.string().check(z.minLength(1), z.maxLength(100));
export const setupCheckSchema = z.strictObject({ token: tokenSchema });
/** The password chosen, and the language the person's dashboard is in: the e-mails the server sends them speak it. */
export const setupPasswordSchema = z.strictObject({
  token: tokenSchema,
  password: z.string().check(z.minLength(1), z.maxLength(256)),
  locale: z.optional(z.enum(LOCALES)),
});

/** GET PEOPLE_API.people: one person as the couple sees them. */
export interface Person {
  id: number;
  name: string;
  email: string;
  role: Role;
  createdAt: number;
  /** They have chosen a password and can sign in. */
  canSignIn: boolean;
  /** When their set-up link stops working (epoch ms), or null when none is waiting. */
  linkExpiresAt: number | null;
}

/** A new person, or a new link: the link is shown this once (only its hash is kept). */
export interface PersonWithLink {
  person: Person;
  link: string;
}

/** GET ADMIN_API.session: who is signed in, and in what role (null person: ADMIN_PASSWORD, the couple's recovery). */
export interface AdminSessionInfo {
  signedIn: true;
  role: Role;
  person: { id: number; name: string } | null;
}
