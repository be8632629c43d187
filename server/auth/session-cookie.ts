/**
 * Reads the session cookie straight from the Cookie header. The status check runs before every navigation, so it
 * does not parse and decode every cookie of the request (or run a cookie plugin's hooks) to find one value. The
 * session id is base64url, which needs no decoding; a quoted or otherwise odd value simply matches no session.
 */
export function readCookie(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const pair of header.split(';')) {
    const equals = pair.indexOf('=');
    if (equals !== -1 && pair.slice(0, equals).trim() === name) return pair.slice(equals + 1).trim();
  }
  return undefined;
}
