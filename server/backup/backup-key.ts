/**
 * The key backups are sealed with (docs/decisions/0026). Made at random the first time a backup needs it, into
 * DATA_DIR/backup-key (0600), so that the daily backup works without anyone doing anything; BACKUP_KEY overrides it.
 * It is never put into an archive: the couple keeps a copy apart from the server, and a new server needs it to
 * restore.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { KEY_BYTES, keyIdOf } from './archive-seal';

export const BACKUP_KEY_FILE = 'backup-key';

export interface BackupKey {
  key: Buffer;
  /** Where it came from, as the couple would name it: BACKUP_KEY, or a file. */
  source: string;
}

export class BackupKeyError extends Error {}

/** 64 hexadecimal characters, as the couple copies them; spaces and dashes (from a printout) are ignored. */
export function parseBackupKey(text: string): Buffer | undefined {
  const hex = text.replace(/[\s-]/g, '');
  return /^[0-9a-fA-F]{64}$/.test(hex) ? Buffer.from(hex, 'hex') : undefined;
}

export const formatBackupKey = (key: Buffer) => key.toString('hex');

/** The 16 hexadecimal characters that name a key, in the log and in messages; they reveal nothing of it. */
export const keyIdText = (key: Buffer) => keyIdOf(key).toString('hex');

/** The key in `file`; throws BackupKeyError saying what is wrong. */
export function readBackupKeyFile(file: string): Buffer {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch {
    throw new BackupKeyError(`The backup key file ${file} cannot be read`);
  }
  const key = parseBackupKey(text);
  if (!key) throw new BackupKeyError(`${file} holds no backup key (64 hexadecimal characters)`);
  return key;
}

/** The key BACKUP_KEY gives, or the one in DATA_DIR/backup-key, if any. */
export function existingBackupKey(dataDir: string, override?: string): BackupKey | undefined {
  if (override !== undefined) {
    const key = parseBackupKey(override);
    if (!key) throw new BackupKeyError('BACKUP_KEY is not a backup key (64 hexadecimal characters)');
    return { key, source: 'BACKUP_KEY' };
  }
  const file = path.join(dataDir, BACKUP_KEY_FILE);
  return fs.existsSync(file) ? { key: readBackupKeyFile(file), source: file } : undefined;
}

/**
 * The key to seal with, made when there is none yet; `created` says so, for the one log line that tells the couple
 * to keep a copy. 'wx' fails if the file exists: a server and a command starting at once cannot make two keys.
 */
export function backupKeyFor(dataDir: string, override?: string): BackupKey & { created: boolean } {
  const existing = existingBackupKey(dataDir, override);
  if (existing) return { ...existing, created: false };
  const file = path.join(dataDir, BACKUP_KEY_FILE);
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  let created = true;
  try {
    fs.writeFileSync(file, `${formatBackupKey(crypto.randomBytes(KEY_BYTES))}\n`, { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    created = false;
  }
  return { key: readBackupKeyFile(file), source: file, created };
}

/** Writes `key` as DATA_DIR/backup-key (after a restore: the key the couple kept becomes the site's again). */
export function saveBackupKey(dataDir: string, key: Buffer): void {
  const file = path.join(dataDir, BACKUP_KEY_FILE);
  const temporary = `${file}.${crypto.randomBytes(4).toString('hex')}.tmp`;
  fs.writeFileSync(temporary, `${formatBackupKey(key)}\n`, { mode: 0o600 });
  fs.renameSync(temporary, file);
}
