import { useRouteLoaderData } from 'react-router';
import type { GuardData } from './guard-loader';

/** What the guard learnt on this navigation: signed in or not, and the private facts when signed in. */
export function useGuardData(): GuardData {
  return (useRouteLoaderData('root') as GuardData | undefined) ?? { authenticated: false };
}
