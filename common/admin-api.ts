/**
 * The couple's dashboard and its API (/api/admin/*): paths, the bodies the dashboard sends (zod, checked by the
 * server and, before sending, by the dashboard), and the answers it reads. Never imported by the guests' app.
 */
import * as z from 'zod/mini';
import { LOCALES, type Locale } from './locales';

/** The dashboard's pages live under this path, in a bundle of their own. */
export const ADMIN_PATH = '/admin';

const guestPath = (id: number) => `/api/admin/guests/${id}`;

export const ADMIN_API = {
  /** POST { password } in the body (never in the address): the couple's session cookie, or 401 / 429. */
  login: '/api/admin/login',
  logout: '/api/admin/logout',
  /** GET: 200 { signedIn: true } with the couple's session, 401 otherwise. */
  session: '/api/admin/session',
  /** GET ?q&sort&filter&language&offset&limit: a page of the list (GuestPage); POST a GuestInput: one guest. */
  guests: '/api/admin/guests',
  /** POST a GuestImport: many guests at once, all or none. */
  guestImport: '/api/admin/guests/import',
  /** GET one guest (AdminGuest), PATCH a GuestPatch, DELETE to remove (a guest added by mistake). */
  guest: guestPath,
  revoke: (id: number) => `${guestPath(id)}/revoke`,
  newLink: (id: number) => `${guestPath(id)}/new-link`,
  qr: (id: number, format: 'svg' | 'png') => `${guestPath(id)}/qr.${format}`,
  /** GET: every guest as a CSV file. */
  export: '/api/admin/guests.csv',
  /** GET: the password sign-ins per day, as an SVG chart. */
  visitsChart: '/api/admin/visits.svg',
  /** POST { ids } or { all: true }: starts making a page of cards; GET …/:job for progress, …/:job/cards.html for it. */
  cards: '/api/admin/cards',
  cardJob: (job: string) => `/api/admin/cards/${job}`,
  cardPage: (job: string) => `/api/admin/cards/${job}/cards.html`,
  /** GET ?before=YYYY-MM-DD: what a purge would delete (PurgeCounts); POST { before }: delete it. */
  purge: '/api/admin/purge',
} as const;

/** After the wedding: what was recorded before a day, forgotten (server/guests/purge.ts). */
export interface PurgeCounts {
  visitRecords: number;
  passwordDays: number;
  revokedGuests: number;
}

export const purgeSchema = z.strictObject({ before: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/)) });

/** Why a field was refused; the dashboard says it in the couple's language. */
export type GuestFieldProblem = 'empty' | 'too-long' | 'control' | 'direction' | 'language';

/** A problem with a request: a field of it, or (for an import) a line of the text. */
export interface FieldError {
  /** A guest's field, 'text' for a whole import, or a content field: a fact's name, 'question', 'answer', 'alt', 'file'. */
  field: 'name' | 'language' | 'note' | 'text' | 'before' | ContentField;
  code: GuestFieldProblem | ImportProblemCode | ContentProblemCode;
  /** Which language of a text in five languages, and which plural form of it. */
  locale?: Locale;
  form?: string;
  /** The line of an import (the header of a CSV is line 1). */
  line?: number;
  /** A value worth quoting back: the unknown language, the column, the name already on an earlier line. */
  value?: string;
  /** For a name repeated within an import: the line it first appeared on. */
  earlierLine?: number;
}

/** The answer to a refused body: 422 with every problem at once. */
export interface InvalidAnswer {
  error: 'Invalid';
  problems: FieldError[];
}

/** The fields of the couple's content that a problem can concern. */
export type ContentField =
  | 'coupleNames'
  | 'weddingDate'
  | 'timeZone'
  | 'storyBeganYear'
  | 'copyrightYear'
  | 'defaultLocale'
  | 'question'
  | 'answer'
  | 'alt'
  | 'file';

/** What can be wrong with the couple's content: invalid facts, placeholders, files. */
export type ContentProblemCode =
  | 'invalid'
  | 'missing-placeholder'
  | 'unknown-placeholder'
  | 'plural-forms'
  | 'not-an-image'
  | 'damaged'
  | 'not-a-video'
  | 'too-large'
  | 'too-many-photos'
  | 'last-photo';

/** What can be wrong with a pasted list or a CSV file as a whole, beyond its names and languages. */
export type ImportProblemCode =
  | 'empty-file'
  | 'no-name-column'
  | 'unknown-column'
  | 'untitled-column'
  | 'duplicate-column'
  | 'no-rows'
  | 'quote'
  | 'field-count'
  | 'repeated-name'
  | 'too-many';

const locale = z.enum(LOCALES);
/**
 * Bodies are strict: an unknown key is a 400, not silently dropped. Texts have a ceiling long enough for any real
 * one; beyond it the request is refused before any field is looked at.
 */
const text = (max: number) => z.string().check(z.maxLength(max));

export const guestInputSchema = z.strictObject({
  name: text(10_000),
  language: z.nullable(locale),
  note: z.optional(text(10_000)),
});
export type GuestInput = z.infer<typeof guestInputSchema>;

export const guestPatchSchema = z.partial(guestInputSchema);
export type GuestPatch = z.infer<typeof guestPatchSchema>;

/** At most this many guests in one import (a wedding has hundreds). */
export const MAX_IMPORT_GUESTS = 2_000;

export const guestImportSchema = z.strictObject({
  /** 'lines': one name per line, all in `language`; 'csv': a file with a header (name, language). */
  format: z.enum(['lines', 'csv']),
  text: text(1_000_000),
  language: z.optional(z.nullable(locale)),
});
export type GuestImport = z.infer<typeof guestImportSchema>;

export const adminLoginSchema = z.strictObject({ password: z.string().check(z.minLength(1), z.maxLength(256)) });

export const cardRequestSchema = z.union([
  z.strictObject({ all: z.literal(true) }),
  z.strictObject({ ids: z.array(z.number().check(z.int(), z.positive())).check(z.minLength(1), z.maxLength(5_000)) }),
]);

/** A guest as the dashboard shows one. Times are epoch milliseconds. */
export interface AdminGuest {
  id: number;
  name: string;
  language: Locale | null;
  note: string;
  createdAt: number;
  revokedAt: number | null;
  firstVisitAt: number | null;
  lastVisitAt: number | null;
  visitCount: number;
  /** The personal link; null once revoked. */
  link: string | null;
}

export const GUEST_SORTS = ['name', 'lastVisit', 'added'] as const;
export const GUEST_FILTERS = ['all', 'never', 'revoked'] as const;
export interface GuestListQuery {
  q?: string;
  sort?: (typeof GUEST_SORTS)[number];
  filter?: (typeof GUEST_FILTERS)[number];
  language?: Locale;
  offset?: number;
  limit?: number;
}

export interface GuestPage {
  /** Guests on the whole list, and those matching the search and filter. */
  total: number;
  matching: number;
  guests: AdminGuest[];
  /** Sign-ins with the shared password, which carry no name: their number only. */
  passwordVisits: number;
}

export interface ImportResult {
  added: AdminGuest[];
  /** Already on the list (same name, ignoring case and spaces): not added twice. */
  skipped: Array<{ line: number; name: string; id: number }>;
}

export interface CardJob {
  id: string;
  done: number;
  total: number;
  ready: boolean;
}

/**
 * Names compared as people see them: "Stefan" finds "Ștefan", "ANA" finds "Ana". Both sides fold the same way
 * (decomposed, marks dropped, lower case), so the server's search and the dashboard's highlighting agree.
 */
export function foldForSearch(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}
