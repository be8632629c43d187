import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { API_PATHS } from '#common/api';
import { AUTHENTICATION } from './authentication';
import { enableCookieWriting, FORGET_THIS_DEVICE, sessionCookieAttributes, type SessionCookie } from './cookie-writing';
import { isCrossSiteRequest } from './cross-site';
import type { SessionStore } from './session-store';

export interface SignOutOptions {
  sessions: SessionStore;
  cookie: SessionCookie;
}

/**
 * POST /api/logout (ASVS V7.4): ends the session on the server, clears the cookie and asks the browser to forget the
 * site's copies on the device (Clear-Site-Data). Refused cross-site, as the
 * sign-in is: another site must not be able to sign a guest out. Answers 204 whether or not there was a session.
 */
async function signOutRoute(app: FastifyInstance, { sessions, cookie }: SignOutOptions) {
  await enableCookieWriting(app);
  app.post(API_PATHS.logout, async (request, reply) => {
    if (isCrossSiteRequest(request)) return reply.code(403).send({ error: 'Cross-site sign-out refused' });
    // A guest's session only: given the couple's session id in the guests' cookie, it leaves the couple signed in.
    const cookieValue = app.sessionCookie(request);
    if (cookieValue && sessions.find(cookieValue)?.kind !== 'admin') sessions.end(cookieValue);
    reply.clearCookie(cookie.name, sessionCookieAttributes(cookie, 0));
    return reply.code(204).headers(FORGET_THIS_DEVICE).send();
  });
}

export default fp(signOutRoute, { name: 'sign-out-route', dependencies: [AUTHENTICATION], encapsulate: true });
