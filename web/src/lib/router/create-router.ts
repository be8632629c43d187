/**
 * The app's router without React or the DOM: it runs a guard before every navigation, then fetches the page's
 * code if it is loaded on demand, and only then moves the history and shows the new page
 * (docs/decisions/0005-an-in-house-router.md, 0021-pages-loaded-on-demand.md). The history is passed in, so the
 * rules below are unit tested in Node with a fake one.
 */

/**
 * What the guard decides for a URL: show it with this data, or go elsewhere instead. A redirect is guarded anew,
 * unless it brings the data of its target: then the guard has already decided that page, and it is shown as is.
 */
export type GuardResult<Data> = { data: Data } | { redirectTo: string; data?: Data };
export type Guard<Data> = (url: URL) => Promise<GuardResult<Data>>;

export interface RouterOptions {
  /**
   * Fetches what the page at `url` needs before it can show: the code of a page loaded on demand (lazy-pages.ts).
   * It runs only once the guard has let the URL through, and the page shown stays until it resolves; a rejection
   * fails the navigation as a throwing guard does.
   */
  loadPage?: (url: URL) => Promise<void>;
}

/** The browser's history and scrolling as the router needs them (browser-history.ts is the real one). */
export interface HistoryAdapter {
  current(): URL;
  /** The scroll position kept in the current entry (history.state), if the entry has one. */
  savedScroll(): number | undefined;
  /** Keeps the scroll position of the current entry in it, then adds an entry for `url`. */
  push(url: URL): void;
  replace(url: URL): void;
  /** Calls `listener` after back or forward; returns a function that stops it. */
  onPopState(listener: () => void): () => void;
  /** The page of a navigation has rendered: scroll to `y` when it is a number, else leave the window as it is. */
  pageShown(y: number | null): void;
  /**
   * Where a dynamic import of this document has failed (any chunk: a page's, the menu's, a library's), opens `url`
   * as a new document, adding a history entry, and returns true; returns false, doing nothing, where none failed or
   * the browser knows it is offline. A browser may keep a failed import for the document's life and fail every later
   * import of that chunk without asking the network (Debian's Chromium 150 does; 156 asks again); a new document
   * starts with an empty module map, where it is fetched afresh. Back or forward after a failure opens anew too,
   * adding an entry after the one the browser moved to (decision 0079).
   */
  openAnew(url: URL): boolean;
}

/** The page being shown and what the guard found for it. */
export interface RouterState<Data> {
  url: URL;
  data: Data;
  /** Where the window should scroll once this page has rendered; null leaves it where it is. */
  scroll: number | null;
  /** The visitor moved here (a link, a form, back or forward): focus and announce the new page. */
  visitorMoved: boolean;
  /** The last navigation failed (its guard threw): the page shown is the previous one. */
  failed: boolean;
}

/** What a navigation writes to the history once its guard lets it through; 'none' when the address bar already shows it. */
type HistoryWrite = 'push' | 'replace' | 'none';
interface Navigation {
  url: URL;
  write: HistoryWrite;
  /** Back/forward and the first load restore the entry's own scroll; a new page opens at the top. */
  restoreScroll: boolean;
  visitorMoved: boolean;
}

// The guard redirects twice at most (a used token leads to /, which may lead on to /login): past five it loops.
const MAX_REDIRECTS = 5;

export function createRouter<Data>(history: HistoryAdapter, guard: Guard<Data>, { loadPage }: RouterOptions = {}) {
  let state: RouterState<Data> | undefined;
  let pending: Navigation | undefined;
  let newest = 0;
  const listeners = new Set<() => void>();

  function show(next: RouterState<Data>): void {
    state = next;
    for (const listener of listeners) listener();
  }

  /**
   * The redirect takes the place of a navigation. Where the address bar already shows the URL redirected from
   * (first load, back/forward, revalidation) it replaces it, so a used token leaves the history too.
   */
  function redirected(navigation: Navigation, to: string): Navigation {
    const write = navigation.write === 'push' ? 'push' : 'replace';
    return { ...navigation, url: new URL(to, navigation.url), write, restoreScroll: false };
  }

  async function go(navigation: Navigation, redirects = 0): Promise<void> {
    const id = ++newest;
    pending = navigation;
    let next: { guardAgain: Navigation } | { show: Navigation; data: Data };
    try {
      if (redirects > MAX_REDIRECTS) throw new Error(`The guard redirects in a loop, last to ${navigation.url.pathname}`);
      const result = await guard(navigation.url);
      // A navigation started while this guard ran (a second click, back): the newer one decides what shows.
      if (id !== newest) return;
      if (!('redirectTo' in result)) next = { show: navigation, data: result.data };
      else if (result.data === undefined) next = { guardAgain: redirected(navigation, result.redirectTo) };
      else next = { show: redirected(navigation, result.redirectTo), data: result.data };
      // Only a page the guard lets through is fetched, so its code never reaches a visitor who may not see it.
      if ('show' in next && loadPage) {
        const { url, visitorMoved } = next.show;
        // After a failed import, the page the visitor goes to opens as a new document (the history's `openAnew`).
        // Not the first page, a new document already (its chunk may have failed in a prefetch while its guard ran:
        // it would open again and again), nor the page shown when its guard runs again.
        if (visitorMoved && history.openAnew(url)) return;
        await loadPage(url);
      }
    } catch (error) {
      if (id !== newest) return;
      pending = undefined;
      // The page shown stays, marked as failed so the app can say so; before the first page there is nothing to keep.
      if (!state) throw error;
      show({ ...state, scroll: null, visitorMoved: false, failed: true });
      return;
    }
    if (id !== newest) return;
    pending = undefined;
    if ('guardAgain' in next) return go(next.guardAgain, redirects + 1);
    const { url, write } = next.show;
    const samePage = url.pathname === state?.url.pathname;
    if (write !== 'none') history[write](url);
    let scroll: number | null = null;
    if (next.show.restoreScroll) scroll = history.savedScroll() ?? (state ? 0 : null);
    else if (!samePage) scroll = 0;
    show({ url, data: next.data, scroll, visitorMoved: next.show.visitorMoved && !samePage, failed: false });
  }

  function subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  }

  return {
    subscribe,
    getState: () => state,
    /** Runs the first navigation and follows back/forward; resolves once there is a page to show. */
    async start(): Promise<void> {
      history.onPopState(() => void go({ url: history.current(), write: 'none', restoreScroll: true, visitorMoved: true }));
      await go({ url: history.current(), write: 'none', restoreScroll: true, visitorMoved: false });
      // Back or forward during the first guard won over it: wait for that one instead.
      if (!state) {
        await new Promise<void>((resolve) => {
          const stop = subscribe(() => {
            stop();
            resolve();
          });
        });
      }
    },
    /** A navigation the visitor asked for (a link, a form): guarded, then shown at the top of the new page. */
    navigate(to: string, { replace = false } = {}): Promise<void> {
      const url = new URL(to, history.current());
      // Following a link to the page already shown adds no history entry (as React Router's links did).
      const write = replace || url.href === state?.url.href ? 'replace' : 'push';
      return go({ url, write, restoreScroll: false, visitorMoved: true });
    },
    /** Runs the guard again for the page shown, or for the navigation under way so that it is not lost. */
    revalidate(): Promise<void> {
      const target = pending ?? (state && { url: state.url, write: 'none' as const, restoreScroll: false, visitorMoved: false });
      return target ? go(target) : Promise.resolve();
    },
    /** Called once the page of the current state has rendered: applies the scroll it asks for, once. */
    pageRendered(): void {
      if (!state) return;
      history.pageShown(state.scroll);
      state.scroll = null;
    },
  };
}

export type Router<Data> = ReturnType<typeof createRouter<Data>>;
