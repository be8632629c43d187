#!/usr/bin/env node
// Runs shell commands at the same time and exits with the first non-zero code among them (0 when all pass).
// `npm test` starts its checks that read the code (type check, lint, unused code) and the build this way, and
// `npm run lint` its two ESLint processes (decision 0078): each is mostly one thread, so on two cores they take about
// half as long together as one after the other. Each command's output is held and printed whole when it ends, so
// the log reads as if they had run in turn.
import { spawn } from 'node:child_process';

const commands = process.argv.slice(2);
if (commands.length === 0) {
  console.error('Usage: node scripts/run-together.mjs COMMAND [COMMAND ...]');
  process.exit(2);
}

function run(command) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(command, { shell: true, stdio: ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (code, signal) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      process.stdout.write(`\n> ${command} (${seconds} s)\n`);
      process.stdout.write(Buffer.concat(output));
      resolve(code ?? (signal ? 1 : 0));
    });
  });
}

const codes = await Promise.all(commands.map(run));
process.exit(codes.find((code) => code !== 0) ?? 0);
