/**
 * What a text in five languages points out before the couple saves (the server refuses only what would break the
 * site): a language left empty, and a language that reads exactly like another (a copy, not translated yet?). The
 * texts screen flags each text with it; the invitation's and the answers' forms mark the copies "start from another
 * language" made (language-copies.ts).
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
