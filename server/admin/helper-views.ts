/**
 * What a helper for the day reads of the answers they may see (docs/decisions/0059): the same answers, with the
 * contacts (e-mail addresses and phone numbers) and the health data (dietary and accessibility needs) left out, and
 * the households' messages to the couple too, which may hold either. Applied to the answer before it is written
 * (admin-api.ts), so no route can forget it: route-roles.ts names the view of each route a helper reads.
 */
import type { Contacts } from '#common/contacts';
import type { AdminGuest, GuestPage } from '#common/guest-list-api';
import type { AdminHouseholdRsvp, PersonAnswer, RsvpAnswer, RsvpChange, RsvpHistoryPage, RsvpOverview } from '#common/rsvp-api';

const NO_CONTACTS = { email: '', phone: '' } satisfies Contacts;
/** The changes of an answer that are health data, or a message. */
const PRIVATE_FIELDS = new Set(['dietary', 'dietaryNote', 'accessibility', 'message']);

const withoutContacts = <T extends Contacts>(item: T): T => ({ ...item, ...NO_CONTACTS });
const withoutNeeds = <T extends PersonAnswer>(person: T): T => ({ ...person, dietary: [], dietaryNote: '', accessibility: '' });
const publicChanges = <T extends RsvpChange>(changes: T[]): T[] => changes.filter((change) => !PRIVATE_FIELDS.has(change.field));

function withoutPrivateAnswers(answer: RsvpAnswer | null): RsvpAnswer | null {
  if (!answer) return answer;
  const members = Object.fromEntries(Object.entries(answer.members).map(([id, person]) => [id, withoutNeeds(person)]));
  return { ...answer, members, extras: answer.extras.map(withoutNeeds), message: '' };
}

export function guestForHelper(guest: AdminGuest): AdminGuest {
  return { ...withoutContacts(guest), members: guest.members.map(withoutContacts) };
}

export const guestPageForHelper = (page: GuestPage): GuestPage => ({ ...page, guests: page.guests.map(guestForHelper) });

export function rsvpOverviewForHelper(overview: RsvpOverview): RsvpOverview {
  return {
    ...overview,
    events: overview.events.map((event) => ({ ...event, needs: [] })),
    notAnswered: overview.notAnswered.map((household) => ({ ...withoutContacts(household), ownLanguages: household.ownLanguages.map(withoutContacts) })),
    changes: publicChanges(overview.changes),
    messages: [],
  };
}

export const householdRsvpForHelper = (household: AdminHouseholdRsvp): AdminHouseholdRsvp => ({
  ...household,
  answer: withoutPrivateAnswers(household.answer),
  history: publicChanges(household.history),
});

export const historyForHelper = (page: RsvpHistoryPage): RsvpHistoryPage => ({ ...page, changes: publicChanges(page.changes) });
