/** The five languages of the site and the rule that picks one (docs/product.md, languages). */
export const LOCALES = ['de', 'en', 'ro', 'ru', 'fr'] as const;
export type Locale = (typeof LOCALES)[number];

/** Default and fallback locale of the guests' site: German (docs/product.md, languages). */
const DEFAULT_LOCALE: Locale = 'de';

/** Local storage key under which a chosen language is kept (docs/product.md, languages). */
export const LOCALE_STORAGE_KEY = 'locale';

/** Language entries of the dropdown, in the order docs/product.md gives (languages). */
export const LANGUAGES: ReadonlyArray<{ code: Locale; label: string }> = [
  { code: 'en', label: 'English' },
  { code: 'de', label: 'Deutsch' },
  { code: 'ro', label: 'Română' },
  { code: 'ru', label: 'Русский' },
  { code: 'fr', label: 'Français' },
];

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** Reduces a language tag to its part before a hyphen, lowercased: "en-US" → "en". */
export function reduceLanguageTag(tag: string): string {
  return (tag.split('-')[0] ?? '').trim().toLowerCase();
}

/**
 * docs/product.md, the language rule: take the stored locale, or else the browser language; reduce it to the part
 * before a hyphen, lowercase it, and use German when the result is not one of the five. An invalid stored value does
 * not fall through to the browser language: the rule picks one candidate.
 */
export function detectLocale(stored: string | null | undefined, browserLanguage: string | null | undefined): Locale {
  const candidate = stored || browserLanguage || '';
  const reduced = reduceLanguageTag(candidate);
  return isLocale(reduced) ? reduced : DEFAULT_LOCALE;
}
