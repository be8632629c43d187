import { parseArgs, type ParseArgsConfig } from 'node:util';

/** How the guest command is started, as the couple types it (README form). */
export const PROGRAM = 'npm run guests --';

/**
 * Where a command reads its settings and writes; the entry point passes the process's environment and streams (the
 * tests their own), so commands never touch process.* themselves.
 */
export interface Io {
  env: NodeJS.ProcessEnv;
  out(text: string): void;
  /** A refusal or a failure, one message (guest-command.ts). */
  err(text: string): void;
}

/** A message as a stream carries it: one line or more, ending with a line break. */
export const asLines = (text: string) => (text.endsWith('\n') ? text : `${text}\n`);

export interface Command {
  name: string;
  /** One line for the overview of `guests --help`. */
  summary: string;
  /** The full text of `guests COMMAND --help`. */
  help: string;
  run(args: string[], io: Io): Promise<void> | void;
}

/** The command line itself is wrong (unknown command or option, missing argument): exit 2. */
export class UsageError extends Error {
  /** The command whose --help to point to, when the mistake is within one command. */
  constructor(
    message: string,
    readonly command?: string,
  ) {
    super(message);
  }
}

/** The command line is fine but what it asks cannot be done (unknown id, bad file, bad language): exit 1. */
export class CommandError extends Error {}

type Options = NonNullable<ParseArgsConfig['options']>;

/**
 * parseArgs in strict mode, with its errors turned into one-line usage errors that name the command.
 * Node's own messages are long and suggest `--` tricks that do not help here.
 */
export function parseCommandArgs<T extends Options>(command: string, args: string[], options: T) {
  try {
    return parseArgs({ args, options, allowPositionals: true, strict: true });
  } catch (error) {
    const message = (error as Error).message;
    const unknown = /^Unknown option '([^']+)'/.exec(message);
    if (unknown) throw new UsageError(`${command}: unknown option ${unknown[1]}`, command);
    const missing = /^Option '([^' ]+)[^']*' argument missing/.exec(message);
    if (missing) throw new UsageError(`${command}: ${missing[1]} needs a value`, command);
    throw new UsageError(`${command}: ${message.split('. ')[0]}`, command);
  }
}

/** Checks the number of positional arguments against their names, e.g. ['ID'] or ['NAME']. */
export function expectPositionals(command: string, positionals: string[], names: readonly string[], hint = ''): string[] {
  if (positionals.length < names.length) {
    throw new UsageError(`${command}: missing ${names.slice(positionals.length).join(' ')}`, command);
  }
  if (positionals.length > names.length) {
    const extra = positionals.slice(names.length).map((p) => JSON.stringify(p)).join(' ');
    throw new UsageError(`${command}: unexpected ${extra}${hint ? ` (${hint})` : ''}`, command);
  }
  return positionals;
}

/** The --out option, required by the commands that write a file, with the extensions each accepts. */
export function requireOut(command: string, out: string | undefined, extensions: readonly string[]): string {
  if (out === undefined || out.trim() === '') {
    throw new UsageError(`${command}: --out FILE is required (${extensions.join(' or ')})`, command);
  }
  const lower = out.toLowerCase();
  if (!extensions.some((ext) => lower.endsWith(ext))) {
    throw new CommandError(`${command}: ${out} must end in ${extensions.join(' or ')}`);
  }
  return out;
}
