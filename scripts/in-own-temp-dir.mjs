#!/usr/bin/env node
// Runs a shell command with TMPDIR set to a folder of its own, then has that folder deleted, whatever the command's
// outcome, and exits with the command's code. `npm test` runs in it: the tests make a few hundred temporary
// DATA_DIRs, stand-in builds and browser profiles (os.tmpdir() everywhere), and none of them is left behind.
//
// The folder is deleted by a process of its own, at the lowest priority, that the command's result does not wait
// for: thousands of files go one unlink at a time, and where the disk is mounted with `discard` each waits for the
// disk (on this project's 2-core machine, 2 to 5 s when it is quiet and 66 to 72 s beside two busy loops, after the last
// test had passed).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const command = process.argv.slice(2).join(' ');
if (!command) {
  console.error('Usage: node scripts/in-own-temp-dir.mjs COMMAND');
  process.exit(2);
}
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'std-run-'));
const child = spawn(command, { shell: true, stdio: 'inherit', env: { ...process.env, TMPDIR: dir } });

function deleteInTheBackground() {
  const script = 'require("node:fs").rmSync(process.argv[1], { recursive: true, force: true, maxRetries: 3 })';
  const deleter = spawn(process.execPath, ['-e', script, dir], { detached: true, stdio: 'ignore' });
  try {
    os.setPriority(deleter.pid, 19);
  } catch {
    // Gone already, or a system that does not allow it: it deletes all the same.
  }
  deleter.unref();
}

// Ctrl-C reaches the child too (same process group); the folder goes once it has stopped.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => {
  deleteInTheBackground();
  process.exit(code ?? (signal ? 128 + os.constants.signals[signal] : 1));
});
