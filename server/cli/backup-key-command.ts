import { loadBackupConfig, loadPathsConfig } from '../config';
import { backupKeyFor, formatBackupKey, keyIdText } from '../backup/backup-key';
import { keyOrMessage } from './backup-command';
import { PROGRAM, expectPositionals, parseCommandArgs, type Command } from './command';

export const backupKeyCommand: Command = {
  name: 'backup-key',
  summary: 'print the key the backups are encrypted with, to keep a copy apart from the server',
  help: `Usage: ${PROGRAM} backup-key

Prints the key every backup is encrypted and sealed with: DATA_DIR/backup-key (made the first time a backup needs
it), or BACKUP_KEY when that is set. Makes the key if there is none yet.

Keep a copy apart from the server: in a password manager, or printed and put away. A backup cannot be restored
without it, and a server that is lost takes its own copy with it. To restore on a new server, write the key into a
file and run "${PROGRAM} restore ARCHIVE --key-file FILE".`,

  run(args, io) {
    const { positionals } = parseCommandArgs('backup-key', args, {});
    expectPositionals('backup-key', positionals, []);
    const { dataDir } = loadPathsConfig(io.env);
    const { key, source, created } = keyOrMessage(() => backupKeyFor(dataDir, loadBackupConfig(io.env).key));
    io.out(formatBackupKey(key));
    io.out('');
    io.out(`${created ? 'Made just now, in' : 'From'} ${source} (key id ${keyIdText(key)}, which the archives name).`);
    io.out('Keep a copy apart from the server (a password manager, or on paper): no backup can be restored without it.');
  },
};
