/**
 * For counted texts, which numbers take which form in each language (the texts screen). A language left empty or
 * reading exactly like another: components/text-flags.ts, which the other five-language fields share.
 */
import type { Locale } from '#common/locales';

const FORM_ORDER: Intl.LDMLPluralRule[] = ['zero', 'one', 'two', 'few', 'many', 'other'];

/** The plural forms a language needs, from the smallest numbers up (one, few, many, other). */
export function pluralFormsOf(locale: Locale): Intl.LDMLPluralRule[] {
  const forms = new Intl.PluralRules(locale).resolvedOptions().pluralCategories;
  return FORM_ORDER.filter((form) => forms.includes(form));
}

/** The numbers a plural form is for, as the texts screen says them: "2–4, 22–24, 32–34…", and a fraction if any. */
export interface PluralExamples {
  /** The first integers that take the form, runs of three or more as ranges; '' when only fractions do (Russian "other"). */
  numbers: string;
  /** For "other": a fraction the language puts there ("1,5"), else undefined. */
  fraction?: string;
  /** The first example above zero (zero only where nothing else takes the form), for showing it with a number: "2 дня". */
  first: number;
}

/** Integers are looked at up to here: past 100 the rules only repeat (Romanian 101–119 take "few" again). */
const SCAN_TO = 1_000;
/** At most this many runs are shown, then "…". */
const RUNS_SHOWN = 3;

/**
 * Which numbers take `form` in `locale`, from Intl.PluralRules, as a couple understands it: Russian "few" is
 * "2–4, 22–24, 32–34…", English "one" is "1". A form no integer up to 1,000 takes is French "many" (a million);
 * "other" names a fraction when the language puts fractions there. The numbers are written as `wordsIn` (the
 * dashboard's language) writes them.
 */
export function pluralExamples(locale: Locale, form: Intl.LDMLPluralRule, wordsIn: Locale = locale): PluralExamples {
  const rules = new Intl.PluralRules(locale);
  // The numbers are written as the sentence around them is: "1,5" in a Russian dashboard, whichever text it labels.
  const number = new Intl.NumberFormat(wordsIn, { useGrouping: true });
  const runs: Array<[number, number]> = [];
  for (let n = 0; n <= SCAN_TO; n++) {
    if (rules.select(n) !== form) continue;
    const last = runs.at(-1);
    if (last && last[1] === n - 1) last[1] = n;
    else runs.push([n, n]);
  }
  const millions = runs.length === 0 ? [1e6, 2e6, 3e6].filter((n) => rules.select(n) === form) : [];
  const parts: string[] = [];
  for (const [start, end] of runs.slice(0, RUNS_SHOWN)) {
    // A run that reaches the end of the scan goes on: its first three numbers, then "…".
    if (end === SCAN_TO) parts.push([start, start + 1, start + 2].map((n) => number.format(n)).join(', '));
    else if (end - start >= 2) parts.push(`${number.format(start)}–${number.format(end)}`);
    else for (let n = start; n <= end; n++) parts.push(number.format(n));
  }
  for (const n of millions) parts.push(number.format(n));
  const goesOn = runs.length > RUNS_SHOWN || runs.at(-1)?.[1] === SCAN_TO || millions.length > 0;
  const fraction = form === 'other' ? [1.5, 2.5, 0.5].find((n) => rules.select(n) === 'other') : undefined;
  // "2 дня" shows a form better than "0 дней": the first example above zero, when there is one.
  const integers = runs.flatMap(([start, end]) => (start === 0 && end > 0 ? [1] : start === 0 ? [] : [start]));
  const first = integers[0] ?? runs[0]?.[0] ?? millions[0] ?? fraction ?? 0;
  return {
    numbers: parts.length > 0 ? `${parts.join(', ')}${goesOn ? '…' : ''}` : '',
    ...(fraction !== undefined ? { fraction: number.format(fraction) } : {}),
    first,
  };
}

/** A plural form's text with its first example number in it, as a guest reads it: "{{count}} дня" → "2 дня". */
export function pluralSample(locale: Locale, text: string, example: number): string {
  return text.replace(/\{\{\s*count\s*\}\}/g, new Intl.NumberFormat(locale).format(example));
}
