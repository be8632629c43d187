/**
 * What an event must be to be saved (issue 19, bad input): texts within their limits and free of control and
 * direction characters, a start and an end that exist in the venue's zone (not skipped nor repeated by a
 * daylight-saving change) with the end after the start, a zone that exists, a map link that is http(s). Every
 * problem at once, each naming its field (and language); nothing is saved while one remains.
 */
import type { FieldError } from '#common/api-problems';
import { EVENT_LIMITS, type EventInput } from '#common/invitation-api';
import { LOCALES, type Locale } from '#common/locales';
import { zonedInstant, type ZonedTime } from '#common/zoned-time';
import { isWebLink } from './map-link';

/** Direction overrides and isolates reorder the text around them; invisible characters hide what it says. */
const DIRECTION_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/;
const INVISIBLE = /[\u200B\u2060\uFEFF]/g;
/** Control characters but the line breaks and tabs a paragraph may hold. */
// eslint-disable-next-line no-control-regex -- control characters are what it finds
const CONTROL_IN_PARAGRAPHS = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F]/;
const CONTROL = /\p{Cc}/u;

type Check = { text: string } | { problem: FieldError };

/** A text as stored (NFC, trimmed, invisible characters dropped), or what is wrong with it. */
export function cleanText(raw: string, field: FieldError['field'], max: number, options: { paragraphs: boolean; locale?: Locale }): Check {
  const where = { field, ...(options.locale ? { locale: options.locale } : {}) };
  let text = raw.normalize('NFC').replace(INVISIBLE, '');
  text = options.paragraphs ? text.replace(/\r\n?/g, '\n').replace(/[^\S\n]+\n/g, '\n').trim() : text.replace(/\s+/g, ' ').trim();
  if ((options.paragraphs ? CONTROL_IN_PARAGRAPHS : CONTROL).test(text)) return { problem: { ...where, code: 'control' } };
  if (DIRECTION_CONTROLS.test(text)) return { problem: { ...where, code: 'direction' } };
  if ([...text].length > max) return { problem: { ...where, code: 'too-long', value: String(max) } };
  return { text };
}

type LocaleField = 'title' | 'description' | 'dressCode' | 'notes';
const LOCALE_FIELDS: ReadonlyArray<[LocaleField, number, boolean]> = [
  ['title', EVENT_LIMITS.title, false],
  ['description', EVENT_LIMITS.description, true],
  ['dressCode', EVENT_LIMITS.dressCode, false],
  ['notes', EVENT_LIMITS.notes, true],
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
  for (const [field, max, paragraphs] of LOCALE_FIELDS) {
    const texts = {} as Record<Locale, string>;
    for (const locale of LOCALES) {
      const result = cleanText(input[field][locale], field, max, { paragraphs, locale });
      if ('problem' in result) problems.push(result.problem);
      else texts[locale] = result.text;
    }
    cleaned[field] = texts;
  }
  // An event needs a title in at least one language; the others fall back to it (guest-view.ts).
  if (problems.every((p) => p.field !== 'title') && LOCALES.every((l) => cleaned.title[l] === '')) problems.push({ field: 'title', code: 'empty' });
  for (const [field, max] of [['place', EVENT_LIMITS.place], ['address', EVENT_LIMITS.address], ['mapUrl', EVENT_LIMITS.mapUrl]] as const) {
    const result = cleanText(input[field], field, max, { paragraphs: field === 'address' });
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
