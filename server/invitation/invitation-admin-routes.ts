/**
 * The couple's side of the invitation (INVITATION_API): the phase, the events and who is invited, a household's
 * invitation, the pages' sections. Registered inside the admin API, whose hook refuses a guest's session, no
 * session and a cross-site request before any of these run. Bad input gets 422 with every problem named by field;
 * nothing is half-written.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
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
  type InfoPage,
  type SitePhase,
} from '#common/invitation-api';
import type { Saved } from '../content/store/saved';
import { badRequest, invalid, notFound } from '../admin/admin-errors';
import { pathId } from '../admin/path-ids';
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

export async function invitationAdminRoutes(app: FastifyInstance, { invitation, timeZone }: InvitationAdminOptions) {
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

  app.put(INVITATION_API.phase, async (request, reply) => {
    const body = phaseSchema.safeParse(request.body);
    if (!body.success) return badRequest(reply);
    if (invitation.setPhase(body.data.phase) === 'no-events') {
      return reply.code(409).send({ error: 'The invitation needs at least one event', problem: 'no-events' });
    }
    return { phase: invitation.phase() };
  });

  app.post(INVITATION_API.events, { bodyLimit: 256 * 1024 }, async (request, reply) => {
    const body = eventInputSchema.safeParse(request.body);
    if (!body.success) return badRequest(reply);
    const checked = checkEvent(body.data);
    if ('problems' in checked) return invalid(reply, checked.problems);
    const { start: _start, end: _end, ...event } = checked.event;
    return reply.code(201).send(invitation.toAdminEvent(invitation.addEvent(event)));
  });

  app.put(INVITATION_API.event.pattern, { bodyLimit: 256 * 1024 }, async (request, reply) => {
    const body = eventUpdateSchema.safeParse(request.body);
    if (!body.success) return badRequest(reply);
    const { revision, ...input } = body.data;
    const checked = checkEvent(input);
    if ('problems' in checked) return invalid(reply, checked.problems);
    const { start: _start, end: _end, ...event } = checked.event;
    return answer(reply, invitation.updateEvent(pathId(request), event, revision), invitation.toAdminEvent);
  });

  app.delete<{ Querystring: { confirm?: string } }>(INVITATION_API.event.pattern, async (request, reply) => {
    const id = pathId(request);
    if (!invitation.storedEvent(id)) return notFound(reply);
    const households = invitation.invitedCount(id);
    // Households invited to it by name lose it from their schedule: the couple is asked first.
    if (households > 0 && request.query.confirm !== '1') {
      return reply.code(409).send({ error: 'Households are invited to this event', problem: 'has-invitations', households });
    }
    invitation.removeEvent(id);
    return reply.code(204).send();
  });

  app.put(INVITATION_API.eventOrder, { bodyLimit: 64 * 1024 }, async (request, reply) => {
    const body = orderSchema.safeParse(request.body);
    if (!body.success) return badRequest(reply);
    if (!invitation.orderEvents(body.data.ids)) return reply.code(409).send({ error: 'The events changed meanwhile; reload.' });
    return { events: invitation.events() };
  });

  app.put(INVITATION_API.eventGuests.pattern, { bodyLimit: 64 * 1024 }, async (request, reply) => {
    const body = eventGuestsSchema.safeParse(request.body);
    if (!body.success) return badRequest(reply);
    const id = pathId(request);
    if (!invitation.storedEvent(id)) return notFound(reply);
    const { unknown } = invitation.setEventGuests(id, body.data.guestIds, body.data.invited);
    if (unknown.length > 0) return invalid(reply, unknown.map((value) => ({ field: 'guestIds', code: 'unknown-id', value: String(value) })));
    return invitation.adminEvent(id);
  });

  app.put(INVITATION_API.householdInvitation.pattern, { bodyLimit: 64 * 1024 }, async (request, reply) => {
    const body = householdInvitationSchema.safeParse(request.body);
    if (!body.success) return badRequest(reply);
    const id = pathId(request);
    const result = invitation.setHouseholdInvitation(id, body.data);
    if (result === 'missing') return notFound(reply);
    if (result !== 'ok') return invalid(reply, result.unknownEvents.map((value) => ({ field: 'eventIds', code: 'unknown-id', value: String(value) })));
    return invitation.householdInvitation(id);
  });

  app.post<{ Querystring: { page?: string } }>(INVITATION_API.infoSections, { bodyLimit: 512 * 1024 }, async (request, reply) => {
    const page = request.query.page;
    const body = infoSectionInputSchema.safeParse(request.body);
    if (!body.success || !INFO_PAGES.includes(page as InfoPage)) return badRequest(reply);
    const checked = checkSection(body.data);
    if ('problems' in checked) return invalid(reply, checked.problems);
    return reply.code(201).send(invitation.addSection(page as InfoPage, checked.section.heading, checked.section.body));
  });

  app.put(INVITATION_API.infoSection.pattern, { bodyLimit: 512 * 1024 }, async (request, reply) => {
    const body = infoSectionUpdateSchema.safeParse(request.body);
    if (!body.success) return badRequest(reply);
    const checked = checkSection(body.data);
    if ('problems' in checked) return invalid(reply, checked.problems);
    return answer(reply, invitation.updateSection(pathId(request), checked.section.heading, checked.section.body, body.data.revision), (s) => s);
  });

  app.delete(INVITATION_API.infoSection.pattern, async (request, reply) =>
    invitation.removeSection(pathId(request)) ? reply.code(204).send() : notFound(reply),
  );

  app.put(INVITATION_API.infoSectionOrder, { bodyLimit: 64 * 1024 }, async (request, reply) => {
    const body = infoSectionOrderSchema.safeParse(request.body);
    if (!body.success) return badRequest(reply);
    if (!invitation.orderSections(body.data.page, body.data.ids)) return reply.code(409).send({ error: 'The sections changed meanwhile; reload.' });
    return { sections: invitation.sections() };
  });
}
