import { CARDS_PER_SHEET, renderCardPage } from '../guests/card-page';
import { CommandError, PROGRAM, expectPositionals, parseCommandArgs, requireOut, type Command } from './command';
import { withGuests } from './guest-database';
import { ALLOWED_LANGUAGES, parseLanguage } from '../guests/guest-fields';
import { writeFile } from './output-file';
import { qrSvg } from '../guests/qr-code';

export const cardsCommand: Command = {
  name: 'cards',
  summary: 'write a printable HTML page with a card for every guest',
  help: `Usage: ${PROGRAM} cards --out FILE.html [--lang CODE]

Writes one HTML page to print (A4 or Letter, eight cards per sheet) with a card for every guest whose link
works: the guest's name, the QR code of the link, a line in the guest's language asking to scan the code or
type the link, the link written out and the last day it works. Each card is headed with what it leads to: the Save the Date, or the
invitation once the couple has switched the site to it. The page needs no internet and loads nothing.

Guests without a language get the couple's default language (set in the dashboard; defaultLocale in
CONTENT_DIR/wedding.json before the server's first start),
or the one given with --lang, which is also the language of the page itself.

Options:
  --out FILE.html  where to write (required)
  --lang CODE      language for guests without one: ${ALLOWED_LANGUAGES}`,

  async run(args, io) {
    const { values, positionals } = parseCommandArgs('cards', args, {
      out: { type: 'string' },
      lang: { type: 'string' },
    });
    expectPositionals('cards', positionals, []);
    const out = requireOut('cards', values.out, ['.html', '.htm']);
    const lang = parseLanguage(values.lang ?? '');
    if ('problem' in lang) throw new CommandError(`cards: ${lang.problem}`);

    await withGuests(io.env, 'existing', async ({ guests, linkOf, facts: wedding, phase, linksUntil }) => {
      const facts = wedding();
      const pageLocale = lang.language ?? facts.defaultLocale;
      const active = guests.list().filter((guest) => guest.revokedAt === null);
      if (active.length === 0) throw new CommandError(`cards: no guests with a working link yet; add some first`);
      const cards = [];
      for (const guest of active) {
        const link = linkOf(guest);
        if (link === null) continue;
        cards.push({ name: guest.name, locale: guest.language ?? pageLocale, link, qrSvg: await qrSvg(link) });
      }
      writeFile(out, renderCardPage({ kind: 'guests', coupleNames: facts.coupleNames, locale: pageLocale, phase: phase(), linksUntil: linksUntil(), cards }));
      const sheets = Math.ceil(cards.length / CARDS_PER_SHEET);
      io.out(`Wrote ${cards.length} ${cards.length === 1 ? 'card' : 'cards'} (${sheets} ${sheets === 1 ? 'sheet' : 'sheets'}) to ${out}`);
    });
  },
};
