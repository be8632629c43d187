import type { FastifyReply } from 'fastify';
import { PAGE_ONLY_HEADERS } from './security-headers';

/**
 * How the build's content-hashed files are served (the guests' and the dashboard's scripts, styles, fonts and
 * icons, the photos' renditions): cached for a year and never revalidated, so no ETag, Last-Modified or
 * Accept-Ranges (a validator is only ever asked about a file that can change). A served file carries the headers a
 * script, a font or an image can use (nosniff, Cross-Origin-Resource-Policy, HSTS in production) and not those that
 * only a document or a worker acts on (PAGE_ONLY_HEADERS): each costs its bytes on every file of the first load,
 * which Lighthouse counts (docs/decisions/0057). A file that is not found is answered as any error, with them all.
 */
export const IMMUTABLE_FILES = {
  cacheControl: false,
  etag: false,
  lastModified: false,
  acceptRanges: false,
  setHeaders: (reply: FastifyReply) => {
    reply.header('Cache-Control', 'public, max-age=31536000, immutable');
    for (const name of PAGE_ONLY_HEADERS) reply.removeHeader(name);
  },
} as const;

/**
 * The build's own files (the guests' and the dashboard's assets): they do not change while the server runs, so each
 * is a route of its own, found once at the start (`wildcard: false`), and a path that is none of them is not found
 * without touching the disk. A wildcard route reads the folder of each segment of every request's path, to refuse a
 * name spelt otherwise than the file's (a case-insensitive disk): 14% of the guest site's server's JavaScript time
 * over the browser tests. The precompressed copies are sent through their file's route, not routes of their own.
 */
export const BUILD_FILES = { ...IMMUTABLE_FILES, wildcard: false as const, globIgnore: ['**/*.br', '**/*.gz'] };
