/**
 * The invitation given by hand (issue 36): the couple sent a household its link by WhatsApp from their own phone,
 * or gave the invitation in person, and marks it so; the guest list then shows it as sent, with the day, and the
 * set-up list counts it. The WhatsApp walk takes, one after another, the households with a phone and no e-mail
 * address not yet sent the invitation; those with neither are named, with what to do. Never imported by the
 * guests' app.
 */
import * as z from 'zod/mini';
import type { Locale } from './locales';
import { withId } from './path-patterns';

export const INVITATION_HANDOFF_API = {
  /** POST InvitationHandoffInput: marked (200, { invitationByHand }); DELETE: the mark taken back (200, { invitationByHand: null }); 404 for no working household. */
  handoff: withId('/api/admin/guests/:id/invitation-handoff'),
  /** GET: InvitationWalk. */
  walk: '/api/admin/invitation-walk',
} as const;

export const HANDOFF_CHANNELS = ['whatsapp', 'inPerson'] as const;
export type HandoffChannel = (typeof HANDOFF_CHANNELS)[number];

export const invitationHandoffSchema = z.strictObject({ channel: z.enum(HANDOFF_CHANNELS) });


/** How and when the invitation was given by hand (epoch ms). */
export interface InvitationHandoff {
  channel: HandoffChannel;
  at: number;
}

/** A household the walk takes: a number to open WhatsApp to, its language, its link. */
export interface WalkHousehold {
  guestId: number;
  name: string;
  language: Locale | null;
  /** E.164: the household's own, else its first member's with one (common/contacts.ts's reachOf). */
  phone: string;
  link: string;
}

/** GET INVITATION_HANDOFF_API.walk. */
export interface InvitationWalk {
  /** Invited to something, not revoked, no e-mail address of any of its people, a phone, not yet sent the invitation. */
  households: WalkHousehold[];
  /** Invited to something, not revoked, not yet sent it, and with neither an address nor a phone. */
  unreachable: Array<{ guestId: number; name: string }>;
}
