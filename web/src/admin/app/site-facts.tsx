import { createContext, useContext, useState, type ReactNode } from 'react';
import type { Locale } from '#common/locales';
import { adminI18n } from '../i18n/admin-i18n';
import { SiteLanguageContext } from '../i18n/site-language';

/** What the dashboard knows of the site: the couple's names, and the language of guests without one. */
export interface SiteFacts {
  couple: string;
  defaultLocale: Locale;
}

const SiteFactsContext = createContext<{ facts: SiteFacts; setFacts: (facts: SiteFacts) => void }>({
  facts: { couple: '', defaultLocale: 'de' },
  setFacts: () => undefined,
});

/**
 * Holds the facts for every screen; the settings screen changes them, and the titles and share texts follow. The
 * site's language reaches the screens through useSiteLanguage and useTextIn (i18n/site-language.tsx), not as props.
 */
export function SiteFactsProvider({ initial, children }: { initial: SiteFacts; children: ReactNode }) {
  const [facts, setFactsState] = useState(initial);
  const setFacts = (next: SiteFacts) => {
    adminI18n.setDefaults({ couple: next.couple });
    setFactsState(next);
  };
  return (
    <SiteFactsContext.Provider value={{ facts, setFacts }}>
      <SiteLanguageContext.Provider value={facts.defaultLocale}>{children}</SiteLanguageContext.Provider>
    </SiteFactsContext.Provider>
  );
}

export function useSiteFacts() {
  return useContext(SiteFactsContext);
}
