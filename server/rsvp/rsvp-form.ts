/**
 * What a household is asked (RsvpForm): its members, the extra guests it may name, the events it is invited to
 * with their meals, the couple's questions about those events or the whole invitation, and the deadline. The same
 * form checks an answer (rsvp-rules.ts), counts (rsvp-overview.ts) and is shown to the guest and to the couple.
 */
import type { Member } from '#common/invitation-api';
import type { GuestRsvp, RsvpForm, RsvpOverview } from '#common/rsvp-api';
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
}

/** The deadline read in the site's zone (`at` null when it has no one instant there); null when none is set. */
export function deadlineOf(sources: Pick<FormSources, 'rsvp' | 'timeZone'>): RsvpOverview['deadline'] {
  const local = sources.rsvp.deadline();
  return local === null ? null : readDeadline(local, sources.timeZone());
}

export function formOf(sources: FormSources, guestId: number): RsvpForm | undefined {
  const household = sources.invitation.household(guestId);
  if (!household) return undefined;
  const meals = sources.rsvp.meals();
  const events = invitedEvents(sources.invitation)(guestId).map((event) => ({
    id: event.id,
    title: event.title,
    start: event.start,
    end: event.end,
    timeZone: event.timeZone,
    place: event.place,
    address: event.address,
    meals: meals.get(event.id) ?? [],
  }));
  const eventIds = new Set(events.map((event) => event.id));
  const deadline = deadlineOf(sources);
  return {
    members: sources.membersOf(guestId),
    extraGuests: household.extraGuests,
    events,
    questions: sources.rsvp.questions().filter((question) => question.eventId === null || eventIds.has(question.eventId)),
    deadline: deadline && deadline.at !== null ? { ...deadline, at: deadline.at } : null,
    // A deadline that cannot be read closes the answers: it may have meant any moment, an earlier one too.
    open: deadline === null || (deadline.at !== null && sources.now() < deadline.at),
    contact: sources.rsvp.contact(),
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
