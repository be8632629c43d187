/**
 * For the live backup test (server/backup/live-backup.test.ts): as a busy server would, adds guests, signs them
 * in and counts their visits, as fast as it can, until it is stopped; prints each guest's token and session
 * cookie as a line of JSON once it is committed. Run with node --import tsx: keep-adding-guests.ts DATA_DIR
 */
import { openStores } from '../stores';

const { guests, sessions, visits } = openStores(process.argv[2]!);
for (let n = 1; ; n++) {
  const { guest, token } = guests.add(`Guest ${n}`, n % 2 === 0 ? 'ro' : null);
  const { cookieValue } = sessions.create('guest', guest.id);
  visits.record({ guestId: guest.id });
  process.stdout.write(`${JSON.stringify({ n, token, cookie: cookieValue })}\n`);
  // Let the event loop breathe: the pipe to the test must drain.
  if (n % 20 === 0) await new Promise((resolve) => setImmediate(resolve));
}
