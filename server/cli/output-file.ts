import fs from 'node:fs';
import { CommandError } from './command';

/** Writes a file the command produced; a folder that does not exist or no permission is a clear error. */
export function writeFile(file: string, content: string | Buffer): void {
  try {
    fs.writeFileSync(file, content);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    const reason =
      code === 'ENOENT' ? 'the folder does not exist' : code === 'EACCES' ? 'permission denied' : (error as Error).message;
    throw new CommandError(`cannot write ${file}: ${reason}`);
  }
}
