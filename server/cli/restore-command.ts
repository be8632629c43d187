import { loadPathsConfig } from '../config';
import { restoreBackup, RestoreError } from '../backup/restore-backup';
import { CommandError, PROGRAM, expectPositionals, parseCommandArgs, type Command } from './command';

export const restoreCommand: Command = {
  name: 'restore',
  summary: 'put a backup archive back into DATA_DIR',
  help: `Usage: ${PROGRAM} restore FILE [--force]

Restores a backup made by "${PROGRAM} backup" (or by the server's daily backup) into DATA_DIR. The archive is
checked whole first (every file against its checksum, the database's integrity): a damaged or cut-off archive is
refused and nothing is changed. Stop the server first, and start it again afterwards.

Options:
  --force  replace a DATA_DIR that is not empty; what is there is moved aside into DATA_DIR/.before-restore-…,
           never deleted`,

  async run(args, io) {
    const { values, positionals } = parseCommandArgs('restore', args, { force: { type: 'boolean' } });
    const [archive = ''] = expectPositionals('restore', positionals, ['FILE']);
    const { dataDir } = loadPathsConfig(io.env);
    try {
      const result = await restoreBackup({ archive, dataDir, force: values.force === true });
      io.out(`Restored ${result.guests} ${result.guests === 1 ? 'guest' : 'guests'} and ${result.files} files into ${dataDir}.`);
      if (result.keptAside) io.out(`What was there before is kept in ${result.keptAside}.`);
      io.out('Start the server to use it.');
    } catch (error) {
      if (error instanceof RestoreError) throw new CommandError(error.message);
      throw error;
    }
  },
};
