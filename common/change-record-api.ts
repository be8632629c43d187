/**
 * The record of changes made on the dashboard (issue 38, docs/decisions/0062): who changed what, and when. The server
 * writes a row for every data-changing request of the couple's API that succeeded (server/admin/change-recording.ts);
 * the dashboard's Changes screen reads it, newest first, filtered by person. A row names what changed (a word of
 * CHANGE_WHATS) and the household, event, text… it concerns by its id and its name as it was then; never what was
 * written (an answer's health details, a contact, a password).
 */
import * as z from 'zod/mini';

export const CHANGE_RECORD_API = {
  /** GET ?person=couple|<id>&offset=N: a page of the record (ChangePage), newest first. */
  changes: '/api/admin/changes',
} as const;

/** A wedding's dashboard sees a few thousand changes at most; beyond this many, the oldest are dropped. */
export const CHANGE_RECORD_CAP = 5_000;

/** How many changes a page of the record holds. */
export const CHANGE_PAGE_SIZE = 50;

/** What a change was: each is one sentence on the dashboard, in the couple's words (admin messages, `changes.what`). */
export const CHANGE_WHATS = [
  'householdAdded',
  'householdsImported',
  'householdChanged',
  'householdPeople',
  'householdRemoved',
  'householdEvents',
  'linkRevoked',
  'linkRenewed',
  'handoff',
  'reminded',
  'answerChanged',
  'deadline',
  'contactLine',
  'meals',
  'questionAdded',
  'questionChanged',
  'questionRemoved',
  'phase',
  'eventAdded',
  'eventChanged',
  'eventRemoved',
  'eventsOrdered',
  'eventGuests',
  'pageAdded',
  'pageChanged',
  'pageRemoved',
  'pagesOrdered',
  'text',
  'faq',
  'facts',
  'photoAdded',
  'photoChanged',
  'photosOrdered',
  'photoRemoved',
  'video',
  'invitationsSent',
  'remindersSent',
  'mailCopy',
  'mailTest',
  'mailResent',
  'mailCancelled',
  'reminderSchedule',
  'notices',
  'mailServer',
  'linksEnd',
  'purge',
  // The dashboard's sessions (docs/decisions/0061).
  'sessionEnded',
  'othersSignedOut',
  'everyoneSignedOut',
  'sessionIdle',
  // The people who run the wedding (docs/decisions/0059).
  'personAdded',
  'personRole',
  'personRemoved',
  'personLink',
  'personLinkCancelled',
  // A person's own passkeys (docs/decisions/0063).
  'passkeyAdded',
  'passkeyRemoved',
  'guestPhotosReviewed',
  'guestPhotoSettings',
  'dropLinkRenewed',
  'wallLinkRenewed',
] as const;
export type ChangeWhat = (typeof CHANGE_WHATS)[number];

export interface RecordedChange {
  id: number;
  /** When, in milliseconds since 1970. */
  at: number;
  /** Who: a person of the dashboard, or null for the couple's shared dashboard password. */
  personId: number | null;
  what: ChangeWhat;
  /** The household, event, question, page, photo… it concerns, if one; a text's key for a text. */
  targetId: number | null;
  /** Its name when the change was made, in the site's language (a text's key for a text), or null. */
  target: string | null;
}

/** A person the record can be filtered by: null is the couple's shared dashboard password. */
export interface ChangeAuthor {
  personId: number | null;
  /** Their name, or null for the couple's shared password (the dashboard says it in its own words). */
  name: string | null;
}

export interface ChangePage {
  changes: RecordedChange[];
  /** How many changes the filter finds in all (the page holds at most CHANGE_PAGE_SIZE). */
  total: number;
  /** Everyone who has a change in the record: the filter's choices. */
  authors: ChangeAuthor[];
}

/** The filter's value for the couple's shared password, in the address (`?person=couple`). */
export const COUPLE_PERSON = 'couple';

export const changePageQuery = z.object({
  person: z.optional(z.union([z.literal(COUPLE_PERSON), z.pipe(z.string().check(z.regex(/^\d{1,15}$/)), z.transform(Number))])),
  offset: z.catch(z.pipe(z.string().check(z.regex(/^\d{1,7}$/)), z.transform(Number)), 0),
});
