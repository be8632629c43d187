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
}

async function adminAuthentication(app: FastifyInstance, { sessions, cookieName }: AdminAuthenticationOptions) {
  const adminCookie = (request: FastifyRequest) => readCookie(request.headers.cookie, cookieName);
  app.decorate('adminCookie', adminCookie);
  app.decorate('readAdminSession', (request: FastifyRequest): Session | undefined => {
    const session = sessions.find(adminCookie(request));
    return session?.kind === 'admin' ? session : undefined;
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
