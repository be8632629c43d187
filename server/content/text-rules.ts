/**
 * What a text of the site must be to be saved: the shape each language needs (a counted text has exactly the plural
 * forms of its language), and the placeholders the site fills in, none missing and none unknown. Empty texts and
 * texts copied from another language are allowed: the dashboard flags them, the couple decides.
 */
import type { FieldError } from '#common/api-problems';
import { LOCALES, type Locale } from '#common/locales';
import { placeholdersOf, type PluralForms, type SiteText, type TextValue } from '#common/site-content';

/** The plural forms a language needs, in the order Intl gives them (one, few, many, other…). */
function pluralFormsOf(locale: Locale): Intl.LDMLPluralRule[] {
  return new Intl.PluralRules(locale).resolvedOptions().pluralCategories;
}

function placeholderProblems(text: string, required: readonly string[], locale: Locale, form?: string): FieldError[] {
  const found = placeholdersOf(text);
  // A counted text may say "a day" instead of "1 day": {{count}} may be left out of any of its forms.
  const needed = form === undefined ? required : required.filter((name) => name !== 'count');
  const where = { field: 'text' as const, locale, ...(form === undefined ? {} : { form }) };
  return [
    ...needed.filter((name) => !found.includes(name)).map((name) => ({ ...where, code: 'missing-placeholder' as const, value: name })),
    ...found.filter((name) => !required.includes(name)).map((name) => ({ ...where, code: 'unknown-placeholder' as const, value: name })),
  ];
}

/** Every problem of a new version of `current` (the same shape per language, the same placeholders). */
export function textProblems(current: SiteText, texts: Record<Locale, TextValue>): FieldError[] {
  const problems: FieldError[] = [];
  for (const locale of LOCALES) {
    const value = texts[locale];
    const counted = typeof current.texts[locale] !== 'string';
    if (!counted) {
      if (typeof value !== 'string') problems.push({ field: 'text', locale, code: 'plural-forms' });
      else problems.push(...placeholderProblems(value, current.placeholders, locale));
      continue;
    }
    const forms = pluralFormsOf(locale);
    if (typeof value === 'string' || Object.keys(value).sort().join() !== [...forms].sort().join()) {
      problems.push({ field: 'text', locale, code: 'plural-forms', value: forms.join(', ') });
      continue;
    }
    for (const form of forms) problems.push(...placeholderProblems((value as PluralForms)[form] ?? '', current.placeholders, locale, form));
  }
  return problems;
}

/** Trims every language's text (and every form), and makes line ends plain. */
export function tidyTexts(texts: Record<Locale, TextValue>): Record<Locale, TextValue> {
  const tidy = (text: string) => text.normalize('NFC').replace(/\r\n?/g, '\n').trim();
  return Object.fromEntries(
    LOCALES.map((locale) => {
      const value = texts[locale];
      return [locale, typeof value === 'string' ? tidy(value) : Object.fromEntries(Object.entries(value).map(([f, t]) => [f, tidy(t ?? '')]))];
    }),
  ) as Record<Locale, TextValue>;
}
