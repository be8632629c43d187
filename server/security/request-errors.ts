/**
 * Answers for requests that never reach a route: Fastify's defaults for these echo the whole URL back (query
 * string, and with it a password or guest token) and send none of the security headers; Node's HTTP parser
 * errors were logged at trace level with the raw request bytes (rawPacket), cookies and query strings included.
 * Both are replaced here: a fixed message, the baseline headers, and a log line without request data.
 */
import http from 'node:http';
import type { Socket } from 'node:net';
import type { ConnectionError, FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { baselineSecurityHeaders, type SecurityHeaderOptions } from './security-headers';

const CLIENT_ERROR_STATUS: Record<string, number> = {
  ERR_HTTP_REQUEST_TIMEOUT: 408,
  HPE_HEADER_OVERFLOW: 431,
};

/**
 * Server option `clientErrorHandler`: a request the HTTP parser refuses (invalid method, header too large,
 * smuggling attempt, a slow client past its deadline). Answers once with a plain JSON error and closes.
 */
export function createClientErrorHandler(security: SecurityHeaderOptions) {
  const securityHeaders = baselineSecurityHeaders(security);
  return function handleClientError(this: FastifyInstance, error: ConnectionError, socket: Socket): void {
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    const status = CLIENT_ERROR_STATUS[error.code] ?? 400;
    // Only the code: the error object carries the raw bytes received (rawPacket), which may hold secrets.
    this.log.debug({ code: error.code }, 'client error');
    if (socket.writable) {
      const body = JSON.stringify({ error: http.STATUS_CODES[status] });
      const headers = {
        ...securityHeaders,
        'Content-Type': 'application/json; charset=utf-8',
        'Content-Length': String(Buffer.byteLength(body)),
        Connection: 'close',
      };
      const head = Object.entries(headers)
        .map(([name, value]) => `${name}: ${value}\r\n`)
        .join('');
      socket.write(`HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\n${head}\r\n${body}`);
    }
    socket.destroy();
  };
}

/**
 * Server option `frameworkErrors`: a URL the router cannot decode (FST_ERR_BAD_URL, e.g. "/%E0%A4%A") or a
 * path parameter over the length limit. Always 400 with a fixed message: the URL is not repeated.
 */
export function createFrameworkErrorHandler(security: SecurityHeaderOptions) {
  const securityHeaders = baselineSecurityHeaders(security);
  return function handleFrameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
    reply.log.debug({ code: error.code }, 'malformed request');
    void reply.code(400).headers(securityHeaders).send({ error: 'Bad Request' });
  };
}

/**
 * HTTP/1.1 requires a Host header (RFC 9112 §3.2). Node's own refusal of a request without one sent none of the
 * security headers, so the server refuses it here, after the security-headers hook has set them.
 */
export function refuseMissingHost(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    if (request.headers.host === undefined && request.raw.httpVersion === '1.1') {
      void reply.code(400).header('connection', 'close').send({ error: 'Bad Request' });
      return;
    }
    done();
  });
}
