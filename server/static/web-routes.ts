import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { MEDIA_PREFIX, PHOTOS_PREFIX, type Photo } from '#common/api';
import { CAROUSEL_PATHS, PHOTO_PAGE_PATHS } from '#common/app-paths';
import { SERVICE_WORKER_PATH, WEB_MANIFEST_PATH } from '#common/offline';
import { AUTHENTICATION } from '../auth/authentication';
import type { ContentStore } from '../content/content-store';
import type { Locale } from '#common/locales';
import { encodePage, pickEncoding, withFirstVisitLanguage, withSessionStatus, type EncodedPage } from './app-page';
import { withFirstPaintShell, withFirstPhotoPreload } from './first-paint';
import { readWebIcons } from './web-icons';
import { webManifest } from './web-manifest';
import { BUILD_FILES } from '../security/immutable-files';


/** Prefixes that are never answered with the app's HTML: a missing file there is a plain 404. */
const NOT_APP_PREFIXES = ['/api/', '/assets/', PHOTOS_PREFIX, MEDIA_PREFIX];
/** The app's pages under one of those prefixes: the day's photos' upload page is under the couple's photos' /photos/. */
const APP_PAGES_UNDER_PREFIXES: readonly string[] = [PHOTO_PAGE_PATHS.add];

/** The built app's index.html, or undefined before the first build. */
export function readBuiltPage(webRoot: string): string | undefined {
  const indexFile = path.join(webRoot, 'index.html');
  return fs.existsSync(indexFile) ? fs.readFileSync(indexFile, 'utf8') : undefined;
}

interface WebRoutesOptions {
  /** The built web app (dist/web). */
  webRoot: string;
  /** Its index.html (readBuiltPage), read once by the app because the security headers depend on it too. */
  builtPage: string | undefined;
  content: ContentStore;
}

/** The page for each (opens with the carousel, signed in) pair, compressed once per version of the content. */
function appPages(builtPage: string, facts: { coupleNames: string; defaultLocale: Locale }, firstPhoto: Photo | undefined) {
  const plain = withFirstVisitLanguage(withFirstPhotoPreload(builtPage, firstPhoto), facts.defaultLocale);
  const carousel = withFirstPaintShell(plain, facts.coupleNames, firstPhoto);
  const bySession = (html: string) => ({
    signedIn: encodePage(withSessionStatus(html, true)),
    signedOut: encodePage(withSessionStatus(html, false)),
  });
  return { plain: bySession(plain), carousel: bySession(carousel) };
}

/**
 * Serves the built web app: content-hashed assets cached for a year, and the app's page (revalidated every time)
 * for every other GET, so the app's route guard decides where a path leads. The page's first frame (the couple's
 * names, the first photo) and its language of a first visit follow the content: made again, once, after the couple
 * changes them.
 */
async function webRoutes(app: FastifyInstance, { webRoot, builtPage, content }: WebRoutesOptions) {
  let pages: { version: number; forms: ReturnType<typeof appPages> } | undefined;
  const currentPages = () => {
    const snapshot = content.snapshot();
    if (!builtPage) return undefined;
    if (pages?.version !== snapshot.version) {
      pages = { version: snapshot.version, forms: appPages(builtPage, snapshot.facts, snapshot.photos[0]?.image) };
    }
    return pages.forms;
  };

  app.register(fastifyStatic, {
    root: path.join(webRoot, 'assets'),
    prefix: '/assets/',
    decorateReply: false,
    dotfiles: 'deny',
    index: false,
    preCompressed: true,
    ...BUILD_FILES,
  });

  // The one file of web/public: small, so it is read once and answered from memory.
  const faviconFile = path.join(webRoot, 'favicon.svg');
  const favicon = fs.existsSync(faviconFile) ? fs.readFileSync(faviconFile) : undefined;
  if (favicon) {
    app.get('/favicon.svg', (_request, reply) =>
      reply.header('Cache-Control', 'public, max-age=86400').type('image/svg+xml').send(favicon),
    );
  }

  // The guests' service worker (docs/decisions/0037): revalidated at every visit, so a release reaches every guest
  // at the next online one. It holds no private data, only the code and the list of the build's scripts.
  const serviceWorkerFile = path.join(webRoot, SERVICE_WORKER_PATH);
  const serviceWorker = fs.existsSync(serviceWorkerFile) ? fs.readFileSync(serviceWorkerFile) : undefined;
  if (serviceWorker) {
    app.get(SERVICE_WORKER_PATH, (_request, reply) =>
      reply.header('Cache-Control', 'no-cache').type('text/javascript; charset=utf-8').send(serviceWorker),
    );
  }
  const pngIcons = readWebIcons(webRoot);
  app.get(WEB_MANIFEST_PATH, (_request, reply) =>
    reply
      .header('Cache-Control', 'no-cache')
      .type('application/manifest+json; charset=utf-8')
      .send(webManifest(content.snapshot().facts.coupleNames, pngIcons)),
  );

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const wantsApp =
      (request.method === 'GET' || request.method === 'HEAD') &&
      (APP_PAGES_UNDER_PREFIXES.includes(pathname) || !NOT_APP_PREFIXES.some((p) => pathname.startsWith(p)));
    if (!wantsApp) return reply.code(404).send({ error: 'Not Found' });
    const forms = currentPages();
    if (!forms) return reply.code(503).type('text/plain').send('The web app is not built yet: run npm run build.');
    const forPath = CAROUSEL_PATHS.includes(pathname) ? forms.carousel : forms.plain;
    // The page answers the first navigation's status check, so it counts the visit as the check would (0006, 0008).
    const page: EncodedPage = app.recordVisit(request) ? forPath.signedIn : forPath.signedOut;
    const encoding = pickEncoding(request.headers['accept-encoding']);
    if (encoding !== 'identity') reply.header('Content-Encoding', encoding);
    // Revalidated on every visit, and never shared: the page says whether this visitor is signed in.
    return reply
      .code(200)
      .header('Cache-Control', 'private, no-cache')
      .header('Vary', 'Accept-Encoding, Cookie')
      .type('text/html; charset=utf-8')
      .send(await page.bytesIn(encoding));
  });
}

// Not encapsulated: its not-found handler (the app's page for every other path) is the whole server's.
export default fp(webRoutes, { name: 'web-routes', dependencies: [AUTHENTICATION] });
