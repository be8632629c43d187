/**
 * "Start from another language" (issue 28): a text written in one language copied into the languages still empty,
 * so each starts from words to translate rather than from nothing. A copy is marked as the texts screen marks one
 * (text-flags.ts: a language that reads exactly like another), until it is translated.
 */
import { LOCALES, type Locale } from '#common/locales';
import { textFlags } from './text-flags';

type Texts = Record<Locale, string>;

/** `texts` with `from`'s text in every language left empty; a language with words keeps them. */
export function copyIntoEmpty(texts: Texts, from: Locale): Texts {
  const source = texts[from];
  if (!source.trim()) return texts;
  return Object.fromEntries(LOCALES.map((locale) => [locale, texts[locale].trim() ? texts[locale] : source])) as Texts;
}

/** Whether copying `from` would fill anything: one of `fields` has words in it and is empty in another language. */
export function canCopy(fields: readonly Texts[], from: Locale): boolean {
  return fields.some((texts) => texts[from].trim() !== '' && LOCALES.some((locale) => texts[locale].trim() === ''));
}

/** The languages in which some field reads exactly like another language's: copies still to translate. */
export function copiedLocales(fields: readonly Texts[]): Set<Locale> {
  const copied = new Set<Locale>();
  for (const texts of fields) {
    for (const [locale, flag] of Object.entries(textFlags(texts)) as Array<[Locale, { kind: string }]>) if (flag.kind === 'same-as') copied.add(locale);
  }
  return copied;
}
