/**
 * What the texts screen points out before the couple saves (the server refuses only what would break the site):
 * a language left empty, a language that reads exactly like another (not translated yet?), and for counted texts
 * which numbers take which form in each language.
 */
import { LOCALES, type Locale } from '#common/locales';
import type { TextValue } from '#common/site-content';

export type TextFlag = { kind: 'empty' } | { kind: 'same-as'; locale: Locale };

const isEmpty = (value: TextValue) => (typeof value === 'string' ? value.trim() === '' : Object.values(value).some((form) => !form?.trim()));
/** Words, not only placeholders and signs: "{{couple}} © {{copy}}" may well read the same in every language. */
const hasWords = (value: TextValue) => /\p{L}/u.test(JSON.stringify(value).replace(/\{\{\s*\w+\s*\}\}/g, '').replace(/"(zero|one|two|few|many|other)":/g, ''));
const same = (a: TextValue, b: TextValue) => JSON.stringify(a) === JSON.stringify(b);

/** The flag of each language that has one. */
export function textFlags(texts: Record<Locale, TextValue>): Partial<Record<Locale, TextFlag>> {
  const flags: Partial<Record<Locale, TextFlag>> = {};
  for (const locale of LOCALES) {
    const value = texts[locale];
    if (isEmpty(value)) {
      flags[locale] = { kind: 'empty' };
      continue;
    }
    if (!hasWords(value)) continue;
    const twin = LOCALES.find((other) => other !== locale && same(texts[other], value));
    if (twin) flags[locale] = { kind: 'same-as', locale: twin };
  }
  return flags;
}

const FORM_ORDER: Intl.LDMLPluralRule[] = ['zero', 'one', 'two', 'few', 'many', 'other'];

/** The plural forms a language needs, from the smallest numbers up (one, few, many, other). */
export function pluralFormsOf(locale: Locale): Intl.LDMLPluralRule[] {
  const forms = new Intl.PluralRules(locale).resolvedOptions().pluralCategories;
  return FORM_ORDER.filter((form) => forms.includes(form));
}

/** A few numbers that take `form` in `locale`, for the label ("few: 2, 3, 4…"). */
export function pluralExamples(locale: Locale, form: Intl.LDMLPluralRule, count = 3): number[] {
  const rules = new Intl.PluralRules(locale);
  const examples: number[] = [];
  for (let n = 0; n <= 1_000 && examples.length < count; n++) if (rules.select(n) === form) examples.push(n);
  return examples;
}
