import { PROGRAM, expectPositionals, parseCommandArgs, type Command } from './command';
import { parseGuestId, requireGuest, requireLink, withGuests } from './guest-database';

export const newLinkCommand: Command = {
  name: 'new-link',
  summary: 'give a guest a new link (the old one stops working)',
  help: `Usage: ${PROGRAM} new-link ID
Gives guest ID a new personal link, for a link that reached the wrong people: the old link stops working and every
device signed in with it is signed out. A revoked guest becomes active again with the new link, which is printed.`,
  async run(args, io) {
    const { positionals } = parseCommandArgs('new-link', args, {});
    const [rawId = ''] = expectPositionals('new-link', positionals, ['ID']);
    const id = parseGuestId(rawId);
    await withGuests(io.env, 'existing', (context) => {
      requireGuest(context.guests, id);
      const { guest } = context.guests.newLink(id)!;
      io.out(`Guest ${id} (${guest.name}) has a new link; the old one no longer works.\n${requireLink(context, guest)}`);
    });
  },
};
