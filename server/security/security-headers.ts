import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';

/**
 * The Content-Security-Policy: only the site's own files, no inline script or style, no eval, no plug-ins,
 * no framing, no <base> rewriting, forms only to the site itself. Everything the app needs (the bundle, its
 * stylesheet, the self-hosted fonts, the photos, the video and the API) comes from 'self'.
 */
const CSP_DIRECTIVES = {
  'default-src': ["'none'"],
  'script-src': ["'self'"],
  'style-src': ["'self'"],
  // data: for the favicon alone, which the build writes into the page (scripts/build-icons.ts): a request for it
  // stood in the first photo's way (docs/decisions/0057). An image cannot run script; the Observatory counts img-src
  // as passive content.
  'img-src': ["'self'", 'data:'],
  'font-src': ["'self'"],
  // blob: for the video a guest chose, which the upload page opens to draw its poster frame (issue 39): a blob:
  // address belongs to the page's own origin and holds only what the page made.
  'media-src': ["'self'", 'blob:'],
  'connect-src': ["'self'"],
  'manifest-src': ["'self'"],
  // The guests' service worker (/sw.js, docs/decisions/0037).
  'worker-src': ["'self'"],
  'base-uri': ["'none'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
  'object-src': ["'none'"],
} as const;

/** CSP sources ('sha256-…') of the page's own inline elements. */
export interface InlineHashes {
  style: readonly string[];
  script: readonly string[];
}

/**
 * The policy as a header value. The page's own inline <style> (the build inlines the stylesheet so the first
 * paint waits for no second request) and inline <script> (which takes a link's token out of the address before
 * anything is requested) are allowed by their SHA-256 hashes: any other inline style or script is refused.
 */
export function contentSecurityPolicy(hashes: InlineHashes = { style: [], script: [] }): string {
  return Object.entries(CSP_DIRECTIVES)
    .map(([name, sources]) => {
      const inline = name === 'style-src' ? hashes.style : name === 'script-src' ? hashes.script : [];
      return `${name} ${[...sources, ...inline.map((hash) => `'${hash}'`)].join(' ')}`;
    })
    .join('; ');
}

const sha256Source = (text: string) => `sha256-${crypto.createHash('sha256').update(text).digest('base64')}`;

/** The CSP sources of each inline <style> and <script> (without a src) of a page. */
export function inlineHashes(html: string): InlineHashes {
  return {
    style: [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map(([, text]) => sha256Source(text ?? '')),
    // Classic or module (the page's own script, scripts/vite-first-photo-loader.ts); a script with a src is a file.
    script: [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(([, text]) => sha256Source(text ?? '')),
  };
}

/**
 * Browser features the site never uses, switched off for it and anything it could embed. Only names that
 * current browsers recognise: an unknown one (such as the retired interest-cohort) makes Chromium log an error
 * on every page. Autoplay and fullscreen keep their default ('self'), which the muted looping video needs, and so
 * does screen-wake-lock, which the upload page of the day's photos asks for while it sends (issue 39).
 */
const UNUSED_FEATURES = [
  'accelerometer',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'serial',
  'usb',
  'xr-spatial-tracking',
];
const policyOff = (features: readonly string[]) => features.map((feature) => `${feature}=()`).join(', ');

/** The guests' pages and everything else: no passkey is ever asked for there. */
const PERMISSIONS_POLICY = policyOff([...UNUSED_FEATURES, 'publickey-credentials-get']);

/**
 * The dashboard's page keeps publickey-credentials-get at its default ('self'): its sign-in asks for a passkey
 * (docs/decisions/0063). server/admin/admin-page.ts sends it.
 */
export const DASHBOARD_PERMISSIONS_POLICY = policyOff(UNUSED_FEATURES);

/** Two years with subdomains, the HSTS preload list's minimum; sent only in production, where HTTPS is required. */
const HSTS = 'max-age=63072000; includeSubDomains';

export interface SecurityHeaderOptions {
  production: boolean;
  /** CSP hashes of the built page's inline styles and scripts (inlineHashes). */
  inlineHashes?: InlineHashes;
}

/**
 * The headers every answer carries. Only headers current browsers act on: helmet's legacy extras
 * (X-XSS-Protection, X-Download-Options, X-DNS-Prefetch-Control, X-Permitted-Cross-Domain-Policies) are left out.
 */
function commonHeaders({ production, inlineHashes: hashes }: SecurityHeaderOptions): Record<string, string> {
  return {
    'content-security-policy': contentSecurityPolicy(hashes),
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'no-referrer',
    'permissions-policy': PERMISSIONS_POLICY,
    'cross-origin-opener-policy': 'same-origin',
    // same-origin on everything, the private media included: no other site can embed the video or the photos.
    'cross-origin-resource-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    'x-robots-tag': 'noindex, nofollow',
    ...(production ? { 'strict-transport-security': HSTS } : {}),
  };
}

/**
 * What only a document (or a worker, whose script the build never puts under /assets/) acts on: the policy of what
 * it may load and run, framing, the features it may use, its window's opener and agent cluster, and its indexing.
 * A script, a font or an image ignores them (immutable-files.ts). Referrer-Policy stays on every file: a
 * stylesheet's requests (its fonts) follow the stylesheet's own.
 */
export const PAGE_ONLY_HEADERS = [
  'content-security-policy',
  'x-frame-options',
  'permissions-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'x-robots-tag',
] as const;

/**
 * The headers of answers written outside Fastify's reply pipeline (a request the HTTP parser refuses, a URL the
 * router cannot decode): the same policy, so no error page is ever framed, sniffed, cached or given a referrer.
 */
export function baselineSecurityHeaders(options: SecurityHeaderOptions): Record<string, string> {
  return { ...commonHeaders(options), 'cache-control': 'no-store' };
}

/** An API answer is JSON, never a page: its policy allows nothing at all (no style hash, no 'self'). */
const API_CONTENT_SECURITY_POLICY = "default-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'; object-src 'none'";

/**
 * The headers of API answers: the same policy as pages, without what only a page can use (X-Frame-Options, which
 * frame-ancestors supersedes; Origin-Agent-Cluster; X-Robots-Tag), and never stored by any cache, since they may
 * carry private content or follow a secret in the query string. Node validates every header it writes, about
 * 1.3 µs each, and the status check runs before every navigation: fewer is measurably cheaper.
 */
function apiHeaders(options: SecurityHeaderOptions): Record<string, string> {
  const {
    'x-frame-options': _frameOptions,
    'origin-agent-cluster': _originAgentCluster,
    'x-robots-tag': _robots,
    ...shared
  } = commonHeaders(options);
  return { ...shared, 'content-security-policy': API_CONTENT_SECURITY_POLICY, 'cache-control': 'no-store' };
}

/**
 * Security headers on every response, errors included, graded against the Mozilla HTTP Observatory rules
 * (observatory.test.ts, docs/security.md). Computed once and set by one synchronous hook: the status check runs
 * before every navigation, and a chain of per-header middleware cost it about a third of its throughput.
 */
export function registerSecurityHeaders(app: FastifyInstance, options: SecurityHeaderOptions): void {
  const pageHeaders = commonHeaders(options);
  const api = apiHeaders(options);
  // Chosen by the route that matched, not by the raw URL: an encoded path (/%61pi/content) reaches the same route.
  // A path no route matched (a 404) goes by its address.
  app.addHook('onRequest', (request, reply, done) => {
    const path = request.routeOptions.url ?? request.url;
    reply.headers(path.startsWith('/api/') ? api : pageHeaders);
    done();
  });
}
