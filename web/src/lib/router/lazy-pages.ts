/** A page's code: in the app's bundle (`page`), or in a chunk of its own fetched on demand (`load`, a dynamic import). */
export type PageEntry<Page> = { page: Page } | { load: () => Promise<Page> };

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
    /** The page at `path`: undefined for an unknown path, or one loaded on demand that `load` has not fetched yet. */
    pageAt(path: string): Page | undefined {
      const entry = byPath.get(path);
      if (!entry) return undefined;
      return 'page' in entry ? entry.page : loaded.get(path);
    },
  };
}
