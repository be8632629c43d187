import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import * as z from 'zod/mini';
import { API_PATHS, MEDIA_PREFIX, PHOTOS_PREFIX, type Content, type Site } from '#common/api';
import { contentSchema, siteSchema } from '#common/api-schemas';
import { isLocale, type Locale } from '#common/locales';
import { ADMIN_AUTHENTICATION } from '../auth/admin-authentication';
import { AUTHENTICATION } from '../auth/authentication';
import type { SchemaCheckedApp } from '../http/request-schemas';
import type { ContentStore } from './content-store';
import type { MediaDirs } from './media-files';
import { IMMUTABLE_FILES } from '../security/immutable-files';

/** Any language tag a browser may send (BCP 47 allows 35 characters); one the site lacks falls back below. */
const localeQuerySchema = z.object({ locale: z.optional(z.string().check(z.maxLength(35))) });

/** Content-hashed file names: a changed photo has a new address, so it can be cached for a year. */

export interface ContentRoutesOptions {
  content: ContentStore;
  dirs: MediaDirs;
  /** Whether the couple switched the site to the invitation (issue 19): the guests' app then shows its pages. */
  invitationOpen: () => boolean;
  /** Whether guests may add the day's photos now (issue 39); the photos' module answers it, absent means no. */
  photosOpen?: () => boolean;
}

/**
 * The one owner of /api/site (public), /photos/ (public), and /api/content and /media/ (signed-in guests, and the
 * couple for the dashboard's preview). Everything comes from the content store's snapshot, which follows the
 * couple's changes at once.
 */
async function contentRoutes(app: SchemaCheckedApp, { content, dirs, invitationOpen, photosOpen }: ContentRoutesOptions) {
  /** An unknown or missing locale falls back to the couple's default language rather than failing. */
  const pickLocale = (requested: string | undefined): Locale => (isLocale(requested) ? requested : content.snapshot().facts.defaultLocale);
  /** The date, the story, the FAQ and the video are for guests only (and the couple, who wrote them). */
  const requireSession = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!app.readSession(request) && !app.readAdminAccess(request)) return reply.code(401).send({ error: 'Unauthorized' });
  };

  // The two JSON answers are a few kB of text each: compressed for phones on a weak connection. The scope keeps
  // compression off every other route (the status check stays lean; assets are precompressed at build).
  await app.register(async (jsonScope: SchemaCheckedApp) => {
    await jsonScope.register(fastifyCompress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
    // The answers' schemas name every field a guest may read: anything else a change might add is left out.
    jsonScope.get(API_PATHS.site, { schema: { querystring: localeQuerySchema, response: { 200: siteSchema } } }, async (request): Promise<Site> => {
      const locale = pickLocale(request.query.locale);
      const { facts, messages, photos } = content.snapshot();
      return {
        locale,
        coupleNames: facts.coupleNames,
        copyrightYear: facts.copyrightYear,
        messages: messages[locale].public,
        photos: photos.map(({ image, alt }) => ({ ...image, alt: alt[locale] })),
      };
    });
    jsonScope.get(
      API_PATHS.content,
      { schema: { querystring: localeQuerySchema, response: { 200: contentSchema } }, onRequest: requireSession },
      async (request, reply): Promise<Content> => {
        // Private: never stored by any cache, whatever header set the request's path picked (issue 11).
        reply.header('Cache-Control', 'no-store');
        const locale = pickLocale(request.query.locale);
        const { facts, messages, faq, video, poster } = content.snapshot();
        return {
          locale,
          weddingDate: facts.weddingDate,
          timeZone: facts.timeZone,
          storyBeganYear: facts.storyBeganYear,
          messages: messages[locale].private,
          faq: faq[locale],
          video: { src: `${MEDIA_PREFIX}${video.file}`, type: video.type, poster: `${MEDIA_PREFIX}${poster.file}` },
          invitation: invitationOpen(),
          photosOpen: photosOpen?.() ?? false,
          household: (app.readSession(request)?.guestId ?? null) !== null,
        };
      },
    );
  });

  await app.register(fastifyStatic, {
    root: dirs.photos,
    prefix: PHOTOS_PREFIX,
    decorateReply: false,
    dotfiles: 'deny',
    index: false,
    ...IMMUTABLE_FILES,
  });

  await app.register(async (mediaScope) => {
    mediaScope.addHook('onRequest', requireSession);
    // Range requests are answered by @fastify/static, so the video can be streamed and seeked. Only the current
    // video and poster: a replaced one, or anything else in the folder, is not served.
    await mediaScope.register(fastifyStatic, {
      root: dirs.video,
      prefix: MEDIA_PREFIX,
      decorateReply: false,
      dotfiles: 'deny',
      index: false,
      allowedPath: (pathName) => {
        const { video, poster } = content.snapshot();
        return pathName === `/${video.file}` || pathName === `/${poster.file}`;
      },
      cacheControl: false,
      setHeaders: (reply) => reply.header('Cache-Control', 'private, max-age=3600'),
    });
  });
}

export default fp(contentRoutes, { name: 'content-routes', dependencies: [AUTHENTICATION, ADMIN_AUTHENTICATION], encapsulate: true });
