import type { Locale } from '#common/locales';
import { loadWeddingDetails } from '../content/site-content';
import { GUEST_PAGES } from './pages';

/**
 * A signed-in guest's first page, started before the guard: the private content the guard loads (the same request,
 * which it then shares) and the page's own code when it comes on demand (pages.tsx). Called only when the page's
 * status answer says signed in (docs/decisions/0043-a-signed-in-guests-first-page-starts-with-the-app.md).
 */
export function startSignedInPage(path: string, locale: Locale): void {
  void loadWeddingDetails(locale);
  GUEST_PAGES.prefetch(path);
}
