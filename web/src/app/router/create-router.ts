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
  push(url: URL): void;
  replace(url: URL): void;
  /** Calls `listener` after back or forward; returns a function that stops it. */
  onPopState(listener: () => void): () => void;
  scrollToTop(): void;
}

/** The page being shown and what the guard found for it. */
export interface RouterState<Data> {
  url: URL;
  data: Data;
}

/** What a navigation writes to the history once its guard lets it through; 'none' when the address bar already shows it. */
type HistoryWrite = 'push' | 'replace' | 'none';

// The guard redirects twice at most (a used token leads to /, which may lead on to /login): past five it loops.
const MAX_REDIRECTS = 5;

export function createRouter<Data>(history: HistoryAdapter, guard: Guard<Data>) {
  let state: RouterState<Data> | undefined;
  let pending: { url: URL; write: HistoryWrite } | undefined;
  let newest = 0;
  const listeners = new Set<() => void>();

  async function go(url: URL, write: HistoryWrite, redirects = 0): Promise<void> {
    const id = ++newest;
    pending = { url, write };
    const result = await guard(url);
    // A navigation started while this guard ran (a second click, back): the newer one decides what shows.
    if (id !== newest) return;
    pending = undefined;
    if ('redirectTo' in result) {
      if (redirects === MAX_REDIRECTS) throw new Error(`The guard redirects in a loop, last from ${url.pathname}`);
      // The redirect takes the place of this navigation and is guarded anew. Where the address bar already shows
      // this URL (first load, back/forward, revalidation) it replaces it, so a used token leaves the history too.
      return go(new URL(result.redirectTo, url), write === 'push' ? 'push' : 'replace', redirects + 1);
    }
    if (write !== 'none') history[write](url);
    // A guest who opens another page expects its top; back and forward keep the browser's own scroll restoration.
    const scroll = write !== 'none' && url.pathname !== state?.url.pathname;
    state = { url, data: result.data };
    for (const listener of listeners) listener();
    if (scroll) history.scrollToTop();
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
      history.onPopState(() => void go(history.current(), 'none'));
      await go(history.current(), 'none');
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

    navigate(to: string, { replace = false } = {}): Promise<void> {
      const url = new URL(to, history.current());
      // Following a link to the page already shown adds no history entry (as React Router's links did).
      const write = replace || url.href === state?.url.href ? 'replace' : 'push';
      return go(url, write);
    },

    /** Runs the guard again for the page shown, or for the navigation under way so that it is not lost. */
    revalidate(): Promise<void> {
      const target = pending ?? (state && { url: state.url, write: 'none' as const });
      return target ? go(target.url, target.write) : Promise.resolve();
    },
  };
}

export type Router<Data> = ReturnType<typeof createRouter<Data>>;
