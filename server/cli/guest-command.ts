/**
 * The guest command (`npm run guests -- COMMAND ...`): what a command line asks, carried out, and its exit code: 0
 * done, 1 the request could not be carried out (unknown id, bad file, bad language; nothing changed), 2 the command
 * line itself is wrong. Every expected problem is one message on `io.err`; a stack trace would only frighten the
 * couple. It reads and writes only through `io`: guests.ts runs it as the process, and the tests run it in theirs
 * (cli-harness.ts).
 */
import { ConfigError } from '../config';
import { ContentError } from '../content/wedding-content';
import { addCommand } from './add-command';
import { addPersonCommand } from './person-command';
import { backupCommand } from './backup-command';
import { backupKeyCommand } from './backup-key-command';
import { cardsCommand } from './cards-command';
import { CommandError, PROGRAM, UsageError, type Command, type Io } from './command';
import { exportCommand } from './export-command';
import { importCommand } from './import-command';
import { linkCommand } from './link-command';
import { listCommand } from './list-command';
import { newLinkCommand } from './new-link-command';
import { purgeCommand } from './purge-command';
import { qrCommand } from './qr-command';
import { removeCommand } from './remove-command';
import { restoreCommand } from './restore-command';
import { revokeCommand } from './revoke-command';

const COMMANDS: readonly Command[] = [
  addCommand,
  listCommand,
  linkCommand,
  revokeCommand,
  newLinkCommand,
  removeCommand,
  importCommand,
  exportCommand,
  qrCommand,
  cardsCommand,
  purgeCommand,
  backupCommand,
  backupKeyCommand,
  restoreCommand,
  addPersonCommand,
];

function overview(): string {
  const width = Math.max(...COMMANDS.map((c) => c.name.length));
  const lines = COMMANDS.map((c) => `  ${c.name.padEnd(width)}  ${c.summary}`);
  return `Usage: ${PROGRAM} COMMAND [options]

Manages the guests with personal links, and backs the site up.

Commands:
${lines.join('\n')}

Run "${PROGRAM} COMMAND --help" for the details of one command.
Settings come from the environment: DATA_DIR (the database, default ./data), PUBLIC_URL (the site's address,
used in the links), CONTENT_DIR (wedding.json, for cards).`;
}

/** --help anywhere before a "--" asks for help, whatever else is on the line. */
function wantsHelp(args: string[]): boolean {
  const end = args.indexOf('--');
  return (end < 0 ? args : args.slice(0, end)).some((arg) => arg === '--help' || arg === '-h');
}

async function runGuests(argv: string[], io: Io): Promise<void> {
  const [name, ...rest] = argv;
  if (name === undefined || name === '--help' || name === '-h' || (name === 'help' && rest.length === 0)) {
    io.out(overview());
    return;
  }
  const commandName = name === 'help' ? rest[0] : name;
  const command = COMMANDS.find((c) => c.name === commandName);
  if (!command) {
    const what = commandName?.startsWith('-') ? 'option' : 'command';
    throw new UsageError(`unknown ${what} "${commandName}"`);
  }
  if (name === 'help' || wantsHelp(rest)) {
    io.out(command.help);
    return;
  }
  await command.run(rest, io);
}

function exitCodeOf(error: unknown, env: NodeJS.ProcessEnv): { code: number; message: string } {
  if (error instanceof UsageError) {
    const help = error.command ? `${PROGRAM} ${error.command} --help` : `${PROGRAM} --help`;
    return { code: 2, message: `${error.message}. Run "${help}" for the usage.` };
  }
  if (error instanceof CommandError || error instanceof ConfigError || error instanceof ContentError) {
    return { code: 1, message: error.message };
  }
  // Unexpected (a full disk, a locked or damaged database): the message says what; DEBUG=1 shows where.
  const detail = env.DEBUG ? (error as Error).stack : (error as Error).message;
  return { code: 1, message: `Something went wrong: ${detail ?? String(error)}` };
}

/** Runs the command line `argv` (the words after the program's name) and returns its exit code. */
export async function runGuestCommand(argv: string[], io: Io): Promise<number> {
  try {
    await runGuests(argv, io);
    return 0;
  } catch (error) {
    const { code, message } = exitCodeOf(error, io.env);
    io.err(message);
    return code;
  }
}
