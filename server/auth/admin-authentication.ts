/**
 * Who is the couple: the `admin-authentication` plugin. Their session is a row of its own kind ('admin') with its
 * own cookie (`__Host-admin` in production, SameSite=Strict) and lifetime; a guest's session never passes here,
 * and the couple's never passes as a guest's (server/auth/authentication.ts).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { readCookie } from './session-cookie';
import type { Session, SessionStore } from './session-store';

export const ADMIN_AUTHENTICATION = 'admin-authentication';

export interface AdminAuthenticationOptions {
  sessions: SessionStore;
  cookieName: string;
  /** How long an unused session lasts (a setting, dashboard-sessions.ts); ADMIN_SESSION_DAYS bounds it anyway. */
  idleMs: () => number;
  now: () => number;
}

/** last_seen_at is written at most this often: "last used" is right to the minute, and most requests stay reads. */
const TOUCH_EVERY_MS = 60_000;

async function adminAuthentication(app: FastifyInstance, { sessions, cookieName, idleMs, now }: AdminAuthenticationOptions) {
  const adminCookie = (request: FastifyRequest) => readCookie(request.headers.cookie, cookieName);
  app.decorate('adminCookie', adminCookie);
  app.decorate('readAdminSession', (request: FastifyRequest): Session | undefined => {
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
  });
}

export default fp(adminAuthentication, { name: ADMIN_AUTHENTICATION });

declare module 'fastify' {
  interface FastifyInstance {
    adminCookie(request: FastifyRequest): string | undefined;
    /** The couple's live session, if the request carries one. */
    readAdminSession(request: FastifyRequest): Session | undefined;
  }
}
