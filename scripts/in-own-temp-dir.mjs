#!/usr/bin/env node
// Runs a shell command with TMPDIR set to a folder of its own, then has that folder deleted, whatever the command's
// outcome, and exits with the command's code. `npm test` runs in it, so that none of the folders its tests make is
// left behind (own-temp-dir.ts says how the folder goes).
import { spawn } from 'node:child_process';
import os from 'node:os';
import { deleteInTheBackground, makeOwnTempDir } from './own-temp-dir.ts';

const command = process.argv.slice(2).join(' ');
if (!command) {
  console.error('Usage: node scripts/in-own-temp-dir.mjs COMMAND');
  process.exit(2);
}
const dir = makeOwnTempDir();
const child = spawn(command, { shell: true, stdio: 'inherit', env: process.env });

// Ctrl-C reaches the child too (same process group); the folder goes once it has stopped.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => {
  deleteInTheBackground(dir);
  process.exit(code ?? (signal ? 128 + os.constants.signals[signal] : 1));
});
