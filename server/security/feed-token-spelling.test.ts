/**
 * A calendar subscription's token stays out of every log however its path is spelled: in the server's own log lines
 * and in the proxies' access logs (deploy/Caddyfile, deploy/nginx.conf), whose patterns must be the server's.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../paths';
import { FEED_PREFIX_PATTERN, FEED_TOKEN_PATTERN } from './feed-token-spelling';
import { redactFeedTokens, requestSerializers } from './log-redaction';

const GUEST_ID = '12';
const SECRET_PART = 'abcdefgh23abcdefgh23abcdef';
const TOKEN = `${GUEST_ID}-${SECRET_PART}`;
/** Percent-encodes every character of `text`. */
const allEncoded = (text: string) => [...text].map((char) => `%${char.charCodeAt(0).toString(16)}`).join('');

/** The ways a client may send a feed's path, each with the token in it. */
const SPELLINGS = [
  `/calendar/${TOKEN}.ics`,
  `/calendar%2F${TOKEN}.ics`,
  `/calendar%2f${TOKEN}.ics?locale=ro`,
  `/calendar%252F${TOKEN}.ics`,
  `//CALENDAR/${TOKEN}.ics`,
  `/%63alendar/${TOKEN}.ics`,
  `%2Fcalendar%2F${TOKEN}.ics`,
  `/calendar/${TOKEN.replace('-', '%2D')}.ics`,
  `/calendar/${allEncoded(GUEST_ID)}-${SECRET_PART}.ics`,
  `/calendar/${GUEST_ID}-%61${SECRET_PART.slice(1)}.ics`,
  `/anything/${TOKEN}`,
];

/** Decodes every percent-escape, twice encoded too: what the log's reader (or an attacker) could read back. */
function readBack(text: string): string {
  let out = text;
  for (let round = 0; round < 3; round++) out = out.replace(/%([0-9a-f]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return out.toLowerCase();
}

describe("the server's log lines", () => {
  it.each(SPELLINGS)('hold no token of %s', (spelled) => {
    expect(readBack(spelled)).toContain(SECRET_PART);
    expect(readBack(redactFeedTokens(spelled))).not.toContain(SECRET_PART);
    expect(readBack(requestSerializers.req({ method: 'GET', url: spelled }).path)).not.toContain(SECRET_PART);
    expect(readBack(redactFeedTokens(`Route GET:${spelled} not found`))).not.toContain(SECRET_PART);
  });

  it('keep other paths as they are', () => {
    for (const kept of ['/api/login', '/ro/program', '/photos/2/640.webp', '    at x (/srv/server/invitation/calendar/feed-token.ts:48:9)']) {
      expect(redactFeedTokens(kept)).toBe(kept);
    }
  });
});

const caddyfile = fs.readFileSync(path.join(REPO_ROOT, 'deploy/Caddyfile'), 'utf8');
const nginxConf = fs.readFileSync(path.join(REPO_ROOT, 'deploy/nginx.conf'), 'utf8');

describe("Caddy's access and error logs", () => {
  const filters = [...caddyfile.matchAll(/request>uri regexp "([^"]+)" "([^"]*)"/g)].map((match) => ({ pattern: match[1]!, replacement: match[2]! }));

  it("use the server's patterns in both logs", () => {
    expect(filters).toHaveLength(2);
    for (const { pattern, replacement } of filters) {
      expect(pattern).toBe(`(?i)^(${FEED_PREFIX_PATTERN})[^?]*|(\\?|%3F).*$|${FEED_TOKEN_PATTERN}`);
      expect(replacement).toBe('$1');
    }
  });

  // Go's regexp and JavaScript's read these patterns alike (no lookbehind, no backslash escapes but "\?"); Go's
  // "(?i)" prefix is JavaScript's "i" flag, and its "$1" of a group that took no part is empty, as here.
  const caddy = (uri: string) => uri.replace(new RegExp(filters[0]!.pattern.replace(/^\(\?i\)/, ''), 'gi'), (_, prefix: string | undefined) => prefix ?? '');

  it.each(SPELLINGS)('hold no token of %s', (spelled) => {
    expect(readBack(caddy(spelled))).not.toContain(SECRET_PART);
  });

  it('keep the path of other requests and cut their query strings', () => {
    expect(caddy('/login?token=abc')).toBe('/login');
    expect(caddy('/api/login%3Fpassword=x')).toBe('/api/login');
    expect(caddy('/ro/program')).toBe('/ro/program');
  });
});

describe("nginx's access log", () => {
  const rules = [...nginxConf.slice(nginxConf.indexOf('map $request_uri $path_without_query')).matchAll(/^\s+"~(\*?)([^"]+)"\s+("[^"]*"|\S+);$/gm)].map((match) => ({
    pattern: match[2]!,
    regex: new RegExp(match[2]!, match[1] ? 'i' : ''),
    value: match[3]!.replace(/^"|"$/g, ''),
  }));
  /** nginx's map: the first regex that matches decides; `$path` is its named group. */
  const logged = (uri: string) => {
    for (const { regex, value } of rules) {
      const match = regex.exec(uri);
      if (match) return value === '$path' ? match.groups!.path! : value;
    }
    return uri;
  };

  it("uses the server's patterns", () => {
    expect(rules.map(({ pattern }) => pattern)).toEqual(expect.arrayContaining([`^${FEED_PREFIX_PATTERN}`, FEED_TOKEN_PATTERN]));
  });

  it.each(SPELLINGS)('holds no token of %s', (spelled) => {
    expect(readBack(logged(spelled))).not.toContain(SECRET_PART);
  });

  it('keeps the path of other requests and cuts their query strings', () => {
    expect(logged('/login?token=abc')).toBe('/login');
    expect(logged('/ro/program')).toBe('/ro/program');
  });
});
