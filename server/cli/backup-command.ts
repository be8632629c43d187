import { loadBackupConfig, loadPathsConfig } from '../config';
import { backupKeyFor, BackupKeyError, keyIdText } from '../backup/backup-key';
import { BACKUP_EXTENSION, createBackup, pruneBackups } from '../backup/create-backup';
import { CommandError, PROGRAM, expectPositionals, parseCommandArgs, requireOut, type Command } from './command';
import { withGuests } from './guest-database';

/** A damaged DATA_DIR/backup-key is said in one line, as the other expected problems are. */
export function keyOrMessage<T>(read: () => T): T {
  try {
    return read();
  } catch (error) {
    if (error instanceof BackupKeyError) throw new CommandError(error.message);
    throw error;
  }
}

export const backupCommand: Command = {
  name: 'backup',
  summary: 'write one encrypted archive of the whole site (guests, texts, photos, video, the link secret)',
  help: `Usage: ${PROGRAM} backup [--out FILE${BACKUP_EXTENSION}]

Writes everything the site needs into one archive: the database (through SQLite's backup, safe while the server
runs), the secret the guest links are made from, and the couple's photos, video and poster. The archive is
encrypted and sealed with the backup key (DATA_DIR/backup-key, made the first time, or BACKUP_KEY): nobody can
read it or change it unnoticed without the key. Restore it with "${PROGRAM} restore FILE" (npm run restore -- FILE).

Options:
  --out FILE${BACKUP_EXTENSION}  where to write; without it, a dated file in DATA_DIR/backups, of which the newest
                         BACKUP_KEEP (default 14) are kept

Keep a copy of the backup key apart from the server ("${PROGRAM} backup-key" prints it): a new server cannot
restore an archive without it.`,

  async run(args, io) {
    const { values, positionals } = parseCommandArgs('backup', args, { out: { type: 'string' } });
    expectPositionals('backup', positionals, []);
    const out = values.out === undefined ? undefined : requireOut('backup', values.out, [BACKUP_EXTENSION]);
    const { dataDir } = loadPathsConfig(io.env);
    const config = loadBackupConfig(io.env);
    const result = await withGuests(io.env, 'existing', ({ db }) => {
      const { key, created } = keyOrMessage(() => backupKeyFor(dataDir, config.key));
      if (created) io.out(`Made a backup key (${keyIdText(key)}). Keep a copy apart from the server: "${PROGRAM} backup-key" prints it.`);
      return createBackup({ dataDir, db, key, out });
    });
    const removed = out === undefined ? pruneBackups(dataDir, config.keep) : [];
    const size = `${(result.bytes / 1024 / 1024).toFixed(1)} MB`;
    io.out(`Wrote ${result.file} (${size}: ${result.guests} ${result.guests === 1 ? 'guest' : 'guests'}, ${result.files} files)`);
    const { dayPhotos } = result;
    if (dayPhotos.photos > 0) {
      io.out(`The day's photos are not in it: ${dayPhotos.photos} photos and videos (${(dayPhotos.originalBytes / 1024 / 1024).toFixed(1)} MB of originals) in DATA_DIR/${dayPhotos.folder}; copy that folder yourself (docs/deploy.md)`);
    }
    if (removed.length > 0) io.out(`Removed ${removed.length} older ${removed.length === 1 ? 'backup' : 'backups'} (BACKUP_KEEP)`);
  },
};
