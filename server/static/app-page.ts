/**
 * The app's HTML page in the few forms it takes (with or without the still first frame, signed in or out), each
 * compressed once per version of the content, in the encoding a visitor asks for: the page is what every visit
 * waits for first.
 */
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import { FIRST_VISIT_LANGUAGE_META, SESSION_STATUS_META } from '#common/api';
import type { Locale } from '#common/locales';

export type Encoding = 'br' | 'gzip' | 'identity';

/** The page's bytes in an encoding: compressed at the first visitor who asks for it, then kept. */
export interface EncodedPage {
  bytesIn(encoding: Encoding): Promise<Buffer>;
}

/**
 * Brotli at its best costs about 30 ms of CPU for this 16 kB page. Made at once and on the event loop, the four forms
 * in both encodings held every request for 120 to 140 ms after each change of the content (the couple's saves), the
 * guests' sign-in among them. Now each is made only when a visitor asks for it (a browser asks for brotli, so gzip
 * is rarely made), in zlib's thread pool while the server answers others.
 */
export function encodePage(html: string): EncodedPage {
  const identity = Buffer.from(html);
  const made = new Map<Encoding, Promise<Buffer>>();
  const make = (encoding: Encoding): Promise<Buffer> => {
    // zlib's callback forms run in its thread pool (looked up at each call, so a test can watch them).
    if (encoding === 'br') return promisify(zlib.brotliCompress)(identity, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } });
    if (encoding === 'gzip') return promisify(zlib.gzip)(identity, { level: 9 });
    return Promise.resolve(identity);
  };
  return {
    bytesIn(encoding) {
      let bytes = made.get(encoding);
      if (!bytes) made.set(encoding, (bytes = make(encoding)));
      return bytes;
    },
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
