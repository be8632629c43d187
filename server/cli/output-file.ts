import fs from 'node:fs';
import { CommandError } from './command';

/**
 * Writes a file the command produced, readable by its owner only (it holds guest links, or a QR code of one); a
 * file it replaces is tightened too. A folder that does not exist or no permission is a clear error.
 */
export function writeFile(file: string, content: string | Buffer): void {
  try {
    fs.writeFileSync(file, content, { mode: 0o600 });
    fs.chmodSync(file, 0o600);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    const reason =
      code === 'ENOENT' ? 'the folder does not exist' : code === 'EACCES' ? 'permission denied' : (error as Error).message;
    throw new CommandError(`cannot write ${file}: ${reason}`);
  }
}
