/**
 * The server's refusals (422, every problem at once), placed next to their fields; their words are
 * components/problem-text.ts's. A text in five languages is refused in one language (`locale`) or as a whole (no
 * title in any language); a problem naming no field the form has is said under the Save button instead.
 */
import type { FieldError } from '#common/api-problems';
import type { Locale } from '#common/locales';

/** The problems of `field`, in `locale` for a text (those of the text as a whole too). */
export function problemsOf(problems: readonly FieldError[], field: string, locale?: Locale): FieldError[] {
  return problems.filter((problem) => problem.field === field && (problem.locale === undefined || problem.locale === locale));
}

/** The languages with a refused text among `fields`: their tabs say so. */
export function localesWithProblems(problems: readonly FieldError[], fields: readonly string[]): Set<Locale> {
  return new Set(problems.filter((problem) => fields.includes(problem.field) && problem.locale).map((problem) => problem.locale!));
}

/** The problems no field of the form shows. */
export function otherProblems(problems: readonly FieldError[], fields: readonly string[]): FieldError[] {
  return problems.filter((problem) => !fields.includes(problem.field));
}
