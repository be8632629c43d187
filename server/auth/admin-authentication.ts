/**
 * Who is the couple: the `admin-authentication` plugin. Their session is a row of its own kind ('admin') with its
 * own cookie (`__Host-admin` in production, SameSite=Strict) and lifetime; a guest's session never passes here,
 * and the couple's never passes as a guest's (server/auth/authentication.ts).
 *
 * A dashboard session is a person's (server/auth/people.ts) or ADMIN_PASSWORD's, which is the couple's way in and
 * way back (role couple, no person). The role is read from the person at every request, never kept in the session:
 * a change of role holds at the next request, and a removed person's session opens nothing (docs/decisions/0059).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Role } from '#common/people-api';
import type { People } from './people';
import { readCookie } from './session-cookie';
import type { Session, SessionStore } from './session-store';

export const ADMIN_AUTHENTICATION = 'admin-authentication';

export interface AdminAuthenticationOptions {
  sessions: SessionStore;
  people: People;
  cookieName: string;
  /** How long an unused session lasts (a setting, dashboard-sessions.ts); ADMIN_SESSION_DAYS bounds it anyway. */
  idleMs: () => number;
  now: () => number;
}

/** A live dashboard session and the role it has now. */
export interface AdminAccess {
  session: Session;
  role: Role;
}

/** last_seen_at is written at most this often: "last used" is right to the minute, and most requests stay reads. */
const TOUCH_EVERY_MS = 60_000;

async function adminAuthentication(app: FastifyInstance, { sessions, people, cookieName, idleMs, now }: AdminAuthenticationOptions) {
  const adminCookie = (request: FastifyRequest) => readCookie(request.headers.cookie, cookieName);
  app.decorate('adminCookie', adminCookie);
  const readAdminSession = (request: FastifyRequest): Session | undefined => {
    const at = now();
    const session = sessions.find(adminCookie(request), at);
    if (session?.kind !== 'admin') return undefined;
    // Unused for longer than the couple allows (ASVS V7.3.1): it ends here, and the device signs in again.
    if (at - session.lastSeenAt >= idleMs()) {
      sessions.endByHash(session.idHash);
      return undefined;
    }
    if (at - session.lastSeenAt >= TOUCH_EVERY_MS) sessions.touch(session, at);
    return session;
  };
  app.decorate('readAdminSession', readAdminSession);
  app.decorate('readAdminAccess', (request: FastifyRequest): AdminAccess | undefined => {
    const session = readAdminSession(request);
    if (!session) return undefined;
    if (session.personId === null) return { session, role: 'couple' };
    const role = people.roleOf(session.personId);
    return role === undefined ? undefined : { session, role };
  });
}

export default fp(adminAuthentication, { name: ADMIN_AUTHENTICATION });

declare module 'fastify' {
  interface FastifyInstance {
    adminCookie(request: FastifyRequest): string | undefined;
    /** The dashboard's live session, if the request carries one (its person may be gone: readAdminAccess checks). */
    readAdminSession(request: FastifyRequest): Session | undefined;
    /** The dashboard's live session the request carries, if any, with its person's role now. */
    readAdminAccess(request: FastifyRequest): AdminAccess | undefined;
  }
}
