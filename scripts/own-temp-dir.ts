/**
 * A temporary folder of a test run's own: TMPDIR for the run and every process it starts (the tests make a few
 * hundred temporary DATA_DIRs, stand-in builds and browser profiles through os.tmpdir()), deleted when the run ends.
 * `npm test` makes one for all its layers (in-own-temp-dir.mjs); Vitest and Playwright run alone, as docs/testing.md
 * shows, make their own (vitest.config.ts, playwright.config.ts), so that no run leaves its folders behind.
 *
 * Plain TypeScript that Node runs as it is (its types stripped): in-own-temp-dir.mjs imports it without a loader.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** The folder of the run under way: a runner started inside it (Vitest inside `npm test`) keeps it. */
export const OWN_TEMP_DIR_ENV = 'STD_OWN_TEMP_DIR';

/** A new folder in the machine's temporary folder, made this process's TMPDIR and its children's. */
export function makeOwnTempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'std-run-'));
  process.env.TMPDIR = dir;
  process.env[OWN_TEMP_DIR_ENV] = dir;
  return dir;
}

/**
 * Deletes the folder from a process of its own, at the lowest priority, that nothing waits for: thousands of files
 * go one unlink at a time, and where the disk is mounted with `discard` each waits for the disk (on this project's
 * 2-core machine, 2 to 5 s when it is quiet and 66 to 72 s beside two busy loops, after the last test had passed).
 */
export function deleteInTheBackground(dir: string): void {
  const script = 'require("node:fs").rmSync(process.argv[1], { recursive: true, force: true, maxRetries: 3 })';
  const deleter = spawn(process.execPath, ['-e', script, dir], { detached: true, stdio: 'ignore' });
  try {
    if (deleter.pid !== undefined) os.setPriority(deleter.pid, 19);
  } catch {
    // Gone already, or a system that does not allow it: it deletes all the same.
  }
  deleter.unref();
}

/** A test runner's own folder from now until its process exits, unless it runs inside one already. */
export function ownTempDirUntilExit(): void {
  if (process.env[OWN_TEMP_DIR_ENV]) return;
  const dir = makeOwnTempDir();
  process.once('exit', () => deleteInTheBackground(dir));
}
