/**
 * The server's refusals (422, every problem at once), placed next to the field they name: a meal's label is field
 * `label` with the meal's place in the list (`index`) and, for one language, its `locale`; a choice of a question
 * is `choices` with its index; the deadline is `deadline`. Anything no field shows is said under the Save button,
 * so nothing the server said is lost. The words are components/problem-text.ts's, as everywhere in the dashboard.
 */
import type { FieldError } from '#common/api-problems';
import type { Locale } from '#common/locales';

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
