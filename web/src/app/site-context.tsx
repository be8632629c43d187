import { createContext, useContext } from 'react';
import type { SiteFacts } from '../content/site-content';

export const SiteContext = createContext<SiteFacts>({ coupleNames: '', copyrightYear: 0, photos: [] });

/** The public facts of the site (names, year, photos), loaded once at start. */
export function useSite(): SiteFacts {
  return useContext(SiteContext);
}
