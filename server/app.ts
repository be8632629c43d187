/**
 * Builds the Fastify app from its dependencies and never listens: tests call buildApp() and app.inject(),
 * main.ts adds the port. Cross-cutting concerns are plugins and hooks; route handlers stay thin.
 */
import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyError, type FastifyServerOptions } from 'fastify';
import type { Photo } from '../common/api';
import { registerAuthRoutes } from './auth/auth-routes';
import { createFailureLimiter } from './auth/failure-limiter';
import { createHashingGate } from './auth/hashing-gate';
import { createSessionStore } from './auth/session-store';
import { registerContentRoutes } from './content/content-routes';
import type { WeddingContent } from './content/wedding-content';
import type { Db } from './db/database';
import { createGuestStore } from './guests/guest-store';
import { registerSecurityHeaders } from './security/security-headers';
import { registerWebRoutes } from './static/web-routes';

export interface AppDeps {
  db: Db;
  secret: Buffer;
  /** scrypt hash of the shared password (see auth/password-sync.ts). */
  passwordHash: string;
  content: WeddingContent;
  photos: { dir: string; list: Photo[] };
  /** The built web app (dist/web). */
  webRoot: string;
  production: boolean;
  sessionDays: number;
  trustProxy: boolean | number | string;
  loginFailuresPerAddress: number;
  loginFailuresTotal: number;
  logger?: FastifyServerOptions['logger'];
  now?: () => number;
}

export const LOGIN_FAILURE_WINDOW_MS = 15 * 60_000;

/** Request logs carry the path only: the spec puts passwords and tokens in query strings. */
export const requestSerializers = {
  req(request: { method: string; url: string; ip?: string }) {
    return { method: request.method, path: request.url.split('?')[0], ip: request.ip };
  },
};

/** A hop count becomes "trust the nearest n proxies"; addresses and false pass through. */
function toFastifyTrustProxy(setting: AppDeps['trustProxy']): boolean | string | ((address: string, hop: number) => boolean) {
  return typeof setting === 'number' ? (_address, hop) => hop < setting : setting;
}

export async function buildApp(deps: AppDeps) {
  const now = deps.now ?? Date.now;
  const app = Fastify({
    logger: deps.logger ?? false,
    trustProxy: toFastifyTrustProxy(deps.trustProxy),
    bodyLimit: 1024,
    // Slow clients cannot hold a connection open for long.
    connectionTimeout: 30_000,
    requestTimeout: 30_000,
    keepAliveTimeout: 5_000,
    http: { maxHeaderSize: 8192 },
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.code(500).send({ error: 'Internal Server Error' });
    }
    return reply.code(status).send({ error: error.validation ? 'Bad Request' : error.message });
  });

  await registerSecurityHeaders(app, deps.production);
  await app.register(fastifyCookie);

  const sessions = createSessionStore(deps.db, deps.sessionDays * 86_400_000, now);
  const guests = createGuestStore(deps.db, deps.secret, now);
  registerAuthRoutes(app, {
    sessions,
    guests,
    passwordHash: deps.passwordHash,
    limiter: createFailureLimiter({
      perAddress: deps.loginFailuresPerAddress,
      total: deps.loginFailuresTotal,
      windowMs: LOGIN_FAILURE_WINDOW_MS,
      now,
    }),
    hashingGate: createHashingGate(2, 32),
    // The __Host- prefix makes the browser insist on Secure, Path=/ and no Domain: only possible over HTTPS.
    cookieName: deps.production ? '__Host-session' : 'session',
    secureCookie: deps.production,
    now,
  });
  registerContentRoutes(app, deps.content, deps.photos.list);
  registerWebRoutes(app, deps.webRoot, deps.photos);

  // Expired sessions are removed at start and then hourly; the timer must not keep the process alive.
  sessions.purgeExpired();
  const purge = setInterval(() => sessions.purgeExpired(), 3_600_000);
  purge.unref();
  app.addHook('onClose', async () => clearInterval(purge));

  return app;
}
