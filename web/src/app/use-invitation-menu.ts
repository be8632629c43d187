import { useEffect, useState } from 'react';
import type { InfoPage } from '#common/invitation-api';
import type { Locale } from '#common/locales';

type PagesIn = (locale: Locale) => InfoPage[];

/**
 * The invitation's pages the menu offers (issue 19), once the site is in the invitation phase: their module and the
 * invitation come on demand, after the page is shown, never in the first load nor in the guard; none before the
 * switch. A failed load leaves them out and is tried again at the next navigation (`path`), which opens a new
 * document where the chunk itself failed (`lib/router/browser-history.ts`, decision 0079).
 */
export function useInvitationMenu(inInvitationPhase: boolean, locale: Locale, path: string): InfoPage[] {
  const [pagesIn, setPagesIn] = useState<PagesIn | null>(null);
  useEffect(() => {
    if (!inInvitationPhase || pagesIn) return;
    let current = true;
    // The pages' own chunk: one file for the menu and the pages, so opening one of them asks for nothing more.
    import('../features/invitation/invitation-pages')
      .then(({ loadInvitationMenu }) => loadInvitationMenu())
      .then(
        (loaded) => current && setPagesIn(() => loaded),
        () => undefined,
      );
    return () => {
      current = false;
    };
  }, [inInvitationPhase, pagesIn, path]);
  return inInvitationPhase && pagesIn ? pagesIn(locale) : [];
}
