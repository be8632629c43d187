import { createContext, use, useSyncExternalStore, type ReactNode } from 'react';
import type { Router, RouterState } from './create-router';

const RouterContext = createContext<Router<unknown> | null>(null);

/** Gives the hooks below the router; render it only after `router.start()` has resolved. */
export function RouterProvider<Data>({ router, children }: { router: Router<Data>; children: ReactNode }) {
  return <RouterContext value={router as Router<unknown>}>{children}</RouterContext>;
}

function useRouter(): Router<unknown> {
  const router = use(RouterContext);
  if (!router) throw new Error('Router hooks need a RouterProvider above them');
  return router;
}

/** The page shown and its guard data; re-renders when a navigation or a revalidation lands. */
export function useRouterState(): RouterState<unknown> {
  const router = useRouter();
  const state = useSyncExternalStore(router.subscribe, router.getState);
  if (!state) throw new Error('Render the app after router.start() has resolved');
  return state;
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
