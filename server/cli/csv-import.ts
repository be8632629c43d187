/**
 * Reads a guest list CSV and checks all of it before anything is added: the whole file is refused on any
 * problem, with every problem named by its line (header = line 1), so the couple fixes the file in one go.
 */
import { CsvError, parse } from 'csv-parse/sync';
import type { Locale } from '#common/locales';
import { cleanName, nameKey, parseLanguage } from './guest-fields';

export interface CsvGuest {
  line: number;
  name: string;
  language: Locale | null;
}

export type CsvResult = { guests: CsvGuest[] } | { problems: string[] };

const COLUMNS = ['name', 'language'] as const;
const HEADER_HINT = 'the first line must be a header such as "name,language" (language is optional)';

export function readGuestCsv(text: string): CsvResult {
  if (text.replace(/^\uFEFF/, '').trim() === '') return { problems: [`the file is empty: ${HEADER_HINT}`] };

  const lineAt = lineCounter(text);
  // Where each record ends, in bytes: the next one starts there (csv-parse's own line count goes wrong on CRLF
  // inside quotes, and names the line where it noticed a problem rather than where the record starts).
  const ends: number[] = [];
  let parsed: string[][];
  try {
    parsed = parse(text, {
      bom: true,
      trim: true,
      skip_empty_lines: true,
      delimiter: delimiterOf(text),
      on_record: (record: string[], context) => {
        ends.push(context.bytes);
        return record;
      },
    });
  } catch (error) {
    // After a quoting error the parser cannot tell where records start again, so only the first one is reliable.
    if (!(error instanceof CsvError)) throw error;
    return { problems: [`line ${lineAt(ends.at(-1) ?? 0)}: ${describeCsvError(error)}`, 'the lines after it were not checked'] };
  }

  const [header, ...records] = parsed.map((record, index) => ({
    record,
    line: lineAt(index === 0 ? 0 : (ends[index - 1] ?? 0)),
  }));
  if (!header) return { problems: [`the file is empty: ${HEADER_HINT}`] };
  const columns = header.record.map((title) => title.toLowerCase());
  const problems = headerProblems(columns);
  if (problems.length > 0) return { problems };
  if (records.length === 0) return { problems: ['the file has a header but no guests below it'] };

  const nameColumn = columns.indexOf('name');
  const languageColumn = columns.indexOf('language');
  const guests: CsvGuest[] = [];
  const firstLineOf = new Map<string, number>();
  for (const { record, line } of records) {
    const name = cleanName(record[nameColumn] ?? '');
    const language = parseLanguage(languageColumn < 0 ? '' : (record[languageColumn] ?? ''));
    if ('problem' in name) problems.push(`line ${line}: ${name.problem}`);
    if ('problem' in language) problems.push(`line ${line}: ${language.problem}`);
    if ('problem' in name || 'problem' in language) continue;
    const key = nameKey(name.name);
    const earlier = firstLineOf.get(key);
    if (earlier !== undefined) {
      problems.push(`line ${line}: "${name.name}" is already on line ${earlier} of this file`);
      continue;
    }
    firstLineOf.set(key, line);
    guests.push({ line, name: name.name, language: language.language });
  }
  return problems.length > 0 ? { problems } : { guests };
}

/**
 * Excel saves CSV with semicolons where the decimal separator is a comma (Germany, Romania, Russia, France).
 * The header has no commas of its own, so a semicolon there and no comma means a semicolon file.
 */
function delimiterOf(text: string): string {
  const firstLine = text.split(/\r?\n/, 1)[0] ?? '';
  return firstLine.includes(';') && !firstLine.includes(',') ? ';' : ',';
}

/** The line (as an editor numbers them) of the first record starting at or after a byte offset: blank lines are skipped. */
function lineCounter(text: string): (byteOffset: number) => number {
  const bytes = Buffer.from(text);
  const textLines = text.split('\n');
  let offset = 0;
  let line = 1;
  // Offsets only grow, so the newlines are counted once.
  return (byteOffset) => {
    for (; offset < byteOffset && offset < bytes.length; offset++) if (bytes[offset] === 0x0a) line++;
    let start = line;
    while (start < textLines.length && textLines[start - 1]?.trim() === '') start++;
    return start;
  };
}

function headerProblems(columns: string[]): string[] {
  const problems: string[] = [];
  const seen = new Set<string>();
  for (const column of columns) {
    if (!(COLUMNS as readonly string[]).includes(column)) {
      problems.push(
        column === ''
          ? 'line 1: a column has no title; only "name" and "language" are allowed'
          : `line 1: unexpected column "${column}"; only "name" and "language" are allowed`,
      );
    } else if (seen.has(column)) {
      problems.push(`line 1: the column "${column}" appears twice`);
    }
    seen.add(column);
  }
  if (!seen.has('name')) problems.push(`line 1: there is no "name" column; ${HEADER_HINT}`);
  return problems;
}

function describeCsvError(error: CsvError): string {
  switch (error.code) {
    case 'CSV_QUOTE_NOT_CLOSED':
      return 'a quote (") opens a field here but is never closed';
    case 'CSV_INVALID_CLOSING_QUOTE':
    case 'CSV_NON_TRIMABLE_CHAR_AFTER_CLOSING_QUOTE':
      return 'broken quoting: a field in quotes goes on after its closing quote (write a quote inside quotes as "")';
    case 'INVALID_OPENING_QUOTE':
      return 'broken quoting: a quote (") inside a field that does not start with one (put the whole field in quotes and write the quote as "")';
    case 'CSV_RECORD_INCONSISTENT_FIELDS_LENGTH':
      return 'this line has a different number of fields than the header (a comma in a name? put the name in quotes)';
    default:
      return error.message;
  }
}
