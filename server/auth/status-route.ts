import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { API_PATHS } from '#common/api';
import { AUTHENTICATION } from './authentication';

const JSON_TYPE = 'application/json; charset=utf-8';
const OK_BODY = JSON.stringify({ ok: true });
const UNAUTHORIZED_BODY = JSON.stringify({ error: 'Unauthorized' });

/**
 * GET /api/status (docs/product.md, the calls): 200 with a live session, 401 otherwise. Synchronous, with its answers
 * serialised once: it runs before every navigation of every guest.
 */
async function statusRoute(app: FastifyInstance) {
  app.get(API_PATHS.status, (request, reply) =>
    app.recordVisit(request)
      ? reply.code(200).type(JSON_TYPE).send(OK_BODY)
      : reply.code(401).type(JSON_TYPE).send(UNAUTHORIZED_BODY),
  );
}

export default fp(statusRoute, { name: 'status-route', dependencies: [AUTHENTICATION], encapsulate: true });
