import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { PHOTOS_PREFIX, type Photo } from '../../common/api';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Prefixes that are never answered with the app's HTML: a missing file there is a plain 404. */
const NOT_APP_PREFIXES = ['/api/', '/assets/', PHOTOS_PREFIX, '/media/'];

/** Matches `sizes` of the carousel slides in web/src/components/photo-carousel.tsx. */
export const CAROUSEL_SIZES = '(max-width: 600px) 90vw, 840px';

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/**
 * Lets the browser fetch the first carousel photo (the largest paint on every page) while the scripts load,
 * instead of discovering it only once the app has rendered.
 */
export function withFirstPhotoPreload(html: string, photo: Photo | undefined): string {
  const source = photo?.sources[0];
  if (!photo || !source) return html;
  const link = `<link rel="preload" as="image" type="${escapeAttribute(source.type)}" imagesrcset="${escapeAttribute(source.srcset)}" imagesizes="${CAROUSEL_SIZES}" fetchpriority="high">`;
  return html.replace('</head>', `    ${link}\n  </head>`);
}

/**
 * Serves the built web app: content-hashed assets and photos cached for a year, and index.html (never cached)
 * for every other GET, so the app's route guard decides where a path leads.
 */
export function registerWebRoutes(app: FastifyInstance, webRoot: string, photos: { dir: string; list: Photo[] }): void {
  const indexFile = path.join(webRoot, 'index.html');
  const indexHtml = fs.existsSync(indexFile) ? withFirstPhotoPreload(fs.readFileSync(indexFile, 'utf8'), photos.list[0]) : undefined;

  app.register(fastifyStatic, {
    root: path.join(webRoot, 'assets'),
    prefix: '/assets/',
    decorateReply: false,
    dotfiles: 'deny',
    index: false,
    preCompressed: true,
    cacheControl: false,
    setHeaders: (reply) => reply.header('Cache-Control', IMMUTABLE),
  });
  app.register(fastifyStatic, {
    root: photos.dir,
    prefix: PHOTOS_PREFIX,
    decorateReply: false,
    dotfiles: 'deny',
    index: false,
    cacheControl: false,
    setHeaders: (reply) => reply.header('Cache-Control', IMMUTABLE),
  });

  // The one file of web/public: small, so it is read once and answered from memory.
  const faviconFile = path.join(webRoot, 'favicon.svg');
  const favicon = fs.existsSync(faviconFile) ? fs.readFileSync(faviconFile) : undefined;
  if (favicon) {
    app.get('/favicon.svg', (_request, reply) =>
      reply.header('Cache-Control', 'public, max-age=86400').type('image/svg+xml').send(favicon),
    );
  }

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const wantsApp = (request.method === 'GET' || request.method === 'HEAD') && !NOT_APP_PREFIXES.some((p) => pathname.startsWith(p));
    if (!wantsApp) return reply.code(404).send({ error: 'Not Found' });
    if (!indexHtml) return reply.code(503).type('text/plain').send('The web app is not built yet: run npm run build.');
    return reply.code(200).header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(indexHtml);
  });
}
