/** What a section of the couple's pages must be: a heading on one line and a text of paragraphs, each within its limit, in every language. */
import type { FieldError } from '#common/api-problems';
import { INFO_LIMITS, type InfoSectionInput } from '#common/invitation-api';
import { LOCALES, type Locale } from '#common/locales';
import { checkText } from '#common/text-fields';

export function checkSection(input: InfoSectionInput): { section: InfoSectionInput } | { problems: FieldError[] } {
  const problems: FieldError[] = [];
  const heading = {} as Record<Locale, string>;
  const body = {} as Record<Locale, string>;
  for (const locale of LOCALES) {
    const h = checkText(input.heading[locale], 'line', INFO_LIMITS.heading, { field: 'heading', locale });
    const b = checkText(input.body[locale], 'paragraphs', INFO_LIMITS.body, { field: 'body', locale });
    if ('problem' in h) problems.push(h.problem);
    else heading[locale] = h.text;
    if ('problem' in b) problems.push(b.problem);
    else body[locale] = b.text;
  }
  if (problems.length === 0 && LOCALES.every((l) => heading[l] === '' && body[l] === '')) problems.push({ field: 'heading', code: 'empty' });
  return problems.length > 0 ? { problems } : { section: { heading, body } };
}
