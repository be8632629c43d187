/**
 * One process at a time runs a site on DATA_DIR: the server, or a restore. Each holds an exclusive lock on
 * DATA_DIR/server.lock for as long as it runs, taken through SQLite (a write transaction that is never committed),
 * so it is the operating system's own file lock: it ends with the process however that ends (a crash, SIGKILL, a
 * container stopped), and nothing stale is ever left to clean up or to guess about, as a file with a pid would be
 * (pids are reused, and every container's server is pid 1). The guest command and the backup do not take it: they
 * work beside a running server.
 */
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';

export const LOCK_FILE = 'server.lock';

/** Another process holds DATA_DIR: the server, or a restore under way. */
export class DataDirBusyError extends Error {}

export interface DataDirLock {
  release(): void;
}

/** The open connections that hold locks: kept referenced, since a connection collected as garbage would let go. */
const held = new Set<Database.Database>();

/** Takes DATA_DIR for this process, or throws DataDirBusyError at once if another process has it. */
export function lockDataDir(dataDir: string): DataDirLock {
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const file = path.join(dataDir, LOCK_FILE);
  const lock = new Database(file, { timeout: 0 });
  // It holds nothing, but DATA_DIR's files are its owner's only (database.ts), whatever the umask.
  fs.chmodSync(file, 0o600);
  try {
    lock.exec('BEGIN EXCLUSIVE');
  } catch (error) {
    lock.close();
    if ((error as { code?: string }).code === 'SQLITE_BUSY') {
      throw new DataDirBusyError(`Another process is using ${dataDir}: the server, or a restore under way`);
    }
    throw error;
  }
  held.add(lock);
  return {
    release() {
      if (!held.delete(lock)) return;
      lock.close();
    },
  };
}
