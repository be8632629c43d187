import { PROGRAM, expectPositionals, parseCommandArgs, type Command } from './command';
import { withGuests } from './guest-database';
import { isoOrNull, localDateTime } from './guest-dates';

export const listCommand: Command = {
  name: 'list',
  summary: 'show all guests with their visits',
  help: `Usage: ${PROGRAM} list [--json]

Shows every guest: id, name, language, first and last visit (local time), number of visits, and when the link
was revoked. The last line counts the sign-ins with the shared password, which carry no name.

Options:
  --json  print an array of { id, name, language, note, email, phone, link, firstVisit, lastVisit, visits,
          revoked, revokedAt } with ISO dates or null; link is null for a revoked guest; email and phone are the
          household's ("" for none)`,

  async run(args, io) {
    const { values, positionals } = parseCommandArgs('list', args, { json: { type: 'boolean' } });
    expectPositionals('list', positionals, []);
    await withGuests(io.env, 'existing', ({ guests, visits, linkOf }) => {
      const all = guests.list();
      if (values.json) {
        const rows = all.map((guest) => ({
          id: guest.id,
          name: guest.name,
          language: guest.language,
          note: guest.note,
          email: guest.email,
          phone: guest.phone,
          link: linkOf(guest),
          firstVisit: isoOrNull(guest.firstVisitAt),
          lastVisit: isoOrNull(guest.lastVisitAt),
          visits: guest.visitCount,
          revoked: guest.revokedAt !== null,
          revokedAt: isoOrNull(guest.revokedAt),
        }));
        io.out(JSON.stringify(rows, null, 2));
        return;
      }
      const passwordSignIns = `Sign-ins with the shared password: ${visits.passwordVisitCount()}`;
      if (all.length === 0) {
        io.out(`No guests yet. Add one with: ${PROGRAM} add "NAME"\n${passwordSignIns}`);
        return;
      }
      const table = formatTable(
        ['id', 'name', 'language', 'first visit', 'last visit', 'visits', 'revoked'],
        all.map((g) => [
          String(g.id),
          g.name,
          g.language ?? '—',
          localDateTime(g.firstVisitAt),
          localDateTime(g.lastVisitAt),
          String(g.visitCount),
          localDateTime(g.revokedAt),
        ]),
        new Set([0, 5]),
      );
      const revoked = all.filter((g) => g.revokedAt !== null).length;
      const count = `${all.length} ${all.length === 1 ? 'guest' : 'guests'}${revoked ? ` (${revoked} revoked)` : ''}`;
      io.out(`${table}\n\n${count}. ${passwordSignIns}`);
    });
  },
};

/** Columns padded to their widest cell, counted in characters (code points) so "Ș" or "Ж" is one. */
function formatTable(header: string[], rows: string[][], rightAligned: ReadonlySet<number>): string {
  const width = (text: string) => [...text].length;
  const widths = header.map((title, column) => Math.max(width(title), ...rows.map((row) => width(row[column] ?? ''))));
  const line = (cells: string[]) =>
    cells
      .map((cell, column) => {
        const padding = ' '.repeat((widths[column] ?? 0) - width(cell));
        return rightAligned.has(column) ? padding + cell : cell + padding;
      })
      .join('  ')
      .trimEnd();
  return [line(header), line(widths.map((w) => '─'.repeat(w))), ...rows.map(line)].join('\n');
}
