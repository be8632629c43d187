/**
 * Whether anything has committed to the database since the last look, for the price of one 48-byte read: the
 * session store asks before every status check whether another process (the guest command) wrote
 * (server/auth/session-store.ts), and `PRAGMA data_version`, which answers exactly, opens a read transaction
 * each time (file locks, a few µs: docs/performance.md). This looks first at what that transaction would read.
 *
 * In WAL mode every commit, by any connection of any process, rewrites the WAL-index header at the start of the
 * `-shm` file, which SQLite shares between processes by mapping it (https://sqlite.org/walformat.html, "The
 * WAL-Index Header"): its change counter goes up by one. A read of the file sees the mapped memory. So an unchanged
 * header means no commit since; a changed one (a commit, a checkpoint's reset, or a read during a write) sends the
 * caller to the exact question. The header's first copy is written last, after the commit is whole, so a commit
 * that has finished is never missed.
 */
import fs from 'node:fs';
import os from 'node:os';
import type { Db } from './database';

/** The WAL-index header's first copy: bytes 0 to 47 of the -shm file. */
const HEADER_BYTES = 48;
/** Its first field, the WAL-index format's version, the one SQLite has written since 3.7.0. */
const WAL_INDEX_VERSION = 3007000;

/** A watch dropped without its database being closed first (tests make many) closes its file when collected. */
const openFiles = new FinalizationRegistry<{ fd: number }>((file) => closeOnce(file));

function closeOnce(file: { fd: number }): void {
  if (file.fd < 0) return;
  fs.closeSync(file.fd);
  file.fd = -1;
}

/**
 * A function that answers true when the database may have had a commit since it last answered (or since the watch
 * began), false only when it has certainly had none. Where the header cannot be read the way described above
 * (not WAL, an exclusive lock kept in private memory, no -shm file), it always answers true.
 */
export function watchCommits(db: Db): () => boolean {
  const always = () => true;
  if (db.memory || db.pragma('journal_mode', { simple: true }) !== 'wal') return always;
  if (db.pragma('locking_mode', { simple: true }) !== 'normal') return always;
  const file = { fd: -1 };
  try {
    file.fd = fs.openSync(`${db.name}-shm`, 'r');
  } catch {
    return always;
  }
  const read = (into: Buffer) => fs.readSync(file.fd, into, 0, HEADER_BYTES, 0) === HEADER_BYTES;
  let seen = Buffer.alloc(HEADER_BYTES);
  let next = Buffer.alloc(HEADER_BYTES);
  // The header is in the machine's byte order (shared memory, not a file format meant to travel).
  const version = () => (os.endianness() === 'LE' ? seen.readUInt32LE(0) : seen.readUInt32BE(0));
  if (!read(seen) || version() !== WAL_INDEX_VERSION) {
    closeOnce(file);
    return always;
  }
  const changed = () => {
    if (!db.open) {
      // The database was closed (the server stops): so is this file.
      closeOnce(file);
      return true;
    }
    if (!read(next)) return true;
    if (next.equals(seen)) return false;
    [seen, next] = [next, seen];
    return true;
  };
  openFiles.register(changed, file);
  return changed;
}
