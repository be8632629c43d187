/**
 * Which of the couple's texts still speak of the Save the Date once guests see the invitation (issue 27): a text
 * asking to save (or keep free) the date, or saying that the official invitation will follow. The words of each
 * language are matched in every language, since "Save the Date" is used as it is in German and elsewhere. Matched
 * without case or accents (components/time-zone-search.ts's normalize), so "Rezervați" and "rezervati" are one.
 */
import { LOCALES, type Locale } from '#common/locales';
import type { SiteText, TextValue } from '#common/site-content';
import { normalize } from './time-zone-search';

/** Each language's ways of saying it, written as normalize() leaves them (lower case, no accents, no hyphens). */
const SAVE_THE_DATE_WORDS: Record<Locale, readonly RegExp[]> = {
  en: [/\bsave (the|our) date\b/, /\bofficial invitation\b/],
  de: [/\bsave the date\b/, /\bmerkt euch (das datum|den termin|den tag)\b/, /\b(datum|termin) vormerken\b/, /\boffiziellen? einladung\b/],
  ro: [/\brezervati data\b/, /\b(va )?notati (va )?data\b/, /\bsalvati data\b/, /\binvitati[ae] oficiala\b/],
  // \b knows only Latin letters: the Russian words are matched as they stand.
  ru: [/(сохраните|запомните) (эту )?дату/, /освобод\S* (этот )?(день|дату)/, /официальн\S* приглашени/],
  fr: [/\breservez (la|cette) date\b/, /\bnotez (des a present )?(la|cette) date\b/, /\binvitation officielle\b/],
};

const ALL_WORDS = LOCALES.flatMap((locale) => SAVE_THE_DATE_WORDS[locale]);

const wordsOf = (value: TextValue) => (typeof value === 'string' ? value : Object.values(value).join(' '));

/** Whether a text (any language) speaks of the Save the Date. */
export function speaksOfSaveTheDate(value: TextValue): boolean {
  const text = normalize(wordsOf(value));
  return ALL_WORDS.some((words) => words.test(text));
}

/** The texts that speak of the Save the Date, in the site's order, each with the languages in which it does. */
export function textsOfTheSaveTheDate(texts: ReadonlyArray<Pick<SiteText, 'key' | 'texts'>>): Array<{ key: string; locales: Locale[] }> {
  return texts.flatMap(({ key, texts: values }) => {
    const locales = LOCALES.filter((locale) => speaksOfSaveTheDate(values[locale]));
    return locales.length > 0 ? [{ key, locales }] : [];
  });
}
