/**
 * A page's code: in the app's bundle (`page`), or in a chunk of its own fetched on demand (`load`, a dynamic import).
 * `prefetch`, when given, starts the page's download early (the same dynamic import, which the module cache then
 * hands to `load`), and may start what the page fetches first.
 */
export type PageEntry<Page> = { page: Page } | { load: () => Promise<Page>; prefetch?: () => Promise<unknown> };

/**
 * An app's pages by path, some loaded on demand (docs/decisions/0021-pages-loaded-on-demand.md). `load` is the
 * router's `loadPage` step: it runs once the guard has let the visitor through, and fetches a page's chunk the
 * first time only. `pageAt` then has the page at once, so nothing renders a fallback: the previous page stays on
 * screen until the new one's code is there.
 */
export function createPages<Page>(entries: Readonly<Record<string, PageEntry<Page>>>) {
  const byPath = new Map(Object.entries(entries));
  const loaded = new Map<string, Page>();
  return {
    /** Fetches the code of the page at `path` if it comes on demand and is not there yet; rejects if the fetch fails. */
    async load(path: string): Promise<void> {
      const entry = byPath.get(path);
      if (!entry || 'page' in entry || loaded.has(path)) return;
      loaded.set(path, await entry.load());
    },
    /**
     * Starts fetching the code of the page at `path` now, while the guard runs, for a visitor the page's status
     * answer says is signed in (docs/decisions/0043-a-signed-in-guests-first-page-starts-with-the-app.md); `load`
     * still decides whether it shows. A failure is left to `load`, which tries again in place: the first page is
     * never opened as a new document, though a failed import opens the visitor's later ones so (browser-history.ts).
     */
    prefetch(path: string): void {
      const entry = byPath.get(path);
      if (!entry || 'page' in entry || loaded.has(path) || !entry.prefetch) return;
      entry.prefetch().catch(() => undefined);
    },
    /** The page at `path`: undefined for an unknown path, or one loaded on demand that `load` has not fetched yet. */
    pageAt(path: string): Page | undefined {
      const entry = byPath.get(path);
      if (!entry) return undefined;
      return 'page' in entry ? entry.page : loaded.get(path);
    },
  };
}
