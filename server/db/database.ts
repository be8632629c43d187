import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { MIGRATIONS } from './migrations';

export type Db = Database.Database;

export const DATABASE_FILE = 'wedding.db';

/**
 * Opens (creating if needed) the database in `dataDir` and brings its schema up to date.
 * WAL lets the server and the guest command use the file at the same time; busy_timeout makes one wait
 * for the other's write instead of failing.
 */
export function openDatabase(dataDir: string, migrations: readonly string[] = MIGRATIONS): Db {
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  keepPrivate(dataDir);
  const db = new Database(path.join(dataDir, DATABASE_FILE));
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  // What is deleted is overwritten with zeros in the file, not only unlinked: a guest's dietary note, a removed
  // address or a purged answer (forgetFreedPages) is not left in the database's free space for a copy to carry.
  db.pragma('secure_delete = ON');
  beginTransactionsImmediate(db);
  migrate(db, migrations);
  for (const file of [DATABASE_FILE, `${DATABASE_FILE}-wal`, `${DATABASE_FILE}-shm`]) keepPrivate(path.join(dataDir, file));
  return db;
}

/**
 * DATA_DIR holds the guest list and the secret links are made from: its folder is the owner's only (0700), its
 * files too (0600), tightened at every start in case an earlier version or a copy left them open. Files this
 * process creates later are private through the umask (privateFiles).
 */
function keepPrivate(target: string): void {
  try {
    const stat = fs.statSync(target);
    const wanted = stat.isDirectory() ? 0o700 : 0o600;
    if ((stat.mode & 0o777) !== wanted) fs.chmodSync(target, wanted);
  } catch (error) {
    // Not there (no WAL yet), or owned by someone else: nothing this process may change.
    const code = (error as NodeJS.ErrnoException).code;
    if (code !== 'ENOENT' && code !== 'EPERM') throw error;
  }
}

/**
 * Every transaction of the connection begins IMMEDIATE: it takes the write lock at its start, waiting (busy_timeout)
 * while another process writes. Begun DEFERRED, better-sqlite3's default, a transaction that reads and then writes
 * fails at once, busy_timeout or not (SQLITE_BUSY_SNAPSHOT), when another process commits between its first read and
 * its first write: the guest command while the server saves, and the browser tests' fixtures, which write sessions
 * and guests beside the server (a couple's Save answered "Something went wrong on the server" on a busy machine).
 * One connection per process, so nothing waits for itself; a transaction inside another is a savepoint, as before.
 */
function beginTransactionsImmediate(db: Db): void {
  const transaction = db.transaction.bind(db);
  db.transaction = ((fn: Parameters<Db['transaction']>[0]) => {
    const made = transaction(fn);
    // better-sqlite3's transaction functions have read-only properties: a new function carries the same four.
    const run = (...args: unknown[]): unknown => made.immediate(...args);
    return Object.assign(run, { default: made.immediate, deferred: made.deferred, immediate: made.immediate, exclusive: made.exclusive });
  }) as Db['transaction'];
}

/** The DATA_DIR a database was opened in (openDatabase): the folder of its file. */
export function dataDirOf(db: Db): string {
  if (path.basename(db.name) !== DATABASE_FILE) throw new Error(`Not a database of DATA_DIR: ${db.name}`);
  return path.dirname(db.name);
}

/** Files and folders this process creates are its owner's only (exports, cards, backups, uploads, the database). */
export function privateFiles(): void {
  process.umask(0o077);
}

/**
 * Runs the steps not yet run, each in its own transaction. Foreign keys are off meanwhile, as SQLite's own recipe
 * for schema changes says: a step that rebuilds a table (create the new one, copy, drop the old one, rename) would
 * otherwise cascade the drop into every row that refers to it (dropping `guests` deletes their sessions and visits).
 * Each step must leave every reference valid: `foreign_key_check` is run before it commits.
 * `migrations` is a parameter for the upgrade test, which adds a step of the next release (upgrade.test.ts).
 */
function migrate(db: Db, migrations: readonly string[]): void {
  const current = db.pragma('user_version', { simple: true }) as number;
  if (current >= migrations.length) return;
  db.pragma('foreign_keys = OFF');
  try {
    for (let step = current; step < migrations.length; step++) {
      db.transaction(() => {
        db.exec(migrations[step] ?? '');
        const broken = db.pragma('foreign_key_check') as unknown[];
        if (broken.length > 0) throw new Error(`Migration ${step + 1} leaves ${broken.length} broken reference(s); nothing of it was applied`);
        db.pragma(`user_version = ${step + 1}`);
      })();
    }
  } finally {
    db.pragma('foreign_keys = ON');
  }
}

export function readSetting(db: Db, key: string): string | undefined {
  const row = db.prepare('SELECT value FROM settings WHERE key = ?').get(key) as { value: string } | undefined;
  return row?.value;
}

export function writeSetting(db: Db, key: string, value: string): void {
  db.prepare('INSERT INTO settings (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value').run(
    key,
    value,
  );
}

/**
 * After the purge (server/purge/purge.ts): rebuilds the file (VACUUM), so no free page keeps text deleted before
 * secure_delete was on (by an earlier release), then copies the write-ahead log into the file and empties it, so
 * none of its frames keeps a page as it was before the purge. The backups made from now on copy a clean file.
 */
export function forgetFreedPages(db: Db): void {
  db.exec('VACUUM');
  db.pragma('wal_checkpoint(TRUNCATE)');
}
