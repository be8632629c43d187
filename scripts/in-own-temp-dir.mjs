#!/usr/bin/env node
// Runs a shell command with TMPDIR set to a folder of its own, then deletes that folder, whatever the command's
// outcome, and exits with the command's code. `npm test` runs in it: the tests make a few hundred temporary
// DATA_DIRs, stand-in builds and browser profiles (os.tmpdir() everywhere), and none of them is left behind.
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
const cleanUp = () => fs.rmSync(dir, { recursive: true, force: true, maxRetries: 3 });
// Ctrl-C reaches the child too (same process group); the folder goes once it has stopped.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => {
  cleanUp();
  process.exit(code ?? (signal ? 128 + os.constants.signals[signal] : 1));
});
