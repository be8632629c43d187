/**
 * The record of changes, kept by the couple's API itself (docs/decisions/0062): every POST, PUT, PATCH or DELETE route
 * registered in it must have a declaration (change-declarations.ts) or the API refuses to start, and every such
 * request that succeeds is recorded as its route declares: who (changeAuthorOf the session), when, what, to what.
 *
 * What it concerns is read before the route runs (preHandler: after the session and the schema's checks, so a target
 * is looked up only for a request that may change something, and a removed household is named as it was). The row is
 * written once the route's answer is known and before it is sent (onSend): a request answered 4xx or 5xx is not
 * recorded, since it changed nothing (refusals come before any write, and writes are transactions that a failure
 * rolls back); a test that reads the record right after a change finds it there.
 */
import type { FastifyRequest } from 'fastify';
import { changeAuthorOf } from '../auth/change-author';
import type { Session } from '../auth/session-store';
import type { ChangeToRecord } from '../auth/change-record';
import type { SchemaCheckedApp } from '../http/request-schemas';
import type { Stores } from '../stores';
import { CHANGE_DECLARATIONS, type ChangeDeclaration } from './change-declarations';

export const CHANGES_DATA = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** The admin API's last route: an unknown path under /api/admin answers 404, whatever the method; it changes nothing. */
const UNKNOWN_ADMIN_PATH = '/api/admin/*';

function declarationOf(method: string, url: string | undefined): ChangeDeclaration | undefined {
  return CHANGE_DECLARATIONS[`${method} ${url}`];
}

/** The routes of a registration that change data and have no declaration: `METHOD path` each. */
export function undeclaredRoutes(methods: string | readonly string[], url: string): string[] {
  if (url === UNKNOWN_ADMIN_PATH) return [];
  return [methods].flat().filter((method) => CHANGES_DATA.has(method) && !declarationOf(method, url)).map((method) => `${method} ${url}`);
}

export interface ChangeRecordingOptions {
  stores: Stores;
  /** The session the admin API's onRequest hook has let through. */
  readSession: (request: FastifyRequest) => Session | undefined;
}

/** Call before the couple's routes are registered: the check applies to those registered after it. */
export function recordChanges(app: SchemaCheckedApp, { stores, readSession }: ChangeRecordingOptions) {
  app.addHook('onRoute', (route) => {
    const missing = undeclaredRoutes(route.method, route.url);
    if (missing.length > 0) {
      throw new Error(`${missing.join(', ')} changes data but declares nothing for the record of changes: add it to server/admin/change-declarations.ts.`);
    }
  });

  const pending = new WeakMap<FastifyRequest, ChangeToRecord>();
  app.addHook('preHandler', async (request) => {
    const declaration = declarationOf(request.method, request.routeOptions.url);
    if (!declaration || 'notRecorded' in declaration) return;
    const session = readSession(request);
    if (!session) return;
    pending.set(request, { personId: changeAuthorOf(session), what: declaration.what, ...declaration.target?.(request, stores) });
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const change = pending.get(request);
    if (change && reply.statusCode < 400) stores.changeRecord.add(change);
    return payload;
  });
}
