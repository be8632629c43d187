import { PROGRAM, expectPositionals, parseCommandArgs, requireOut, type Command } from './command';
import { withGuests } from './guest-database';
import { isoOrNull } from './guest-dates';
import { writeFile } from './output-file';

const HEADER = ['name', 'language', 'link', 'first visit', 'last visit', 'visits', 'revoked'];

export const exportCommand: Command = {
  name: 'export',
  summary: 'write all guests with links and visits to a CSV file',
  help: `Usage: ${PROGRAM} export --out FILE.csv

Writes every guest to a CSV file (UTF-8 with a byte order mark, so Excel shows ș, ț and Cyrillic correctly):
name, language, link, first visit, last visit, visits, revoked (yes/no). Dates are ISO 8601 in UTC and empty
when there is none; a revoked guest's link is empty. An existing file is replaced.

Options:
  --out FILE.csv  where to write (required)`,

  async run(args, io) {
    const { values, positionals } = parseCommandArgs('export', args, { out: { type: 'string' } });
    expectPositionals('export', positionals, []);
    const out = requireOut('export', values.out, ['.csv']);
    await withGuests(io.env, 'existing', ({ guests, linkOf }) => {
      const all = guests.list();
      const rows = all.map((g) => [
        g.name,
        g.language ?? '',
        linkOf(g) ?? '',
        isoOrNull(g.firstVisitAt) ?? '',
        isoOrNull(g.lastVisitAt) ?? '',
        String(g.visitCount),
        g.revokedAt === null ? 'no' : 'yes',
      ]);
      writeFile(out, '\uFEFF' + [HEADER, ...rows].map(csvLine).join('\r\n') + '\r\n');
      io.out(`Wrote ${all.length} ${all.length === 1 ? 'guest' : 'guests'} to ${out}`);
    });
  },
};

/** RFC 4180: a field with a separator, quote, line break or surrounding space is quoted, inner quotes doubled. */
export function csvField(value: string): string {
  return /[",;\r\n]|^\s|\s$/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

function csvLine(fields: string[]): string {
  return fields.map(csvField).join(',');
}
