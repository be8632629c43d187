/** What the answers are computed from, assembled once from the stores for the guests' and the couple's routes. */
import type { Stores } from '../stores';
import { linkOfGuest } from '../guests/guest-rows';
import type { OverviewSources } from './rsvp-overview';

export function rsvpSources(stores: Stores, publicUrl: string, now: () => number): OverviewSources {
  const { invitation, rsvp, members, guests, content, contacts, reminders } = stores;
  return {
    invitation,
    rsvp,
    membersOf: (guestId) => members.ofHouseholds([guestId]).get(guestId) ?? [],
    timeZone: () => content.facts().facts.timeZone,
    now,
    households: () => guests.list(),
    members: () => members.all(),
    linkOf: (guest) => linkOfGuest(guests, publicUrl, guest),
    contacts: () => contacts.all(),
    reminders: () => reminders.all(),
    defaultLocale: () => content.facts().facts.defaultLocale,
  };
}
