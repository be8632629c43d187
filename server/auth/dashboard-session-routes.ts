/**
 * The dashboard's sessions and sign-ins (common/dashboard-sessions-api.ts, docs/decisions/0061): the live sessions
 * with the asking device's marked, one ended, all but this one, or all; how long an unused one lasts; the record of
 * sign-ins. The couple's are everyone's; a planner's or a helper's are their own, so each person signs their own lost
 * phone out, and another's session is not found for them (docs/decisions/0065). Registered inside the admin API, so
 * each route refuses a guest's session, no session and a cross-site request; the bodies are checked by their schemas.
 */
import type { FastifyRequest } from 'fastify';
import {
  DASHBOARD_SESSIONS_API,
  idleSettingSchema,
  SIGN_INS_SHOWN,
  type DashboardSessions as SessionsAnswer,
  type SignIn,
} from '#common/dashboard-sessions-api';
import { notFound } from '../http/error-answers';
import { idParams } from '../http/path-ids';
import type { SchemaCheckedApp } from '../http/request-schemas';
import { FORGET_THIS_DEVICE, sessionCookieAttributes, type SessionCookie } from './cookie-writing';
import type { DashboardSessions } from './dashboard-sessions';
import type { Session } from './session-store';
import type { SignInRecord } from './sign-in-record';

export interface DashboardSessionRoutesOptions {
  dashboardSessions: DashboardSessions;
  signIns: SignInRecord;
  /** The couple's session cookie, cleared when every session ends. */
  cookie: SessionCookie;
  /** ADMIN_SESSION_DAYS, in ms: said beside the setting. */
  lifetimeMs: number;
}

export async function dashboardSessionRoutes(app: SchemaCheckedApp, { dashboardSessions, signIns, cookie, lifetimeMs }: DashboardSessionRoutesOptions) {
  // The admin API's hook has let only a live session of the dashboard through, in a role the route serves.
  const current = (request: FastifyRequest): Session => app.readAdminSession(request)!;
  /** Whose sessions and sign-ins the asker reads and ends: everyone's for the couple (null), else their own. */
  const ownerOf = (request: FastifyRequest): number | null => {
    const { role, session } = app.readAdminAccess(request)!;
    return role === 'couple' ? null : session.personId;
  };
  const answer = (request: FastifyRequest): SessionsAnswer => ({
    sessions: dashboardSessions.list(current(request), ownerOf(request)),
    idleMinutes: dashboardSessions.idleMinutes(),
    lifetimeDays: Math.round(lifetimeMs / 86_400_000),
  });

  app.get(DASHBOARD_SESSIONS_API.sessions, async (request) => answer(request));

  app.post(DASHBOARD_SESSIONS_API.end.pattern, { bodyLimit: 1024, schema: { params: idParams } }, async (request, reply) => {
    const idHash = dashboardSessions.hashOf(request.params.id, ownerOf(request));
    if (idHash === undefined) return notFound(reply);
    // This device signs out with the sign-out, which also forgets the site's copies here.
    if (idHash === current(request).idHash) return reply.code(409).send({ error: 'This is the session asking: sign out instead' });
    dashboardSessions.end(idHash);
    request.log.info({ sessionsEnded: 1 }, 'a dashboard session was ended from another');
    return answer(request);
  });

  app.post(DASHBOARD_SESSIONS_API.endOthers, { bodyLimit: 1024 }, async (request) => {
    const ended = dashboardSessions.endAllBut(current(request).idHash, ownerOf(request));
    request.log.info({ sessionsEnded: ended }, 'every other dashboard session was ended');
    return answer(request);
  });

  // Everyone out (a planner or helper: themselves everywhere), this device too: answered as a sign-out is (the cookie
  // cleared, the site's copies forgotten).
  app.post(DASHBOARD_SESSIONS_API.endAll, { bodyLimit: 1024 }, async (request, reply) => {
    const ended = dashboardSessions.endAllBut(null, ownerOf(request));
    request.log.info({ sessionsEnded: ended }, 'every dashboard session was ended');
    reply.clearCookie(cookie.name, sessionCookieAttributes(cookie, 0));
    return reply.code(204).headers(FORGET_THIS_DEVICE).send();
  });

  app.put(DASHBOARD_SESSIONS_API.idle, { schema: { body: idleSettingSchema } }, async (request) => {
    dashboardSessions.setIdleMinutes(request.body.minutes);
    return answer(request);
  });

  app.get(DASHBOARD_SESSIONS_API.signIns, async (request): Promise<SignIn[]> => signIns.newest(SIGN_INS_SHOWN, ownerOf(request) ?? undefined));
}
