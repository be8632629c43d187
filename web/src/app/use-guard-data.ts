import type { GuardData } from './guard-loader';
import { useRouterState } from './router/router-provider';

/** What the guard learnt on this navigation: signed in or not, and the private facts when signed in. */
export function useGuardData(): GuardData {
  // The app's one router runs guardLoader (routes.tsx), so its data is GuardData.
  return useRouterState().data as GuardData;
}
