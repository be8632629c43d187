import type { FastifyInstance } from 'fastify';
import { API_PATHS } from '#common/api';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route's 429s are expected: its budget logs once when it starts refusing (issue 26: a flooded link is
     * refused hundreds of times a second, and a line each would fill the disk as the saves did).
     */
    quietRefusals?: boolean;
  }
}

/**
 * One log line per request, at a level that follows what it says: sign-ins and unexpected failures at info; the
 * bulk of the traffic (status checks, assets, a signed-out visitor's expected 401 of the status check, the refusals
 * of a route with quietRefusals) at debug. pino makes a disabled level a no-op, so a debug line costs nothing at the
 * default level, and a flood of anonymous status checks cannot fill the disk (issue 11: 98k requests in 10 s had
 * written 16.5 MB).
 */
export function registerRequestLogging(app: FastifyInstance): void {
  app.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url;
    const quiet = reply.statusCode === 429 && request.routeOptions.config.quietRefusals === true;
    const expected = quiet || route === API_PATHS.status || (reply.statusCode < 400 && route !== API_PATHS.login);
    request.log[expected ? 'debug' : 'info']({ req: request, statusCode: reply.statusCode, ms: Math.round(reply.elapsedTime) }, 'request');
    done();
  });
}

/** How often the connection cap may be logged: a flood logs a line every so often, not one per connection. */
const DROP_LOG_EVERY_MS = 10_000;

/**
 * Caps the open connections (MAX_CONNECTIONS): beyond it Node closes new ones at once, so slow clients holding
 * thousands of sockets cannot use up the process's file descriptors and starve the database and real guests.
 * Each address should also be capped at the proxy (docs/security.md). Logged when reached, at most every 10 s.
 */
export function limitConnections(app: FastifyInstance, maxConnections: number): void {
  app.server.maxConnections = maxConnections;
  let dropped = 0;
  let lastLogged = 0;
  app.server.on('drop', () => {
    dropped++;
    const at = Date.now();
    if (at - lastLogged < DROP_LOG_EVERY_MS) return;
    lastLogged = at;
    app.log.warn({ maxConnections, dropped }, 'connection limit reached: new connections are being refused');
    dropped = 0;
  });
}
