/**
 * The invitations the couple gave by hand (issue 36): by WhatsApp from their own phone, or in person, marked on the
 * dashboard. The last mark of each household, with its time: the guest list says "sent by WhatsApp on …" and the
 * set-up list counts it as sent. The one module that writes `invitation_handoffs`; a household's goes with it.
 */
import type { HandoffChannel, InvitationHandoff } from '#common/invitation-handoff-api';
import type { Db } from '../db/database';

export function createInvitationHandoffs(db: Db, now: () => number = Date.now) {
  const upsert = db.prepare('INSERT INTO invitation_handoffs (guest_id, channel, at) VALUES (?, ?, ?) ON CONFLICT (guest_id) DO UPDATE SET channel = excluded.channel, at = excluded.at');
  const remove = db.prepare('DELETE FROM invitation_handoffs WHERE guest_id = ?');
  const ofAll = db.prepare('SELECT guest_id AS guestId, channel, at FROM invitation_handoffs');

  return {
    /** Records that the household was given the invitation now, by `channel` (a second mark replaces the first). */
    mark(guestId: number, channel: HandoffChannel): InvitationHandoff {
      const at = now();
      upsert.run(guestId, channel, at);
      return { channel, at };
    },
    /** Takes the mark back (a tap by mistake). */
    clear: (guestId: number) => void remove.run(guestId),
    /** Every household's mark, by household. */
    all: (): Map<number, InvitationHandoff> =>
      new Map((ofAll.all() as Array<{ guestId: number } & InvitationHandoff>).map(({ guestId, channel, at }) => [guestId, { channel, at }])),
  };
}

export type InvitationHandoffs = ReturnType<typeof createInvitationHandoffs>;
