/**
 * The words anyone who knows of this wedding would try first in a password: the couple's names, the place (the
 * time zone's city and the events' places), the day in digits and the month in words, the year the story began.
 * Folded as the password check folds what it reads (password-guessing.ts): lower case, no accents. What every
 * wedding is called ("hochzeit", "savethedate") is no site's own: password-guessing.ts has it.
 */
import type { WeddingFacts } from '#common/wedding-facts';
import { dateTimeFormat } from '#common/date-text';
import { LOCALES } from '#common/locales';

export interface WeddingWords {
  /** Words of letters: names, places, month names, "wedding" in the five languages. */
  letters: ReadonlySet<string>;
  /** Runs of digits: the year, month and day of the wedding (with and without a leading zero), the story's year. */
  digits: ReadonlySet<string>;
}

/** Lower case without accents or other marks: "Ștefan" and "stefan" are one word to a guesser. */
export function foldLetters(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
}

/** The words of a text that are long enough to be a guess of their own ("Ana & Mihai": ana, mihai). */
function wordsOf(text: string): string[] {
  return foldLetters(text).split(/[^\p{L}]+/u).filter((word) => [...word].length >= 2);
}

/** The month's names in the five languages, as written alone and in a date ("май", "мая"). */
function monthNames(month: number): string[] {
  const at = new Date(Date.UTC(2000, month - 1, 15));
  return LOCALES.flatMap((locale) =>
    (['long', 'short'] as const).flatMap((width) => [
      dateTimeFormat(locale, { month: width, timeZone: 'UTC' }).format(at),
      dateTimeFormat(locale, { day: 'numeric', month: width, timeZone: 'UTC' }).formatToParts(at).find((part) => part.type === 'month')!.value,
    ]),
  ).flatMap(wordsOf);
}

export function weddingWordsOf(facts: Pick<WeddingFacts, 'coupleNames' | 'weddingDate' | 'timeZone' | 'storyBeganYear'>, places: readonly string[] = []): WeddingWords {
  const [year = '', month = '', day = ''] = facts.weddingDate.split('-');
  const city = facts.timeZone.split('/').pop()!.replace(/_/g, ' ');
  const letters = new Set([...wordsOf(facts.coupleNames), ...wordsOf(city), ...places.flatMap(wordsOf), ...monthNames(Number(month))]);
  const digits = new Set([year, year.slice(2), month, String(Number(month)), day, String(Number(day)), String(facts.storyBeganYear)]);
  return { letters, digits };
}

/** No site's words: what a password is checked against before the site's facts are known (the configuration). */
export const NO_WEDDING_WORDS: WeddingWords = { letters: new Set(), digits: new Set() };
