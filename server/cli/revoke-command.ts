import { PROGRAM, expectPositionals, parseCommandArgs, type Command } from './command';
import { parseGuestId, requireGuest, withGuests } from './guest-database';
import { localDateTime } from './guest-dates';

export const revokeCommand: Command = {
  name: 'revoke',
  summary: "revoke a guest's link and end the guest's sessions",
  help: `Usage: ${PROGRAM} revoke ID

Revokes guest ID: the personal link stops working at once and every device signed in with it is signed out.
This cannot be undone; add the guest again to give them a new link.`,

  async run(args, io) {
    const { positionals } = parseCommandArgs('revoke', args, {});
    const [rawId = ''] = expectPositionals('revoke', positionals, ['ID']);
    const id = parseGuestId(rawId);
    await withGuests(io.env, 'existing', ({ guests }) => {
      const guest = requireGuest(guests, id);
      if (guests.revoke(id)) {
        io.out(`Revoked guest ${id} (${guest.name}): the link no longer works and the guest's sessions have ended.`);
      } else {
        const revokedAt = guests.get(id)?.revokedAt ?? guest.revokedAt;
        io.out(`Guest ${id} (${guest.name}) was already revoked on ${localDateTime(revokedAt)}; nothing changed.`);
      }
    });
  },
};
