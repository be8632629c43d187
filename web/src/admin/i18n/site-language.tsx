/**
 * The site's language of a first visit (the couple's Settings) as every screen of the dashboard reads it: one
 * context, provided once by the app (SiteFactsProvider) and changed when Settings saves, read through these hooks
 * only (decision 0052). A screen names the couple's texts with useTextIn, so none can leave the site's language out
 * of the order docs/product.md gives.
 */
import { createContext, useContext, useMemo } from 'react';
import { textsFor, type Locale, type TextIn } from '#common/locales';
import { useT } from './admin-i18n';

/** No default: a screen rendered outside the app's provider fails at once instead of reading German silently. */
export const SiteLanguageContext = createContext<Locale | null>(null);

export function useSiteLanguage(): Locale {
  const siteLanguage = useContext(SiteLanguageContext);
  if (siteLanguage === null) throw new Error('useSiteLanguage outside SiteFactsProvider');
  return siteLanguage;
}

/** The couple's texts read in the dashboard's language, then the site's (textsFor); again when either changes. */
export function useTextIn(): TextIn {
  const { i18n } = useT();
  const reader = i18n.language as Locale;
  const siteLanguage = useSiteLanguage();
  return useMemo(() => textsFor(reader, siteLanguage), [reader, siteLanguage]);
}
