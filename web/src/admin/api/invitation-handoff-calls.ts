/** The invitation given by hand and the WhatsApp walk (issue 36), typed by common/invitation-handoff-api.ts. */
import { INVITATION_HANDOFF_API, type HandoffChannel, type InvitationHandoff, type InvitationWalk } from '#common/invitation-handoff-api';
import { request } from './admin-client';

export const invitationWalk = () => request<InvitationWalk>('GET', INVITATION_HANDOFF_API.walk);
/** The household was given the invitation now, by WhatsApp from the couple's phone or in person. */
export const markInvitationGiven = (guestId: number, channel: HandoffChannel) =>
  request<{ invitationByHand: InvitationHandoff }>('POST', INVITATION_HANDOFF_API.handoff(guestId), { channel });
/** The mark taken back (a tap by mistake). */
export const unmarkInvitationGiven = (guestId: number) => request<{ invitationByHand: null }>('DELETE', INVITATION_HANDOFF_API.handoff(guestId));
