import fastifyCookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { API_PATHS } from '#common/api';
import type { GuestStore } from '../guests/guest-store';
import { isCrossSiteRequest } from './cross-site';
import type { createFailureLimiter } from './failure-limiter';
import { HashingBusyError, type createHashingGate } from './hashing-gate';
import { verifyPassword } from './password';
import { readCookie } from './session-cookie';
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

const JSON_TYPE = 'application/json; charset=utf-8';
const OK_BODY = JSON.stringify({ ok: true });
const UNAUTHORIZED_BODY = JSON.stringify({ error: 'Unauthorized' });

export function registerAuthRoutes(app: FastifyInstance, deps: AuthDeps): void {
  const { sessions, guests, limiter, hashingGate, now } = deps;

  const sessionCookie = (request: FastifyRequest) => readCookie(request.headers.cookie, deps.cookieName);
  function currentSession(request: FastifyRequest): Session | undefined {
    return sessions.find(sessionCookie(request));
  }
  app.decorate('currentSession', currentSession);

  function refuse(reply: FastifyReply, status: number, error: string) {
    return reply.code(status).send({ error });
  }

  // The cookie plugin (for writing the cookie) is scoped to the sign-in: its hooks stay off every other request.
  app.register(async (signInScope) => {
    await signInScope.register(fastifyCookie, { hook: false });
    registerSignIn(signInScope);
  });

  function registerSignIn(scope: FastifyInstance): void {
    scope.post<{ Querystring: LoginQuery }>(
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
        const previous = sessionCookie(request);
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
  }

  /**
   * The status check of spec §7, shared by GET /api/status and the app's page (which carries the answer for the
   * first navigation, see docs/decisions/0006): the live session, if any, with its visit counted.
   */
  function checkSession(request: FastifyRequest): Session | undefined {
    const at = now();
    const session = sessions.find(sessionCookie(request), at);
    if (!session) return undefined;
    if (at - session.lastSeenAt >= TOUCH_EVERY_MS) {
      // A guest back after a long gap is a new visit; quick clicks within a visit are not.
      if (at - session.lastSeenAt >= VISIT_GAP_MS) {
        if (session.guestId !== null) guests.recordGuestVisit(session.guestId, at);
        else guests.recordPasswordVisit(at);
      }
      sessions.touch(session, at);
    }
    return session;
  }
  app.decorate('checkSession', checkSession);

  // Synchronous, with its answers serialised once: this runs before every navigation of every guest.
  app.get(API_PATHS.status, (request, reply) =>
    checkSession(request)
      ? reply.code(200).type(JSON_TYPE).send(OK_BODY)
      : reply.code(401).type(JSON_TYPE).send(UNAUTHORIZED_BODY),
  );
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The live session of a request, without counting a visit (private content and media). */
    currentSession(request: FastifyRequest): Session | undefined;
    /** The live session of a request, counted as activity: what the status check answers. */
    checkSession(request: FastifyRequest): Session | undefined;
  }
}
