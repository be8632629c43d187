import fastifyCompress from '@fastify/compress';
import fs from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { API_PATHS, MEDIA_PREFIX, type Content, type Photo, type Site } from '#common/api';
import { isLocale, type Locale } from '#common/locales';
import { AUTHENTICATION } from '../auth/authentication';
import { POSTER_FILE, VIDEO_FILE, type WeddingContent } from './wedding-content';

const localeQuerySchema = {
  type: 'object',
  properties: { locale: { type: 'string', maxLength: 35 } },
} as const;

/** An unknown or missing locale falls back to the couple's default language rather than failing. */
function pickLocale(request: FastifyRequest<{ Querystring: { locale?: string } }>, fallback: Locale): Locale {
  const requested = request.query.locale;
  return isLocale(requested) ? requested : fallback;
}

/** Refuses a request without a valid session: the date, the story, the FAQ and the video are for guests only. */
function requireSession(app: FastifyInstance) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (!app.readSession(request)) return reply.code(401).send({ error: 'Unauthorized' });
  };
}

interface ContentRoutesOptions {
  content: WeddingContent;
  photos: Photo[];
  /**
   * The build's optimised poster (scripts/build-photos.ts), served in place of the couple's original, which is
   * served when there is no build of it.
   */
  mediaBuildDir?: string;
}

/** The one owner of /api/site (public) and /api/content and /media/ (signed-in guests only). */
async function contentRoutes(app: FastifyInstance, { content, photos, mediaBuildDir }: ContentRoutesOptions) {
  const { facts } = content;

  // The two JSON answers are a few kB of text each: compressed for phones on a weak connection. The scope keeps
  // compression off every other route (the status check stays lean; assets are precompressed at build).
  await app.register(async (jsonScope) => {
    await jsonScope.register(fastifyCompress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });

    jsonScope.get<{ Querystring: { locale?: string } }>(
      API_PATHS.site,
      { schema: { querystring: localeQuerySchema } },
      async (request): Promise<Site> => {
        const locale = pickLocale(request, facts.defaultLocale);
        return {
          locale,
          coupleNames: facts.coupleNames,
          copyrightYear: facts.copyrightYear,
          messages: content.publicMessages[locale],
          photos,
        };
      },
    );

    jsonScope.get<{ Querystring: { locale?: string } }>(
      API_PATHS.content,
      { schema: { querystring: localeQuerySchema }, onRequest: requireSession(app) },
      async (request, reply): Promise<Content> => {
        // Private: never stored by any cache, whatever header set the request's path picked (issue 11).
        reply.header('Cache-Control', 'no-store');
        const locale = pickLocale(request, facts.defaultLocale);
        return {
          locale,
          weddingDate: facts.weddingDate,
          timeZone: facts.timeZone,
          storyBeganYear: facts.storyBeganYear,
          messages: content.privateMessages[locale],
          video: { src: `${MEDIA_PREFIX}${VIDEO_FILE}`, type: 'video/mp4', poster: `${MEDIA_PREFIX}${POSTER_FILE}` },
        };
      },
    );
  });

  await app.register(async (mediaScope) => {
    mediaScope.addHook('onRequest', requireSession(app));
    // Range requests are answered by @fastify/static, so the video can be streamed and seeked.
    await mediaScope.register(fastifyStatic, {
      root: mediaBuildDir && fs.existsSync(mediaBuildDir) ? [mediaBuildDir, content.videoDir] : content.videoDir,
      prefix: MEDIA_PREFIX,
      decorateReply: false,
      dotfiles: 'deny',
      index: false,
      allowedPath: (pathName) => pathName === `/${VIDEO_FILE}` || pathName === `/${POSTER_FILE}`,
      cacheControl: false,
      setHeaders: (reply) => reply.header('Cache-Control', 'private, max-age=3600'),
    });
  });
}

export default fp(contentRoutes, { name: 'content-routes', dependencies: [AUTHENTICATION], encapsulate: true });
