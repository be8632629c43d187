/**
 * A household answers (GUEST_RSVP_API.rsvp): GET its form and last answer, PUT a new answer made from the revision
 * it read. Only with a personal link (the shared password carries no household: 403), only in the invitation
 * phase, only from the site itself (403 cross-site), never after the deadline (409 closed: the server holds it, not
 * the page), and within the household's budget (429 with Retry-After, save-budget.ts). A double tap is one answer;
 * an answer saved over a newer one gets 409 with that one.
 * Answers hold health data: no line of this is logged with its body.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Locale } from '#common/locales';
import { GUEST_RSVP_API, guestRsvpSchema, rsvpSaveSchema, type GuestRsvp } from '#common/rsvp-api';
import { AUTHENTICATION } from '../auth/authentication';
import { isCrossSiteRequest } from '../auth/cross-site';
import { invalid } from '../http/error-answers';
import { refusalSchema, type SchemaCheckedApp } from '../http/request-schemas';
import { changesBetween, sameAnswer } from './rsvp-changes';
import { formOf, type FormSources } from './rsvp-form';
import { checkAnswer } from './rsvp-rules';
import { createSaveBudget } from './save-budget';
import type { StoredResponse } from './rsvp-store';

export interface GuestRsvpOptions extends FormSources {
  defaultLocale: () => Locale;
  /**
   * A household's save changed its answer (`changed`: it had answered before): the e-mails it brings are queued
   * (server/mail/answer-mail.ts). Called after the save is written; never fails the save.
   */
  onAnswered?: (guestId: number, changed: boolean) => void;
}

export function guestRsvpOf(sources: FormSources, guestId: number): GuestRsvp | undefined {
  const form = formOf(sources, guestId);
  if (!form) return undefined;
  const stored = sources.rsvp.response(guestId);
  return viewOf(form, stored);
}

function viewOf(form: GuestRsvp['form'], stored: StoredResponse | null): GuestRsvp {
  return {
    form,
    answer: stored?.answer ?? null,
    revision: stored?.revision ?? 0,
    answeredAt: stored?.answeredAt ?? null,
    answeredBy: stored?.answeredBy ?? null,
  };
}

async function guestRsvpRoutes(app: SchemaCheckedApp, options: GuestRsvpOptions) {
  /** The household answering, or the refusal. */
  const householdOf = (request: FastifyRequest): { guestId: number } | { status: 401 | 403 | 404; body: { error: string; problem?: string } } => {
    const session = app.readSession(request);
    if (!session) return { status: 401, body: { error: 'Unauthorized' } };
    if (options.invitation.phase() !== 'invitation') return { status: 404, body: { error: 'Not Found' } };
    if (session.guestId === null) return { status: 403, body: { error: 'Answering needs the personal link', problem: 'personal-link' } };
    return { guestId: session.guestId };
  };

  // The answers' schema names every field a household may read: anything else a change might add is left out.
  const response = { 200: guestRsvpSchema, '4xx': refusalSchema };

  app.get(GUEST_RSVP_API.rsvp, { schema: { response } }, async (request, reply) => {
    const household = householdOf(request);
    if (!('guestId' in household)) return reply.code(household.status).send(household.body);
    const view = guestRsvpOf(options, household.guestId);
    reply.header('cache-control', 'no-store');
    return view ?? reply.code(404).send({ error: 'Not Found' });
  });

  const budget = createSaveBudget(options.now, (guestId) => app.log.info({ guestId }, 'a household went over its budget of saves: refused until its window has passed'));
  /**
   * Every refusal that needs no body, before the body is read and checked: a flood of refused saves costs no
   * parsing, and a stranger's request gets its 401 or 403, never a 400.
   */
  const refuseEarly = async (request: FastifyRequest, reply: FastifyReply) => {
    if (isCrossSiteRequest(request)) return reply.code(403).send({ error: 'Cross-site request refused' });
    const household = householdOf(request);
    if (!('guestId' in household)) return reply.code(household.status).send(household.body);
    const wait = budget.admit(household.guestId);
    if (wait > 0) return reply.code(429).headers({ 'retry-after': String(wait), 'cache-control': 'no-store' }).send({ error: 'Too many saves', problem: 'too-many' });
  };

  const tellOfAnswer = (guestId: number, changed: boolean) => {
    try {
      options.onAnswered?.(guestId, changed);
    } catch (error) {
      // The answer is saved; only its e-mails are missing. The error names no one (no address, no answer).
      app.log.error({ err: error, guestId }, 'the e-mails of an answer could not be queued');
    }
  };

  app.put(GUEST_RSVP_API.rsvp, { bodyLimit: 256 * 1024, onRequest: refuseEarly, config: { quietRefusals: true }, schema: { body: rsvpSaveSchema, response } }, async (request, reply) => {
    const household = householdOf(request);
    if (!('guestId' in household)) return reply.code(household.status).send(household.body);
    reply.header('cache-control', 'no-store');
    const form = formOf(options, household.guestId);
    if (!form) return reply.code(404).send({ error: 'Not Found' });
    if (!form.open) return reply.code(409).send({ error: 'The deadline has passed', problem: 'closed' });
    const checked = checkAnswer(request.body.answer, form);
    if ('problems' in checked) return invalid(reply, checked.problems);
    const result = options.rsvp.save(household.guestId, checked.answer, request.body.revision, 'guest', (before) =>
      changesBetween(before, checked.answer, form, options.defaultLocale()),
    );
    if ('saved' in result) {
      // Written (a new revision), not the same answer again: its e-mails.
      if (result.saved.revision > request.body.revision) tellOfAnswer(household.guestId, result.saved.revision > 1);
      return viewOf(form, result.saved);
    }
    // The same answer sent twice (a double tap, a retried request) is the one answer already saved.
    if (result.conflict && sameAnswer(result.conflict.answer, checked.answer, form)) return viewOf(form, result.conflict);
    return reply.code(409).send({ error: 'Someone in the household answered meanwhile', problem: 'conflict', current: viewOf(form, result.conflict) });
  });
}

export default fp(guestRsvpRoutes, { name: 'guest-rsvp-routes', dependencies: [AUTHENTICATION], encapsulate: true });
