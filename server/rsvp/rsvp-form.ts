/**
 * What a household is asked (RsvpForm): its members, the extra guests it may name, the events it is invited to
 * with their meals, the couple's questions about those events or the whole invitation, and the deadline. The same
 * form checks an answer (rsvp-rules.ts), counts (rsvp-overview.ts) and is shown to the guest and to the couple.
 */
import type { Member } from '#common/invitation-api';
import type { RsvpForm } from '#common/rsvp-api';
import { zonedInstant } from '#common/zoned-time';
import type { InvitationStore } from '../invitation/invitation-store';
import { instantsOf } from '../invitation/guest-view';
import type { RsvpStore } from './rsvp-store';

export interface FormSources {
  invitation: InvitationStore;
  rsvp: RsvpStore;
  membersOf: (guestId: number) => Member[];
  /** The site's time zone: the deadline's. */
  timeZone: () => string;
  now: () => number;
}

/** The deadline as an instant in the site's zone; null when none is set (or it no longer exists in the zone). */
export function deadlineOf(sources: Pick<FormSources, 'rsvp' | 'timeZone'>): RsvpForm['deadline'] {
  const local = sources.rsvp.deadline();
  if (local === null) return null;
  const timeZone = sources.timeZone();
  const zoned = zonedInstant(local, timeZone);
  return 'instant' in zoned ? { local, timeZone, at: zoned.instant } : null;
}

export function formOf(sources: FormSources, guestId: number): RsvpForm | undefined {
  const household = sources.invitation.household(guestId);
  if (!household) return undefined;
  const meals = sources.rsvp.meals();
  const events = sources.invitation.eventsFor(guestId).flatMap((event) => {
    const instants = instantsOf(event);
    return instants ? [{ id: event.id, title: event.title, start: instants.start, timeZone: event.timeZone, meals: meals.get(event.id) ?? [] }] : [];
  });
  const eventIds = new Set(events.map((event) => event.id));
  const deadline = deadlineOf(sources);
  return {
    members: sources.membersOf(guestId),
    extraGuests: household.extraGuests,
    events,
    questions: sources.rsvp.questions().filter((question) => question.eventId === null || eventIds.has(question.eventId)),
    deadline,
    open: deadline === null || sources.now() < deadline.at,
  };
}
