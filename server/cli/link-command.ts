import { PROGRAM, expectPositionals, parseCommandArgs, type Command } from './command';
import { parseGuestId, requireGuest, requireLink, withGuests } from './guest-database';

export const linkCommand: Command = {
  name: 'link',
  summary: "print a guest's link again",
  help: `Usage: ${PROGRAM} link ID

Prints the personal link of guest ID again (the ids are in the first column of "list").
A revoked guest has no working link.`,

  async run(args, io) {
    const { positionals } = parseCommandArgs('link', args, {});
    const [rawId = ''] = expectPositionals('link', positionals, ['ID']);
    const id = parseGuestId(rawId);
    await withGuests(io.env, 'existing', (context) => {
      io.out(requireLink(context, requireGuest(context.guests, id)));
    });
  },
};
