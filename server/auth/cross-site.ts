import type { FastifyRequest } from 'fastify';

/**
 * Login CSRF defence: a sign-in must come from the site's own pages. Browsers send Sec-Fetch-Site on every
 * request (and Origin on every POST); a value naming another site is refused. Requests without either header
 * (curl, the test client) are not browsers and cannot carry a victim's cookies, so they pass.
 */
export function isCrossSiteRequest(request: FastifyRequest): boolean {
  const fetchSite = request.headers['sec-fetch-site'];
  if (fetchSite !== undefined && fetchSite !== 'same-origin' && fetchSite !== 'none') return true;
  const origin = request.headers.origin;
  if (origin === undefined) return false;
  if (origin === 'null') return true;
  try {
    // Both through URL, so a default port (":80", ":443") compares equal to none.
    const originUrl = new URL(origin);
    // Security fix (found by sign-in-attacks.test.ts): the scheme was not compared, so a page on http://host
    // (a network attacker's, before HSTS is cached) passed as the https site. When the app knows the request came
    // over HTTPS (TLS, or X-Forwarded-Proto from a trusted proxy), the Origin must be https too. Behind a proxy the
    // app cannot see TLS unless TRUST_PROXY is set, so otherwise the comparison stays scheme-agnostic.
    if (request.protocol === 'https' && originUrl.protocol !== 'https:') return true;
    return originUrl.host !== new URL(`${originUrl.protocol}//${request.headers.host ?? ''}`).host;
  } catch {
    return true;
  }
}
