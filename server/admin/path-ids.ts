/**
 * The one schema of an id in a path (ADMIN_API.guest, CONTENT_API.photo… patterns with `:id`): digits only, at most
 * 15 (a safe integer). A route declares `schema: { params: idParams }` and reads `request.params.id`, a number;
 * anything else in its place is a 404 before the handler runs (server/http/request-schemas.ts).
 */
import type { FastifyRequest } from 'fastify';
import * as z from 'zod/mini';

export const idParams = z.object({ id: z.pipe(z.string().check(z.regex(/^\d{1,15}$/)), z.transform(Number)) });

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
