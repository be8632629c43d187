/**
 * The server's own backup, every BACKUP_HOURS (0: never), into DATA_DIR/backups, keeping the newest BACKUP_KEEP.
 * The first comes when the newest archive is that old (or a minute after start, when there is none); each is
 * asynchronous, off the request path, and logged with where it went. A failed backup is logged and tried again at
 * the next turn: it never stops the site.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database';
import { createBackup, newestBackupAt, pruneBackups } from './create-backup';

export interface BackupScheduleOptions {
  dataDir: string;
  db: Db;
  hours: number;
  keep: number;
  log: FastifyBaseLogger;
  now?: () => number;
}

/** Not in the first minute: the server has just started and is warming up. */
const FIRST_DELAY_MS = 60_000;

export function startBackupSchedule({ dataDir, db, hours, keep, log, now = Date.now }: BackupScheduleOptions): { stop(): Promise<void> } {
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
      const result = await createBackup({ dataDir, db, now });
      const removed = pruneBackups(dataDir, keep);
      log.info({ file: result.file, bytes: result.bytes, guests: result.guests, removed: removed.length }, 'backup written');
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
