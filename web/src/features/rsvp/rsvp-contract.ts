/**
 * What the guest's answering needs of the contract (common/rsvp-api.ts, common/invitation-api.ts) at run time,
 * written out: those modules build zod schemas, which stay out of the guests' bundle (only `import type` from
 * there). The types below fail the type check when the contract changes, and rsvp-contract.test.ts compares the
 * values.
 */
import type { DIETARY_NEEDS, RSVP_LIMITS } from '#common/rsvp-api';

// The path lives beside its request, which the app's first load carries (rsvp-request.ts).
export { RSVP_PATH } from './rsvp-request';

/** The dietary needs a guest can tick, in the contract's order (the order the answer keeps them in). */
export const DIETARY: typeof DIETARY_NEEDS = ['vegetarian', 'vegan', 'glutenFree', 'lactoseFree', 'nutAllergy', 'halal', 'kosher'];

/** The lengths the server accepts, for the fields' maxlength. */
export const LIMITS = {
  message: 2_000,
  dietaryNote: 500,
  accessibility: 500,
  textAnswer: 500,
  extraName: 200,
} as const satisfies Pick<typeof RSVP_LIMITS, 'message' | 'dietaryNote' | 'accessibility' | 'textAnswer' | 'extraName'>;

/** GUEST_INVITATION_API.eventCalendar: one event as an .ics file. */
export function eventCalendarPath(eventId: number): string {
  return `/api/invitation/events/${eventId}/calendar.ics`;
}
