/**
 * A household answers (GUEST_RSVP_API.rsvp): GET its form and last answer, PUT a new answer made from the revision
 * it read. Only with a personal link (the shared password carries no household: 403), only in the invitation
 * phase, only from the site itself (403 cross-site), and within the household's budget (429 with Retry-After,
 * save-budget.ts). The save itself, as the couple's correction's, is answer-save.ts's: this route answers its outcome
 * (409 closed after the deadline: the server holds it, not the page; 422 with the problems; 409 with the newer answer
 * when someone saved meanwhile and the two could not be merged).
 * Answers hold health data: no line of this is logged with its body.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { GUEST_RSVP_API, guestRsvpSchema, rsvpSaveSchema } from '#common/rsvp-api';
import { AUTHENTICATION } from '../auth/authentication';
import { isCrossSiteRequest } from '../auth/cross-site';
import { invalid } from '../http/error-answers';
import { refusalSchema, type SchemaCheckedApp } from '../http/request-schemas';
import { saveAnswer, type AnswerSaveSources } from './answer-save';
import { answerView, guestRsvpOf } from './rsvp-form';
import { createSaveBudget } from './save-budget';

export interface GuestRsvpOptions extends AnswerSaveSources {
  /**
   * A household's save changed its answer (`changed`: it had answered before): the e-mails it brings are queued
   * (server/mail/answer-mail.ts). Called after the save is written; never fails the save.
   */
  onAnswered?: (guestId: number, changed: boolean) => void;
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
    const outcome = saveAnswer(options, household.guestId, request.body, 'guest');
    if ('missing' in outcome) return reply.code(404).send({ error: 'Not Found' });
    if ('closed' in outcome) return reply.code(409).send({ error: 'The deadline has passed', problem: 'closed' });
    if ('refused' in outcome) return invalid(reply, outcome.refused);
    if ('saved' in outcome) {
      // Written (a new revision), not the same answer again: its e-mails.
      if (outcome.written) tellOfAnswer(household.guestId, outcome.saved.revision > 1);
      return { ...answerView(outcome.form, outcome.saved), ...(outcome.merged ? { merged: true } : {}) };
    }
    const { current, form, clashes, answer } = outcome.changed;
    return reply.code(409).send({ error: 'Someone in the household answered meanwhile', problem: 'conflict', current: answerView(form, current), ...(clashes ? { clashes, answer } : {}) });
  });
}

export default fp(guestRsvpRoutes, { name: 'guest-rsvp-routes', dependencies: [AUTHENTICATION], encapsulate: true });
