import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SchemaCheckedApp } from '../http/request-schemas';
import { sessionCookieAttributes, type SessionCookie } from './cookie-writing';
import type { DashboardSessions } from './dashboard-sessions';
import type { KnownDevices } from './known-devices';
import type { SessionStore } from './session-store';
import type { NewSignIn } from './sign-in-record';

export interface SessionStartOptions {
  sessions: SessionStore;
  knownDevices: KnownDevices;
  dashboardSessions: DashboardSessions;
  cookie: SessionCookie;
  deviceCookie: SessionCookie;
  lifetimeMs: number;
  /**
   * A right sign-in on a device its person had not signed in on: they are told by e-mail (a person at their own
   * address, ADMIN_PASSWORD's the couple; server/mail/new-sign-in-mail.ts).
   */
  onNewDevice: (signIn: NewSignIn) => void;
}

/**
 * A dashboard session for a sign-in checked to the end, whichever way it came (the password and its second factor,
 * admin-session-routes.ts; a passkey, passkey-sign-in-routes.ts): the dashboard session the request carried ends, a
 * new one starts for `personId`, the sign-in goes on record (`record`, given whether the device is new to that
 * person: known-devices.ts keeps them per person), a new device is told of, and both cookies are set.
 */
export function startDashboardSession(
  app: SchemaCheckedApp,
  options: SessionStartOptions,
  request: FastifyRequest,
  reply: FastifyReply,
  sign: { personId: number | null; deviceId: string | undefined; record: (newDevice: boolean) => NewSignIn },
) {
  const { sessions, knownDevices, dashboardSessions, cookie, deviceCookie, lifetimeMs } = options;
  const previous = app.adminCookie(request);
  if (previous && app.readAdminAccess(request)) sessions.end(previous);
  // The first device of a new site (or after the password changed) is the couple setting it up, and a person's first
  // is them signing in after choosing their password: nobody to warn.
  const firstDevice = !knownDevices.anyKnown(sign.personId);
  const { cookieValue } = sessions.create('admin', null, null, lifetimeMs, sign.personId);
  const signIn = sign.record(!knownDevices.knows(sign.deviceId, sign.personId));
  dashboardSessions.started(cookieValue, signIn);
  if (signIn.newDevice && !firstDevice) options.onNewDevice(signIn);
  // The session's cookie first: scripts that sign in (the bench) take the first Set-Cookie.
  reply.setCookie(cookie.name, cookieValue, sessionCookieAttributes(cookie, lifetimeMs));
  const device = knownDevices.renew(sign.deviceId, sign.personId);
  reply.setCookie(deviceCookie.name, device.cookieValue, sessionCookieAttributes(deviceCookie, knownDevices.lifetimeMs));
  return reply.code(200).send({ signedIn: true });
}
