/**
 * The app's HTML page in the few forms it takes (with or without the still first frame, signed in or out),
 * each built and compressed once at start: the page is what every visit waits for first.
 */
import zlib from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import { FIRST_VISIT_LANGUAGE_META, SESSION_STATUS_META } from '#common/api';
import type { Locale } from '#common/locales';

export type Encoding = 'br' | 'gzip' | 'identity';
export type EncodedPage = Record<Encoding, Buffer>;

export function encodePage(html: string): EncodedPage {
  const identity = Buffer.from(html);
  return {
    identity,
    br: zlib.brotliCompressSync(identity, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
    gzip: zlib.gzipSync(identity, { level: 9 }),
  };
}

/** What to send for an Accept-Encoding header: brotli, else gzip, else none ("q=0" refuses an encoding). */
export function pickEncoding(acceptEncoding: string | undefined): Encoding {
  return (negotiate(acceptEncoding ?? '', ['br', 'gzip']) as Encoding | null) ?? 'identity';
}

/**
 * The status check's answer, taken by the web app's guard for the first navigation instead of calling
 * /api/status (web/src/app/api/session-status.ts): one round trip less, and no 401 logged by the browser on
 * every signed-out visit.
 */
export function withSessionStatus(html: string, signedIn: boolean): string {
  const content = signedIn ? SESSION_STATUS_META.signedIn : SESSION_STATUS_META.signedOut;
  return html.replace('</head>', `  <meta name="${SESSION_STATUS_META.name}" content="${content}">\n  </head>`);
}

/** The couple's language of a first visit, for a browser whose language the site does not have (common/locales.ts, detectLocale). */
export function withFirstVisitLanguage(html: string, locale: Locale): string {
  return html.replace('</head>', `  <meta name="${FIRST_VISIT_LANGUAGE_META}" content="${locale}">\n  </head>`);
}
