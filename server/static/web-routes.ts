import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { MEDIA_PREFIX, PHOTOS_PREFIX, type Photo } from '../../common/api';
import { withFirstPaintShell, withFirstPhotoPreload } from './first-paint';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Prefixes that are never answered with the app's HTML: a missing file there is a plain 404. */
const NOT_APP_PREFIXES = ['/api/', '/assets/', PHOTOS_PREFIX, MEDIA_PREFIX];

/**
 * Serves the built web app: content-hashed assets and photos cached for a year, and index.html (never cached)
 * for every other GET, so the app's route guard decides where a path leads.
 */
/** The app's paths that open with the carousel, which get the still first frame (see first-paint.ts). */
const CAROUSEL_PATHS = new Set(['/', '/login']);

export function registerWebRoutes(
  app: FastifyInstance,
  webRoot: string,
  photos: { dir: string; list: Photo[] },
  coupleNames: string,
): void {
  const indexFile = path.join(webRoot, 'index.html');
  const builtHtml = fs.existsSync(indexFile) ? withFirstPhotoPreload(fs.readFileSync(indexFile, 'utf8'), photos.list[0]) : undefined;
  const carouselHtml = builtHtml && withFirstPaintShell(builtHtml, coupleNames, photos.list[0]);

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
    if (!builtHtml) return reply.code(503).type('text/plain').send('The web app is not built yet: run npm run build.');
    const html = CAROUSEL_PATHS.has(pathname) ? carouselHtml : builtHtml;
    return reply.code(200).header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(html);
  });
}
