/**
 * The wedding day without a signal (issue 29, docs/decisions/0037-the-wedding-day-works-offline.md): a signed-in
 * guest's invitation page registers the service worker (web/service-worker/) and asks it to keep what the pages are
 * drawn from. Only the invitation's chunk imports this, so it adds nothing to the first load, and nobody signed out
 * ever registers it. The worker forgets everything by itself on signing out, a 401 or a signed-out page.
 */
import { API_PATHS } from '#common/api';
import { APP_PATHS, INVITATION_PAGE_PATHS } from '#common/app-paths';
import type { Locale } from '#common/locales';
import { SAVED_API_PATHS, SERVICE_WORKER_PATH, type SaveMessage } from '#common/offline';

/**
 * What the pages are drawn from in `locale`: loaded before the worker was there, they would otherwise be missing
 * offline (the worker fetches only those it has no copy of).
 */
function addressesToKeep(locale: Locale): string[] {
  const inLocale = new Set<string>([API_PATHS.site, API_PATHS.content]);
  const answers = SAVED_API_PATHS.map((path) => (inLocale.has(path) ? `${path}?locale=${locale}` : path));
  return [APP_PATHS.home, APP_PATHS.faq, ...Object.values(INVITATION_PAGE_PATHS), ...answers];
}

/**
 * Once the page has loaded and the browser has a moment: registering fetches the worker's script and the worker then
 * fetches every page and answer it keeps, a dozen requests that, started with the first page, competed with its
 * photo and its texts on a phone's connection (docs/decisions/0057).
 */
function pageSettled(): Promise<void> {
  const loaded =
    document.readyState === 'complete' ? Promise.resolve() : new Promise((resolve) => window.addEventListener('load', resolve, { once: true }));
  // Safari has no requestIdleCallback: a task after the load event is the next best moment there.
  const idle = () => new Promise<void>((resolve) => ('requestIdleCallback' in window ? requestIdleCallback(() => resolve()) : setTimeout(resolve, 0)));
  return loaded.then(idle);
}

export async function keepForOffline(locale: Locale): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  await pageSettled();
  try {
    // updateViaCache 'none': the browser asks the server for the worker at every visit, whatever HTTP caches hold.
    await navigator.serviceWorker.register(SERVICE_WORKER_PATH, { scope: '/', updateViaCache: 'none' });
    const { active } = await navigator.serviceWorker.ready;
    const message: SaveMessage = { type: 'save', urls: addressesToKeep(locale) };
    active?.postMessage(message);
  } catch {
    // No worker (a private window, a refused registration): the site works as before, online only.
  }
}
