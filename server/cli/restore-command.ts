import { loadBackupConfig, loadPathsConfig } from '../config';
import { BackupKeyError, existingBackupKey, readBackupKeyFile, type BackupKey } from '../backup/backup-key';
import { restoreBackup, RestoreError } from '../backup/restore-backup';
import { CommandError, PROGRAM, expectPositionals, parseCommandArgs, type Command } from './command';

export const restoreCommand: Command = {
  name: 'restore',
  summary: 'put a backup archive back into DATA_DIR',
  help: `Usage: ${PROGRAM} restore FILE [--key-file KEYFILE] [--force] [--unencrypted-legacy]

Restores a backup made by "${PROGRAM} backup" (or by the server's daily backup) into DATA_DIR. The archive is
opened with the backup key and checked whole first: an archive made with another key, or changed in any way after
it was made (a byte, a cut, an added file), is refused, and so is a damaged database; nothing is changed then.
Stop the server first (a restore refuses to run while it runs), and start it again afterwards.

The key is, in this order: the one in KEYFILE, BACKUP_KEY, or DATA_DIR/backup-key. On a new server, write the key
you kept into a file and give it with --key-file; it becomes the new server's backup key.

Options:
  --key-file KEYFILE    the backup key of the server that made the archive (64 hexadecimal characters)
  --force               replace a DATA_DIR that is not empty; what is there is moved aside into
                        DATA_DIR/.before-restore-…, with the guests' data (health data included), until you
                        delete it or the purge after the wedding does
  --unencrypted-legacy  also restore an unencrypted .tar.gz made before backups were encrypted: nothing can show
                        that such an archive was not changed since, so use it only for one you kept safe`,

  async run(args, io) {
    const { values, positionals } = parseCommandArgs('restore', args, {
      'key-file': { type: 'string' },
      force: { type: 'boolean' },
      'unencrypted-legacy': { type: 'boolean' },
    });
    const [archive = ''] = expectPositionals('restore', positionals, ['FILE']);
    const { dataDir } = loadPathsConfig(io.env);
    try {
      const keyFile = values['key-file'];
      const found: BackupKey | undefined =
        keyFile === undefined ? existingBackupKey(dataDir, loadBackupConfig(io.env).key) : { key: readBackupKeyFile(keyFile), source: keyFile };
      const result = await restoreBackup({
        archive,
        dataDir,
        force: values.force === true,
        key: found?.key,
        // BACKUP_KEY stays where the couple put it; a key from a file becomes DATA_DIR/backup-key.
        saveKey: found !== undefined && found.source !== 'BACKUP_KEY',
        unencryptedLegacy: values['unencrypted-legacy'] === true,
      });
      io.out(`Restored ${result.guests} ${result.guests === 1 ? 'guest' : 'guests'} and ${result.files} files into ${dataDir}.`);
      if (!result.sealed) io.out('The archive was not encrypted: it could not be checked for changes.');
      if (result.keySaved && keyFile !== undefined) io.out(`The key in ${keyFile} is now this site's backup key (DATA_DIR/backup-key).`);
      if (result.keptAside) {
        const when = new Date(result.keptAt!).toISOString().replace('T', ' ').slice(0, 16);
        io.out(
          `What was there before is kept in ${result.keptAside}, as it was on ${when} UTC: the guest list and the ` +
            `answers, dietary and accessibility needs included. Delete it once the restored site is as it should be; ` +
            `the purge after the wedding ("${PROGRAM} purge") deletes it too.`,
        );
      }
      io.out('Start the server to use it.');
    } catch (error) {
      if (error instanceof RestoreError || error instanceof BackupKeyError) throw new CommandError(error.message);
      throw error;
    }
  },
};
