/**
 * The answers as CSV files for a spreadsheet (issue 20): every answer, one line per person and event, and one
 * event's caterer sheet (who comes, the meal, dietary and accessibility needs). Same format as the guest list's
 * export (guest-csv.ts): UTF-8 with BOM, CRLF, quoting, and no field a spreadsheet would run as a formula.
 * Headers are in English, like the guest list's, so a file reads the same whoever exports it.
 */
import { textIn, type Locale } from '#common/locales';
import type { Meal } from '#common/rsvp-api';
import { csvDocument } from '../guests/guest-csv';
import type { PersonLine } from './rsvp-overview';

const attending = (value: boolean | null) => (value === null ? 'no answer' : value ? 'yes' : 'no');
const iso = (at: number | null | undefined) => (at === null || at === undefined ? '' : new Date(at).toISOString());

export function answersCsv(lines: PersonLine[], titles: Map<number, string>, meals: Map<number, Meal[]>, locale: Locale): string {
  const mealName = (line: PersonLine) => {
    const meal = meals.get(line.eventId)?.find((m) => m.id === line.meal);
    return meal ? textIn(meal.label, locale) : '';
  };
  return csvDocument(
    ['household', 'person', 'child', 'extra guest', 'event', 'coming', 'meal', 'dietary', 'dietary note', 'accessibility', 'answered at', 'entered by'],
    lines.map((l) => [
      l.household,
      l.person,
      l.child ? 'yes' : 'no',
      l.extra ? 'yes' : 'no',
      titles.get(l.eventId) ?? '',
      attending(l.attending),
      mealName(l),
      l.answer?.dietary.join(', ') ?? '',
      l.answer?.dietaryNote ?? '',
      l.answer?.accessibility ?? '',
      iso(l.response?.answeredAt),
      l.response?.answeredBy ?? '',
    ]),
  );
}

export function catererCsv(lines: PersonLine[], eventId: number, meals: Meal[], locale: Locale): string {
  return csvDocument(
    ['household', 'person', 'child', 'meal', 'dietary', 'dietary note', 'accessibility'],
    lines
      .filter((l) => l.eventId === eventId && l.attending === true)
      .map((l) => [
        l.household,
        l.person,
        l.child ? 'yes' : 'no',
        textIn(meals.find((m) => m.id === l.meal)?.label ?? ({} as Record<Locale, string>), locale),
        l.answer?.dietary.join(', ') ?? '',
        l.answer?.dietaryNote ?? '',
        l.answer?.accessibility ?? '',
      ]),
  );
}
