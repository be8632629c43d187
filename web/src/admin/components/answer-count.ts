import type { RsvpChange } from '#common/rsvp-api';

/**
 * How many answers a list of changes is (issue 37): one save records a change per field it changed, all with the
 * household, the moment and who saved (rsvp-store.ts), so a household's first answer is one answer, not "12 changes".
 */
export function answersIn(changes: ReadonlyArray<Pick<RsvpChange, 'guestId' | 'at' | 'by'>>): number {
  return new Set(changes.map(({ guestId, at, by }) => `${guestId} ${at} ${by}`)).size;
}
