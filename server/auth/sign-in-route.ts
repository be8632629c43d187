import type { FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { API_PATHS } from '#common/api';
import { loginQuerySchema } from '#common/login-query';
import type { GuestStore } from '../guests/guest-store';
import type { SchemaCheckedApp } from '../http/request-schemas';
import type { VisitLog } from '../visits/visit-log';
import { AUTHENTICATION } from './authentication';
import { addressKey } from './client-address';
import { enableCookieWriting, sessionCookieAttributes, type SessionCookie } from './cookie-writing';
import { isCrossSiteRequest } from './cross-site';
import { HashingBusyError, type HashingGate } from './hashing-gate';
import { verifyPassword } from './password';
import type { SessionStore } from './session-store';
import type { SignInLimits } from './sign-in-limits';

export interface SignInOptions {
  sessions: SessionStore;
  guests: GuestStore;
  visits: VisitLog;
  passwordHash: string;
  limits: SignInLimits;
  hashingGate: HashingGate;
  cookie: SessionCookie;
  /** The pseudonym of a client address kept with a password session (client-address.ts). */
  clientKeyOf: (ip: string) => string;
  /** Whether the guests' personal links have ended (guest-link-end.ts): a token then signs in nobody. */
  linksEnded: () => boolean;
}

function refuse(reply: FastifyReply, status: number, error: string, retryAfter?: number) {
  if (retryAfter !== undefined) reply.header('Retry-After', String(retryAfter));
  return reply.code(status).send({ error });
}

/**
 * POST /api/login?password=… or ?token=… (docs/product.md, the calls): a new session and its cookie, or 401; 410 for
 * a token once the couple's links have ended (docs/decisions/0060).
 */
async function signInRoute(app: SchemaCheckedApp, options: SignInOptions) {
  const { sessions, guests, visits, limits, hashingGate } = options;
  await enableCookieWriting(app);

  /** Whether the password is right, or the reply already sent when it could not be checked now. */
  async function checkPassword(password: string, address: string, reply: FastifyReply): Promise<boolean | FastifyReply> {
    // Refused before any hashing: a flood of guesses costs a map lookup, not a scrypt.
    const admission = limits.admitPassword(address);
    if (!('settle' in admission)) return refuse(reply, 429, 'Too many attempts', admission.retryAfter);
    try {
      const right = await hashingGate.run(() => verifyPassword(password, options.passwordHash), { after: admission.turn });
      admission.settle(right ? 'success' : 'failure');
      return right;
    } catch (error) {
      admission.settle('not-tried');
      if (!(error instanceof HashingBusyError)) throw error;
      return refuse(reply, 429, 'Too many sign-ins at once', 5);
    }
  }

  // The query's shape is checked first (400), then where the request comes from (403): docs/security.md.
  app.post(API_PATHS.login, { schema: { querystring: loginQuerySchema } }, async (request, reply) => {
    if (isCrossSiteRequest(request)) return refuse(reply, 403, 'Cross-site sign-in refused');
    const { password, token } = request.query;
    const address = addressKey(request.ip);

    let guestId: number | null = null;
    if (password !== undefined) {
      const checked = await checkPassword(password, address, reply);
      if (checked !== true) return checked === false ? refuse(reply, 401, 'Unauthorized') : checked;
    } else if (options.linksEnded()) {
      // Every token, right or wrong: the answer tells nothing of the token, and no token can sign in to be guessed.
      return refuse(reply, 410, 'Links ended');
    } else {
      // A valid token signs in whatever the failure budgets say (sign-in-limits.ts); a wrong one counts.
      const guest = guests.findByToken(token!);
      if (!guest) {
        const wait = limits.tokenFailed(address);
        return wait > 0 ? refuse(reply, 429, 'Too many attempts', wait) : refuse(reply, 401, 'Unauthorized');
      }
      const wait = limits.admitTokenSuccess(address);
      if (wait > 0) return refuse(reply, 429, 'Too many sign-ins', wait);
      guestId = guest.id;
    }

    // A new session id at every sign-in; the previous one, if any, ends. A visitor who was still signed in
    // (the link opened again, the password typed twice) makes no new visit.
    const previousCookie = app.sessionCookie(request);
    // Only a guest's session ends here: the session cookie naming the couple's session id must not end it.
    const previous = sessions.find(previousCookie);
    if (previousCookie && previous && previous.kind !== 'admin') sessions.end(previousCookie);
    const kind = guestId === null ? 'password' : 'guest';
    const { cookieValue } = sessions.create(kind, guestId, kind === 'password' ? options.clientKeyOf(request.ip) : null);
    if (!previous || previous.kind === 'admin') visits.record({ guestId });
    reply.setCookie(options.cookie.name, cookieValue, sessionCookieAttributes(options.cookie, sessions.lifetimeMs));
    return reply.code(200).send({ ok: true });
  });
}

export default fp(signInRoute, { name: 'sign-in-route', dependencies: [AUTHENTICATION], encapsulate: true });
