/**
 * GET /api/health for uptime monitors and container health checks: 200 when the server answers and its database
 * does, 503 when the database does not. Nothing private in it, no session needed, never cached.
 */
import type { FastifyInstance } from 'fastify';
import { API_PATHS } from '#common/api';
import type { Db } from '../db/database';

export async function healthRoute(app: FastifyInstance, { db }: { db: Db }) {
  const check = db.prepare('SELECT 1 AS ok');
  app.get(API_PATHS.health, (_request, reply) => {
    try {
      check.get();
      return reply.code(200).send({ status: 'ok' });
    } catch {
      return reply.code(503).send({ status: 'unavailable' });
    }
  });
}
