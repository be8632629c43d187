import type { FastifyInstance, FastifyReply } from 'fastify';
import { ADMIN_API, adminLoginSchema } from '#common/admin-api';
import { addressKey } from '../auth/client-address';
import { sessionCookieAttributes, type SessionCookie } from '../auth/cookie-writing';
import { HashingBusyError, type HashingGate } from '../auth/hashing-gate';
import { verifyPassword } from '../auth/password';
import type { SessionStore } from '../auth/session-store';
import type { SignInLimits } from '../auth/sign-in-limits';
import { badRequest } from './admin-errors';

export interface AdminSessionOptions {
  sessions: SessionStore;
  passwordHash: string;
  /** The same limits and hashing gate as the guests' sign-in: one budget per address for every password. */
  limits: SignInLimits;
  hashingGate: HashingGate;
  cookie: SessionCookie;
  lifetimeMs: number;
}

function tooMany(reply: FastifyReply, retryAfter: number) {
  return reply.header('Retry-After', String(retryAfter)).code(429).send({ error: 'Too many attempts' });
}

/**
 * The couple's sign-in: the password in a JSON body (never in the address, unlike the guests' spec-bound contract),
 * checked at the OWASP scrypt cost behind the guests' limits and gate. Sign-out and the status the dashboard's
 * guard asks for. The parent plugin (admin-api.ts) has already refused cross-site requests.
 */
export async function adminSessionRoutes(app: FastifyInstance, options: AdminSessionOptions) {
  const { sessions, limits, hashingGate, cookie } = options;

  app.post(ADMIN_API.login, { bodyLimit: 1024 }, async (request, reply) => {
    const body = adminLoginSchema.safeParse(request.body);
    if (!body.success) return badRequest(reply);
    const admission = limits.admitPassword(addressKey(request.ip));
    if (!('settle' in admission)) return tooMany(reply, admission.retryAfter);
    let right: boolean;
    try {
      await admission.turn;
      right = await hashingGate.run(() => verifyPassword(body.data.password, options.passwordHash));
      admission.settle(right ? 'success' : 'failure');
    } catch (error) {
      admission.settle('not-tried');
      if (!(error instanceof HashingBusyError)) throw error;
      return tooMany(reply, 5);
    }
    if (!right) return reply.code(401).send({ error: 'Unauthorized' });
    const previous = app.adminCookie(request);
    if (previous) sessions.end(previous);
    const { cookieValue } = sessions.create('admin', null, null, options.lifetimeMs);
    reply.setCookie(cookie.name, cookieValue, sessionCookieAttributes(cookie, options.lifetimeMs));
    return reply.code(200).send({ signedIn: true });
  });

  app.post(ADMIN_API.logout, async (request, reply) => {
    const cookieValue = app.adminCookie(request);
    if (cookieValue) sessions.end(cookieValue);
    reply.clearCookie(cookie.name, sessionCookieAttributes(cookie, 0));
    return reply.code(204).send();
  });

  // Reached only with the couple's session (admin-api.ts): the answer is always yes.
  app.get(ADMIN_API.session, async () => ({ signedIn: true }));
}
