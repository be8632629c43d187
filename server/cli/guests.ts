/**
 * The guest command's process (`npm run guests -- COMMAND ...`, compiled to dist/server/guests.js): the command
 * (guest-command.ts) given the process's arguments, environment and streams, its files private to their owner.
 */
import { privateFiles } from '../db/database';
import { asLines, type Io } from './command';
import { runGuestCommand } from './guest-command';

// `guests list | head` closes the pipe early: that ends the output, it is not an error worth a stack trace.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code !== 'EPIPE') throw error;
  process.exit(process.exitCode ?? 0);
});

privateFiles();
const io: Io = { env: process.env, out: (text) => process.stdout.write(asLines(text)), err: (text) => process.stderr.write(asLines(text)) };

// exitCode instead of exit(): output piped to another program is flushed completely before the process ends.
process.exitCode = await runGuestCommand(process.argv.slice(2), io);
