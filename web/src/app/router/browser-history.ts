import type { HistoryAdapter } from './create-router';

/** The real history for the router: the address bar, back/forward, and the window's scroll. */
export const browserHistory: HistoryAdapter = {
  current: () => new URL(window.location.href),
  push: (url) => window.history.pushState(null, '', url),
  replace: (url) => window.history.replaceState(null, '', url),
  onPopState(listener) {
    window.addEventListener('popstate', listener);
    return () => window.removeEventListener('popstate', listener);
  },
  scrollToTop: () => window.scrollTo(0, 0),
};
