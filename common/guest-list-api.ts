/**
 * The guest list as the dashboard edits it: the bodies it sends (zod schemas the server parses them with; the
 * dashboard's types are inferred from the same schemas) and the answers it reads. Paths: admin-api.ts.
 */
import * as z from 'zod/mini';
import type { Contacts } from './contacts';
import type { InvitationMailState } from './household-mail-api';
import type { InvitationHandoff } from './invitation-handoff-api';
import { memberInputSchema, type Member } from './invitation-api';
import { LOCALES, type Locale } from './locales';
import { typedText as text } from './text-fields';

const locale = z.enum(LOCALES);
/**
 * Bodies are strict: an unknown key is a 400, not silently dropped. Texts have a ceiling long enough for any real
 * one; beyond it the request is refused before any field is looked at.
 */
const guestInputSchema = z.strictObject({
  name: text(10_000),
  language: z.nullable(locale),
  note: z.optional(text(10_000)),
  /** The household's e-mail address and phone number as typed ('' for none); the server checks and normalises them. */
  email: z.optional(text(10_000)),
  phone: z.optional(text(10_000)),
});

/**
 * A new household (POST ADMIN_API.guests): the household's own fields and, in the same request, its people (new
 * members, so without ids). Without `members` the household is one person named as it (a household of one, as the
 * guest command adds one).
 */
export const householdInputSchema = z.extend(guestInputSchema, { members: z.optional(z.array(memberInputSchema).check(z.maxLength(100))) });
export type HouseholdInput = z.infer<typeof householdInputSchema>;

export const guestPatchSchema = z.partial(guestInputSchema);
export type GuestPatch = z.infer<typeof guestPatchSchema>;

/** At most this many guests in one import (a wedding has hundreds). */
export const MAX_IMPORT_GUESTS = 2_000;

export const guestImportSchema = z.strictObject({
  /**
   * 'lines': one name per line, all in `language`; 'csv': a file with a header (household, name, language, child,
   * note, e-mail and phone columns), `language` being the language of a household whose first line gives none.
   */
  format: z.enum(['lines', 'csv']),
  text: text(1_000_000),
  language: z.optional(z.nullable(locale)),
});
export type GuestImport = z.infer<typeof guestImportSchema>;

/**
 * Cards for every guest with a working link, or for some. `locale`: the language the couple reads the dashboard in,
 * for the page's own words around the cards (each card speaks its guest's language); the site's default without it.
 */
export const cardRequestSchema = z.union([
  z.strictObject({ all: z.literal(true), locale: z.optional(locale) }),
  z.strictObject({ ids: z.array(z.number().check(z.int(), z.positive())).check(z.minLength(1), z.maxLength(5_000)), locale: z.optional(locale) }),
]);
export type CardRequest = z.infer<typeof cardRequestSchema>;

/** A guest as the guest store keeps one (server/guests/guest-store.ts). Times are epoch milliseconds. */
export interface GuestFields {
  id: number;
  name: string;
  language: Locale | null;
  /** The couple's own note ("table 4", "+1"); empty when there is none. */
  note: string;
  createdAt: number;
  revokedAt: number | null;
  /** From the visit log, read with the guest so a list needs one query. */
  firstVisitAt: number | null;
  lastVisitAt: number | null;
  visitCount: number;
  /** Guests the household may bring and name later (the invitation store writes it, server/invitation/). */
  extraGuests: number;
  /** Invited to every event for invited households, present and to come (written by the invitation store). */
  allEvents: boolean;
  /** The household's own e-mail address and phone number (E.164), '' for none (common/contacts.ts). */
  email: string;
  phone: string;
}

/**
 * A guest as the dashboard shows one: the stored fields, the working link and the household's people. A guest is a
 * household (issue 19): the link, its language and the note are the household's.
 */
export interface AdminGuest extends GuestFields {
  /** The personal link; null once revoked. */
  link: string | null;
  /** The household's members, in order (at least one), each with their own contacts ('' for none). */
  members: Array<Member & Contacts>;
  /** Where the invitation by e-mail is (household-mail-api.ts). */
  invitationMail: InvitationMailState;
  /** When the household was reminded to answer, by e-mail or marked by hand, oldest first (epoch ms). */
  reminders: number[];
  /** The invitation given by hand (WhatsApp from the couple's phone, or in person), or null (invitation-handoff-api.ts). */
  invitationByHand: InvitationHandoff | null;
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

/**
 * How the dashboard counts the guests, the same on the overview and the guest list (issue 37): households with a
 * working link, the people in them (members; extra guests they may bring are not counted), and revoked households
 * apart, whose links no longer work.
 */
export interface HouseholdCounts {
  households: number;
  people: number;
  revoked: number;
}

export interface GuestPage {
  /** Guests on the whole list, and those matching the search and filter. */
  total: number;
  /** The whole list, counted as the overview counts it. */
  counts: HouseholdCounts;
  matching: number;
  guests: AdminGuest[];
  /** Sign-ins with the shared password, which carry no name: their number only. */
  passwordVisits: number;
  /** The venue's time zone: the days households were reminded are said on its clock. */
  timeZone: string;
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
