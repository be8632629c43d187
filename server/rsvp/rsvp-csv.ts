/**
 * The answers as CSV files for a spreadsheet (issue 20): every answer, one line per person and event, with a column
 * per question of the couple and the household's message; and one event's caterer sheet (who comes, the meal,
 * dietary and accessibility needs), which keeps to the caterer. Same format as the guest list's export
 * (guest-csv.ts): UTF-8 with BOM, CRLF, quoting, and no field a spreadsheet would run as a formula.
 *
 * Both speak the language the couple reads the dashboard in, with the dashboard's words (sheet-words.ts): events,
 * meals, needs and questions by name, never by code; times on the venue's clock, the zone named in the header.
 */
import { dateTimeFormat } from '#common/date-text';
import type { Locale, TextIn } from '#common/locales';
import type { Meal, Question } from '#common/rsvp-api';
import { wallClockAt } from '#common/zoned-time';
import { csvDocument } from '../guests/guest-csv';
import type { PersonLine } from './rsvp-overview';
import { fill, sheetWords, type SheetWords } from './sheet-words';

/**
 * Whom the file is for: the dashboard's language, the couple's texts as a reader of it reads them (textsFor, with the
 * site's language), the venue's zone its times are on, and when it is made.
 */
export interface SheetReader {
  locale: Locale;
  textIn: TextIn;
  timeZone: string;
  now: number;
}

/**
 * A zone as the couple's language names it ("Eastern European Time", "Osteuropäische Zeit"), else by its city. At
 * `at`, because the name depends on the zone's rules then (Bucharest before 1979 had no summer time, and its name
 * was the standard time's).
 */
function zoneName(timeZone: string, locale: Locale, at: number): string {
  const city = (timeZone.split('/').pop() ?? timeZone).replaceAll('_', ' ');
  try {
    const parts = dateTimeFormat(locale, { timeZone, timeZoneName: 'longGeneric' }).formatToParts(at);
    const name = parts.find((part) => part.type === 'timeZoneName')?.value ?? '';
    // "GMT+03:00" names no place a couple knows.
    return name === '' || /^(GMT|UTC)/.test(name) ? city : name;
  } catch {
    return city;
  }
}

/** The words every sheet shares: yes and no, a person's needs by name, the meal of a line. */
function personWords(words: SheetWords, textIn: TextIn) {
  const yesNo = (value: boolean) => (value ? words.answer.yes : words.answer.no);
  return {
    yesNo,
    meal: (meals: readonly Meal[] | undefined, id: number | null) => textIn(meals?.find((m) => m.id === id)?.label ?? {}),
    dietary: (line: PersonLine) => (line.answer?.dietary ?? []).map((need) => words.dietary[need]).join(', '),
  };
}

/** What a guest answered to a question, as the dashboard shows it: yes or no, the choice's words, or their text. */
function questionValue(words: SheetWords, question: Question, value: string | undefined, textIn: TextIn): string {
  if (value === undefined) return '';
  if (question.kind === 'yesNo') return value === 'yes' ? words.answer.yes : value === 'no' ? words.answer.no : value;
  if (question.kind === 'choice') {
    const choice = question.choices[Number(value)];
    return choice ? textIn(choice) : value;
  }
  return value;
}

/**
 * Every line of `lines` that a question's answer or the household's message goes on: the first line of the person
 * (a member's question) or of the household (its question, its message) about the question's event, or their first
 * line for the whole invitation. Each answer is written once, so a column filtered on "yes" is the hotel's list
 * with one line per household, and a spreadsheet's count is the number of answers.
 */
function firstLines(lines: readonly PersonLine[], question: Question | null): Set<PersonLine> {
  const first = new Map<string, PersonLine>();
  for (const line of lines) {
    if (question?.eventId != null && line.eventId !== question.eventId) continue;
    const key = question?.scope === 'member' ? `${line.guestId}/${line.personKey}` : String(line.guestId);
    if (!first.has(key)) first.set(key, line);
  }
  return new Set(first.values());
}

export interface AnswersSheetSources {
  lines: readonly PersonLine[];
  titles: Map<number, string>;
  meals: Map<number, Meal[]>;
  questions: readonly Question[];
}

export function answersCsv({ lines, titles, meals, questions }: AnswersSheetSources, { locale, textIn, timeZone, now }: SheetReader): string {
  const words = sheetWords(locale);
  const person = personWords(words, textIn);
  const onLines = new Map(questions.map((question) => [question.id, firstLines(lines, question)]));
  const messageLines = firstLines(lines, null);
  const answered = (at: number | undefined) => (at === undefined ? '' : wallClockAt(at, timeZone).replace('T', ' '));
  const answeredBy = (line: PersonLine) => (line.response === null ? '' : line.response.answeredBy === 'couple' ? words.sheet.byYou : words.changes.household);
  return csvDocument(
    [
      words.caterer.household,
      words.sheet.person,
      words.sheet.child,
      words.fields.extra,
      words.sheet.event,
      words.fields.attending,
      words.fields.meal,
      words.fields.dietary,
      words.fields.dietaryNote,
      words.fields.accessibility,
      ...questions.map((question) => textIn(question.label) || words.questions.untitled),
      words.fields.message,
      fill(words.sheet.answeredAt, { zone: zoneName(timeZone, locale, now) }),
      words.sheet.answeredBy,
    ],
    lines.map((l) => [
      l.household,
      l.person,
      person.yesNo(l.child),
      person.yesNo(l.extra),
      titles.get(l.eventId) || words.untitledEvent,
      l.attending === null ? words.answer.noAnswer : person.yesNo(l.attending),
      person.meal(meals.get(l.eventId), l.meal),
      person.dietary(l),
      l.answer?.dietaryNote ?? '',
      l.answer?.accessibility ?? '',
      ...questions.map((question) => {
        if (!onLines.get(question.id)!.has(l)) return '';
        const given = question.scope === 'member' ? l.answer?.questions[String(question.id)] : l.response?.answer.questions[String(question.id)];
        return questionValue(words, question, given, textIn);
      }),
      messageLines.has(l) ? (l.response?.answer.message ?? '') : '',
      answered(l.response?.answeredAt),
      answeredBy(l),
    ]),
  );
}

export function catererCsv(lines: readonly PersonLine[], eventId: number, meals: Meal[], { locale, textIn }: Pick<SheetReader, 'locale' | 'textIn'>): string {
  const words = sheetWords(locale);
  const person = personWords(words, textIn);
  return csvDocument(
    [words.caterer.household, words.sheet.person, words.sheet.child, words.fields.meal, words.fields.dietary, words.fields.dietaryNote, words.fields.accessibility],
    lines
      .filter((l) => l.eventId === eventId && l.attending === true)
      .map((l) => [l.household, l.person, person.yesNo(l.child), person.meal(meals, l.meal), person.dietary(l), l.answer?.dietaryNote ?? '', l.answer?.accessibility ?? '']),
  );
}
