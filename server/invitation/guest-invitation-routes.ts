/**
 * The guests' side of the invitation: GET /api/invitation (signed in, in the invitation phase), one event as an
 * .ics file, and a household's calendar subscription (/calendar/<token>.ics). The subscription's token is its own
 * (calendar-feeds.ts): it signs nobody in, opens only that household's events, names no guest, stops with a revoked
 * link and changes with a new one; wrong tokens count against the same per-address budget as wrong sign-in links.
 * Calendars are sent uncompressed (some calendar clients fail on a compressed feed) and never cached by a proxy.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import * as z from 'zod/mini';
import { CALENDAR_FEED_PREFIX, GUEST_INVITATION_API, guestInvitationSchema } from '#common/invitation-api';
import { LOCALES, textsFor, type Locale } from '#common/locales';
import { idParams } from '../http/path-ids';
import { AUTHENTICATION } from '../auth/authentication';
import { addressKey } from '../auth/client-address';
import type { SignInLimits } from '../auth/sign-in-limits';
import { refusalSchema, type SchemaCheckedApp } from '../http/request-schemas';
import type { CalendarFeeds } from './calendar-feeds';
import { calendarOf, type CalendarEvent } from './calendar/event-calendar';
import { calendarEventOf } from './calendar/stored-event-calendar';
import { guestInvitation } from './guest-view';
import { invitedEvents } from './invited-events';
import type { InvitationStore } from './invitation-store';

export interface GuestInvitationOptions {
  invitation: InvitationStore;
  feeds: CalendarFeeds;
  /** The guests' sign-in budgets: a wrong subscription token counts as a wrong link. */
  limits: SignInLimits;
  publicUrl: string;
  facts: () => { coupleNames: string; defaultLocale: Locale };
  now: () => number;
}

/** A calendar's language: one the site lacks (or none) is the household's, or the site's. */
const localeQuery = z.object({ locale: z.catch(z.optional(z.enum(LOCALES)), undefined) });

const CALENDAR_HEADERS = {
  'content-type': 'text/calendar; charset=utf-8',
  'cache-control': 'private, no-cache',
  'x-content-type-options': 'nosniff',
};

async function guestInvitationRoutes(app: SchemaCheckedApp, options: GuestInvitationOptions) {
  const { invitation, feeds } = options;
  const subscription = (guestId: number) => {
    const household = invitation.household(guestId);
    return household && !household.revoked ? new URL(`${CALENDAR_FEED_PREFIX}${feeds.tokenFor(household)}.ics`, options.publicUrl).toString() : null;
  };
  /** The visitor's household (null for the shared password), or undefined when signed out or before the switch. */
  const visitor = (request: FastifyRequest): { guestId: number | null } | undefined => {
    const session = app.readSession(request);
    if (!session || invitation.phase() !== 'invitation') return undefined;
    return { guestId: session.guestId };
  };
  const localeFor = (requested: Locale | undefined, guestId: number | null): Locale => {
    if (requested) return requested;
    const household = guestId === null ? undefined : invitation.household(guestId);
    return household?.language ?? options.facts().defaultLocale;
  };
  const sendCalendar = (reply: FastifyReply, events: CalendarEvent[], locale: Locale, fileName?: string) => {
    const body = calendarOf(events, { name: options.facts().coupleNames, locale, now: options.now(), publicUrl: options.publicUrl });
    reply.headers(CALENDAR_HEADERS);
    if (fileName) reply.header('content-disposition', `attachment; filename="${fileName}"`);
    return reply.send(body);
  };

  // The answer's schema names every field a visitor may read: anything else a change might add is left out.
  app.get(GUEST_INVITATION_API.invitation, { schema: { response: { 200: guestInvitationSchema, '4xx': refusalSchema } } }, async (request, reply) => {
    const session = app.readSession(request);
    if (!session) return reply.code(401).send({ error: 'Unauthorized' });
    const found = visitor(request);
    if (!found) return reply.code(404).send({ error: 'Not Found' });
    reply.header('cache-control', 'no-store');
    return guestInvitation(invitation, found.guestId, { defaultLocale: options.facts().defaultLocale, subscription });
  });

  // Signed out is a 401 before the path's id is looked at (a 404).
  const requireSession = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!app.readSession(request)) return reply.code(401).send({ error: 'Unauthorized' });
  };
  app.get(GUEST_INVITATION_API.eventCalendar.pattern, { onRequest: requireSession, schema: { params: idParams, querystring: localeQuery } }, async (request, reply) => {
    const found = visitor(request);
    // An event the visitor is not invited to is answered as one that does not exist.
    const event = found && invitedEvents(invitation)(found.guestId).find((e) => e.id === request.params.id);
    if (!found || !event) return reply.code(404).send({ error: 'Not Found' });
    const locale = localeFor(request.query.locale, found.guestId);
    return sendCalendar(reply, calendarEventOf(event, textsFor(locale, options.facts().defaultLocale)), locale, `event-${event.id}.ics`);
  });

  // Any file name is looked up: a malformed token counts against the budget like a wrong one.
  app.get(`${CALENDAR_FEED_PREFIX}:file`, { schema: { params: z.object({ file: z.string() }), querystring: localeQuery } }, async (request, reply) => {
    const token = request.params.file.endsWith('.ics') ? request.params.file.slice(0, -4) : '';
    const household = feeds.householdOf(token);
    if (!household) {
      const wait = options.limits.tokenFailed(addressKey(request.ip));
      if (wait > 0) return reply.code(429).header('retry-after', String(wait)).send({ error: 'Too many attempts' });
      return reply.code(404).send({ error: 'Not Found' });
    }
    // Before the switch the feed is valid but empty: a guest who subscribed early gets the events when they come.
    const events = invitation.phase() === 'invitation' ? invitedEvents(invitation)(household.id) : [];
    const locale = localeFor(request.query.locale, household.id);
    const pick = textsFor(locale, options.facts().defaultLocale);
    return sendCalendar(reply, events.flatMap((event) => calendarEventOf(event, pick)), locale);
  });
}

export default fp(guestInvitationRoutes, { name: 'guest-invitation-routes', dependencies: [AUTHENTICATION], encapsulate: true });
