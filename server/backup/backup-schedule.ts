/**
 * The server's own backup, every BACKUP_HOURS (0: never), into DATA_DIR/backups, keeping the newest BACKUP_KEEP.
 * The first comes when the newest archive is that old (or a minute after start, when there is none); each is
 * asynchronous, off the request path, and logged with where it went. A failed backup is logged and tried again at
 * the next turn: it never stops the site.
 *
 * Each is sealed with the backup key (docs/decisions/0026), made at the first start if there is none, so backups
 * need nothing from the couple; that start's log says to keep a copy of it apart from the server.
 */
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database';
import { backupKeyFor, BACKUP_KEY_FILE, keyIdText } from './backup-key';
import { createBackup, newestBackupAt, pruneBackups } from './create-backup';

export interface BackupScheduleOptions {
  dataDir: string;
  db: Db;
  hours: number;
  keep: number;
  /** BACKUP_KEY, when set; otherwise DATA_DIR/backup-key. */
  key?: string;
  log: FastifyBaseLogger;
  now?: () => number;
}

/** Not in the first minute: the server has just started and is warming up. */
const FIRST_DELAY_MS = 60_000;

/**
 * The backup key, made if there is none yet, and then said so: the one moment the couple must do something. Read
 * at every turn, so a key put back into DATA_DIR/backup-key is used from the next backup on.
 */
function currentKey(dataDir: string, override: string | undefined, log: FastifyBaseLogger): Buffer {
  const { created, key } = backupKeyFor(dataDir, override);
  if (created) {
    log.warn(
      { file: path.join(dataDir, BACKUP_KEY_FILE), keyId: keyIdText(key) },
      'a backup key was made: keep a copy of it apart from the server ("npm run guests -- backup-key" prints it); ' +
        'no backup can be restored without it (docs/deploy.md, Backups)',
    );
  }
  return key;
}

export function startBackupSchedule({ dataDir, db, hours, keep, key: override, log, now = Date.now }: BackupScheduleOptions): { stop(): Promise<void> } {
  try {
    currentKey(dataDir, override, log);
  } catch (error) {
    log.error({ err: error }, 'the backup key cannot be read: backups fail until it is put back or BACKUP_KEY is set');
  }
  if (hours <= 0) return { stop: async () => undefined };
  const everyMs = hours * 3_600_000;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  let stopped = false;

  const schedule = (delayMs: number) => {
    if (stopped) return;
    timer = setTimeout(() => {
      running = backUp().finally(() => schedule(everyMs));
    }, delayMs);
    timer.unref();
  };

  async function backUp(): Promise<void> {
    try {
      const key = currentKey(dataDir, override, log);
      const result = await createBackup({ dataDir, db, key, now });
      const removed = pruneBackups(dataDir, keep);
      log.info({ file: result.file, bytes: result.bytes, guests: result.guests, dayPhotos: result.dayPhotos, keyId: keyIdText(key), removed: removed.length }, 'backup written');
    } catch (error) {
      log.error({ err: error }, 'the daily backup failed; it is tried again at the next turn');
    }
  }

  const newest = newestBackupAt(dataDir);
  schedule(Math.max(FIRST_DELAY_MS, newest === undefined ? 0 : newest + everyMs - now()));
  return {
    /** Stops the schedule, letting a backup under way finish (a graceful close). */
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
