import { LOCALES, isLocale, type Locale } from '#common/locales';

export const MAX_NAME_LENGTH = 200;

/**
 * A guest name as stored: trimmed, runs of spaces made one, and in Unicode NFC, so "Ș" typed on a Mac
 * (decomposed) and on Windows (composed) is the same name. Returns a problem in words when the name cannot be used.
 */
export function cleanName(raw: string): { name: string } | { problem: string } {
  const trimmed = raw.normalize('NFC').trim();
  if (trimmed === '') return { problem: 'the name is empty' };
  // Control characters (line breaks, tabs) would break the list, the cards and exported files.
  if (/\p{Cc}/u.test(trimmed)) return { problem: 'the name contains a line break or another control character' };
  const name = trimmed.replace(/ {2,}/g, ' ');
  const length = [...name].length;
  if (length > MAX_NAME_LENGTH) return { problem: `the name is ${length} characters long; at most ${MAX_NAME_LENGTH} are allowed` };
  return { name };
}

/** What makes two names "the same guest" for import: case and runs of spaces do not count. */
export function nameKey(name: string): string {
  return name.normalize('NFC').trim().replace(/\s+/g, ' ').toLowerCase();
}

export const ALLOWED_LANGUAGES = LOCALES.join(', ');

/** A language code as typed (any case, spaces around ignored); null for empty; a problem in words otherwise. */
export function parseLanguage(raw: string): { language: Locale | null } | { problem: string } {
  const code = raw.trim().toLowerCase();
  if (code === '') return { language: null };
  if (isLocale(code)) return { language: code };
  return { problem: `unknown language ${JSON.stringify(raw.trim())} (allowed: ${ALLOWED_LANGUAGES})` };
}
