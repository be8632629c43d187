/**
 * Reads the session cookie straight from the Cookie header. The status check runs before every navigation, so it
 * does not parse and decode every cookie of the request (or run a cookie plugin's hooks) to find one value. The
 * session id is base64url, which needs no decoding; a quoted or otherwise odd value simply matches no session.
 */
export function readCookie(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  // Scans the header in place: one cookie (the usual case) costs no array and no copies but the value.
  let start = 0;
  while (start < header.length) {
    let end = header.indexOf(';', start);
    if (end === -1) end = header.length;
    const equals = header.indexOf('=', start);
    if (equals !== -1 && equals < end && header.slice(start, equals).trim() === name) return header.slice(equals + 1, end).trim();
    start = end + 1;
  }
  return undefined;
}
