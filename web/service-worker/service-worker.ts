/// <reference lib="webworker" />
/**
 * The guests' service worker (issue 29, docs/decisions/0037-the-wedding-day-works-offline.md), registered only for a
 * signed-in guest (web/src/lib/keep-for-offline.ts). It keeps, in this origin's Cache Storage:
 * - the app's scripts, public and content-hashed, listed by the build (scripts/build-service-worker.ts);
 * - the guest's pages and the answers they are drawn from (SAVED_API_PATHS), network first: online the guest always
 *   gets the server's answer, and the copy is only what a failed request falls back on.
 * Photos, the video and everything else are left to the network. It forgets everything (every cache, and its own
 * registration) on signing out, on a 401, and on a page that says the visitor is signed out: a revoked link or
 * the purge, seen at the next online visit.
 */
import { clientsClaim, type WorkboxPlugin } from 'workbox-core';
import { cleanupOutdatedCaches, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';
import { API_PATHS, SESSION_STATUS_META } from '#common/api';
import { APP_PATHS, PROTECTED_PATHS } from '#common/app-paths';
import { SAVED_API_PATHS, SAVED_AT_HEADER, type SaveMessage } from '#common/offline';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (string | PrecacheEntry)[] };

/** The guest's own pages and answers; the precache (public code) has Workbox's cache of its own. */
const SAVED_CACHE = 'guest-saved';
/** A request that has not answered by then is answered from the copy: one bar of signal in a cellar. */
const NETWORK_TIMEOUT_SECONDS = 6;
const SIGNED_OUT_PAGE = `<meta name="${SESSION_STATUS_META.name}" content="${SESSION_STATUS_META.signedOut}">`;

// A new release takes over at once (the page it serves came from the network anyway), so nobody stays on an old one.
void self.skipWaiting();
clientsClaim();
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

/** Set once the guest is signed out: nothing more is kept until a signed-in page asks again. */
let forgotten = false;

async function forgetEverything(): Promise<void> {
  forgotten = true;
  await Promise.all((await caches.keys()).map((name) => caches.delete(name)));
  await self.registration.unregister();
}

/** The copy to keep: the answer, marked with when it was saved, without the encoding its body no longer has. */
function stamped(response: Response): Response {
  const headers = new Headers(response.headers);
  headers.delete('content-encoding');
  headers.delete('content-length');
  headers.set(SAVED_AT_HEADER, new Date().toISOString());
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

async function saysSignedOut(request: Request, response: Response): Promise<boolean> {
  if (response.status === 401) return true;
  return request.mode === 'navigate' && response.ok && (await response.clone().text()).includes(SIGNED_OUT_PAGE);
}

const keepOnlySignedIn: WorkboxPlugin = {
  fetchDidSucceed: async ({ request, response }) => {
    if (await saysSignedOut(request, response)) await forgetEverything();
    return response;
  },
  cacheWillUpdate: async ({ response }) => (forgotten || response.status !== 200 ? null : stamped(response)),
};

const isSavedPage = (url: URL) => url.origin === self.location.origin && PROTECTED_PATHS.includes(url.pathname);
const isSavedAnswer = (url: URL) => url.origin === self.location.origin && SAVED_API_PATHS.includes(url.pathname);

/**
 * Pages: one copy per path (a query, such as a link's token, is never part of it). A page never saved (the guest
 * reached /venue inside the app, not by loading it) is answered with the home page: every page is the same app,
 * and its router draws the path asked for.
 */
const pages = new NetworkFirst({
  cacheName: SAVED_CACHE,
  networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
  matchOptions: { ignoreVary: true },
  plugins: [
    keepOnlySignedIn,
    { cacheKeyWillBeUsed: async ({ request }) => new URL(request.url).pathname },
    {
      handlerDidError: async () =>
        (await caches.match(APP_PATHS.home, { cacheName: SAVED_CACHE, ignoreVary: true })) ?? Response.error(),
    },
  ],
});

/** The answers, by their whole address: the texts of each language are a copy of their own. */
const answers = new NetworkFirst({
  cacheName: SAVED_CACHE,
  networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
  matchOptions: { ignoreVary: true },
  plugins: [keepOnlySignedIn],
});

registerRoute(({ request, url }) => request.mode === 'navigate' && isSavedPage(url), pages);
registerRoute(({ url }) => isSavedAnswer(url), answers);

// Signing out forgets everything, whether or not the server could be told: the phone may be someone else's next.
registerRoute(
  ({ url }) => url.origin === self.location.origin && url.pathname === API_PATHS.logout,
  async ({ request }) => {
    try {
      return await fetch(request);
    } finally {
      await forgetEverything();
    }
  },
  'POST',
);

/** A signed-in page asks for what it shows to be kept, also what it loaded before this worker was there. */
self.addEventListener('message', (event) => {
  const message = event.data as SaveMessage | undefined;
  if (message?.type !== 'save' || !Array.isArray(message.urls)) return;
  forgotten = false;
  const saving = message.urls.map(async (address) => {
    const url = new URL(address, self.location.origin);
    const strategy = isSavedPage(url) ? pages : isSavedAnswer(url) ? answers : undefined;
    if (!strategy) return;
    const request = new Request(url, { credentials: 'same-origin' });
    if (await caches.match(isSavedPage(url) ? url.pathname : request, { cacheName: SAVED_CACHE, ignoreVary: true })) return;
    await strategy.handle({ event, request }).catch(() => undefined);
  });
  event.waitUntil(Promise.all(saving));
});
