import fastifyCookie from '@fastify/cookie';
import type { FastifyInstance } from 'fastify';

/**
 * Registers @fastify/cookie for writing cookies, in the plugin that calls it only: its parsing hook stays off every
 * other request (the session cookie is read by hand, docs/decisions/0011).
 */
export async function enableCookieWriting(scope: FastifyInstance): Promise<void> {
  await scope.register(fastifyCookie, { hook: false });
}

export interface SessionCookie {
  name: string;
  /** Secure (and the __Host- prefix in the name) in production, where the site is served over HTTPS. */
  secure: boolean;
  sameSite: 'lax' | 'strict';
}

/** The attributes of a session cookie: HttpOnly, the whole site, no Domain. */
export function sessionCookieAttributes(cookie: SessionCookie, maxAgeMs: number) {
  return { httpOnly: true, sameSite: cookie.sameSite, secure: cookie.secure, path: '/', maxAge: Math.floor(maxAgeMs / 1000) };
}

/**
 * The answer to a sign-out (a guest's or the couple's) asks the browser to forget this site's copies on the device:
 * its HTTP cache and its storage (Cache Storage, the service worker and what it kept for offline, local storage).
 * Not "cookies": a guest signing out on the couple's phone must leave the couple's own session alone, and the
 * session's cookie is cleared by name anyway. Browsers that ignore the header still lose the session's cookie, and
 * the service worker forgets its copies itself (web/service-worker/service-worker.ts).
 */
export const FORGET_THIS_DEVICE = { 'clear-site-data': '"cache", "storage"' } as const;
