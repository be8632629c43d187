/**
 * The guests' translator, holding the messages of each language loaded so far. What is loaded, and when, is
 * decided by content/site-content.ts, the one module that talks to /api/site and /api/content.
 */
import type { Messages } from '#common/api';
import { LOCALE_STORAGE_KEY, type Locale } from '#common/locales';
import { Translator } from '../lib/translator';

export const i18n = new Translator();

/**
 * Keeps the document in step with the language: <html lang> and the title from meta.title (docs/product.md,
 * languages).
 */
function reflectLanguage(): void {
  document.documentElement.lang = i18n.language;
  if (i18n.exists('meta.title')) document.title = i18n.t('meta.title');
}

/**
 * Starts the translator in `locale`, whose messages follow with addMessages; `defaults` fill placeholders
 * everywhere. Every key exists in every locale (checked by a unit test), so there is nothing to fall back to.
 */
export function initI18n(locale: Locale, defaults: Record<string, string>): void {
  i18n.start(locale, defaults);
  i18n.subscribe(reflectLanguage);
}

export function addMessages(locale: Locale, messages: Messages): void {
  i18n.addMessages(locale, messages);
}

export function currentLocale(): Locale {
  return i18n.language as Locale;
}

/**
 * Shows the site in `locale`, whose messages are loaded, and remembers the choice under `locale` (docs/product.md,
 * languages).
 */
export async function activateLocale(locale: Locale): Promise<void> {
  try {
    localStorage.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // Storage can be disabled (private mode); the language still changes for this visit.
  }
  i18n.changeLanguage(locale);
}
