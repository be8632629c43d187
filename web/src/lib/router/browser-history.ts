import type { HistoryAdapter } from './create-router';

/** What the router keeps in each history entry: the scroll position the visitor left it at. */
interface EntryState {
  scroll?: number;
}

/** Writes the scroll position into the entry once scrolling has paused this long (replaceState is rate-limited). */
const SAVE_SCROLL_AFTER_MS = 100;

/**
 * The real history for the router: the address bar, back/forward, and the window's scroll. The browser's own
 * scroll restoration is off: it would restore a position while the previous page is still shown (the next one
 * renders only after its guard), so the router restores each entry's position itself once the page has rendered.
 */
export function createBrowserHistory(): HistoryAdapter {
  window.history.scrollRestoration = 'manual';
  const entryState = (): EntryState => (window.history.state as EntryState | null) ?? {};
  let timer: ReturnType<typeof setTimeout> | undefined;
  // Between back/forward and the new page's render, the window still shows the page left behind: its scroll
  // must not be written into the entry gone to.
  let restoring = false;

  const saveScroll = () => {
    clearTimeout(timer);
    window.history.replaceState({ ...entryState(), scroll: window.scrollY }, '');
  };
  window.addEventListener(
    'scroll',
    () => {
      if (restoring) return;
      clearTimeout(timer);
      timer = setTimeout(saveScroll, SAVE_SCROLL_AFTER_MS);
    },
    { passive: true },
  );
  // Leaving the site (or reloading) keeps the position for the entry's return.
  window.addEventListener('pagehide', () => !restoring && saveScroll());
  // Vite's preload helper, around every dynamic import of the build, fires this when one fails: a page's, the
  // invitation's menu, the call to answer, a library. Kept for the document's life: the next navigation opens anew.
  let codeFailed = false;
  window.addEventListener('vite:preloadError', () => (codeFailed = true));

  return {
    current: () => new URL(window.location.href),
    savedScroll: () => entryState().scroll,
    push(url) {
      saveScroll();
      window.history.pushState({}, '', url);
    },
    // The same page at another address (a used token taken out) keeps its entry's scroll; another page starts afresh.
    replace: (url) => window.history.replaceState(url.pathname === window.location.pathname ? entryState() : {}, '', url),
    onPopState(listener) {
      const onPop = () => {
        clearTimeout(timer);
        restoring = true;
        listener();
      };
      window.addEventListener('popstate', onPop);
      return () => window.removeEventListener('popstate', onPop);
    },
    pageShown(y) {
      if (y !== null) window.scrollTo(0, y);
      restoring = false;
    },
    // Offline the new document could not come either: the app's own line says so, where the browser's would not.
    openAnew(url) {
      if (navigator.onLine && codeFailed) {
        window.location.assign(url);
        return true;
      }
      return false;
    },
  };
}
