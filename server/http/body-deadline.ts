/**
 * How long a client may take to send a request's body. Node's own requestTimeout covers every request alike, and a
 * couple's 200 MB video from a phone takes minutes; so Node's is set to the uploads' allowance, and every body gets
 * REQUEST_TIMEOUT_SECONDS here unless the route, once it knows the couple is signed in, allows more. A client that
 * trickles a body (or an upload without the couple's session) is cut off in time, as before.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** An upload of the couple may take this long to arrive (200 MB at 0.5 Mbit/s). */
export const UPLOAD_DEADLINE_MS = 60 * 60 * 1000;

const deadlines = new WeakMap<FastifyRequest, NodeJS.Timeout>();

export function limitBodyTime(app: FastifyInstance, timeoutMs: number): void {
  app.addHook('onRequest', (request, _reply, done) => {
    const raw = request.raw;
    const hasBody = raw.headers['content-length'] !== undefined ? raw.headers['content-length'] !== '0' : raw.headers['transfer-encoding'] !== undefined;
    if (!hasBody || raw.complete) return done();
    const timer = setTimeout(() => {
      // The message's destroy() ends its socket; inject()'s requests have a mock socket with no destroy of its own.
      if (!raw.complete) raw.destroy();
    }, timeoutMs);
    timer.unref();
    const clear = () => clearTimeout(timer);
    raw.once('end', clear);
    raw.once('close', clear);
    deadlines.set(request, timer);
    done();
  });
}

/** Lets this request's body take up to UPLOAD_DEADLINE_MS: only for a signed-in couple's upload. */
export function allowSlowUpload(request: FastifyRequest): void {
  clearTimeout(deadlines.get(request));
}

/**
 * The whole body has arrived: what the server now does with it (an image waiting for its turn and decoded, a video
 * checked to its last byte) is the server's wait, not the client's idleness, so the connection's idle timeout
 * (REQUEST_TIMEOUT_SECONDS) stops here. Without this, an upload whose checks outlasted it was dropped with no answer
 * at all: first seen in a test beside busy loops, where the checks before the decoding took over its 1 s. Once
 * answered, the connection is bounded again by Node's keep-alive timeout.
 */
export function holdForAnswer(request: FastifyRequest): void {
  // app.inject()'s requests have a stand-in socket without timeouts.
  const socket = request.raw.socket as Partial<typeof request.raw.socket> | undefined;
  socket?.setTimeout?.(0);
}
