import type { FastifyReply } from 'fastify';
import { MAX_PROBLEMS_LISTED, type FieldError, type InvalidAnswer } from '#common/api-problems';
import type { FieldProblem } from '../guests/guest-fields';

/** 422 with every problem at once (the first MAX_PROBLEMS_LISTED, and how many more): the dashboard shows each beside its field, in the couple's language. */
export function invalid(reply: FastifyReply, problems: FieldError[]) {
  const more = problems.length - MAX_PROBLEMS_LISTED;
  const answer: InvalidAnswer = { error: 'Invalid', problems: problems.slice(0, MAX_PROBLEMS_LISTED), ...(more > 0 ? { more } : {}) };
  return reply.code(422).send(answer);
}

/** A field problem of guest-fields.ts for the answer, without the guest command's English words. */
export function fieldError(field: FieldError['field'], problem: FieldProblem): FieldError {
  return { field, code: problem.code };
}

/** 400 for a body or query of the wrong shape (wrong types, unknown keys): a programming error, not the couple's. */
export function badRequest(reply: FastifyReply) {
  return reply.code(400).send({ error: 'Bad Request' });
}

export function notFound(reply: FastifyReply) {
  return reply.code(404).send({ error: 'Not Found' });
}
