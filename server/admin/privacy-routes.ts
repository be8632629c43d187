/**
 * The dashboard's "after the wedding" button: what a purge would delete, and the purge itself
 * (server/guests/purge.ts, the same as the guest command's `purge`).
 */
import type { FastifyInstance } from 'fastify';
import { ADMIN_API } from '#common/admin-api';
import { purgeSchema, type PurgeCounts } from '#common/purge-api';
import { previewPurge, purgeBefore, startOfDayUtc } from '../guests/purge';
import type { Stores } from '../stores';
import { badRequest, invalid } from './admin-errors';

export async function privacyRoutes(app: FastifyInstance, { stores }: { stores: Stores }) {
  const dayOf = (body: unknown) => {
    const parsed = purgeSchema.safeParse(body);
    return parsed.success ? { day: parsed.data.before, at: startOfDayUtc(parsed.data.before) } : undefined;
  };

  app.get(ADMIN_API.purge, async (request, reply): Promise<PurgeCounts | undefined> => {
    const day = dayOf(request.query);
    if (!day) return badRequest(reply);
    if (day.at === undefined) return invalid(reply, [{ field: 'before', code: 'invalid' }]);
    return previewPurge(stores, day.at);
  });

  app.post(ADMIN_API.purge, { bodyLimit: 1024 }, async (request, reply): Promise<PurgeCounts | undefined> => {
    const day = dayOf(request.body);
    if (!day) return badRequest(reply);
    if (day.at === undefined) return invalid(reply, [{ field: 'before', code: 'invalid' }]);
    const result = purgeBefore(stores, day.at);
    request.log.info({ before: day.day, ...result }, 'the couple purged the visit history and revoked guests');
    return result;
  });
}
