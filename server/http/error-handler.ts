// The one answer to an error a route or plugin throws: 422/400 for refused input, the error's own 4xx, else 500.
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { answerRefusedInput } from './request-schemas';

/**
 * What a file's answer sets before its bytes are read (@fastify/static takes them from the file's lookup, then
 * streams it). An error answer is JSON with its own length; a file's type, length, range or validators on it would
 * be a lie, and its type made Fastify refuse the JSON (a second error, and no answer the client could read).
 */
const FILE_HEADERS = ['content-type', 'content-length', 'content-range', 'content-encoding', 'accept-ranges', 'etag', 'last-modified'];

export function answerError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error.validation) return answerRefusedInput(error, request, reply);
  const fileAnswerBegun = FILE_HEADERS.some((header) => reply.hasHeader(header));
  for (const header of FILE_HEADERS) reply.removeHeader(header);
  // Never kept by a cache: a photo's answer says "immutable", and its error must not.
  reply.header('cache-control', 'no-store');
  // A file removed between its lookup and its read (a photo the couple replaced or removed while a guest's page
  // asked for it) is gone, not a fault of the server. A file the server itself needs and cannot find stays a 500.
  if (error.code === 'ENOENT' && fileAnswerBegun) {
    request.log.warn({ req: request }, 'file gone before it was read');
    return reply.code(404).send({ error: 'Not Found' });
  }
  const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
  if (status >= 500) {
    request.log.error({ req: request, err: error }, 'request failed');
    return reply.code(500).send({ error: 'Internal Server Error' });
  }
  return reply.code(status).send({ error: error.message });
}
