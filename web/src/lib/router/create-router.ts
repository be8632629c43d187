/**
 * The app's router without React or the DOM: it runs a guard before every navigation and only then moves the
 * history and shows the new page (docs/decisions/0005-an-in-house-router.md). The history is passed in, so the
 * rules below are unit tested in Node with a fake one.
 */

/** What the guard decides for a URL: show it with this data, or go elsewhere instead. */
export type GuardResult<Data> = { data: Data } | { redirectTo: string };
export type Guard<Data> = (url: URL) => Promise<GuardResult<Data>>;

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

export function createRouter<Data>(history: HistoryAdapter, guard: Guard<Data>) {
  let state: RouterState<Data> | undefined;
  let pending: Navigation | undefined;
  let newest = 0;
  const listeners = new Set<() => void>();

  function show(next: RouterState<Data>): void {
    state = next;
    for (const listener of listeners) listener();
  }

  async function go(navigation: Navigation, redirects = 0): Promise<void> {
    const id = ++newest;
    pending = navigation;
    let result: GuardResult<Data>;
    try {
      if (redirects > MAX_REDIRECTS) throw new Error(`The guard redirects in a loop, last to ${navigation.url.pathname}`);
      result = await guard(navigation.url);
    } catch (error) {
      if (id !== newest) return;
      pending = undefined;
      // The page shown stays, marked as failed so the app can say so; before the first page there is nothing to keep.
      if (!state) throw error;
      show({ ...state, scroll: null, visitorMoved: false, failed: true });
      return;
    }
    // A navigation started while this guard ran (a second click, back): the newer one decides what shows.
    if (id !== newest) return;
    pending = undefined;
    const { url, write } = navigation;
    if ('redirectTo' in result) {
      // The redirect takes the place of this navigation and is guarded anew. Where the address bar already shows
      // this URL (first load, back/forward, revalidation) it replaces it, so a used token leaves the history too.
      const to = new URL(result.redirectTo, url);
      return go({ ...navigation, url: to, write: write === 'push' ? 'push' : 'replace', restoreScroll: false }, redirects + 1);
    }
    const samePage = url.pathname === state?.url.pathname;
    if (write !== 'none') history[write](url);
    let scroll: number | null = null;
    if (navigation.restoreScroll) scroll = history.savedScroll() ?? (state ? 0 : null);
    else if (!samePage) scroll = 0;
    show({ url, data: result.data, scroll, visitorMoved: navigation.visitorMoved && !samePage, failed: false });
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
