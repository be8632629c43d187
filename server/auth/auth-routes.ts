import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { API_PATHS } from '../../common/api';
import type { GuestStore } from '../guests/guest-store';
import { isCrossSiteRequest } from './cross-site';
import type { createFailureLimiter } from './failure-limiter';
import { HashingBusyError, type createHashingGate } from './hashing-gate';
import { verifyPassword } from './password';
import type { Session, SessionStore } from './session-store';

/** A guest who comes back after this long without a request counts as a new visit. */
export const VISIT_GAP_MS = 30 * 60_000;
/** last_seen_at is written at most this often, so status checks stay reads. */
const TOUCH_EVERY_MS = 60_000;

export interface AuthDeps {
  sessions: SessionStore;
  guests: GuestStore;
  passwordHash: string;
  limiter: ReturnType<typeof createFailureLimiter>;
  hashingGate: ReturnType<typeof createHashingGate>;
  cookieName: string;
  secureCookie: boolean;
  now: () => number;
}

const loginQuerySchema = {
  type: 'object',
  properties: {
    password: { type: 'string', minLength: 1, maxLength: 256 },
    token: { type: 'string', minLength: 1, maxLength: 128 },
  },
  additionalProperties: true,
} as const;

type LoginQuery = { password?: string; token?: string };

export function registerAuthRoutes(app: FastifyInstance, deps: AuthDeps): void {
  const { sessions, guests, limiter, hashingGate, now } = deps;

  function currentSession(request: FastifyRequest): Session | undefined {
    return sessions.find(request.cookies[deps.cookieName]);
  }
  app.decorate('currentSession', currentSession);

  function refuse(reply: FastifyReply, status: number, error: string) {
    return reply.code(status).send({ error });
  }

  app.post<{ Querystring: LoginQuery }>(
    API_PATHS.login,
    { schema: { querystring: loginQuerySchema } },
    async (request, reply) => {
      const { password, token } = request.query;
      if ((password === undefined) === (token === undefined)) {
        return refuse(reply, 400, 'Send exactly one of password or token');
      }
      if (isCrossSiteRequest(request)) return refuse(reply, 403, 'Cross-site sign-in refused');

      // Refused before any hashing: a flood of guesses costs a map lookup, not a scrypt.
      const retryAfter = limiter.retryAfterSeconds(request.ip);
      if (retryAfter > 0) {
        reply.header('Retry-After', String(retryAfter));
        return refuse(reply, 429, 'Too many attempts');
      }

      let guestId: number | null = null;
      let ok: boolean;
      if (password !== undefined) {
        try {
          ok = await hashingGate.run(() => verifyPassword(password, deps.passwordHash));
        } catch (error) {
          if (!(error instanceof HashingBusyError)) throw error;
          reply.header('Retry-After', '5');
          return refuse(reply, 429, 'Too many sign-ins at once');
        }
      } else {
        const guest = guests.findByToken(token!);
        ok = guest !== undefined;
        guestId = guest?.id ?? null;
      }
      if (!ok) {
        limiter.recordFailure(request.ip);
        return refuse(reply, 401, 'Unauthorized');
      }

      // A new session id at every sign-in; the previous one, if any, ends.
      const previous = request.cookies[deps.cookieName];
      if (previous) sessions.end(previous);
      const { cookieValue } = sessions.create(guestId === null ? 'password' : 'guest', guestId);
      if (guestId === null) guests.recordPasswordVisit();
      else guests.recordGuestVisit(guestId);
      reply.setCookie(deps.cookieName, cookieValue, {
        httpOnly: true,
        sameSite: 'lax',
        secure: deps.secureCookie,
        path: '/',
        maxAge: Math.floor(sessions.lifetimeMs / 1000),
      });
      return reply.code(200).send({ ok: true });
    },
  );

  app.get(API_PATHS.status, async (request, reply) => {
    const session = currentSession(request);
    if (!session) return refuse(reply, 401, 'Unauthorized');
    const at = now();
    if (at - session.lastSeenAt >= TOUCH_EVERY_MS) {
      // A guest back after a long gap is a new visit; quick clicks within a visit are not.
      if (at - session.lastSeenAt >= VISIT_GAP_MS) {
        if (session.guestId !== null) guests.recordGuestVisit(session.guestId, at);
        else guests.recordPasswordVisit(at);
      }
      sessions.touch(session, at);
    }
    return reply.code(200).send({ ok: true });
  });
}

declare module 'fastify' {
  interface FastifyInstance {
    currentSession(request: FastifyRequest): Session | undefined;
  }
}
