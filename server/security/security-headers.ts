import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * The Content-Security-Policy: only the site's own files, no inline script or style, no eval, no plug-ins,
 * no framing, no <base> rewriting, forms only to the site itself. Everything the app needs (the bundle, its
 * stylesheet, the self-hosted fonts, the photos, the video and the API) comes from 'self'.
 */
export const CSP_DIRECTIVES = {
  'default-src': ["'none'"],
  'script-src': ["'self'"],
  'style-src': ["'self'"],
  'img-src': ["'self'"],
  'font-src': ["'self'"],
  'media-src': ["'self'"],
  'connect-src': ["'self'"],
  'manifest-src': ["'self'"],
  'base-uri': ["'none'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
  'object-src': ["'none'"],
} as const;

export const CONTENT_SECURITY_POLICY = Object.entries(CSP_DIRECTIVES)
  .map(([name, sources]) => `${name} ${sources.join(' ')}`)
  .join('; ');

/**
 * Browser features the site never uses, switched off for it and anything it could embed. Only names that
 * current browsers recognise: an unknown one (such as the retired interest-cohort) makes Chromium log an error
 * on every page. Autoplay and fullscreen keep their default ('self'), which the muted looping video needs.
 */
export const PERMISSIONS_POLICY = [
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
  'publickey-credentials-get',
  'screen-wake-lock',
  'serial',
  'usb',
  'xr-spatial-tracking',
]
  .map((feature) => `${feature}=()`)
  .join(', ');

/** Two years with subdomains, the HSTS preload list's minimum; sent only in production, where HTTPS is required. */
export const HSTS = 'max-age=63072000; includeSubDomains';

/**
 * The headers of answers written outside Fastify's reply pipeline (a request the HTTP parser refuses, a URL the
 * router cannot decode): the same policy, so no error page is ever framed, sniffed, cached or given a referrer.
 */
export function baselineSecurityHeaders(production: boolean): Record<string, string> {
  return {
    'Content-Security-Policy': CONTENT_SECURITY_POLICY,
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    'Referrer-Policy': 'no-referrer',
    'Permissions-Policy': PERMISSIONS_POLICY,
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Cross-Origin-Resource-Policy': 'same-origin',
    'Cache-Control': 'no-store',
    'X-Robots-Tag': 'noindex, nofollow',
    ...(production ? { 'Strict-Transport-Security': HSTS } : {}),
  };
}

/**
 * Security headers on every response, errors included. The policy allows only the site's own files: no inline
 * script, no third party, no framing. Graded against the Mozilla HTTP Observatory rules (observatory.test.ts,
 * docs/security.md).
 */
export async function registerSecurityHeaders(app: FastifyInstance, production: boolean): Promise<void> {
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: Object.fromEntries(Object.entries(CSP_DIRECTIVES).map(([name, sources]) => [name, [...sources]])),
    },
    strictTransportSecurity: production ? { maxAge: 63_072_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'no-referrer' },
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    // same-origin on everything, the private media included: no other site can embed the video or the photos.
    crossOriginResourcePolicy: { policy: 'same-origin' },
    crossOriginEmbedderPolicy: false,
    frameguard: { action: 'deny' },
  });
  app.addHook('onSend', async (request, reply) => {
    reply.header('Permissions-Policy', PERMISSIONS_POLICY);
    reply.header('X-Robots-Tag', 'noindex, nofollow');
    // API answers may carry private content or follow a secret in the query string: never stored by any cache.
    if (request.url.startsWith('/api/')) reply.header('Cache-Control', 'no-store');
  });
}
