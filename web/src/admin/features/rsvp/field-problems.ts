/**
 * The server's refusals (422, every problem at once), placed next to the field they name: a meal's label is field
 * `label` with the meal's place in the list (`index`) and, for one language, its `locale`; a choice of a question
 * is `choices` with its index; the deadline is `deadline`. Anything no field shows is said under the Save button,
 * so nothing the server said is lost.
 */
import type { FieldError } from '#common/api-problems';
import type { Locale } from '#common/locales';
import type { T } from './rsvp-words';

export type Problem = FieldError;

/**
 * The problems of `field` at `index` (none: the field itself, not an entry of a list); with `locale`, those of that
 * language only, else those of the text as a whole (no language named).
 */
export function problemsAt(problems: readonly Problem[], field: string, index?: number, locale?: Locale | 'whole'): Problem[] {
  return problems.filter(
    (problem) =>
      problem.field === field &&
      problem.index === index &&
      (locale === undefined || (locale === 'whole' ? problem.locale === undefined : problem.locale === locale)),
  );
}

/** Codes whose words depend on the field. */
const BY_FIELD: Record<string, string> = {
  'choices:too-many': 'rsvp.problems.choicesCount',
  'question:too-many': 'rsvp.questions.full',
  'eventIds:unknown-id': 'rsvp.problems.eventGone',
};

const BY_CODE: Record<string, string> = {
  empty: 'rsvp.problems.empty',
  'too-long': 'rsvp.problems.tooLong',
  control: 'rsvp.problems.control',
  'not-a-time': 'rsvp.problems.notATime',
  'nonexistent-time': 'rsvp.problems.nonexistentTime',
  'ambiguous-time': 'rsvp.problems.ambiguousTime',
  'too-many': 'rsvp.problems.tooMany',
  'unknown-id': 'rsvp.problems.unknownId',
  'children-only': 'rsvp.problems.childrenOnly',
};

/** One problem in the couple's words, with the language it concerns when it is one text of five. */
export function problemWords(t: T, problem: Problem): string {
  const key = BY_FIELD[`${problem.field}:${problem.code}`] ?? BY_CODE[problem.code] ?? 'rsvp.problems.invalid';
  const words = t(key, { value: problem.value ?? '' });
  return problem.locale ? t('rsvp.problems.inLanguage', { language: t(`languages.${problem.locale}`), problem: words }) : words;
}
