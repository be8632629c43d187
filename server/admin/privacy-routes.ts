/**
 * The dashboard's "after the wedding" button: what a purge would delete, and the purge itself
 * (server/purge/purge.ts, the same as the guest command's `purge`).
 */
import type { FastifyReply } from 'fastify';
import { ADMIN_API } from '#common/admin-api';
import { purgeSchema, type PurgeCounts, type PurgeRequest } from '#common/purge-api';
import { latestPurgeDay, previewPurge, purgeBefore, startOfDayUtc } from '../purge/purge';
import type { SchemaCheckedApp } from '../http/request-schemas';
import type { Stores } from '../stores';
import { invalid } from '../http/error-answers';

interface PrivacyRoutesOptions {
  stores: Stores;
  now: () => number;
}

export async function privacyRoutes(app: SchemaCheckedApp, { stores, now }: PrivacyRoutesOptions) {
  const latestBefore = () => latestPurgeDay(now(), stores.content.facts().facts.timeZone);

  /** The day asked for and its start; undefined once the answer says what is wrong with it (422). */
  const checked = ({ before: day }: PurgeRequest, reply: FastifyReply) => {
    const at = startOfDayUtc(day);
    if (at === undefined) return void invalid(reply, [{ field: 'before', code: 'invalid' }]);
    const latest = latestBefore();
    if (day > latest) return void invalid(reply, [{ field: 'before', code: 'in-the-future', value: latest }]);
    return { day, at };
  };

  app.get(ADMIN_API.purge, { schema: { querystring: purgeSchema } }, async (request, reply): Promise<PurgeCounts | FastifyReply> => {
    const day = checked(request.query, reply);
    return day ? previewPurge(stores, day.at) : reply;
  });

  app.post(ADMIN_API.purge, { bodyLimit: 1024, schema: { body: purgeSchema } }, async (request, reply): Promise<PurgeCounts | FastifyReply> => {
    const day = checked(request.body, reply);
    if (!day) return reply;
    const result = purgeBefore(stores, day.at);
    request.log.info({ before: day.day, ...result }, 'the couple purged the visit history, revoked guests and answers');
    return result;
  });
}
