/**
 * The couple's side of the invitation (INVITATION_API): the phase, the events and who is invited, a household's
 * invitation, the pages' sections. Registered inside the admin API, whose hook refuses a guest's session, no
 * session and a cross-site request before any of these run. Bad input gets 422 with every problem named by field;
 * nothing is half-written.
 */
import type { FastifyReply } from 'fastify';
import * as z from 'zod/mini';
import type { ConflictAnswer } from '#common/site-content';
import {
  eventGuestsSchema,
  eventInputSchema,
  eventUpdateSchema,
  householdInvitationSchema,
  infoSectionInputSchema,
  infoSectionOrderSchema,
  infoSectionUpdateSchema,
  INFO_PAGES,
  INVITATION_API,
  orderSchema,
  phaseSchema,
  type AdminInvitation,
  type SitePhase,
} from '#common/invitation-api';
import type { Saved } from '../db/saved';
import { invalid, notFound } from '../http/error-answers';
import { idParams } from '../http/path-ids';
import type { SchemaCheckedApp } from '../http/request-schemas';
import { checkEvent } from './event-rules';
import type { InvitationStore } from './invitation-store';
import { checkSection } from './section-rules';

export interface InvitationAdminOptions {
  invitation: InvitationStore;
  /** The site's time zone (the facts'), which a new event starts from. */
  timeZone: () => string;
}

function answer<T, A>(reply: FastifyReply, result: Saved<T>, view: (value: T) => A) {
  if ('saved' in result) return view(result.saved);
  if ('conflict' in result) return reply.code(409).send({ error: 'Conflict', current: view(result.conflict) } satisfies ConflictAnswer<A>);
  return notFound(reply);
}

export async function invitationAdminRoutes(app: SchemaCheckedApp, { invitation, timeZone }: InvitationAdminOptions) {
  app.get(
    INVITATION_API.invitation,
    async (): Promise<AdminInvitation> => ({
      phase: invitation.phase(),
      timeZone: timeZone(),
      events: invitation.events(),
      sections: invitation.sections(),
      allEventsGuestIds: invitation.allEventsGuestIds(),
    }),
  );

  app.get(INVITATION_API.phase, async (): Promise<{ phase: SitePhase }> => ({ phase: invitation.phase() }));

  app.put(INVITATION_API.phase, { schema: { body: phaseSchema } }, async (request, reply) => {
    if (invitation.setPhase(request.body.phase) === 'no-events') {
      return reply.code(409).send({ error: 'The invitation needs at least one event', problem: 'no-events' });
    }
    return { phase: invitation.phase() };
  });

  app.post(INVITATION_API.events, { bodyLimit: 256 * 1024, schema: { body: eventInputSchema } }, async (request, reply) => {
    const checked = checkEvent(request.body);
    if ('problems' in checked) return invalid(reply, checked.problems);
    const { start: _start, end: _end, ...event } = checked.event;
    return reply.code(201).send(invitation.toAdminEvent(invitation.addEvent(event)));
  });

  app.put(INVITATION_API.event.pattern, { bodyLimit: 256 * 1024, schema: { params: idParams, body: eventUpdateSchema } }, async (request, reply) => {
    const { revision, ...input } = request.body;
    const checked = checkEvent(input);
    if ('problems' in checked) return invalid(reply, checked.problems);
    const { start: _start, end: _end, ...event } = checked.event;
    return answer(reply, invitation.updateEvent(request.params.id, event, revision), invitation.toAdminEvent);
  });

  app.delete(INVITATION_API.event.pattern, { schema: { params: idParams, querystring: z.object({ confirm: z.optional(z.unknown()) }) } }, async (request, reply) => {
    const { id } = request.params;
    if (!invitation.storedEvent(id)) return notFound(reply);
    const households = invitation.invitedCount(id);
    // Households invited to it by name lose it from their schedule: the couple is asked first.
    if (households > 0 && request.query.confirm !== '1') {
      return reply.code(409).send({ error: 'Households are invited to this event', problem: 'has-invitations', households });
    }
    invitation.removeEvent(id);
    return reply.code(204).send();
  });

  app.put(INVITATION_API.eventOrder, { bodyLimit: 64 * 1024, schema: { body: orderSchema } }, async (request, reply) => {
    if (!invitation.orderEvents(request.body.ids)) return reply.code(409).send({ error: 'The events changed meanwhile; reload.' });
    return { events: invitation.events() };
  });

  app.put(INVITATION_API.eventGuests.pattern, { bodyLimit: 64 * 1024, schema: { params: idParams, body: eventGuestsSchema } }, async (request, reply) => {
    const { id } = request.params;
    if (!invitation.storedEvent(id)) return notFound(reply);
    const { unknown } = invitation.setEventGuests(id, request.body.guestIds, request.body.invited);
    if (unknown.length > 0) return invalid(reply, unknown.map((value) => ({ field: 'guestIds', code: 'unknown-id', value: String(value) })));
    return invitation.adminEvent(id);
  });

  app.put(INVITATION_API.householdInvitation.pattern, { bodyLimit: 64 * 1024, schema: { params: idParams, body: householdInvitationSchema } }, async (request, reply) => {
    const { id } = request.params;
    const result = invitation.setHouseholdInvitation(id, request.body);
    if (result === 'missing') return notFound(reply);
    if (result !== 'ok') return invalid(reply, result.unknownEvents.map((value) => ({ field: 'eventIds', code: 'unknown-id', value: String(value) })));
    return invitation.householdInvitation(id);
  });

  app.post(
    INVITATION_API.infoSections,
    { bodyLimit: 512 * 1024, schema: { querystring: z.object({ page: z.enum(INFO_PAGES) }), body: infoSectionInputSchema } },
    async (request, reply) => {
      const checked = checkSection(request.body);
      if ('problems' in checked) return invalid(reply, checked.problems);
      return reply.code(201).send(invitation.addSection(request.query.page, checked.section.heading, checked.section.body));
    },
  );

  app.put(INVITATION_API.infoSection.pattern, { bodyLimit: 512 * 1024, schema: { params: idParams, body: infoSectionUpdateSchema } }, async (request, reply) => {
    const checked = checkSection(request.body);
    if ('problems' in checked) return invalid(reply, checked.problems);
    return answer(reply, invitation.updateSection(request.params.id, checked.section.heading, checked.section.body, request.body.revision), (s) => s);
  });

  app.delete(INVITATION_API.infoSection.pattern, { schema: { params: idParams } }, async (request, reply) =>
    invitation.removeSection(request.params.id) ? reply.code(204).send() : notFound(reply),
  );

  app.put(INVITATION_API.infoSectionOrder, { bodyLimit: 64 * 1024, schema: { body: infoSectionOrderSchema } }, async (request, reply) => {
    if (!invitation.orderSections(request.body.page, request.body.ids)) return reply.code(409).send({ error: 'The sections changed meanwhile; reload.' });
    return { sections: invitation.sections() };
  });
}
