import type { Locale } from '#common/locales';
/**
 * The answers' calls (issue 20), one typed function each, as admin-calls.ts does for the rest of the dashboard: the
 * paths from RSVP_API, the bodies typed by common/rsvp-api.ts's schemas, the answers as it declares them. request()
 * already turns a 409 into 'conflict' with the newer answer (`current`) and a 422 into the problems by field.
 * The two CSV files are plain links the browser downloads (RSVP_API.answersCsv, RSVP_API.catererCsv), not calls.
 */
import {
  RSVP_API,
  type AdminHouseholdRsvp,
  type Meal,
  type MealInput,
  type Question,
  type QuestionInput,
  type RsvpHistoryPage,
  type RsvpOverview,
  type RsvpSave,
} from '#common/rsvp-api';
import { request } from './admin-client';

type QuestionUpdate = QuestionInput & { revision: number };

/** What the couple counts: per event, the meals, the needs, the questions' answers, who has not answered, the changes. */
export const rsvpOverview = () => request<RsvpOverview>('GET', RSVP_API.overview);
/** The couple has looked now: the next overview's changes start from here. */
export const markRsvpSeen = () => request<void>('POST', RSVP_API.seen);
/** YYYY-MM-DDTHH:MM in the site's time zone, or null for no deadline; 422 { field: 'deadline' } for a time that does not exist there. */
export const saveDeadline = (deadline: string | null) => request<{ deadline: RsvpOverview['deadline'] }>('PUT', RSVP_API.deadline, { deadline });
/** The contact line guests read after the deadline; all five empty removes it. */
export const saveContact = (contact: Record<Locale, string>) => request<{ contact: RsvpOverview['contact'] }>('PUT', RSVP_API.contact, { contact });
/** An event's meal choices, in order: ids kept for the meals that stay, the others removed. */
export const saveMeals = (eventId: number, meals: MealInput[]) => request<{ meals: Meal[] }>('PUT', RSVP_API.meals(eventId), { meals });

// The couple's own questions.
export const addQuestion = (input: QuestionInput) => request<Question>('POST', RSVP_API.questions, input);
export const saveQuestion = (id: number, update: QuestionUpdate) => request<Question>('PUT', RSVP_API.question(id), update);
export const removeQuestion = (id: number) => request<void>('DELETE', RSVP_API.question(id));

// One household.
export const householdRsvp = (guestId: number) => request<AdminHouseholdRsvp>('GET', RSVP_API.household(guestId));
/** The couple enters or corrects an answer (deadline or not); a conflict's `current` is the household's newer answer. */
export const saveHouseholdRsvp = (guestId: number, save: RsvpSave) => request<AdminHouseholdRsvp>('PUT', RSVP_API.household(guestId), save);
/** The household's changes older than the change `before`, a page of them (the household's answer carries the latest). */
export const householdHistory = (guestId: number, before: number) => request<RsvpHistoryPage>('GET', `${RSVP_API.householdHistory(guestId)}?before=${before}`);

/** The couple sent the household a reminder themselves (WhatsApp): the days recorded, at most one a day. */
export const markReminded = (guestId: number) => request<{ reminders: number[] }>('POST', RSVP_API.reminded(guestId));
