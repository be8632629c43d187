import { PROGRAM, expectPositionals, parseCommandArgs, requireOut, type Command } from './command';
import { withGuests } from './guest-database';
import { writeFile } from './output-file';
import { guestListCsv } from '../guests/guest-rows';

export const exportCommand: Command = {
  name: 'export',
  summary: 'write all guests with links and visits to a CSV file',
  help: `Usage: ${PROGRAM} export --out FILE.csv

Writes every guest to a CSV file (UTF-8 with a byte order mark, so Excel shows ș, ț and Cyrillic correctly), one
line per member of each household: household (its name), household language, household email, household phone,
name, language, child (yes/no), email, phone (the member's own), then the household's note, link, first visit,
last visit, visits, revoked (yes/no). Phone numbers are international (+40722123456). Dates are ISO 8601 in UTC
and empty when there is none; a revoked guest's link is empty. The file holds personal data (addresses and
numbers): keep it to yourselves and delete it when done. "import" reads the file back (the links are made anew). A name a spreadsheet would run as a formula (starting
with = + - @) is written with an apostrophe in front. An existing file is replaced (readable by you only).

Options:
  --out FILE.csv  where to write (required)`,

  async run(args, io) {
    const { values, positionals } = parseCommandArgs('export', args, { out: { type: 'string' } });
    expectPositionals('export', positionals, []);
    const out = requireOut('export', values.out, ['.csv']);
    await withGuests(io.env, 'existing', ({ guests, members, contacts, publicUrl }) => {
      const { count, csv } = guestListCsv(guests, { members, contacts }, publicUrl);
      writeFile(out, csv);
      io.out(`Wrote ${count} ${count === 1 ? 'guest' : 'guests'} to ${out}`);
    });
  },
};
