import fs from 'node:fs';
import { CommandError, PROGRAM, expectPositionals, parseCommandArgs, type Command } from './command';
import { describeImportProblem, readGuestCsv } from '../guests/guest-import';
import { withGuests } from './guest-database';
import { ALLOWED_LANGUAGES, parseLanguage } from '../guests/guest-fields';

/** At most this many problems are listed; the rest are counted, so a wrong file does not flood the terminal. */
const MAX_PROBLEMS_SHOWN = 25;

export const importCommand: Command = {
  name: 'import',
  summary: 'add guests from a CSV file (name, language, contacts; households and their members)',
  help: `Usage: ${PROGRAM} import FILE.csv [--lang CODE] [--json]

Adds the guests of a CSV file saved as UTF-8. The first line is the header: a "name" column and, optionally,
"language" (${ALLOWED_LANGUAGES}, or empty), "household", "child" (yes or no), "note", "email" and "phone".
Commas or semicolons (as Excel saves in Germany, Romania, Russia or France) both work; put a name that contains
the separator in double quotes. A file written by "export" can be imported as it is, and so can one written
before contacts existed.

Households: the lines with the same "household" are one household (one link), its members in the order of the
file; its language is the language of its first line (or --lang), and a member whose line says another language
reads the site in it. A line with no household (or a file without that column) is a household of one.

Contacts: "household email" and "household phone" are the household's; "email" and "phone" are the member's on
that line, or the household's on a line that is a household of one. A phone number without + and a country code
is read as a number of the country of the household's language (ro: Romania, de: Germany, fr: France, ru: Russia,
en: the United Kingdom; else the site's language) and stored as an international number (+40722123456).

The whole file is checked first: on any problem nothing is added and each problem is listed with its line.
Households already on the list (same name, ignoring case and extra spaces, not revoked) are skipped, so importing
the same file again adds nobody twice.

Options:
  --lang CODE  the language of a household whose first line has none
  --json       print { added: [{ id, name, language, link, members }], skipped: [{ line, name, id }] }`,

  async run(args, io) {
    const { values, positionals } = parseCommandArgs('import', args, { lang: { type: 'string' }, json: { type: 'boolean' } });
    const [file = ''] = expectPositionals('import', positionals, ['FILE.csv']);
    const language = parseLanguage(values.lang ?? '');
    if ('problem' in language) throw new CommandError(`import: --lang: ${language.problem}`);
    const text = readUtf8(file);
    await withGuests(io.env, 'create', ({ guests, members, linkOf, facts }) => {
      // The site's language is the country of a number without a country code in a household without a language.
      const reading = readGuestCsv(text, language.language, facts().defaultLocale);
      if ('problems' in reading) {
        const shown = reading.problems.slice(0, MAX_PROBLEMS_SHOWN).map((problem) => `  - ${describeImportProblem(problem)}`);
        const more = reading.problems.length - shown.length;
        if (more > 0) shown.push(`  … and ${more} more`);
        throw new CommandError(`import: ${file} was not imported, nobody was added:\n${shown.join('\n')}`);
      }
      const result = guests.addMany(reading.guests);
      const people = members.ofHouseholds(result.added.map(({ guest }) => guest.id));
      const added = result.added.map(({ guest }) => ({
        id: guest.id,
        name: guest.name,
        language: guest.language,
        link: linkOf(guest),
        members: (people.get(guest.id) ?? []).map(({ name, language, child }) => ({ name, language, child })),
      }));
      const { skipped } = result;
      if (values.json) {
        io.out(JSON.stringify({ added, skipped }, null, 2));
        return;
      }
      const lines = [`Added ${added.length}, skipped ${skipped.length} already on the list.`];
      for (const guest of added) {
        // A household of several lists its people; a household of one is its member.
        const who = guest.members.length > 1 ? `${guest.name} (${guest.members.map((m) => m.name).join(', ')})` : guest.name;
        lines.push(`  ${guest.id}  ${who}  ${guest.link}`);
      }
      if (skipped.length > 0) {
        lines.push(`Skipped: ${skipped.map((s) => `${s.name} (line ${s.line}, already guest ${s.id})`).join(', ')}`);
      }
      io.out(lines.join('\n'));
    });
  },
};

/** The file as text; anything but UTF-8 is refused, since a wrong guess would print mangled names on the cards. */
function readUtf8(file: string): string {
  let bytes: Buffer;
  try {
    bytes = fs.readFileSync(file);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    const reason = code === 'ENOENT' ? 'no such file' : code === 'EISDIR' ? 'it is a folder' : (error as Error).message;
    throw new CommandError(`import: cannot read ${file}: ${reason}`);
  }
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new CommandError(`import: ${file} is not UTF-8 text; save it again as "CSV UTF-8"`);
  }
}
