/**
 * Who is signed in: the `authentication` plugin. Route plugins that need a guest's session declare
 * `dependencies: ['authentication']`, so a missing registration fails at start rather than at the first request.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { VisitLog } from '../visits/visit-log';
import { readCookie } from './session-cookie';
import type { Session, SessionStore } from './session-store';

/** last_seen_at is written at most this often, so status checks stay reads. */
const TOUCH_EVERY_MS = 60_000;

interface AuthenticationOptions {
  sessions: SessionStore;
  visits: VisitLog;
  /** `__Host-session` in production (Secure, whole site, no Domain), `session` over plain HTTP. */
  cookieName: string;
  now: () => number;
  /** Whether the guests' personal links have ended at a moment (guest-link-end.ts): their sessions end with them. */
  linksEnded: (at: number) => boolean;
}

export const AUTHENTICATION = 'authentication';

async function authentication(app: FastifyInstance, { sessions, visits, cookieName, now, linksEnded }: AuthenticationOptions) {
  const sessionCookie = (request: FastifyRequest) => readCookie(request.headers.cookie, cookieName);

  // A guest's cookie never carries the couple's session: each kind has its cookie, and each reader its kind. A
  // session made by a personal link ends when the links do; one made with the shared password does not.
  const guestSession = (request: FastifyRequest, at = now()) => {
    const session = sessions.find(sessionCookie(request), at);
    if (!session || session.kind === 'admin') return undefined;
    return session.kind === 'guest' && linksEnded(at) ? undefined : session;
  };

  app.decorate('sessionCookie', sessionCookie);
  app.decorate('readSession', (request: FastifyRequest) => guestSession(request));
  app.decorate('recordVisit', (request: FastifyRequest): Session | undefined => {
    const at = now();
    const session = guestSession(request, at);
    if (session && at - session.lastSeenAt >= TOUCH_EVERY_MS) {
      visits.recordIfReturning(session, session.lastSeenAt, at);
      sessions.touch(session, at);
    }
    return session;
  });
}

export default fp(authentication, { name: AUTHENTICATION });

declare module 'fastify' {
  interface FastifyInstance {
    /** The raw value of the guest session cookie, if the request carries one. */
    sessionCookie(request: FastifyRequest): string | undefined;
    /** The live guest session of a request, with no side effect (private content, media, sign-in). */
    readSession(request: FastifyRequest): Session | undefined;
    /**
     * The live guest session of a request, seen as the guest's activity: the session is touched and a return
     * after a long gap counts as a visit. What the status check and the page answer (docs/decisions/0008).
     */
    recordVisit(request: FastifyRequest): Session | undefined;
  }
}
