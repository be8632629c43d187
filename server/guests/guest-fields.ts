import type { GuestFieldProblem } from '#common/api-problems';
import { LOCALES, isLocale, type Locale } from '#common/locales';

export const MAX_NAME_LENGTH = 200;
const MAX_NOTE_LENGTH = 500;

/** A field that cannot be used: `problem` in words (for the guest command), `code` for the dashboard to translate. */
export type FieldProblem = { problem: string; code: GuestFieldProblem };

/** Invisible characters that only hide what a name says: zero-width space, word joiner, byte order mark. */
const INVISIBLE = /[\u200B\u2060\uFEFF]/g;
/** Direction overrides and isolates reorder the text around them: "Ana\u202Eroc" shows as "Anacor". */
const DIRECTION_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/;

/**
 * Text as stored: in Unicode NFC (so "Ș" typed on a Mac and on Windows is the same), trimmed, runs of spaces made
 * one, invisible characters dropped. Control characters (line breaks, tabs) would break the list, the cards and
 * exported files; direction controls could make a name read as another on a card.
 */
function cleanText(raw: string, what: string, maxLength: number, required: boolean): { text: string } | FieldProblem {
  const trimmed = raw.normalize('NFC').replace(INVISIBLE, '').trim();
  if (trimmed === '' && required) return { code: 'empty', problem: `the ${what} is empty` };
  if (/\p{Cc}/u.test(trimmed)) return { code: 'control', problem: `the ${what} contains a line break or another control character` };
  if (DIRECTION_CONTROLS.test(trimmed)) return { code: 'direction', problem: `the ${what} contains a character that reverses the text around it` };
  const text = trimmed.replace(/ {2,}/g, ' ');
  const length = [...text].length;
  if (length > maxLength) return { code: 'too-long', problem: `the ${what} is ${length} characters long; at most ${maxLength} are allowed` };
  return { text };
}

/** A guest name as stored, or a problem in words when the name cannot be used. */
export function cleanName(raw: string): { name: string } | FieldProblem {
  const cleaned = cleanText(raw, 'name', MAX_NAME_LENGTH, true);
  return 'text' in cleaned ? { name: cleaned.text } : cleaned;
}

/** A note about a guest ("table 4", "+1"), empty when there is none. */
export function cleanNote(raw: string): { note: string } | FieldProblem {
  const cleaned = cleanText(raw, 'note', MAX_NOTE_LENGTH, false);
  return 'text' in cleaned ? { note: cleaned.text } : cleaned;
}

/** What makes two names "the same guest" for import: case and runs of spaces do not count. */
export function nameKey(name: string): string {
  return name.normalize('NFC').trim().replace(/\s+/g, ' ').toLowerCase();
}

export const ALLOWED_LANGUAGES = LOCALES.join(', ');

/** A language code as typed (any case, spaces around ignored); null for empty; a problem in words otherwise. */
export function parseLanguage(raw: string): { language: Locale | null } | FieldProblem {
  const code = raw.trim().toLowerCase();
  if (code === '') return { language: null };
  if (isLocale(code)) return { language: code };
  return { code: 'language', problem: `unknown language ${JSON.stringify(raw.trim())} (allowed: ${ALLOWED_LANGUAGES})` };
}
