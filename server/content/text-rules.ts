/**
 * What a text of the site must be to be saved: the shape each language needs (a counted text has exactly the plural
 * forms of its language), and the placeholders the site fills in, none missing and none unknown. Empty texts and
 * texts copied from another language are allowed: the dashboard flags them, the couple decides.
 */
import type { FieldError } from '#common/api-problems';
import { LOCALES, type Locale } from '#common/locales';
import { ALT_LIMIT, FAQ_LIMITS, SITE_TEXT_LIMIT, placeholdersOf, type FaqInput, type LocaleTexts, type PluralForms, type SiteText, type TextValue } from '#common/site-content';
import { checkText, type TextKind } from '#common/text-fields';

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

/**
 * Every language's text (and every plural form) by the site's rule for paragraphs (common/text-fields.ts): a text
 * of the site may hold line breaks; or the problems, each naming its language and form.
 */
export function cleanTexts(texts: Record<Locale, TextValue>): { texts: Record<Locale, TextValue> } | { problems: FieldError[] } {
  const problems: FieldError[] = [];
  const clean = (text: string, locale: Locale, form?: string) => {
    const result = checkText(text, 'paragraphs', SITE_TEXT_LIMIT, { field: 'text', locale, ...(form === undefined ? {} : { form }) });
    if ('text' in result) return result.text;
    problems.push(result.problem);
    return text;
  };
  const cleaned = Object.fromEntries(
    LOCALES.map((locale) => {
      const value = texts[locale];
      return [locale, typeof value === 'string' ? clean(value, locale) : Object.fromEntries(Object.entries(value).map(([f, t]) => [f, clean(t ?? '', locale, f)]))];
    }),
  ) as Record<Locale, TextValue>;
  return problems.length > 0 ? { problems } : { texts: cleaned };
}

/** Texts in five languages of one kind, cleaned, each problem naming `field` and its language. */
function cleanLocaleTexts(texts: LocaleTexts, kind: TextKind, max: number, field: FieldError['field'], problems: FieldError[]): LocaleTexts {
  const cleaned = {} as LocaleTexts;
  for (const locale of LOCALES) {
    const result = checkText(texts[locale], kind, max, { field, locale });
    if ('problem' in result) problems.push(result.problem);
    cleaned[locale] = 'text' in result ? result.text : texts[locale];
  }
  return cleaned;
}

/** A question of the FAQ (one line, in at least one language) and its answer (paragraphs); or every problem. */
export function checkFaq(input: FaqInput): { question: LocaleTexts; answer: LocaleTexts } | { problems: FieldError[] } {
  const problems: FieldError[] = [];
  const question = cleanLocaleTexts(input.question, 'line', FAQ_LIMITS.question, 'question', problems);
  const answer = cleanLocaleTexts(input.answer, 'paragraphs', FAQ_LIMITS.answer, 'answer', problems);
  if (!problems.some((p) => p.field === 'question') && LOCALES.every((l) => question[l] === '')) problems.push({ field: 'question', code: 'empty' });
  return problems.length > 0 ? { problems } : { question, answer };
}

/** A photo's description for guests who cannot see it, one line in each language (any may be empty); or every problem. */
export function checkAlt(input: LocaleTexts): { alt: LocaleTexts } | { problems: FieldError[] } {
  const problems: FieldError[] = [];
  const alt = cleanLocaleTexts(input, 'line', ALT_LIMIT, 'alt', problems);
  return problems.length > 0 ? { problems } : { alt };
}
