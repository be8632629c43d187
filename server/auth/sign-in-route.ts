import fastifyCookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { API_PATHS, loginQuerySchema } from '#common/api';
import type { GuestStore } from '../guests/guest-store';
import type { VisitLog } from '../visits/visit-log';
import { AUTHENTICATION } from './authentication';
import { isCrossSiteRequest } from './cross-site';
import type { createFailureLimiter } from './failure-limiter';
import { HashingBusyError, type createHashingGate } from './hashing-gate';
import { verifyPassword } from './password';
import type { SessionStore } from './session-store';

interface SignInOptions {
  sessions: SessionStore;
  guests: GuestStore;
  visits: VisitLog;
  passwordHash: string;
  limiter: ReturnType<typeof createFailureLimiter>;
  hashingGate: ReturnType<typeof createHashingGate>;
  cookieName: string;
  secureCookie: boolean;
}

function refuse(reply: FastifyReply, status: number, error: string) {
  return reply.code(status).send({ error });
}

/** POST /api/login?password=… or ?token=… (spec §7): a new session and its cookie, or 401. */
async function signInRoute(app: FastifyInstance, options: SignInOptions) {
  const { sessions, guests, visits, limiter, hashingGate } = options;
  // The cookie plugin (for writing the cookie) is scoped to this plugin: its hooks stay off every other request.
  await app.register(fastifyCookie, { hook: false });

  app.post(API_PATHS.login, async (request, reply) => {
    const query = loginQuerySchema.safeParse(request.query);
    if (!query.success) return refuse(reply, 400, 'Send exactly one of password or token');
    const { password, token } = query.data;
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
        ok = await hashingGate.run(() => verifyPassword(password, options.passwordHash));
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
    const previous = app.sessionCookie(request);
    if (previous) sessions.end(previous);
    const { cookieValue } = sessions.create(guestId === null ? 'password' : 'guest', guestId);
    visits.record({ guestId });
    reply.setCookie(options.cookieName, cookieValue, {
      httpOnly: true,
      sameSite: 'lax',
      secure: options.secureCookie,
      path: '/',
      maxAge: Math.floor(sessions.lifetimeMs / 1000),
    });
    return reply.code(200).send({ ok: true });
  });
}

export default fp(signInRoute, { name: 'sign-in-route', dependencies: [AUTHENTICATION], encapsulate: true });
