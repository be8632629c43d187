import { FIRST_VISIT_LANGUAGE_META } from '#common/api';
import { isLocale, type Locale } from '#common/locales';

/**
 * The couple's "language of a first visit", as the server put it in the page (server/static/app-page.ts): the
 * language rule's answer for a browser in a language the site does not have. Undefined without one (the Vite dev
 * server's page), and the rule falls back to the product's default.
 */
export function pageFirstVisitLanguage(doc: Document = document): Locale | undefined {
  const content = doc.querySelector<HTMLMetaElement>(`meta[name="${FIRST_VISIT_LANGUAGE_META}"]`)?.content;
  return isLocale(content) ? content : undefined;
}
