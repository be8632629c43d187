/** The five languages of the site and the rule that picks one (docs/product.md, languages). */
export const LOCALES = ['de', 'en', 'ro', 'ru', 'fr'] as const;
export type Locale = (typeof LOCALES)[number];

/**
 * The product's default language, German (docs/product.md, languages): the default of the couple's setting
 * "language of a first visit" and the fallback where that setting is not known.
 */
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
 * before a hyphen, lowercase it, and use the site's language of a first visit (the couple's setting, German unless
 * they changed it) when the result is not one of the five. An invalid stored value does not fall through to the
 * browser language: the rule picks one candidate.
 */
export function detectLocale(stored: string | null | undefined, browserLanguage: string | null | undefined, siteLocale: Locale = DEFAULT_LOCALE): Locale {
  const candidate = stored || browserLanguage || '';
  const reduced = reduceLanguageTag(candidate);
  return isLocale(reduced) ? reduced : siteLocale;
}

/** A text the couple wrote in each language (an event's title, a section, a meal, a question); some may be empty. */
export type LocaleTexts = Readonly<Partial<Record<Locale, string>>>;

/** One reader's way of reading the couple's texts (textsFor): the text to show, '' when no language has one. */
export type TextIn = (texts: LocaleTexts) => string;

/**
 * The one order in which a text the couple wrote in some languages only is read (docs/product.md, languages;
 * decision 0052), built once per request or render for one reader, so that no caller can leave a part out:
 *   1. `reader`, the reader's language;
 *   2. `siteLanguage`, the site's language of a first visit (Settings), which the couple writes in first;
 *   3. the five in their order, de, en, ro, ru, fr (German, the product's default, first).
 * A text of spaces counts as missing; the text found comes without the spaces around it. '' when no language has
 * one: the caller names the thing its own way ("Untitled event").
 */
export function textsFor(reader: Locale, siteLanguage: Locale): TextIn {
  const order = [...new Set([reader, siteLanguage, ...LOCALES])];
  return (texts) => {
    for (const candidate of order) {
      const text = texts[candidate]?.trim();
      if (text) return text;
    }
    return '';
  };
}

/**
 * A text as every reader reads it: each language's entry filled by the rule above. The server sends the guests'
 * pages their texts filled so (the schedule, the venue, the answer form), and the guests' pages read `texts[locale]`
 * with no second rule of their own.
 */
export function filledTexts(texts: LocaleTexts, siteLanguage: Locale): Record<Locale, string> {
  return Object.fromEntries(LOCALES.map((reader) => [reader, textsFor(reader, siteLanguage)(texts)])) as Record<Locale, string>;
}
