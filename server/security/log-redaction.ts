/**
 * What the request logger may write. The spec puts the shared password and the guest tokens in query strings,
 * the session id travels in a cookie, and a calendar subscription's token is its path (/calendar/<token>.ics), so
 * a log line carries none of them: requests are logged by method, path (feed tokens cut out) and address only, and
 * errors by type, code, message and stack with any query string and feed token cut out. At every level.
 */
import { FEED_PREFIX_PATTERN, FEED_TOKEN_PATTERN } from './feed-token-spelling';

/** "?password=…", "?token=…&x=…": anything that looks like a query string inside a message. */
const QUERY_IN_TEXT = /\?[^\s'"`?#]*=[^\s'"`]*/g;

export function redactQueryStrings(text: string): string {
  return text.replace(QUERY_IN_TEXT, '?[redacted]');
}

/**
 * Whatever follows the feed prefix at the start of a path, however spelled (feed-token-spelling.ts: a calendar app
 * may encode the slash or mangle the case), and anything shaped like a feed token elsewhere. A source file's path in
 * a stack (…/invitation/calendar/…) is left as it is: the prefix counts only where a path starts.
 */
const FEED_PATH = new RegExp(`(?<![\\w.~%-])(${FEED_PREFIX_PATTERN})[^\\s?#'"\`]+`, 'gi');
const FEED_TOKEN = new RegExp(FEED_TOKEN_PATTERN, 'gi');

export function redactFeedTokens(text: string): string {
  return text.replace(FEED_PATH, '$1[redacted]').replace(FEED_TOKEN, '[redacted]');
}

/** A message or a path as it may be logged: no query string, no feed token. */
const redacted = (text: string) => redactFeedTokens(redactQueryStrings(text));

/** The shape Fastify's logger types expect of an error serializer's result. */
type LoggedError = { type: string; message: string; stack: string; [key: string]: unknown };

/**
 * Replaces pino's standard error serializer, which copies every enumerable property of the error: Node's parser
 * errors carry the raw request bytes (rawPacket), and a library error may carry a URL or a header.
 */
function serializeError(error: unknown): LoggedError {
  if (!(error instanceof Error)) return { type: typeof error, message: redacted(String(error)), stack: '' };
  const { code, statusCode } = error as Error & { code?: unknown; statusCode?: unknown };
  return {
    type: error.constructor.name,
    message: redacted(error.message),
    stack: redacted(error.stack ?? ''),
    ...(typeof code === 'string' ? { code } : {}),
    ...(typeof statusCode === 'number' ? { statusCode } : {}),
  };
}

/** Logger serializers for the server: requests carry the path only (no feed token), never the query string or a header. */
export const requestSerializers = {
  req(request: { id?: string; method: string; url: string; ip?: string }) {
    // A link pasted through a tool that encodes '?' as %3F still keeps its token out of the log.
    return { id: request.id, method: request.method, path: redactFeedTokens(request.url.split(/\?|%3f/i)[0]!), ip: request.ip };
  },
  err: serializeError,
};
