/**
 * Reads many guests at once (a CSV file, or names pasted one per line) and checks all of it before anything is
 * added: the whole text is refused on any problem, each problem named by its line (a CSV's header is line 1), so the
 * couple fixes the file in one go. The guest command prints the problems in words; the dashboard translates codes.
 */
import { CsvError, parse } from 'csv-parse/sync';
import type { FieldError, ImportProblemCode } from '#common/api-problems';
import { MAX_IMPORT_GUESTS } from '#common/guest-list-api';
import type { Locale } from '#common/locales';
import { cleanName, nameKey, parseLanguage, type FieldProblem } from './guest-fields';

export interface ImportedGuest {
  line: number;
  name: string;
  language: Locale | null;
}

/** A problem of an import: its line (when it has one), a code for the dashboard, and words for the command. */
export type ImportProblem = FieldError & { problem: string };

export type ImportReading = { guests: ImportedGuest[] } | { problems: ImportProblem[] };

const COLUMNS = ['name', 'language'] as const;
const HEADER_HINT = 'the first line must be a header such as "name,language" (language is optional)';

/** How the guest command writes a problem: "line 3: …". */
export function describeImportProblem(problem: ImportProblem): string {
  return problem.line === undefined ? problem.problem : `line ${problem.line}: ${problem.problem}`;
}

function whole(code: ImportProblemCode, problem: string, value?: string): ImportProblem {
  return { field: 'text', code, problem, ...(value === undefined ? {} : { value }) };
}

/** Checks each row's name and language, and names repeated within the text; the guests, or every problem. */
function checkRows(rows: Array<{ line: number; name: string; language: string }>): ImportReading {
  if (rows.length > MAX_IMPORT_GUESTS) {
    return { problems: [whole('too-many', `there are ${rows.length} guests; at most ${MAX_IMPORT_GUESTS} can be added at once`, String(rows.length))] };
  }
  const problems: ImportProblem[] = [];
  const guests: ImportedGuest[] = [];
  const firstLineOf = new Map<string, number>();
  const fieldProblem = (field: 'name' | 'language', line: number, problem: FieldProblem, value?: string): ImportProblem => ({
    field,
    line,
    code: problem.code,
    problem: problem.problem,
    ...(value === undefined ? {} : { value }),
  });
  for (const row of rows) {
    const name = cleanName(row.name);
    const language = parseLanguage(row.language);
    if ('problem' in name) problems.push(fieldProblem('name', row.line, name));
    if ('problem' in language) problems.push(fieldProblem('language', row.line, language, row.language.trim()));
    if ('problem' in name || 'problem' in language) continue;
    const key = nameKey(name.name);
    const earlier = firstLineOf.get(key);
    if (earlier !== undefined) {
      problems.push({
        field: 'name',
        line: row.line,
        code: 'repeated-name',
        value: name.name,
        earlierLine: earlier,
        problem: `"${name.name}" is already on line ${earlier} of this file`,
      });
      continue;
    }
    firstLineOf.set(key, row.line);
    guests.push({ line: row.line, name: name.name, language: language.language });
  }
  return problems.length > 0 ? { problems } : { guests };
}

/** Names pasted one per line, all in one language (or none); blank lines are skipped. */
export function readGuestLines(text: string, language: Locale | null): ImportReading {
  const rows = text
    .replace(/^\uFEFF/, '')
    .split(/\r\n|\r|\n/)
    .map((name, index) => ({ line: index + 1, name, language: language ?? '' }))
    .filter((row) => row.name.trim() !== '');
  if (rows.length === 0) return { problems: [whole('empty-file', 'there are no names: paste one name per line')] };
  return checkRows(rows);
}

export function readGuestCsv(text: string): ImportReading {
  if (text.replace(/^\uFEFF/, '').trim() === '') return { problems: [whole('empty-file', `the file is empty: ${HEADER_HINT}`)] };

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
    const { code, problem } = describeCsvError(error);
    return {
      problems: [
        { field: 'text', line: lineAt(ends.at(-1) ?? 0), code, problem: `${problem}; the lines after it were not checked` },
      ],
    };
  }

  const [header, ...records] = parsed.map((record, index) => ({
    record,
    line: lineAt(index === 0 ? 0 : (ends[index - 1] ?? 0)),
  }));
  if (!header) return { problems: [whole('empty-file', `the file is empty: ${HEADER_HINT}`)] };
  const columns = header.record.map((title) => title.toLowerCase());
  const problems = headerProblems(columns);
  if (problems.length > 0) return { problems };
  if (records.length === 0) return { problems: [whole('no-rows', 'the file has a header but no guests below it')] };

  const nameColumn = columns.indexOf('name');
  const languageColumn = columns.indexOf('language');
  return checkRows(
    records.map(({ record, line }) => ({
      line,
      name: record[nameColumn] ?? '',
      language: languageColumn < 0 ? '' : (record[languageColumn] ?? ''),
    })),
  );
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

function headerProblems(columns: string[]): ImportProblem[] {
  const problems: ImportProblem[] = [];
  const seen = new Set<string>();
  const onHeader = (code: ImportProblemCode, problem: string, value?: string): ImportProblem => ({
    field: 'text',
    line: 1,
    code,
    problem,
    ...(value === undefined ? {} : { value }),
  });
  for (const column of columns) {
    if (!(COLUMNS as readonly string[]).includes(column)) {
      problems.push(
        column === ''
          ? onHeader('untitled-column', 'a column has no title; only "name" and "language" are allowed')
          : onHeader('unknown-column', `unexpected column "${column}"; only "name" and "language" are allowed`, column),
      );
    } else if (seen.has(column)) {
      problems.push(onHeader('duplicate-column', `the column "${column}" appears twice`, column));
    }
    seen.add(column);
  }
  if (!seen.has('name')) problems.push(onHeader('no-name-column', `there is no "name" column; ${HEADER_HINT}`));
  return problems;
}

function describeCsvError(error: CsvError): { code: ImportProblemCode; problem: string } {
  switch (error.code) {
    case 'CSV_QUOTE_NOT_CLOSED':
      return { code: 'quote', problem: 'a quote (") opens a field here but is never closed' };
    case 'CSV_INVALID_CLOSING_QUOTE':
    case 'CSV_NON_TRIMABLE_CHAR_AFTER_CLOSING_QUOTE':
      return { code: 'quote', problem: 'broken quoting: a field in quotes goes on after its closing quote (write a quote inside quotes as "")' };
    case 'INVALID_OPENING_QUOTE':
      return {
        code: 'quote',
        problem: 'broken quoting: a quote (") inside a field that does not start with one (put the whole field in quotes and write the quote as "")',
      };
    case 'CSV_RECORD_INCONSISTENT_FIELDS_LENGTH':
      return { code: 'field-count', problem: 'this line has a different number of fields than the header (a comma in a name? put the name in quotes)' };
    default:
      return { code: 'quote', problem: error.message };
  }
}
