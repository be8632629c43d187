/**
 * i18next, holding the messages of each language loaded so far. What is loaded, and when, is decided by
 * content/site-content.ts, the one module that talks to /api/site and /api/content.
 */
import i18next from 'i18next';
import type { Messages } from '#common/api';
import { LOCALE_STORAGE_KEY, type Locale } from '#common/locales';

export const i18n = i18next.createInstance();

/**
 * Keeps the document in step with the language: <html lang> and the title from meta.title (docs/product.md,
 * languages).
 */
function reflectLanguage(locale: string): void {
  document.documentElement.lang = locale;
  document.title = i18n.t('meta.title');
}

/** Starts i18next in `locale`, whose messages follow with addMessages; `defaults` fill placeholders everywhere. */
export async function initI18n(locale: Locale, defaults: Record<string, string>): Promise<void> {
  await i18n.init({
    lng: locale,
    // Every key exists in every locale (checked by a unit test), so there is nothing to fall back to.
    fallbackLng: false,
    resources: {},
    interpolation: { escapeValue: false /* React escapes */, defaultVariables: defaults },
  });
  i18n.on('languageChanged', reflectLanguage);
}

export function addMessages(locale: Locale, messages: Messages): void {
  i18n.addResourceBundle(locale, 'translation', messages, true, true);
  if (locale === i18n.language) reflectLanguage(locale);
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
  await i18n.changeLanguage(locale);
}
