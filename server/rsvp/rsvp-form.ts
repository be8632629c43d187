/**
 * What a household is asked (RsvpForm): its members, the extra guests it may name, the events it is invited to
 * with their meals, the couple's questions about those events or the whole invitation, and the deadline. The same
 * form checks an answer (rsvp-rules.ts), counts (rsvp-overview.ts) and is shown to the guest and to the couple.
 * Its texts (events, meals, questions, the contact line) come filled in every language as the schedule's are
 * (filledTexts, decision 0052): the guest's page shows `texts[locale]` and has no fallback of its own.
 */
import type { Member } from '#common/invitation-api';
import { filledTexts, type Locale } from '#common/locales';
import type { GuestRsvp, Meal, Question, RsvpForm, RsvpOverview } from '#common/rsvp-api';
import type { InvitationStore } from '../invitation/invitation-store';
import { invitedEvents } from '../invitation/invited-events';
import { readDeadline } from './deadline-zone';
import type { RsvpStore, StoredResponse } from './rsvp-store';

export interface FormSources {
  invitation: InvitationStore;
  rsvp: RsvpStore;
  membersOf: (guestId: number) => Member[];
  /** The site's time zone: the deadline's. */
  timeZone: () => string;
  now: () => number;
  /** The site's language of a first visit: the second in the order a text the couple left empty is read in. */
  defaultLocale: () => Locale;
}

/** The deadline read in the site's zone (`at` null when it has no one instant there); null when none is set. */
export function deadlineOf(sources: Pick<FormSources, 'rsvp' | 'timeZone'>): RsvpOverview['deadline'] {
  const local = sources.rsvp.deadline();
  return local === null ? null : readDeadline(local, sources.timeZone());
}

export function formOf(sources: FormSources, guestId: number): RsvpForm | undefined {
  const household = sources.invitation.household(guestId);
  if (!household) return undefined;
  const siteLanguage = sources.defaultLocale();
  const fill = (texts: Record<Locale, string>) => filledTexts(texts, siteLanguage);
  const fillMeal = (meal: Meal): Meal => ({ ...meal, label: fill(meal.label) });
  const fillQuestion = (question: Question): Question => ({ ...question, label: fill(question.label), choices: question.choices.map(fill) });
  const meals = sources.rsvp.meals();
  const contact = sources.rsvp.contact();
  const events = invitedEvents(sources.invitation)(guestId).map((event) => ({
    id: event.id,
    title: fill(event.title),
    start: event.start,
    end: event.end,
    timeZone: event.timeZone,
    place: event.place,
    address: event.address,
    meals: (meals.get(event.id) ?? []).map(fillMeal),
  }));
  const eventIds = new Set(events.map((event) => event.id));
  const deadline = deadlineOf(sources);
  return {
    members: sources.membersOf(guestId),
    extraGuests: household.extraGuests,
    events,
    questions: sources.rsvp.questions().filter((question) => question.eventId === null || eventIds.has(question.eventId)).map(fillQuestion),
    deadline: deadline && deadline.at !== null ? { ...deadline, at: deadline.at } : null,
    // A deadline that cannot be read closes the answers: it may have meant any moment, an earlier one too.
    open: deadline === null || (deadline.at !== null && sources.now() < deadline.at),
    contact: contact && fill(contact),
  };
}

/** What a household is asked and what it answered last; undefined when it is asked nothing. */
export function guestRsvpOf(sources: FormSources, guestId: number): GuestRsvp | undefined {
  const form = formOf(sources, guestId);
  if (!form) return undefined;
  const stored = sources.rsvp.response(guestId);
  return answerView(form, stored);
}

/** A household's form with its last answer, as the guest's page and the couple's household page read them. */
export function answerView(form: GuestRsvp['form'], stored: StoredResponse | null): GuestRsvp {
  return {
    form,
    answer: stored?.answer ?? null,
    revision: stored?.revision ?? 0,
    answeredAt: stored?.answeredAt ?? null,
    answeredBy: stored?.answeredBy ?? null,
  };
}
