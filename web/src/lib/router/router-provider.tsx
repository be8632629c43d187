import { createContext, use, useLayoutEffect, useSyncExternalStore, type ReactNode } from 'react';
import type { Router, RouterState } from './create-router';

const RouterContext = createContext<Router<unknown> | null>(null);

interface RouterProviderProps<Data> {
  router: Router<Data>;
  /** Runs once the page of each navigation has rendered and its scroll is set (focus, announcements). */
  onPageShown?: (state: RouterState<Data>) => void;
  children: ReactNode;
}

/** Gives the hooks below the router; render it only after `router.start()` has resolved. */
export function RouterProvider<Data>({ router, onPageShown, children }: RouterProviderProps<Data>) {
  const state = useSyncExternalStore(router.subscribe, router.getState);
  // After React has put the new page in the document: only then can a scroll position below the fold be reached.
  useLayoutEffect(() => {
    if (!state) return;
    router.pageRendered();
    onPageShown?.(state);
  }, [router, state, onPageShown]);
  return <RouterContext value={router as Router<unknown>}>{children}</RouterContext>;
}

function useRouter(): Router<unknown> {
  const router = use(RouterContext);
  if (!router) throw new Error('Router hooks need a RouterProvider above them');
  return router;
}

/** The page shown and its guard data; re-renders when a navigation or a revalidation lands. */
export function useRouterState<Data = unknown>(): RouterState<Data> {
  const router = useRouter();
  const state = useSyncExternalStore(router.subscribe, router.getState);
  if (!state) throw new Error('Render the app after router.start() has resolved');
  return state as RouterState<Data>;
}

export function useLocation(): Readonly<Pick<URL, 'pathname' | 'search'>> {
  return useRouterState().url;
}

export function useNavigate(): Router<unknown>['navigate'] {
  return useRouter().navigate;
}

/** Runs the guard again without a navigation, e.g. when a failed request hints that the session ended. */
export function useRevalidate(): Router<unknown>['revalidate'] {
  return useRouter().revalidate;
}
