/** The values the guests' answering writes out (rsvp-contract.ts) are the contract's. */
import { describe, expect, it } from 'vitest';
import { GUEST_INVITATION_API } from '#common/invitation-api';
import { DIETARY_NEEDS, GUEST_RSVP_API, RSVP_LIMITS } from '#common/rsvp-api';
import { DIETARY, eventCalendarPath, LIMITS, RSVP_PATH } from './rsvp-contract';

describe('the contract, written out for the guests’ bundle', () => {
  it('has the same path, dietary needs and limits', () => {
    expect(RSVP_PATH).toBe(GUEST_RSVP_API.rsvp);
    expect(DIETARY).toEqual(DIETARY_NEEDS);
    expect(LIMITS).toEqual({
      message: RSVP_LIMITS.message,
      dietaryNote: RSVP_LIMITS.dietaryNote,
      accessibility: RSVP_LIMITS.accessibility,
      textAnswer: RSVP_LIMITS.textAnswer,
      extraName: RSVP_LIMITS.extraName,
    });
  });
  it('links an event’s calendar file as the invitation does', () => {
    expect(eventCalendarPath(42)).toBe(GUEST_INVITATION_API.eventCalendar(42));
  });
});
