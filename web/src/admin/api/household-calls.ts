/**
 * The dashboard's calls about households (issue 19), one typed function each as in admin-calls.ts: a household's
 * members, its invitation (events and extra guests), and inviting many households to an event at once (the events
 * to choose from: invitation-calls.ts's invitation()). Refusals come back as admin-client.ts has them: 422 with each
 * problem naming its field.
 */
import type { AdminGuest } from '#common/guest-list-api';
import { INVITATION_API, type AdminEvent, type HouseholdInvitation, type MemberInput } from '#common/invitation-api';
import type { WithWaitingMail } from '#common/outbox-api';
import { request } from './admin-client';

/** The household's members become these, in this order; answers the guest with them, and what became of messages still waiting. */
export const saveMembers = (guestId: number, members: MemberInput[]) =>
  request<WithWaitingMail<AdminGuest>>('PUT', INVITATION_API.householdMembers(guestId), { members });

/** One household's events and extra guests in one go; answers them as saved. */
export const saveHouseholdInvitation = (guestId: number, invitation: HouseholdInvitation) =>
  request<HouseholdInvitation>('PUT', INVITATION_API.householdInvitation(guestId), invitation);

/** Invites these households to the event, or takes the invitation back; answers the event. */
export const setEventGuests = (eventId: number, guestIds: number[], invited: boolean) =>
  request<AdminEvent>('PUT', INVITATION_API.eventGuests(eventId), { guestIds, invited });
