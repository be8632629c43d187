/**
 * A household's members on the dashboard (issue 19): PUT INVITATION_API.householdMembers(id) { members } makes them
 * exactly these, in this order, all or nothing, and answers the guest as the dashboard shows one (AdminGuest), with what
 * became of messages still waiting for an address the change replaced (`waitingMail`).
 */
import { householdMembersSchema, INVITATION_API } from '#common/invitation-api';
import type { WaitingMailFollowed } from '#common/outbox-api';
import { phoneRegion } from '../guests/contact-fields';
import { NotInHouseholdError } from '../guests/household-members';
import { checkMembers, memberSchemaProblems, type CheckedMember } from '../guests/member-input';
import type { SchemaCheckedApp } from '../http/request-schemas';
import type { Stores } from '../stores';
import { invalid, notFound } from '../http/error-answers';
import { createAddressFollower } from '../mail/address-changes';
import { toAdminGuest } from './admin-guests';
import { idParams } from '../http/path-ids';

export interface HouseholdRoutesOptions {
  stores: Stores;
  publicUrl: string;
}

export async function householdRoutes(app: SchemaCheckedApp, { stores, publicUrl }: HouseholdRoutesOptions) {
  const { guests, members, contacts, db } = stores;
  const addresses = createAddressFollower(stores.outbox, contacts);
  /**
   * The members, then their contacts, then the messages still waiting for an address the change replaced
   * (re-addressed or cancelled), in one transaction: a refused change leaves all as they were.
   */
  const save = db.transaction((guestId: number, checked: CheckedMember[]): WaitingMailFollowed => {
    const before = addresses.before(guestId);
    const saved = members.replace(guestId, checked);
    checked.forEach((member, index) => contacts.set(guestId, saved[index]!.id, member.contacts));
    return addresses.follow(guestId, before);
  });

  app.put(
    INVITATION_API.householdMembers.pattern,
    // A language the site lacks, a name too long, too many members: the couple's to fix, beside each member (422).
    { bodyLimit: 256 * 1024, schema: { params: idParams, body: householdMembersSchema }, config: { fieldProblems: memberSchemaProblems } },
    async (request, reply) => {
      const guest = guests.get(request.params.id);
      if (!guest) return notFound(reply);
      // A member's number is read in the household's language's country, like the household's own (docs/decisions/0036).
      const region = phoneRegion(guest.language, stores.content.facts().facts.defaultLocale);
      const checked = checkMembers(request.body.members, new Set(members.list(guest.id).map((member) => member.id)), region);
      if ('problems' in checked) return invalid(reply, checked.problems);
      let waitingMail: WaitingMailFollowed;
      try {
        waitingMail = save(guest.id, checked.members);
      } catch (error) {
        // Another request changed the household between the check and the write: nothing of this one was written.
        if (error instanceof NotInHouseholdError) return invalid(reply, [{ field: `members[${error.index}].id`, index: error.index, code: 'unknown-id' }]);
        throw error;
      }
      return { ...toAdminGuest(guest, stores, publicUrl), waitingMail };
    },
  );
}
