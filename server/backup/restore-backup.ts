/**
 * Puts a backup archive back into DATA_DIR. Everything is checked before the target is touched: a sealed archive
 * opens with the backup key, chunk by chunk, and any change, cut or foreign chunk is refused (archive-seal.ts); the
 * manifest comes first and every file is checked against it as it is unpacked (unpack-archive.ts); the database
 * passes integrity_check and is not from a newer release. Only then are the restored files moved into place; what
 * DATA_DIR held is kept aside in it (kept-copies.ts), until the couple or the purge after the wedding deletes it. An unencrypted archive from before issue 18 restores only when
 * asked to, since nothing can show it was not changed. The restore holds DATA_DIR's lock throughout
 * (data-dir-lock.ts): it refuses to run while the server runs there, and the server cannot start meanwhile.
 *
 * Everything happens inside DATA_DIR, not beside it: the service's user may write only there (/var/lib is root's,
 * docs/deploy.md), and a container's DATA_DIR is a volume's mount point, which cannot be renamed.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { DataDirBusyError, LOCK_FILE, lockDataDir, type DataDirLock } from '../db/data-dir-lock';
import { DATABASE_FILE } from '../db/database';
import { MIGRATIONS } from '../db/migrations';
import { keyIdOf, openStream, readSealHeader, SEAL_HEADER_BYTES, SEAL_VERSION, SealBrokenError, type SealHeader } from './archive-seal';
import { BACKUP_KEY_FILE, keyIdText, readBackupKeyFile, saveBackupKey } from './backup-key';
import type { Manifest } from './backup-manifest';
import { keptCopyName } from './kept-copies';
import { SEALING_KEY_FILE } from '../security/sealed-secrets';
import { ArchiveProblem, unpackArchive } from './unpack-archive';

export class RestoreError extends Error {}

export interface RestoreOptions {
  archive: string;
  dataDir: string;
  /** Replace a DATA_DIR that has something in it (it is moved aside, not deleted). */
  force?: boolean;
  /** The backup key a sealed archive opens with. */
  key?: Buffer;
  /** Make `key` the site's backup key afterwards (DATA_DIR/backup-key): not when it comes from BACKUP_KEY. */
  saveKey?: boolean;
  /** Restore an unencrypted archive made before issue 18, which nothing can check. */
  unencryptedLegacy?: boolean;
  now?: () => number;
}

export interface RestoreResult {
  guests: number;
  files: number;
  /** False for an unencrypted archive from before issue 18. */
  sealed: boolean;
  /** Whether the key became DATA_DIR/backup-key. */
  keySaved: boolean;
  /** Where the former contents of DATA_DIR were moved (a folder inside it), when there were any, and when. */
  keptAside?: string;
  keptAt?: number;
}

const RESTORING_PREFIX = '.restoring-';
/**
 * Not the site's contents, never in an archive, and left where they are: the lock, the backup key, and the key the
 * mail password is sealed with (so that, restored on the same server, the password reads as before).
 */
const STAYS = new Set([LOCK_FILE, `${LOCK_FILE}-journal`, BACKUP_KEY_FILE, SEALING_KEY_FILE]);
const contentsOf = (dir: string) => fs.readdirSync(dir).filter((entry) => !STAYS.has(entry));
const NOTHING_CHANGED = 'nothing was changed';

type ArchiveKind = { sealed: SealHeader } | 'unencrypted' | 'unknown';

/** What the archive's first bytes say it is. */
function kindOf(archive: string): ArchiveKind {
  const start = Buffer.alloc(SEAL_HEADER_BYTES);
  const handle = fs.openSync(archive, 'r');
  let read: number;
  try {
    read = fs.readSync(handle, start, 0, start.length, 0);
  } finally {
    fs.closeSync(handle);
  }
  const header = readSealHeader(start.subarray(0, read));
  if (header) return { sealed: header };
  // gzip's magic: a tar.gz as release 2 wrote them.
  return read >= 2 && start[0] === 0x1f && start[1] === 0x8b ? 'unencrypted' : 'unknown';
}

/** Refuses, before anything is touched, an archive that cannot be opened as asked. */
function checkOpenable(archive: string, kind: ArchiveKind, { key, unencryptedLegacy }: RestoreOptions): void {
  if (kind === 'unknown') throw new RestoreError(`${archive} is not a backup of this site, or is too damaged to tell; ${NOTHING_CHANGED}`);
  if (kind === 'unencrypted') {
    if (unencryptedLegacy) return;
    throw new RestoreError(
      `${archive} is an unencrypted backup from an older release: nothing can show that it was not changed since it ` +
        `was made. Restore it only if you made it yourself and kept it safe, with --unencrypted-legacy; ${NOTHING_CHANGED}`,
    );
  }
  const { sealed } = kind;
  if (sealed.version !== SEAL_VERSION) {
    throw new RestoreError(`${archive} was written in backup format ${sealed.version}, which this release does not read: upgrade first; ${NOTHING_CHANGED}`);
  }
  if (!key) {
    throw new RestoreError(
      `${archive} is encrypted, and there is no backup key here to open it: give the key of the server that made it ` +
        `with --key-file FILE (the key "backup-key" printed there); ${NOTHING_CHANGED}`,
    );
  }
  if (!keyIdOf(key).equals(sealed.keyId)) {
    throw new RestoreError(
      `${archive} was not made with this backup key (it needs key ${sealed.keyId.toString('hex')}, this is ` +
        `${keyIdText(key)}): give the key of the server that made it with --key-file FILE; ${NOTHING_CHANGED}`,
    );
  }
}

/** Refuses an archive larger than the free space: better now than with a full disk. */
function checkSpace(target: string, archive: string, manifest: Manifest): void {
  const needed = manifest.files.reduce((sum, file) => sum + file.bytes, 0);
  const { bavail, bsize } = fs.statfsSync(target);
  if (needed > bavail * bsize) {
    const mb = (bytes: number) => `${Math.ceil(bytes / 1024 / 1024)} MB`;
    throw new RestoreError(`${archive} needs ${mb(needed)} and the disk of ${target} has ${mb(bavail * bsize)} free; ${NOTHING_CHANGED}`);
  }
}

/** Unpacks and checks the archive in `into`; throws RestoreError saying what is wrong with it. */
async function unpackChecked(archive: string, kind: ArchiveKind, key: Buffer | undefined, into: string, target: string): Promise<Manifest> {
  const sealed = typeof kind === 'object' ? kind.sealed : undefined;
  try {
    return await unpackArchive({
      from: fs.createReadStream(archive, { start: sealed ? SEAL_HEADER_BYTES : 0 }),
      through: sealed && key ? openStream(key, sealed) : undefined,
      into,
      onManifest: (manifest) => checkSpace(target, archive, manifest),
    });
  } catch (error) {
    if (error instanceof RestoreError) throw error;
    if (error instanceof SealBrokenError) {
      throw new RestoreError(`${archive} was changed after it was made, or is damaged or cut off: it cannot be trusted and was not restored; ${NOTHING_CHANGED}`);
    }
    if (error instanceof ArchiveProblem) throw new RestoreError(`${archive} cannot be restored: ${error.message}; ${NOTHING_CHANGED}`);
    throw new RestoreError(`The restore of ${archive} stopped (${(error as Error).message}); ${NOTHING_CHANGED}`);
  }
}

function checkDatabase(file: string, archive: string): number {
  let db: Database.Database | undefined;
  try {
    db = new Database(file, { readonly: true, fileMustExist: true });
    const integrity = db.pragma('integrity_check', { simple: true });
    if (integrity !== 'ok') throw new RestoreError(`The database in ${archive} fails its integrity check (${String(integrity)}); nothing was changed`);
    const version = db.pragma('user_version', { simple: true }) as number;
    if (version > MIGRATIONS.length) {
      throw new RestoreError(`${archive} was made by a newer release of the site (schema ${version}, this one knows ${MIGRATIONS.length}): upgrade first; nothing was changed`);
    }
    return (db.prepare('SELECT count(*) AS n FROM guests').get() as { n: number }).n;
  } catch (error) {
    if (error instanceof RestoreError) throw error;
    throw new RestoreError(`The database in ${archive} cannot be read; nothing was changed`);
  } finally {
    db?.close();
  }
}

/** Takes DATA_DIR's lock, or says that the server is running there. */
function lockForRestore(target: string): DataDirLock {
  try {
    return lockDataDir(target);
  } catch (error) {
    if (!(error instanceof DataDirBusyError)) throw error;
    throw new RestoreError(
      `The server is running on ${target} (or another restore is): stop the server first, then restore, and start it ` +
        `again afterwards; ${NOTHING_CHANGED}`,
    );
  }
}

/** The key DATA_DIR/backup-key holds, if it holds one. */
function currentKey(target: string): Buffer | undefined {
  try {
    return readBackupKeyFile(path.join(target, BACKUP_KEY_FILE));
  } catch {
    return undefined;
  }
}

export async function restoreBackup(options: RestoreOptions): Promise<RestoreResult> {
  const { archive, dataDir, force = false, key, saveKey = false, now = Date.now } = options;
  const target = path.resolve(dataDir);
  if (!fs.existsSync(archive) || !fs.statSync(archive).isFile()) throw new RestoreError(`There is no file ${archive}`);
  const kind = kindOf(archive);
  checkOpenable(archive, kind, options);

  const created = !fs.existsSync(target);
  const hadLockFile = fs.existsSync(path.join(target, LOCK_FILE));
  let lock: DataDirLock | undefined;
  let restoring: string | undefined;
  let restored = false;
  try {
    lock = lockForRestore(target);
    if (contentsOf(target).length > 0 && !force) {
      throw new RestoreError(`${target} is not empty. Restore into an empty folder (set DATA_DIR), or add --force to replace it (what is there is moved aside, not deleted). Stop the server first.`);
    }
    fs.chmodSync(target, 0o700);
    // In DATA_DIR itself, on the same disk, so that putting each file in place is a rename.
    restoring = fs.mkdtempSync(path.join(target, RESTORING_PREFIX));
    const manifest = await unpackChecked(archive, kind, key, restoring, target);
    const guests = checkDatabase(path.join(restoring, DATABASE_FILE), archive);

    const keptAt = now();
    let keptAside: string | undefined;
    const keepAside = (entry: string) => {
      if (!keptAside) fs.mkdirSync((keptAside = path.join(target, keptCopyName(keptAt, crypto.randomBytes(2).toString('hex')))), { mode: 0o700 });
      fs.renameSync(path.join(target, entry), path.join(keptAside, entry));
    };
    for (const entry of contentsOf(target).filter((entry) => entry !== path.basename(restoring!))) keepAside(entry);
    for (const entry of fs.readdirSync(restoring)) fs.renameSync(path.join(restoring, entry), path.join(target, entry));
    // The key the couple kept becomes the site's again, so the next backups open with it too.
    const keySaved = Boolean(key && saveKey && typeof kind === 'object');
    if (keySaved && !currentKey(target)?.equals(key!)) {
      if (fs.existsSync(path.join(target, BACKUP_KEY_FILE))) keepAside(BACKUP_KEY_FILE);
      saveBackupKey(target, key!);
    }
    restored = true;
    return { guests, files: manifest.files.length, sealed: typeof kind === 'object', keySaved, keptAside, ...(keptAside ? { keptAt } : {}) };
  } finally {
    if (restoring) fs.rmSync(restoring, { recursive: true, force: true });
    // A refused archive leaves no trace, not even the folder it was to go into, nor the lock file. Removed while
    // the lock is still held: a server starting meanwhile finds it taken, never two lock files at once.
    if (lock && !restored && created) fs.rmSync(target, { recursive: true, force: true });
    else if (lock && !hadLockFile) fs.rmSync(path.join(target, LOCK_FILE), { force: true });
    lock?.release();
  }
}
