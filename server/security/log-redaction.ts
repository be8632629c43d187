/**
 * What the request logger may write. The spec puts the shared password and the guest tokens in query strings,
 * and the session id travels in a cookie, so a log line carries neither: requests are logged by method, path
 * and address only, and errors by type, code, message and stack with any query string cut out.
 */

/** "?password=…", "?token=…&x=…": anything that looks like a query string inside a message. */
const QUERY_IN_TEXT = /\?[^\s'"`?#]*=[^\s'"`]*/g;

export function redactQueryStrings(text: string): string {
  return text.replace(QUERY_IN_TEXT, '?[redacted]');
}

/** The shape Fastify's logger types expect of an error serializer's result. */
type LoggedError = { type: string; message: string; stack: string; [key: string]: unknown };

/**
 * Replaces pino's standard error serializer, which copies every enumerable property of the error: Node's parser
 * errors carry the raw request bytes (rawPacket), and a library error may carry a URL or a header.
 */
function serializeError(error: unknown): LoggedError {
  if (!(error instanceof Error)) return { type: typeof error, message: redactQueryStrings(String(error)), stack: '' };
  const { code, statusCode } = error as Error & { code?: unknown; statusCode?: unknown };
  return {
    type: error.constructor.name,
    message: redactQueryStrings(error.message),
    stack: redactQueryStrings(error.stack ?? ''),
    ...(typeof code === 'string' ? { code } : {}),
    ...(typeof statusCode === 'number' ? { statusCode } : {}),
  };
}

/** Logger serializers for the server: requests carry the path only, never the query string or a header. */
export const requestSerializers = {
  req(request: { id?: string; method: string; url: string; ip?: string }) {
    // A link pasted through a tool that encodes '?' as %3F still keeps its token out of the log.
    return { id: request.id, method: request.method, path: request.url.split(/\?|%3f/i)[0], ip: request.ip };
  },
  err: serializeError,
};
