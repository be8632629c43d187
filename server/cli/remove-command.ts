import { CommandError, PROGRAM, expectPositionals, parseCommandArgs, type Command } from './command';
import { parseGuestId, requireGuest, withGuests } from './guest-database';

export const removeCommand: Command = {
  name: 'remove',
  summary: 'remove a guest added by mistake, with the visits',
  help: `Usage: ${PROGRAM} remove ID --yes
Removes guest ID from the list, with the guest's visits, and signs out every device signed in with the link.
This cannot be undone; to stop a link but keep the guest's history, use "revoke" instead.
Options:
  --yes  confirm (without it nothing is removed)`,
  async run(args, io) {
    const { values, positionals } = parseCommandArgs('remove', args, { yes: { type: 'boolean' } });
    const [rawId = ''] = expectPositionals('remove', positionals, ['ID']);
    const id = parseGuestId(rawId);
    await withGuests(io.env, 'existing', ({ guests }) => {
      const guest = requireGuest(guests, id);
      if (!values.yes) throw new CommandError(`remove: this removes guest ${id} (${guest.name}) for good; run it again with --yes to confirm`);
      guests.remove(id);
      io.out(`Removed guest ${id} (${guest.name}).`);
    });
  },
};
