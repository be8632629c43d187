/**
 * A message still waiting is not sent to an address the couple has just corrected (issue 36, docs/decisions/0049).
 * After a change of a household's or its members' contacts, each of the household's waiting messages addressed to
 * an address no longer theirs is sent to the address that replaced it (the same person's new one) or, when that
 * person has none left (or the new address already has one of that kind waiting), cancelled. Called inside the
 * transaction of the change, so the sender never claims a message between the two.
 */
import type { Contacts } from '#common/contacts';
import type { WaitingMailFollowed } from '#common/outbox-api';
import type { HouseholdContacts, HouseholdContactStore } from '../guests/household-contacts';
import type { OutboxStore } from './outbox-store';

const key = (address: string) => address.trim().toLowerCase();

/** Each person's address: 'own' for the household's, a member's by id. */
function addresses({ own, members }: HouseholdContacts): Map<string, string> {
  const all = new Map<string, string>([['own', own.email]]);
  for (const [memberId, contacts] of members as Map<number, Contacts>) all.set(String(memberId), contacts.email);
  return all;
}

export function createAddressFollower(outbox: OutboxStore, contacts: HouseholdContactStore) {
  return {
    /** The household's contacts before a change: pass them to `follow` once the change is written. */
    before: (guestId: number): HouseholdContacts => contacts.of(guestId),
    /** The household's waiting messages re-addressed or cancelled after a change from `before`. */
    follow(guestId: number, before: HouseholdContacts): WaitingMailFollowed {
      const followed: WaitingMailFollowed = { readdressed: 0, cancelled: 0 };
      const waiting = outbox.waitingFor(guestId);
      if (waiting.length === 0) return followed;
      const was = addresses(before);
      const now = addresses(contacts.of(guestId));
      const current = new Set([...now.values()].filter((address) => address !== '').map(key));
      // What each kind of message waits for now: a new address that already has one of its kind gets no second.
      const targeted = new Set(waiting.map((message) => `${message.kind}:${key(message.to.address)}`));
      for (const message of waiting) {
        const old = key(message.to.address);
        if (current.has(old)) continue;
        const owners = [...was].filter(([, address]) => key(address) === old).map(([owner]) => owner);
        const replacement = owners.map((owner) => now.get(owner) ?? '').find((address) => address !== '');
        if (replacement && !targeted.has(`${message.kind}:${key(replacement)}`) && outbox.readdress(message.id, replacement)) {
          targeted.add(`${message.kind}:${key(replacement)}`);
          followed.readdressed++;
        } else if (outbox.cancel(message.id)) followed.cancelled++;
      }
      return followed;
    },
  };
}
