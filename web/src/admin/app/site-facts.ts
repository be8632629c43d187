import { createContext, useContext } from 'react';
import type { Locale } from '#common/locales';

/** What the dashboard knows of the site: the couple's names, and the language of guests without one. */
export interface SiteFacts {
  couple: string;
  defaultLocale: Locale;
}

export const SiteFactsContext = createContext<SiteFacts>({ couple: '', defaultLocale: 'de' });

export function useSiteFacts(): SiteFacts {
  return useContext(SiteFactsContext);
}
