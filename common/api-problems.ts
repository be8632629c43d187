/**
 * How the dashboard's API says what is wrong with a request: 422 with every problem at once, each naming its field
 * (and language, plural form or line) and a code the dashboard words in the couple's language.
 */
import type { Locale } from './locales';
import type { MailServerField, MailServerProblemCode } from './mail-server-api';

/**
 * Why a field was refused; the dashboard says it in the couple's language. 'email': not an e-mail address; 'phone':
 * not a phone number of the country it is read in (`value`: that country, e.g. RO; common/contacts.ts).
 */
export type GuestFieldProblem = 'empty' | 'too-long' | 'control' | 'direction' | 'language' | 'email' | 'phone';

/** A problem with a request: a field of it, or (for an import) a line of the text. */
export interface FieldError {
  /** A guest's field, 'text' for a whole import, 'to' for an e-mail's address, or a content field: a fact's name, 'question', 'answer', 'alt', 'file'. */
  field: 'name' | 'language' | 'note' | 'email' | 'phone' | 'text' | 'before' | 'to' | 'daysBefore' | 'until' | 'password' | ContentField | InvitationField | MemberField | ImportField | MailServerField | PhotoSettingsField;
  code: GuestFieldProblem | ImportProblemCode | ContentProblemCode | InvitationProblemCode | MemberProblemCode | PurgeProblemCode | ScheduleProblemCode | MailServerProblemCode | LinksEndProblemCode | PersonProblemCode | PhotoSettingsProblemCode;
  /** Which entry of a list (a household's members, its extra guests), counted from 0. */
  index?: number;
  /** Whose answer, which event's and which question's (issue 20). */
  memberId?: number;
  eventId?: number;
  questionId?: number;
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

/**
 * A person of the dashboard (people-api.ts): 'taken', the e-mail address is someone's already; 'weak', the password
 * chosen is too short or one of the commonly guessed (server/auth/password-policy.ts).
 */
export type PersonProblemCode = 'taken' | 'weak';

/** The answer to a refused body: 422 with every problem at once. */
export interface InvalidAnswer {
  error: 'Invalid';
  /** The first MAX_PROBLEMS_LISTED problems, in order. */
  problems: FieldError[];
  /** How many more there are beyond those (a CSV with thousands of bad lines is not answered with all of them). */
  more?: number;
}

/** A 422 lists at most this many problems: enough to fix a file in one go, never a 15 MB answer. */
export const MAX_PROBLEMS_LISTED = 100;

/**
 * A purge's `before` later than tomorrow where the wedding is: "before tomorrow" already forgets everything until
 * now, so a later day is a typing mistake. `value`: the latest `before` accepted, YYYY-MM-DD.
 */
export type PurgeProblemCode = 'in-the-future';

/**
 * The day's photos' settings (admin-photos-api.ts): the window closes before it opens ('closesAt', 'before-opening'),
 * or 'reveal' mode without its moment ('revealAt', 'missing').
 */
export type PhotoSettingsField = 'closesAt' | 'revealAt' | PhotoSettingsFormField | TableCardsField;
export type PhotoSettingsProblemCode = 'before-opening' | 'missing';
/** How many table cards to print ('invalid': not a whole number from 1 to `value`, the most one request makes). */
type TableCardsField = 'count';
/** What the dashboard's form checks before sending (issue 39): a moment left empty, a limit that is no size. */
type PhotoSettingsFormField = 'opensAt' | 'limits.fileBytes' | 'limits.householdBytes' | 'limits.siteBytes';

/** The last day guests' links work may not come before the wedding day (`value`: the wedding day). */
export type LinksEndProblemCode = 'before-the-wedding';

/** A scheduled reminder (reminder-schedule-api.ts) with no deadline to count from, or whose moment has passed. */
export type ScheduleProblemCode = 'noDeadline' | 'past';

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
  /** An image of more pixels than can be decoded safely; `value` is the limit in megapixels. */
  | 'too-many-pixels'
  /** A progressive JPEG of more pixels than can be decoded whole; `value` is the limit in megapixels. */
  | 'progressive-too-many-pixels'
  | 'too-many-photos'
  | 'last-photo'
  /**
   * A new time zone in which the answers' deadline, kept at its instant, would fall in the hour the clocks show twice
   * when they go back: it would no longer be one moment (move the deadline first).
   */
  | 'deadline-repeated';

/**
 * A household's members as a whole ('members'), or one field of the member at that place in the list, counted from 0
 * (`members[2].id`; the problem's `index` says 2 as well). An id that is not one of this household's members is
 * 'unknown-id'.
 */
export type MemberField = 'members' | `members[${number}].${'id' | 'name' | 'language' | 'child' | 'email' | 'phone'}`;

/** A household left without members, or with more than MEMBER_LIMITS.members. */
export type MemberProblemCode = 'no-members' | 'too-many-members';

/**
 * A CSV line's household column (the household's name), household language column, child column (yes, no or
 * empty), and the household's e-mail and phone columns.
 */
export type ImportField = 'household' | 'householdLanguage' | 'child' | 'householdEmail' | 'householdPhone';

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
  | 'too-many'
  /** A CSV's child column holds neither yes nor no (nor empty). */
  | 'child'
  /** Two lines of one household give it different notes, household languages, e-mail addresses or phone numbers. */
  | 'household-differs';

/** The fields of an event, of a page's section and of a household's members that a problem can concern. */
export type InvitationField =
  | 'title'
  | 'description'
  | 'dressCode'
  | 'notes'
  | 'startsAt'
  | 'endsAt'
  | 'timeZone'
  | 'place'
  | 'address'
  | 'mapUrl'
  | 'heading'
  | 'body'
  | 'members'
  | 'eventIds'
  | 'guestIds'
  | 'events'
  | 'meal'
  | 'extras'
  | 'dietaryNote'
  | 'accessibility'
  | 'question'
  | 'message'
  | 'deadline'
  | 'contact'
  | 'label'
  | 'choices';

/** What can be wrong with an event, a section or a household's invitation. */
export type InvitationProblemCode =
  /** A time the clocks skip on the night of a daylight-saving change (02:30 when they jump from 02:00 to 03:00). */
  | 'nonexistent-time'
  /** A time the clocks show twice on the night they go back. */
  | 'ambiguous-time'
  | 'not-a-time'
  | 'ends-before-start'
  | 'unknown-zone'
  /** A map link that is not an http(s) address. */
  | 'not-a-link'
  /** An id that is not one of the site's events, or of this household's members. */
  | 'unknown-id'
  /** A children's menu chosen for someone who is neither a child nor a guest the household brings. */
  | 'children-only';
