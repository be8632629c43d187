/**
 * The record of changes as the dashboard reads it (docs/decisions/0062): a page of it, newest first, everyone's or
 * one person's, with everyone who has a change in it for the filter. Registered inside the admin API, so it refuses
 * a guest's session, no session and a cross-site request like every couple's route.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CHANGE_PAGE_SIZE, CHANGE_RECORD_API, COUPLE_PERSON, changePageQuery, type ChangePage } from '#common/change-record-api';
import { authorName } from '../auth/change-author';
import type { ChangeRecord } from '../auth/change-record';
import type { People } from '../auth/people';
import { isCrossSiteRequest } from '../auth/cross-site';
import type { SchemaCheckedApp } from '../http/request-schemas';

export async function changeRecordRoutes(app: SchemaCheckedApp, { changeRecord, people }: { changeRecord: ChangeRecord; people: People }) {
  // A read, but of who did what to which household: another site's page gets nothing of it, even where a browser
  // would send the cookie along (the admin API refuses other sites' writes only).
  const sameSiteOnly = async (request: FastifyRequest, reply: FastifyReply) => {
    if (isCrossSiteRequest(request)) return reply.code(403).send({ error: 'Cross-site request refused' });
  };
  app.get(CHANGE_RECORD_API.changes, { onRequest: sameSiteOnly, schema: { querystring: changePageQuery } }, async (request): Promise<ChangePage> => {
    const { person, offset } = request.query;
    const filter = person === undefined ? undefined : { personId: person === COUPLE_PERSON ? null : person };
    const { changes, total } = changeRecord.page(filter, offset, CHANGE_PAGE_SIZE);
    return { changes, total, authors: changeRecord.people().map((personId) => ({ personId, name: authorName(people, personId) })) };
  });
}
