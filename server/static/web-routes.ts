import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { PHOTOS_PREFIX } from '../../common/api';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Prefixes that are never answered with the app's HTML: a missing file there is a plain 404. */
const NOT_APP_PREFIXES = ['/api/', '/assets/', PHOTOS_PREFIX, '/media/'];

/**
 * Serves the built web app: content-hashed assets and photos cached for a year, and index.html (never cached)
 * for every other GET, so the app's route guard decides where a path leads.
 */
export function registerWebRoutes(app: FastifyInstance, webRoot: string, photosDir: string): void {
  const indexFile = path.join(webRoot, 'index.html');
  const indexHtml = fs.existsSync(indexFile) ? fs.readFileSync(indexFile) : undefined;

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
    root: photosDir,
    prefix: PHOTOS_PREFIX,
    decorateReply: false,
    dotfiles: 'deny',
    index: false,
    cacheControl: false,
    setHeaders: (reply) => reply.header('Cache-Control', IMMUTABLE),
  });

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const wantsApp = (request.method === 'GET' || request.method === 'HEAD') && !NOT_APP_PREFIXES.some((p) => pathname.startsWith(p));
    if (!wantsApp) return reply.code(404).send({ error: 'Not Found' });
    if (!indexHtml) return reply.code(503).type('text/plain').send('The web app is not built yet: run npm run build.');
    return reply.code(200).header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(indexHtml);
  });
}
