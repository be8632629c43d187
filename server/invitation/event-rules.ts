/**
 * What an event must be to be saved (issue 19, bad input): texts by the site's rule for their kind
 * (common/text-fields.ts: one line or paragraphs, within their limits, free of control and direction characters),
 * a start and an end that exist in the venue's zone (not skipped nor repeated by a daylight-saving change) with the
 * end after the start, a zone that exists, a map link that is http(s). Every problem at once, each naming its field
 * (and language); nothing is saved while one remains.
 */
import type { FieldError } from '#common/api-problems';
import { EVENT_LIMITS, type EventInput } from '#common/invitation-api';
import { LOCALES, type Locale } from '#common/locales';
import { checkText, type TextKind } from '#common/text-fields';
import { zonedInstant, type ZonedTime } from '#common/zoned-time';
import { isWebLink } from './map-link';

type LocaleField = 'title' | 'description' | 'dressCode' | 'notes';
const LOCALE_FIELDS: ReadonlyArray<[LocaleField, number, TextKind]> = [
  ['title', EVENT_LIMITS.title, 'line'],
  ['description', EVENT_LIMITS.description, 'paragraphs'],
  ['dressCode', EVENT_LIMITS.dressCode, 'line'],
  ['notes', EVENT_LIMITS.notes, 'paragraphs'],
];

/**
 * Whether the end comes before (or with) the start: by their instants, or, when either is a time the clocks skip or
 * show twice, by the wall clock, so the couple hears of both problems in one answer.
 */
function endsFirst(input: EventInput, start: ZonedTime, end: ZonedTime): boolean {
  if ('instant' in start && 'instant' in end) return end.instant <= start.instant;
  const readable = (time: ZonedTime) => 'instant' in time || time.problem === 'nonexistent' || time.problem === 'ambiguous';
  return readable(start) && readable(end) && input.endsAt <= input.startsAt;
}

/** An event as stored, with the instants of its start and end, or every problem of the input. */
export function checkEvent(input: EventInput): { event: EventInput & { start: number; end: number } } | { problems: FieldError[] } {
  const problems: FieldError[] = [];
  const cleaned = { ...input };
  for (const [field, max, kind] of LOCALE_FIELDS) {
    const texts = {} as Record<Locale, string>;
    for (const locale of LOCALES) {
      const result = checkText(input[field][locale], kind, max, { field, locale });
      if ('problem' in result) problems.push(result.problem);
      else texts[locale] = result.text;
    }
    cleaned[field] = texts;
  }
  // An event needs a title in at least one language; the others fall back to it (guest-view.ts).
  if (problems.every((p) => p.field !== 'title') && LOCALES.every((l) => cleaned.title[l] === '')) problems.push({ field: 'title', code: 'empty' });
  for (const [field, max] of [['place', EVENT_LIMITS.place], ['address', EVENT_LIMITS.address], ['mapUrl', EVENT_LIMITS.mapUrl]] as const) {
    const result = checkText(input[field], field === 'address' ? 'paragraphs' : 'line', max, { field });
    if ('problem' in result) problems.push(result.problem);
    else cleaned[field] = result.text;
  }
  if (cleaned.mapUrl !== '' && !problems.some((p) => p.field === 'mapUrl') && !isWebLink(cleaned.mapUrl)) problems.push({ field: 'mapUrl', code: 'not-a-link' });

  const start = zonedInstant(input.startsAt, input.timeZone);
  const end = zonedInstant(input.endsAt, input.timeZone);
  if ('problem' in start && start.problem === 'zone') problems.push({ field: 'timeZone', code: 'unknown-zone' });
  for (const [field, result] of [['startsAt', start], ['endsAt', end]] as const) {
    if (!('problem' in result) || result.problem === 'zone') continue;
    const value = field === 'startsAt' ? input.startsAt : input.endsAt;
    // Nothing chosen yet is asked for as such ("please choose when it starts"), not called a time that does not exist.
    if (value === '') problems.push({ field, code: 'empty' });
    else problems.push({ field, code: result.problem === 'format' ? 'not-a-time' : result.problem === 'nonexistent' ? 'nonexistent-time' : 'ambiguous-time', value });
  }
  if (endsFirst(input, start, end)) problems.push({ field: 'endsAt', code: 'ends-before-start' });
  if (problems.length > 0 || !('instant' in start) || !('instant' in end)) return { problems };
  return { event: { ...cleaned, start: start.instant, end: end.instant } };
}
