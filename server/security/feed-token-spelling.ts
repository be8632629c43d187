/**
 * How a calendar subscription's token may appear in a request's path, however the client spelled it: the feed's
 * prefix (/calendar/) and the token (<guest id>-<26 base32 characters>, server/invitation/calendar/feed-token.ts),
 * each character as it is or percent-encoded, once or twice (%2F, %252F), in any case (the patterns are read
 * case-insensitively). A calendar app that encodes the slash (/calendar%2F<token>.ics) still sends the token. The
 * server's log redaction (log-redaction.ts) and the proxies' access logs (deploy/Caddyfile, deploy/nginx.conf) use
 * these same patterns, which need nothing beyond what JavaScript, Go (Caddy) and PCRE (nginx) share: no lookbehind,
 * no backslash. server/security/feed-token-spelling.test.ts holds the proxies' copies to them.
 */
import { CALENDAR_FEED_PREFIX } from '#common/invitation-api';

/** A percent-escape of the hexadecimal code `hex` (a pattern), encoded once or twice. */
const escaped = (hex: string) => `%(?:25)?${hex}`;

/** A pattern for `text` with each character as it is or percent-encoded (letters, digits and '/' only). */
function spelledAnyWay(text: string): string {
  return [...text]
    .map((char) => {
      if (!/^[a-z0-9/]$/i.test(char)) throw new Error(`spelledAnyWay: ${JSON.stringify(char)} would need escaping`);
      return `(?:${char}|${escaped(char.charCodeAt(0).toString(16).toUpperCase())})`;
    })
    .join('');
}

/** The feed's prefix at the start of a path, its leading slash repeated or not (//calendar/). */
export const FEED_PREFIX_PATTERN = `(?:/|${escaped('2F')})+${spelledAnyWay(CALENDAR_FEED_PREFIX.slice(1))}`;

const DIGIT = `(?:[0-9]|${escaped('3[0-9]')})`;
const NONZERO_DIGIT = `(?:[1-9]|${escaped('3[1-9]')})`;
/** A to Z, a to z: 0x41-0x5A and 0x61-0x7A. */
const LETTER_ESCAPE = escaped('(?:[46][1-9A-F]|[57][0-9A])');
const BASE32 = `(?:[a-z2-7]|${LETTER_ESCAPE}|${escaped('3[2-7]')})`;
/** A feed token anywhere: the guest's id, a dash, 26 base32 characters. */
export const FEED_TOKEN_PATTERN = `${NONZERO_DIGIT}${DIGIT}{0,14}(?:-|${escaped('2D')})${BASE32}{26}`;
