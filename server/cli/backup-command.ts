import { loadBackupConfig, loadPathsConfig } from '../config';
import { createBackup, pruneBackups } from '../backup/create-backup';
import { PROGRAM, expectPositionals, parseCommandArgs, requireOut, type Command } from './command';
import { withGuests } from './guest-database';

export const backupCommand: Command = {
  name: 'backup',
  summary: 'write one archive of the whole site (guests, texts, photos, video, the link secret)',
  help: `Usage: ${PROGRAM} backup [--out FILE.tar.gz]

Writes everything the site needs into one archive: the database (through SQLite's backup, safe while the server
runs), the secret the guest links are made from, and the couple's photos, video and poster. Restore it with
"${PROGRAM} restore FILE" (npm run restore -- FILE).

Options:
  --out FILE.tar.gz  where to write; without it, a dated file in DATA_DIR/backups, of which the newest
                     BACKUP_KEEP (default 14) are kept

The archive holds the guest list and the secret of every link: keep it as safe as the server.`,

  async run(args, io) {
    const { values, positionals } = parseCommandArgs('backup', args, { out: { type: 'string' } });
    expectPositionals('backup', positionals, []);
    const out = values.out === undefined ? undefined : requireOut('backup', values.out, ['.tar.gz', '.tgz']);
    const { dataDir } = loadPathsConfig(io.env);
    const result = await withGuests(io.env, 'existing', ({ db }) => createBackup({ dataDir, db, out }));
    const removed = out === undefined ? pruneBackups(dataDir, loadBackupConfig(io.env).keep) : [];
    const size = `${(result.bytes / 1024 / 1024).toFixed(1)} MB`;
    io.out(`Wrote ${result.file} (${size}: ${result.guests} ${result.guests === 1 ? 'guest' : 'guests'}, ${result.files} files)`);
    if (removed.length > 0) io.out(`Removed ${removed.length} older ${removed.length === 1 ? 'backup' : 'backups'} (BACKUP_KEEP)`);
  },
};
