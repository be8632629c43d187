// The API's refusals, answered the same way by every route: 422 with the problems, 400, 404.
import type { FastifyReply } from 'fastify';
import { MAX_PROBLEMS_LISTED, type FieldError, type InvalidAnswer } from '#common/api-problems';

/** 422 with every problem at once (the first MAX_PROBLEMS_LISTED, and how many more): the dashboard shows each beside its field, in the couple's language. */
export function invalid(reply: FastifyReply, problems: FieldError[]) {
  const more = problems.length - MAX_PROBLEMS_LISTED;
  const answer: InvalidAnswer = { error: 'Invalid', problems: problems.slice(0, MAX_PROBLEMS_LISTED), ...(more > 0 ? { more } : {}) };
  return reply.code(422).send(answer);
}

/** 400 for a body or query of the wrong shape (wrong types, unknown keys): a programming error, not the couple's. */
export function badRequest(reply: FastifyReply) {
  return reply.code(400).send({ error: 'Bad Request' });
}

/** 429 for a budget spent (sign-ins, codes, passkeys): Retry-After says in how many seconds to try again. */
export function tooMany(reply: FastifyReply, retryAfter: number) {
  return reply.header('Retry-After', String(retryAfter)).code(429).send({ error: 'Too many attempts' });
}

export function notFound(reply: FastifyReply) {
  return reply.code(404).send({ error: 'Not Found' });
}
