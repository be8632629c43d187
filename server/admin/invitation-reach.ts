/**
 * How each household can be given the invitation, and whether it was (issue 36): by e-mail (an address of any of its
 * people, by the rule of every household e-mail), by WhatsApp from the couple's phone (a number and no address), or
 * only in person (neither). Sent is an e-mail queued, sent or saved, or the invitation marked given by hand. One
 * rule for the WhatsApp walk and the set-up list, so they agree; who is invited and who gets e-mail are the rules
 * the send itself uses (invitation/invited-events.ts, mail/household-recipients.ts), so the set-up list waits for no
 * household the send would skip.
 */
import { NO_CONTACTS, reachOf } from '#common/contacts';
import { invitationMailState } from '../mail/household-mail';
import { householdRecipients } from '../mail/household-recipients';
import type { Guest } from '../guests/guest-store';
import { invitedEvents } from '../invitation/invited-events';
import type { Stores } from '../stores';

export interface HouseholdReach {
  guest: Guest;
  /** Sent by e-mail (queued, sent or saved as a file) or given by hand. */
  sent: boolean;
  /** Some address of its people: the invitation goes by e-mail. */
  byEmail: boolean;
  /** The number WhatsApp opens to, '' for none. */
  phone: string;
}

/** Every household that is not revoked and is invited to something, in the guest list's order. */
export function invitationReach(stores: Pick<Stores, 'guests' | 'members' | 'contacts' | 'invitation' | 'outbox' | 'handoffs' | 'content'>): HouseholdReach[] {
  const states = stores.outbox.lastOfKind('invitation');
  const handoffs = stores.handoffs.all();
  const contactsOf = stores.contacts.all();
  const membersOf = stores.members.all();
  const invited = invitedEvents(stores.invitation);
  const recipientsOf = householdRecipients(stores);
  return stores.guests
    .list()
    .filter((guest) => guest.revokedAt === null && invited(guest.id).length > 0)
    .map((guest) => {
      const own = contactsOf.get(guest.id)?.own ?? NO_CONTACTS;
      const memberContacts = contactsOf.get(guest.id)?.members;
      const mailed = !['none', 'failed'].includes(invitationMailState(states.get(guest.id)));
      return {
        guest,
        sent: mailed || handoffs.has(guest.id),
        byEmail: recipientsOf(guest).length > 0,
        phone: reachOf(own, (membersOf.get(guest.id) ?? []).map((member) => memberContacts?.get(member.id) ?? NO_CONTACTS)).phone,
      };
    });
}
