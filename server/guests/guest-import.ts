/**
 * Reads many guests at once (a CSV file, or names pasted one per line) and checks all of it before anything is
 * added: the whole text is refused on any problem, each problem named by its line (a CSV's header is line 1), so the
 * couple fixes the file in one go. The guest command prints the problems in words; the dashboard translates codes.
 *
 * A guest is a household (issue 19). A CSV with a `household` column makes one household of the lines that share a
 * household name, its members in file order; its language is the `household language` column's when the file has
 * one (the export writes it), else its first line's, or else the file's default; a member whose line says another
 * language keeps it as their own. Without the household column, or on a line where it is empty, a line is a
 * household of one, as before households existed: files written for earlier releases still work. E-mail and phone
 * columns (issue 27): import-contacts.ts.
 */
import { CsvError, parse } from 'csv-parse/sync';
import type { FieldError, ImportProblemCode } from '#common/api-problems';
import type { Contacts } from '#common/contacts';
import { MAX_IMPORT_GUESTS } from '#common/guest-list-api';
import { MEMBER_LIMITS } from '#common/invitation-api';
import type { Locale } from '#common/locales';
import { typedContact } from '#common/text-fields';
import { cleanEmail, phoneRegion } from './contact-fields';
import { restoreFormula } from './guest-csv';
import { cleanHouseholdName, cleanName, cleanNote, nameKey, parseLanguage, type FieldProblem } from './guest-fields';
import { householdContactLines, splitLineContacts } from './import-contacts';
import type { MemberFields } from './household-members';

/** A household to add: its name, language and note, and (from a CSV) its members in order. */
export interface ImportedGuest {
  /** The line of its first member. */
  line: number;
  name: string;
  language: Locale | null;
  note?: string;
  /** The household's e-mail address and phone number (E.164), when the file gives them. */
  contacts?: Contacts;
  /** Absent for names pasted one per line: each is a household of one, its member named as it. */
  members?: Array<MemberFields & { contacts?: Contacts }>;
}

/** A problem of an import: its line (when it has one), a code for the dashboard, and words for the command. */
export type ImportProblem = FieldError & { problem: string };

export type ImportReading = { guests: ImportedGuest[] } | { problems: ImportProblem[] };

/** The columns a file may have; only `name` is required. */
const COLUMNS = ['household', 'household language', 'household email', 'household phone', 'name', 'language', 'child', 'email', 'phone', 'note'] as const;
/** The export's columns that say what the site made (links, visits), read past on import: an export imports as it is. */
const EXPORT_ONLY_COLUMNS = ['link', 'first visit', 'last visit', 'visits', 'revoked'] as const;
const COLUMN_LIST = 'household, household language, household email, household phone, name, language, child, email, phone and note (only name is required)';
const HEADER_HINT = 'the first line must be a header such as "name,language" (language is optional)';
/** What a child column may say, in the five languages (case ignored); empty is no. */
const YES = new Set(['yes', 'y', 'x', '1', 'true', 'ja', 'da', 'oui', 'да']);
const NO = new Set(['', 'no', 'n', '0', 'false', 'nein', 'nu', 'non', 'нет']);

/** How the guest command writes a problem: "line 3: …". */
export function describeImportProblem(problem: ImportProblem): string {
  return problem.line === undefined ? problem.problem : `line ${problem.line}: ${problem.problem}`;
}

function whole(code: ImportProblemCode, problem: string, value?: string): ImportProblem {
  return { field: 'text', code, problem, ...(value === undefined ? {} : { value }) };
}

/** A line of the text, as read: each field as written (undefined when the file has no such column). */
interface RawRow {
  line: number;
  name: string;
  language: string;
  household?: string;
  householdLanguage?: string;
  child?: string;
  note?: string;
  email?: string;
  phone?: string;
  householdEmail?: string;
  householdPhone?: string;
}

/** A line whose fields are all usable. */
interface CheckedRow {
  line: number;
  name: string;
  language: Locale | null;
  /** The household's name; undefined: a household of one, named as its member. */
  household?: string;
  /** Null when the line leaves it empty, or the file has no such column. */
  householdLanguage: Locale | null;
  child: boolean;
  note: string;
  /** The line's e-mail address (checked) and phone number (as typed, read once the household's language is known). */
  contacts: Contacts;
  householdContacts: Contacts;
}

/** A household being read: its guest, its first line, where each member's name first came, the lines that set it. */
interface Group {
  guest: ImportedGuest & { members: MemberFields[]; note: string };
  named: boolean;
  memberLines: Map<string, number>;
  noteLine: number;
  languageLine: number;
  /** The household language column's value, when a line gave one (it wins over the first line's language). */
  ownLanguage: Locale | null;
  contacts: ReturnType<typeof householdContactLines>;
}

type Checked = { row: CheckedRow } | { problems: ImportProblem[] };

const fieldProblem = (field: FieldError['field'], line: number, problem: FieldProblem, value?: string): ImportProblem => ({
  field,
  line,
  code: problem.code,
  problem: problem.problem,
  ...(value === undefined ? {} : { value }),
});

/** One line's fields, cleaned, or every problem of the line. */
function checkRow(row: RawRow): Checked {
  const problems: ImportProblem[] = [];
  const name = cleanName(row.name);
  const language = parseLanguage(row.language);
  const household = cleanHouseholdName(row.household ?? '');
  const householdLanguage = parseLanguage(row.householdLanguage ?? '');
  const child = parseChild(row.child ?? '');
  const note = cleanNote(row.note ?? '');
  const email = cleanEmail(row.email ?? '');
  const householdEmail = cleanEmail(row.householdEmail ?? '');
  if ('problem' in name) problems.push(fieldProblem('name', row.line, name));
  if ('problem' in language) problems.push(fieldProblem('language', row.line, language, row.language.trim()));
  if ('problem' in household) problems.push(fieldProblem('household', row.line, household));
  if ('problem' in householdLanguage) problems.push(fieldProblem('householdLanguage', row.line, householdLanguage, row.householdLanguage!.trim()));
  if ('problem' in child) problems.push({ field: 'child', line: row.line, code: 'child', value: row.child!.trim(), problem: child.problem });
  if ('problem' in note) problems.push(fieldProblem('note', row.line, note));
  if ('problem' in email) problems.push(fieldProblem('email', row.line, email));
  if ('problem' in householdEmail) problems.push(fieldProblem('householdEmail', row.line, householdEmail));
  if (
    'problem' in name ||
    'problem' in language ||
    'problem' in household ||
    'problem' in householdLanguage ||
    'problem' in child ||
    'problem' in note ||
    'problem' in email ||
    'problem' in householdEmail
  ) {
    return { problems };
  }
  return {
    row: {
      line: row.line,
      name: name.name,
      language: language.language,
      ...(household.name === undefined ? {} : { household: household.name }),
      householdLanguage: householdLanguage.language,
      child: child.child,
      note: note.note,
      contacts: { email: email.email, phone: typedContact(row.phone ?? '') },
      householdContacts: { email: householdEmail.email, phone: typedContact(row.householdPhone ?? '') },
    },
  };
}

const repeated = (field: 'name' | 'household', line: number, value: string, earlierLine: number): ImportProblem => ({
  field,
  line,
  code: 'repeated-name',
  value,
  earlierLine,
  problem: `"${value}" is already on line ${earlierLine} of this file`,
});

const differs = (field: 'note' | 'householdLanguage', line: number, household: string, earlierLine: number): ImportProblem => ({
  field,
  line,
  code: 'household-differs',
  value: household,
  earlierLine,
  problem: `line ${earlierLine} gives "${household}" another ${field === 'note' ? 'note' : 'household language'} (a household has one)`,
});

/**
 * Checks each row, groups the rows of one household, and finds names repeated within the text; the households, or
 * every problem. A household's language is its household language column's (when the file has that column), else its
 * first line's, else `defaultLanguage`; a member in the household's language keeps none of their own (null:
 * changing the household's changes theirs). Phone numbers without a country code are read in the country of the
 * household's language, else of `siteLanguage`.
 */
function checkRows(rows: RawRow[], defaultLanguage: Locale | null = null, siteLanguage: Locale = 'en'): ImportReading {
  if (rows.length > MAX_IMPORT_GUESTS) {
    return { problems: [whole('too-many', `there are ${rows.length} guests; at most ${MAX_IMPORT_GUESTS} can be added at once`, String(rows.length))] };
  }
  const problems: ImportProblem[] = [];
  /** Households by the key of their name (a household of one: its member's). */
  const groups = new Map<string, Group>();
  for (const raw of rows) {
    const checked = checkRow(raw);
    if ('problems' in checked) {
      problems.push(...checked.problems);
      continue;
    }
    const { row } = checked;
    const householdName = row.household ?? row.name;
    const key = nameKey(householdName);
    const group = groups.get(key);
    if (!group) {
      groups.set(key, {
        guest: { line: row.line, name: householdName, language: row.householdLanguage ?? row.language ?? defaultLanguage, note: row.note, members: [] },
        named: row.household !== undefined,
        memberLines: new Map(),
        noteLine: row.line,
        languageLine: row.line,
        ownLanguage: row.householdLanguage,
        contacts: householdContactLines(householdName),
      });
    } else if (!group.named || row.household === undefined) {
      // Only lines that name the same household join one; a name met again otherwise is a mistake.
      problems.push(repeated(row.household === undefined ? 'name' : 'household', row.line, householdName, group.guest.line));
      continue;
    }
    const current = groups.get(key)!;
    const { guest, memberLines } = current;
    const earlierMember = memberLines.get(nameKey(row.name));
    if (earlierMember !== undefined) {
      problems.push(repeated('name', row.line, row.name, earlierMember));
      continue;
    }
    if (guest.members.length >= MEMBER_LIMITS.members) {
      problems.push({
        field: 'household',
        line: row.line,
        code: 'too-many-members',
        value: String(MEMBER_LIMITS.members),
        problem: `"${householdName}" has more than ${MEMBER_LIMITS.members} members`,
      });
      continue;
    }
    if (row.note !== '' && guest.note !== '' && row.note !== guest.note) {
      problems.push(differs('note', row.line, householdName, current.noteLine));
      continue;
    }
    if (row.householdLanguage !== null && current.ownLanguage !== null && row.householdLanguage !== current.ownLanguage) {
      problems.push(differs('householdLanguage', row.line, householdName, current.languageLine));
      continue;
    }
    if (guest.note === '' && row.note !== '') {
      guest.note = row.note;
      current.noteLine = row.line;
    }
    const split = splitLineContacts(row.household === undefined, row.contacts, row.householdContacts);
    const contactProblem = current.contacts.add(row.line, split.household, split.member);
    if (contactProblem) {
      problems.push(contactProblem);
      continue;
    }
    if (current.ownLanguage === null && row.householdLanguage !== null) {
      // A later line names the household's language: the members read so far are measured against it below.
      current.ownLanguage = row.householdLanguage;
      current.languageLine = row.line;
    }
    memberLines.set(nameKey(row.name), row.line);
    guest.members.push({ name: row.name, language: row.language, child: row.child });
  }
  // With a household language column (an export has one), a household whose lines leave it empty has none of its
  // own (or the default): the export writes it empty for such a household, whatever its first member reads.
  const languageColumn = rows[0]?.householdLanguage !== undefined;
  // The numbers are read even when other lines have problems: the couple sees every problem of the file at once.
  const guests: ImportedGuest[] = [];
  for (const { guest, named, ownLanguage, contacts } of groups.values()) {
    const language = languageColumn ? (ownLanguage ?? defaultLanguage) : guest.language;
    const settled = contacts.settle(phoneRegion(language, siteLanguage));
    if ('problems' in settled) {
      problems.push(...settled.problems);
      continue;
    }
    const members = guest.members.map((member, index) => {
      const own = settled.members[index]!;
      return { ...member, language: member.language === language ? null : member.language, ...(own.email || own.phone ? { contacts: own } : {}) };
    });
    // A household of one that says nothing more than its name is left to the store, which names its member so.
    const plain = !named && members.length === 1 && !members[0]!.child && members[0]!.language === null && !members[0]!.contacts;
    const withContacts = settled.own.email || settled.own.phone ? { contacts: settled.own } : {};
    guests.push({ line: guest.line, name: guest.name, language, ...(guest.note === '' ? {} : { note: guest.note }), ...withContacts, ...(plain ? {} : { members }) });
  }
  return problems.length > 0 ? { problems: problems.sort((a, b) => (a.line ?? 0) - (b.line ?? 0)) } : { guests };
}

/** A child column's value: yes, no or empty (no), in the site's languages. */
function parseChild(raw: string): { child: boolean } | { problem: string } {
  const value = raw.trim().toLowerCase();
  if (YES.has(value)) return { child: true };
  if (NO.has(value)) return { child: false };
  return { problem: `the child column says ${JSON.stringify(raw.trim())}; write yes, no, or leave it empty` };
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

/**
 * A CSV file; `defaultLanguage` is the language of a household whose first line gives none, `siteLanguage` the
 * language whose country a phone number is read in when its household has no language (docs/decisions/0036).
 */
export function readGuestCsv(text: string, defaultLanguage: Locale | null = null, siteLanguage: Locale = 'en'): ImportReading {
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

  /** A column's value on a line; undefined when the file has no such column. */
  const column = (title: (typeof COLUMNS)[number]) => {
    const index = columns.indexOf(title);
    return (record: string[]) => (index < 0 ? undefined : (record[index] ?? ''));
  };
  const [household, householdLanguage, householdEmail, householdPhone, name, language, child, email, phone, note] = COLUMNS.map(column);
  // The texts an export made safe for spreadsheets come back as they were typed (guest-csv.ts).
  const typed = (read: (record: string[]) => string | undefined) => (record: string[]) => {
    const value = read(record);
    return value === undefined ? undefined : restoreFormula(value);
  };
  const [householdText, nameText, noteText] = [typed(household!), typed(name!), typed(note!)];
  // An exported phone number starts with + and came back with the apostrophe that keeps it from being a formula.
  const [emailText, phoneText, householdEmailText, householdPhoneText] = [typed(email!), typed(phone!), typed(householdEmail!), typed(householdPhone!)];
  return checkRows(
    records.map(({ record, line }) => ({
      line,
      name: nameText(record) ?? '',
      language: language!(record) ?? '',
      household: householdText(record),
      householdLanguage: householdLanguage!(record),
      child: child!(record),
      note: noteText(record),
      email: emailText(record),
      phone: phoneText(record),
      householdEmail: householdEmailText(record),
      householdPhone: householdPhoneText(record),
    })),
    defaultLanguage,
    siteLanguage,
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
    if (!(COLUMNS as readonly string[]).includes(column) && !(EXPORT_ONLY_COLUMNS as readonly string[]).includes(column)) {
      problems.push(
        column === ''
          ? onHeader('untitled-column', `a column has no title; the columns are ${COLUMN_LIST}`)
          : onHeader('unknown-column', `unexpected column "${column}"; the columns are ${COLUMN_LIST}`, column),
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
