/**
 * The server's refusals (422, every problem at once), placed next to their fields and said in the couple's words. A
 * text in five languages is refused in one language (`locale`) or as a whole (no title in any language); a problem
 * naming no field the form has is said under the Save button instead.
 */
import type { FieldError } from '#common/api-problems';
import type { Locale } from '#common/locales';
import { problemText } from '../../components/problem-text';
import type { useT } from '../../i18n/admin-i18n';

type T = ReturnType<typeof useT>['t'];

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

/**
 * One problem in the couple's language (components/problem-text.ts has the invitation's codes), but for a section
 * with nothing in it and an event's start or end not chosen yet, whose "empty" is not the guest list's missing name.
 */
export function problemWords(t: T, problem: FieldError): string {
  if (problem.code !== 'empty') return problemText(t, problem);
  if (problem.field === 'heading') return t('invitation.problems.noHeading');
  if (problem.field === 'startsAt') return t('invitation.problems.noStart');
  if (problem.field === 'endsAt') return t('invitation.problems.noEnd');
  return problemText(t, problem);
}
