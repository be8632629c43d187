/**
 * A child process for the durability tests: writes guests and their sessions into DATA_DIR in transactions, the way
 * the server and the guest command do, and reports each commit on stdout ("committed <n>") as soon as it is done.
 * stdout to a pipe is synchronous on Linux, so a reported commit has happened before the parent reads it.
 *
 *   node --import tsx server/testing/db-writer.ts <label> <count|"forever">
 *
 * Each transaction adds guest "<label>-<n>" and one session for it; every 7th also revokes an earlier guest of the
 * same label, which marks the guest and deletes the guest's sessions. So at any commit boundary: every active
 * guest has exactly one session, every revoked guest none, and the names of a label run 0..n without a gap.
 */
import { loadPathsConfig } from '../config';
import { openStores } from '../stores';

const [label = 'writer', countArg = 'forever'] = process.argv.slice(2);
const limit = countArg === 'forever' ? Number.POSITIVE_INFINITY : Number(countArg);
const { dataDir } = loadPathsConfig();
const { db, guests, sessions } = openStores(dataDir, { sessionLifetimeMs: 86_400_000 });
const active: number[] = [];

const writeOne = db.transaction((n: number) => {
  const { guest } = guests.add(`${label}-${n}`);
  sessions.create('guest', guest.id);
  active.push(guest.id);
  if (n % 7 === 6) guests.revoke(active.splice(n % active.length, 1)[0]!);
});

for (let n = 0; n < limit; n++) {
  const before = [...active];
  try {
    writeOne(n);
  } catch (error) {
    // The server or the guest command held the write lock beyond busy_timeout: rolled back; say so and retry.
    if ((error as { code?: string }).code !== 'SQLITE_BUSY') throw error;
    process.stderr.write(`busy at ${n}\n`);
    active.splice(0, active.length, ...before);
    n--;
    continue;
  }
  process.stdout.write(`committed ${n}\n`);
}
db.close();
