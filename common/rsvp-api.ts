/**
 * Answering the invitation (issue 20): what a household is asked (RsvpForm), what it answers (RsvpAnswer), and
 * what the couple counts (RsvpOverview). Built on the invitation's households, members and events
 * (invitation-api.ts). The server holds the deadline; every change goes to an append-only history.
 *
 * A household's answer is one document with a revision: saved whole, in one transaction, so nothing is ever
 * half-written, and a form saved over a newer answer is told so (409 with the newer one) instead of overwriting it.
 * The guests' pages import only types from here (zod stays out of their bundle).
 */
import * as z from 'zod/mini';
import { LOCALES, type Locale } from './locales';
import { withId } from './path-patterns';
import { typedText as text, typedTexts as localeTexts } from './text-fields';

/** The common dietary needs a guest can tick; anything else goes in the free text. */
export const DIETARY_NEEDS = ['vegetarian', 'vegan', 'glutenFree', 'lactoseFree', 'nutAllergy', 'halal', 'kosher'] as const;
export type DietaryNeed = (typeof DIETARY_NEEDS)[number];

/** The couple's own questions: yes or no, one of their choices, or a short text. */
export const QUESTION_KINDS = ['yesNo', 'choice', 'text'] as const;
/** Asked once for the household ("do you need a room") or of each member ("bus from the hotel"). */
export const QUESTION_SCOPES = ['household', 'member'] as const;

export const RSVP_LIMITS = {
  message: 2_000,
  dietaryNote: 500,
  accessibility: 500,
  textAnswer: 500,
  extraName: 200,
  questions: 10,
  choices: 10,
  questionLabel: 300,
  meals: 10,
  mealLabel: 120,
  contact: 200,
} as const;

export const RSVP_API = {
  /** GET the couple's overview (RsvpOverview); PUT { deadline } (YYYY-MM-DDTHH:MM in the site's zone, or null). */
  overview: '/api/admin/rsvp',
  deadline: '/api/admin/rsvp/deadline',
  /**
   * PUT { contact }: the line that tells guests how to reach the couple once answering has closed ("Call Ana:
   * +40 …"), in the five languages; all five empty removes it. Answers { contact } (null when removed).
   */
  contact: '/api/admin/rsvp/contact',
  /** POST: the couple has looked now ("changed since you last looked" starts again from here). */
  seen: '/api/admin/rsvp/seen',
  /** PUT { meals }: the meal choices of an event (ids kept for the meals that stay). */
  meals: withId('/api/admin/events/:id/meals'),
  /** POST a QuestionInput; PUT …/:id { ...QuestionInput, revision }; DELETE …/:id. */
  questions: '/api/admin/rsvp/questions',
  question: withId('/api/admin/rsvp/questions/:id'),
  /**
   * GET one household's form, answer and latest changes (AdminHouseholdRsvp); PUT { answer, revision }: the couple's
   * entry, deadline or not, never limited by the household's budget; answered like the GET.
   */
  household: withId('/api/admin/rsvp/households/:id'),
  /** POST, no body: the couple sent the household a reminder; answers { reminders } (at most one a day is recorded). */
  reminded: withId('/api/admin/rsvp/households/:id/reminded'),
  /** GET ?before=<a change's id>: the household's changes older than that one, a page of them (RsvpHistoryPage). */
  householdHistory: withId('/api/admin/rsvp/households/:id/history'),
  /**
   * GET: every answer as CSV, one line per member and event, a column per question and the message; in the language
   * `?lang=` names (sheetIn), else the site's.
   */
  answersCsv: '/api/admin/rsvp/answers.csv',
  /** GET: one event's caterer sheet as CSV (who comes, meal, dietary and accessibility needs); `?lang=` as above. */
  catererCsv: withId('/api/admin/rsvp/events/:id/caterer.csv'),
} as const;

/** A spreadsheet's address in the language the couple reads the dashboard in: the file's words follow it. */
export const sheetIn = (path: string, locale: Locale) => `${path}?lang=${locale}`;

export const GUEST_RSVP_API = {
  /**
   * GET: the signed-in household's form and last answer (GuestRsvp); 403 { problem: 'personal-link' } for the
   * shared password, 404 before the invitation. PUT { answer, revision, base }: 200 GuestRsvp (`merged` when someone
   * answered meanwhile about other people or other answers: both are kept); 409 { problem: 'conflict', current:
   * GuestRsvp, clashes: RsvpClash[], answer: the merge with the guest's answers where they clash } when someone
   * answered meanwhile and changed the same answers (without `base`: whenever someone answered meanwhile); 409 { problem: 'closed' } after the deadline; 422 problems;
   * 429 { problem: 'too-many' } with Retry-After (seconds) past the household's budget of saves.
   */
  rsvp: '/api/rsvp',
} as const;

const id = z.number().check(z.int(), z.positive());
/** Keys of records are ids written as strings (JSON objects have string keys). */
const idKey = z.string().check(z.regex(/^[1-9]\d{0,14}$/));

const eventAnswerSchema = z.strictObject({ attending: z.nullable(z.boolean()), meal: z.nullable(id) });
export type EventAnswer = z.infer<typeof eventAnswerSchema>;

/** What a person answers: per event, their needs, their answers to the couple's questions for each member. */
const personAnswerShape = {
  events: z.record(idKey, eventAnswerSchema),
  dietary: z.array(z.enum(DIETARY_NEEDS)).check(z.maxLength(DIETARY_NEEDS.length)),
  dietaryNote: text(20_000),
  accessibility: text(20_000),
  /** Question id → the answer: 'yes'/'no', a choice's index ('0', '1'…), or the text. */
  questions: z.record(idKey, text(20_000)),
};
export const personAnswerSchema = z.strictObject(personAnswerShape);
export type PersonAnswer = z.infer<typeof personAnswerSchema>;

export const rsvpAnswerSchema = z.strictObject({
  /** Member id → the member's answer. */
  members: z.record(idKey, personAnswerSchema),
  /** The extra guests the couple allowed, named by the household, who answer like members. */
  extras: z.array(z.strictObject({ name: text(20_000), ...personAnswerShape })).check(z.maxLength(100)),
  /** One message to the couple. */
  message: text(20_000),
  /** Answers to the household's questions (question id → answer). */
  questions: z.record(idKey, text(20_000)),
});
export type RsvpAnswer = z.infer<typeof rsvpAnswerSchema>;

/**
 * PUT GUEST_RSVP_API.rsvp and RSVP_API.household: the whole answer, and the revision it was made from (0: the first).
 * `base`, the answer of that revision as the guest's form read it (null before the first): with it, a save over a
 * newer answer is merged with it answer by answer (server/rsvp/rsvp-merge.ts) instead of refused whole.
 */
export const rsvpSaveSchema = z.strictObject({
  answer: rsvpAnswerSchema,
  revision: z.number().check(z.int(), z.minimum(0)),
  base: z.optional(z.nullable(rsvpAnswerSchema)),
});
export type RsvpSave = z.infer<typeof rsvpSaveSchema>;

export const deadlineSchema = z.strictObject({ deadline: z.nullable(text(40)) });
export const contactSchema = z.strictObject({ contact: localeTexts(10_000) });

export const mealInputSchema = z.strictObject({ id: z.optional(id), label: localeTexts(10_000), forChildren: z.boolean() });
export const mealsSchema = z.strictObject({ meals: z.array(mealInputSchema).check(z.maxLength(50)) });
export type MealInput = z.infer<typeof mealInputSchema>;

export const questionInputSchema = z.strictObject({
  kind: z.enum(QUESTION_KINDS),
  scope: z.enum(QUESTION_SCOPES),
  /** The event it is about, or null for the whole invitation. */
  eventId: z.nullable(id),
  label: localeTexts(10_000),
  /** For 'choice': the choices, each in every language. */
  choices: z.array(localeTexts(10_000)).check(z.maxLength(50)),
});
export type QuestionInput = z.infer<typeof questionInputSchema>;
export const questionUpdateSchema = z.extend(questionInputSchema, { revision: id });

export interface Meal {
  id: number;
  label: Record<Locale, string>;
  /** A children's menu: offered to members marked as children (and to extra guests, who may be children). */
  forChildren: boolean;
}

export interface Question extends QuestionInput {
  id: number;
  revision: number;
}

/** The deadline as the couple wrote it (YYYY-MM-DDTHH:MM), the site's zone it is read in, and its instant. */
export interface RsvpDeadline {
  local: string;
  timeZone: string;
  at: number;
}

/**
 * What a household is asked: its members, its events with their meals, the couple's questions, the deadline. The
 * couple's texts in it come filled in every language by the one rule (filledTexts, decision 0052): a page reads
 * `texts[locale]`.
 */
export interface RsvpForm {
  members: Array<{ id: number; name: string; language: Locale | null; child: boolean }>;
  /** How many extra guests the household may name. */
  extraGuests: number;
  /** Each event the household is invited to: its end, place and address too, for the calendars' links. */
  events: Array<{ id: number; title: Record<Locale, string>; start: number; end: number; timeZone: string; place: string; address: string; meals: Meal[] }>;
  questions: Question[];
  /**
   * The deadline in the venue's zone, and as an instant; null when the couple set none, or when it has no one instant
   * in the site's zone (then `open` is false: a deadline that cannot be read closes the answers).
   */
  deadline: RsvpDeadline | null;
  /** False once the deadline has passed, or cannot be read: the form is read-only and the server refuses a change. */
  open: boolean;
  /** How to reach the couple, shown once answering has closed (RSVP_API.contact); null when they set none. */
  contact: Record<Locale, string> | null;
}

/**
 * One answer two members of a household changed at once to different values (a 409 conflict's `clashes`): a
 * member's (memberId) or the household's (null), about an event or a question where it says so.
 */
export interface RsvpClash {
  memberId: number | null;
  eventId: number | null;
  field: 'attending' | 'meal' | 'dietary' | 'dietaryNote' | 'accessibility' | 'question' | 'message' | 'extras';
  questionId: number | null;
}

/** GET GUEST_RSVP_API.rsvp. */
export interface GuestRsvp {
  form: RsvpForm;
  /** The last answer, or null before the first. */
  answer: RsvpAnswer | null;
  revision: number;
  /** When the last answer was given (epoch ms), and by whom. */
  answeredAt: number | null;
  answeredBy: 'guest' | 'couple' | null;
  /** In the answer to a save: someone else of the household had answered meanwhile, and both answers were kept. */
  merged?: boolean;
}

/** One change in a household's history: who, what, when, the old and the new value (as text). */
export interface RsvpChange {
  id: number;
  guestId: number;
  at: number;
  by: 'guest' | 'couple';
  /** Whose answer: a member's name, an extra guest's name, or null for the household's. */
  person: string | null;
  /**
   * The event it is about, by title in the site's default language at the time, or null. The dashboard says it in
   * its own language where the event still has that title in some language (change-words.ts).
   */
  event: string | null;
  /** 'attending', 'meal', 'dietary', 'dietaryNote', 'accessibility', 'question', 'message', 'extra'. */
  field: string;
  /** The question's label for 'question'. */
  label: string | null;
  old: string | null;
  new: string | null;
}

/** How many changes of a household one answer carries: the latest first, older ones on request. */
export const RSVP_HISTORY_PAGE = 50;

/** GET RSVP_API.householdHistory: changes, newest first, and whether there are older ones. */
export interface RsvpHistoryPage {
  changes: RsvpChange[];
  more: boolean;
}

export interface AdminHouseholdRsvp extends GuestRsvp {
  guestId: number;
  name: string;
  /** The latest RSVP_HISTORY_PAGE changes, newest first; `moreHistory`: there are older ones (RSVP_API.householdHistory). */
  history: RsvpChange[];
  moreHistory: boolean;
  /** The site's time zone (the venue's): the history's times are on its clock. */
  timeZone: string;
}

export interface EventCounts {
  eventId: number;
  title: Record<Locale, string>;
  people: { coming: number; notComing: number; noAnswer: number };
  households: { coming: number; notComing: number; noAnswer: number };
  /** Meal id → how many of those coming chose it; `none`: coming without a choice. */
  meals: Array<{ meal: Meal; count: number }>;
  mealNotChosen: number;
  /** The caterer's sheet: those coming with a dietary or accessibility need. */
  needs: Array<{ guestId: number; household: string; person: string; child: boolean; dietary: DietaryNeed[]; dietaryNote: string; accessibility: string; meal: number | null }>;
}

/**
 * Part of an answer that no longer fits the invitation, which the couple changed after it was given: more extra
 * guests named than the household may now bring (those beyond `allowed` are not counted), or a meal the person may
 * no longer have, removed or a children's menu for someone no longer marked as a child (counted as no meal chosen).
 */
export type RsvpMisfit =
  | { kind: 'extras'; guestId: number; household: string; named: number; allowed: number }
  | { kind: 'meal'; guestId: number; household: string; person: string; eventId: number };

/** GET RSVP_API.overview: what the couple counts. */
export interface RsvpOverview {
  /**
   * The deadline; `at` is null when the time written has no one instant in the site's zone (the clocks skip it or
   * show it twice, since the zone's rules changed): answers are closed until the couple sets it again.
   */
  deadline: (Omit<RsvpDeadline, 'at'> & { at: number | null }) | null;
  timeZone: string;
  /** The contact line guests read once answering has closed (RSVP_API.contact), or null. */
  contact: Record<Locale, string> | null;
  events: EventCounts[];
  questions: Question[];
  /** Each question's answers: who answered what. */
  answers: Array<{ questionId: number; guestId: number; household: string; person: string | null; value: string }>;
  /**
   * Households invited to at least one event that have not answered, with what a reminder needs: where to reach
   * them (common/contacts.ts, reachOf; '' for none) and when the couple marked them reminded (oldest first).
   */
  notAnswered: Array<{
    guestId: number;
    name: string;
    language: Locale | null;
    link: string | null;
    email: string;
    phone: string;
    reminders: number[];
    /** Members who read a language of their own, other than the household's, with their contacts: each is reminded in theirs. */
    ownLanguages: Array<{ id: number; name: string; language: Locale; email: string; phone: string }>;
  }>;
  /** Changes since the couple last looked (RSVP_API.seen), newest first, at most 200, each with its household's name. */
  changes: Array<RsvpChange & { household: string }>;
  lastSeenAt: number | null;
  /** Messages to the couple. */
  messages: Array<{ guestId: number; household: string; message: string; at: number }>;
  /** What of the answers is not counted because it no longer fits the invitation, household by household. */
  misfits: RsvpMisfit[];
}

const everyLocale = z.record(z.enum(LOCALES), z.string());
const personAnswerRead = {
  events: z.record(z.string(), z.object({ attending: z.nullable(z.boolean()), meal: z.nullable(z.number()) })),
  dietary: z.array(z.enum(DIETARY_NEEDS)),
  dietaryNote: z.string(),
  accessibility: z.string(),
  questions: z.record(z.string(), z.string()),
};

/**
 * GuestRsvp as the server writes it: the answer names these fields and leaves out anything else a change might add
 * (server/http/request-schemas.ts). Typed as GuestRsvp, so the two cannot drift apart.
 */
export const guestRsvpSchema: z.ZodMiniType<GuestRsvp> = z.object({
  form: z.object({
    members: z.array(z.object({ id: z.number(), name: z.string(), language: z.nullable(z.enum(LOCALES)), child: z.boolean() })),
    extraGuests: z.number(),
    events: z.array(
      z.object({
        id: z.number(),
        title: everyLocale,
        start: z.number(),
        end: z.number(),
        timeZone: z.string(),
        place: z.string(),
        address: z.string(),
        meals: z.array(z.object({ id: z.number(), label: everyLocale, forChildren: z.boolean() })),
      }),
    ),
    questions: z.array(
      z.object({
        id: z.number(),
        revision: z.number(),
        kind: z.enum(QUESTION_KINDS),
        scope: z.enum(QUESTION_SCOPES),
        eventId: z.nullable(z.number()),
        label: everyLocale,
        choices: z.array(everyLocale),
      }),
    ),
    deadline: z.nullable(z.object({ local: z.string(), timeZone: z.string(), at: z.number() })),
    open: z.boolean(),
    contact: z.nullable(everyLocale),
  }),
  answer: z.nullable(
    z.object({
      members: z.record(z.string(), z.object(personAnswerRead)),
      extras: z.array(z.object({ name: z.string(), ...personAnswerRead })),
      message: z.string(),
      questions: z.record(z.string(), z.string()),
    }),
  ),
  revision: z.number(),
  answeredAt: z.nullable(z.number()),
  answeredBy: z.nullable(z.enum(['guest', 'couple'])),
  merged: z.optional(z.boolean()),
});
