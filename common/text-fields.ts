/**
 * The one rule for text a person types into the site (issue 37, docs/decisions/0054), one kind per field:
 * - `name`: a person's, a household's or the couple's names, typed on one line (and a guest's note, which comes from
 *   the same CSV lines). A line break or a tab is refused, not joined: in a CSV it means a quote left open that
 *   swallowed the next lines, in a form two names pasted into one.
 * - `line`: any other text on one line (an event's title, a question, a meal, a photo's description). A line break
 *   or a tab pasted into it becomes a space.
 * - `paragraphs`: a text of lines (a description, a message, a note on needs, an answer of the FAQ). Lines end in
 *   "\n", whatever the device sent, and lose the spaces and tabs at their end; a tab within a line stays.
 * Every kind: Unicode NFC (so "ș" typed on a Mac and on Windows is stored, compared and counted the same), the
 * invisible characters that only hide what a text says dropped (zero-width space, word joiner, byte order mark),
 * spaces around trimmed and, within a line, runs of spaces made one (a lone no-break space is kept: French puts one
 * before "?", ":" and "!"). Refused: any other control character (NUL, escape, delete…), which would break the
 * exported files, the cards or an e-mail's header, and the direction overrides and isolates (U+202A–U+202E,
 * U+2066–U+2069), which reorder the text around them: "Ana\u202Eroc" shows as "Anacor". The length is counted in
 * characters (code points) after cleaning, so the limit the dashboard states is the limit kept.
 *
 * An e-mail address and a phone number are not free text: `typedContact` cleans them as typed (NFC, invisible
 * characters, spaces around) before their own rules, common/mail-address.ts and server/guests/contact-fields.ts.
 */
import * as z from 'zod/mini';
import type { FieldError } from './api-problems';
import { LOCALES, type Locale } from './locales';

export type TextKind = 'name' | 'line' | 'paragraphs';

/** Why a text was refused: nothing written where something must be, too long, a control or a direction character. */
export type TextRefusal = 'empty' | 'too-long' | 'control' | 'direction';

/** The text as stored, or why not (a text too long says how long it is, in characters, once cleaned). */
export type CleanedText = { text: string } | { refused: Exclude<TextRefusal, 'too-long'> } | { refused: 'too-long'; length: number };

/** Zero-width space, word joiner, byte order mark: they hide what a text says and change how it compares. */
const INVISIBLE = /[\u200B\u2060\uFEFF]/g;
/** Direction overrides and isolates. */
const DIRECTION_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/;
const CONTROL = /\p{Cc}/u;
/** Control characters but the line break and the tab a text of paragraphs keeps. */
const CONTROL_BUT_LINES_AND_TABS = /(?![\t\n])\p{Cc}/u;
/**
 * Every way a device ends a line: CRLF, CR, the Unicode line and paragraph separators, and the vertical tab and form
 * feed (Word's line and page breaks, pasted).
 */
const LINE_ENDS = /\r\n?|[\u2028\u2029\v\f]/g;
const NO_BREAK_SPACES = new Set(['\u00A0', '\u202F']);

/** As typed, before any kind's rule: NFC, without the invisible characters. */
const typed = (raw: string) => raw.normalize('NFC').replace(INVISIBLE, '');

/**
 * Runs of white space, but for what a kind keeps apart: a name leaves its control characters (a tab, a line break)
 * to be refused, paragraphs keep their tabs and line ends.
 */
const SPACE_RUNS: Record<TextKind, RegExp> = {
  name: /(?:(?!\p{Cc})\s)+/gu,
  line: /\s+/gu,
  paragraphs: /(?:(?![\t\n])\s)+/gu,
};

/** Each run of white space made one space, but a lone no-break space kept. */
const oneSpace = (text: string, kind: TextKind) => text.replace(SPACE_RUNS[kind], (run) => (NO_BREAK_SPACES.has(run) ? run : ' '));

function shaped(raw: string, kind: TextKind): string {
  const text = typed(raw);
  if (kind !== 'paragraphs') return oneSpace(text, kind).trim();
  return oneSpace(text.replace(LINE_ENDS, '\n'), kind)
    .replace(/[^\S\n]+\n/g, '\n')
    .trim();
}

/**
 * `raw` cleaned by the rule of its kind, or why it cannot be stored: longer than `max` characters, with a control
 * or a direction character, or empty where `required`.
 */
export function cleanText(raw: string, kind: TextKind, max: number, options: { required?: boolean } = {}): CleanedText {
  const text = shaped(raw, kind);
  if (text === '' && options.required) return { refused: 'empty' };
  if ((kind === 'paragraphs' ? CONTROL_BUT_LINES_AND_TABS : CONTROL).test(text)) return { refused: 'control' };
  if (DIRECTION_CONTROLS.test(text)) return { refused: 'direction' };
  const length = [...text].length;
  if (length > max) return { refused: 'too-long', length };
  return { text };
}

/** Where a field's problem is: its field, and the language, list entry or form it concerns. */
export type FieldPlace = Omit<FieldError, 'code' | 'value'>;

/**
 * `cleanText` for a field of a request: its refusal as the problem the dashboard shows beside that field (a text too
 * long carries its limit in `value`, for "at most 120 characters").
 */
export function checkText(raw: string, kind: TextKind, max: number, place: FieldPlace, options: { required?: boolean } = {}): { text: string } | { problem: FieldError } {
  const cleaned = cleanText(raw, kind, max, options);
  if ('text' in cleaned) return cleaned;
  return { problem: { ...place, code: cleaned.refused, ...(cleaned.refused === 'too-long' ? { value: String(max) } : {}) } };
}

/**
 * The schema of a typed text at a route (docs/decisions/0033): a string of at most `ceiling` UTF-16 units, a ceiling
 * well above the field's limit so that only a request no form sends is refused whole (400); the field's own rule
 * (cleanText, checkText) then says what is wrong beside the field.
 */
export const typedText = (ceiling: number) => z.string().check(z.maxLength(ceiling));

/** A typed text in each of the site's languages, each under `ceiling`. */
export const typedTexts = (ceiling: number) =>
  z.strictObject(Object.fromEntries(LOCALES.map((locale) => [locale, typedText(ceiling)])) as Record<Locale, ReturnType<typeof typedText>>);

/**
 * A zod schema of a text of `kind` that something must be written in, for a field whose refusal comes from its schema
 * (the wedding's facts, in content/wedding.json and from the dashboard): refused with `message` when the rule refuses
 * it, else parsed to the text as cleaned.
 */
export function cleanedText(kind: TextKind, max: number, message: string) {
  const cleaned = (raw: string) => cleanText(raw, kind, max, { required: true });
  return z.string().check(
    z.refine((raw) => 'text' in cleaned(raw), message),
    z.overwrite((raw) => {
      const result = cleaned(raw);
      return 'text' in result ? result.text : raw;
    }),
  );
}

/** An e-mail address or a phone number as typed, ready for its own rule: NFC, no invisible characters, trimmed. */
export function typedContact(raw: string): string {
  return typed(raw).trim();
}
