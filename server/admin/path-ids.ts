/**
 * The one place an id in an admin path is checked (ADMIN_API.guest, CONTENT_API.photo… patterns with `:id`):
 * digits only, at most 15 (a safe integer); anything else is a 404 before the route's handler runs. Handlers then
 * read it with pathId() and never parse it themselves.
 */
import type { FastifyRequest } from 'fastify';

const ID = /^\d{1,15}$/;

/** False when the route has an `:id` and the request's is not a number. */
export function pathIdIsValid(request: FastifyRequest): boolean {
  const id = (request.params as { id?: string } | undefined)?.id;
  return id === undefined || ID.test(id);
}

/** The `:id` of a route, already checked by the admin API's hook (pathIdIsValid). */
export function pathId(request: FastifyRequest): number {
  return Number((request.params as { id: string }).id);
}
