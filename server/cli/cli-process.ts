/** Test support: the compiled guest command (`node dist/server/guests.js`) in a process of its own, as the couple runs it. */
import { execFile } from 'node:child_process';
import { GUEST_COMMAND_ENTRY, REPO_ROOT } from '../paths';
import { guestEnv, type Run } from './cli-harness';

export function run(file: string, args: string[], env: NodeJS.ProcessEnv): Promise<Run> {
  return new Promise((resolve) => {
    execFile(file, args, { cwd: REPO_ROOT, env, timeout: 30_000 }, (error, stdout, stderr) => {
      const code = error ? (typeof error.code === 'number' ? error.code : -1) : 0;
      resolve({ code, stdout, stderr });
    });
  });
}

/** `node dist/server/guests.js ...args`, as `npm run guests --` runs it, on the site in `dataDir`. */
export function guestsProcess(dataDir: string, ...args: string[]): Promise<Run> {
  return run(process.execPath, [GUEST_COMMAND_ENTRY, ...args], guestEnv(dataDir));
}
