import type { HouseholdCounts } from '#common/guest-list-api';
import type { Guest } from '../guests/guest-store';

/**
 * The guests as the overview and the guest list both count them (issue 37: the list said "12 guests" of 12
 * households of 30 people): households with a working link and their people, revoked households apart.
 */
export function householdCounts(guests: readonly Guest[], peopleOf: (guestId: number) => number): HouseholdCounts {
  const working = guests.filter((guest) => guest.revokedAt === null);
  return {
    households: working.length,
    // A household always has a member (the guest store adds the first); one read before that still counts one.
    people: working.reduce((sum, guest) => sum + Math.max(1, peopleOf(guest.id)), 0),
    revoked: guests.length - working.length,
  };
}
