import type { GuestFieldProblem } from '#common/api-problems';
import { LOCALES, isLocale, type Locale } from '#common/locales';
import { cleanText } from '#common/text-fields';

export const MAX_NAME_LENGTH = 200;
const MAX_NOTE_LENGTH = 500;

/** A field that cannot be used: `problem` in words (for the guest command), `code` for the dashboard to translate. */
export type FieldProblem = { problem: string; code: GuestFieldProblem };

const WORDS = {
  empty: (what: string) => `the ${what} is empty`,
  control: (what: string) => `the ${what} contains a line break or another control character`,
  direction: (what: string) => `the ${what} contains a character that reverses the text around it`,
  'too-long': (what: string, max: number, length: number) => `the ${what} is ${length} characters long; at most ${max} are allowed`,
} as const;

/** The site's rule for names (common/text-fields.ts), its refusal in words for the guest command. */
function cleanField(raw: string, what: string, max: number, required: boolean): { text: string } | FieldProblem {
  const cleaned = cleanText(raw, 'name', max, { required });
  if ('text' in cleaned) return cleaned;
  return { code: cleaned.refused, problem: WORDS[cleaned.refused](what, max, cleaned.refused === 'too-long' ? cleaned.length : 0) };
}

/** A guest name as stored, or a problem in words when the name cannot be used. */
export function cleanName(raw: string): { name: string } | FieldProblem {
  const cleaned = cleanField(raw, 'name', MAX_NAME_LENGTH, true);
  return 'text' in cleaned ? { name: cleaned.text } : cleaned;
}

/** A household's name where one may be left out (a CSV's household column): undefined when none is written. */
export function cleanHouseholdName(raw: string): { name: string | undefined } | FieldProblem {
  const cleaned = cleanField(raw, "household's name", MAX_NAME_LENGTH, false);
  return 'text' in cleaned ? { name: cleaned.text === '' ? undefined : cleaned.text } : cleaned;
}

/**
 * A note about a guest ("table 4", "+1"), empty when there is none. By the names' rule: it comes from the same CSV
 * lines, where a line break inside a cell means a quote left open that swallowed the lines after it.
 */
export function cleanNote(raw: string): { note: string } | FieldProblem {
  const cleaned = cleanField(raw, 'note', MAX_NOTE_LENGTH, false);
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
