/**
 * The guest list as a CSV file for a spreadsheet (the guest command's `export`, the dashboard's export): UTF-8
 * with a byte order mark (so Excel shows ș, ț and Cyrillic), CRLF line ends, RFC 4180 quoting, and no field that a
 * spreadsheet would run as a formula.
 */

/**
 * A field starting with = + - @ (or their full-width forms ＝ ＋ － ＠, which spreadsheets in East Asian locales
 * take as the same), a tab or a carriage return is a formula to Excel, LibreOffice and Google Sheets:
 * a guest named "=HYPERLINK(…)" beside a column of working links is a phishing kit (CSV injection, OWASP). An
 * apostrophe in front makes it text; it shows as the name typed.
 */
export function neutraliseFormula(value: string): string {
  return /^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/.test(value) ? `'${value}` : value;
}

/**
 * The inverse of neutraliseFormula, for a file read back (the import): an apostrophe before a formula's first
 * character is taken off, so a list exported and imported again keeps the names as typed. The text is then stored,
 * never run, and is made text again at the next export.
 */
export function restoreFormula(value: string): string {
  return /^'[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/.test(value) ? value.slice(1) : value;
}

/** RFC 4180: a field with a separator, quote, line break or surrounding space is quoted, inner quotes doubled. */
export function csvField(value: string): string {
  const safe = neutraliseFormula(value);
  return /[",;\r\n]|^\s|\s$/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** The whole file: a header line and one line per row. */
export function csvDocument(header: readonly string[], rows: ReadonlyArray<readonly string[]>): string {
  return '\uFEFF' + [header, ...rows].map((fields) => fields.map(csvField).join(',')).join('\r\n') + '\r\n';
}
