/**
 * The invitation given by hand (common/invitation-handoff-api.ts): mark a household sent by WhatsApp or in person,
 * take the mark back, and the WhatsApp walk's households. Registered inside the admin API, whose hook refuses a
 * guest's session, no session and a cross-site request before these run.
 */
import { INVITATION_HANDOFF_API, invitationHandoffSchema, type InvitationHandoff, type InvitationWalk } from '#common/invitation-handoff-api';
import { linkOfGuest } from '../guests/guest-rows';
import { notFound } from '../http/error-answers';
import { idParams } from '../http/path-ids';
import type { SchemaCheckedApp } from '../http/request-schemas';
import type { Stores } from '../stores';
import { invitationReach } from './invitation-reach';

export interface InvitationHandoffRoutesOptions {
  stores: Stores;
  publicUrl: string;
}

export async function invitationHandoffRoutes(app: SchemaCheckedApp, { stores, publicUrl }: InvitationHandoffRoutesOptions) {
  const working = (id: number) => {
    const guest = stores.guests.get(id);
    // A revoked household's link no longer works: giving it the invitation is a mistake.
    return guest && guest.revokedAt === null ? guest : undefined;
  };

  app.post(
    INVITATION_HANDOFF_API.handoff.pattern,
    { bodyLimit: 1024, schema: { params: idParams, body: invitationHandoffSchema } },
    async (request, reply): Promise<{ invitationByHand: InvitationHandoff } | undefined> => {
      const guest = working(request.params.id);
      if (!guest) return notFound(reply);
      return { invitationByHand: stores.handoffs.mark(guest.id, request.body.channel) };
    },
  );

  app.delete(INVITATION_HANDOFF_API.handoff.pattern, { schema: { params: idParams } }, async (request, reply) => {
    const guest = stores.guests.get(request.params.id);
    if (!guest) return notFound(reply);
    stores.handoffs.clear(guest.id);
    return { invitationByHand: null };
  });

  app.get(INVITATION_HANDOFF_API.walk, async (): Promise<InvitationWalk> => {
    const notSent = invitationReach(stores).filter((reach) => !reach.sent && !reach.byEmail);
    return {
      households: notSent.flatMap(({ guest, phone }) => {
        const link = linkOfGuest(stores.guests, publicUrl, guest);
        return phone !== '' && link ? [{ guestId: guest.id, name: guest.name, language: guest.language, phone, link }] : [];
      }),
      unreachable: notSent.filter((reach) => reach.phone === '').map(({ guest }) => ({ guestId: guest.id, name: guest.name })),
    };
  });
}
