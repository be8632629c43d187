/**
 * Test support: runs the guest command against a temporary DATA_DIR, in the test's own process (`guests`): the same
 * command line, environment and output as the compiled command's process, without a Node start for each of the
 * hundred-odd runs a test run makes. What only the process shows (its exit code, its streams, its local time) is
 * tested through the compiled command itself (cli-process.ts).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { GuestStore } from '../guests/guest-store';
import { SHIPPED_CONTENT_DIR } from '../paths';
import { openStores, type Stores } from '../stores';
import { asLines, type Io } from './command';
import { runGuestCommand } from './guest-command';

export const PUBLIC_URL = 'https://wedding.example';

export interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

export function tempDir(prefix = 'std-guests-'): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), prefix));
}

/** The environment of a run: only what the command reads, so the developer's own settings cannot leak in. */
export function guestEnv(dataDir: string): NodeJS.ProcessEnv {
  return {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    DATA_DIR: dataDir,
    PUBLIC_URL,
    CONTENT_DIR: SHIPPED_CONTENT_DIR,
    // The compiled command's local dates (`list`) are then UTC; run in the test's process, the command writes them in
    // the test's own time zone.
    TZ: 'UTC',
  };
}

/** The guest command run with `args` in `env`, its output collected as its process writes it (guests.ts). */
export async function runInProcess(args: string[], env: NodeJS.ProcessEnv): Promise<Run> {
  let stdout = '';
  let stderr = '';
  const io: Io = { env, out: (text) => void (stdout += asLines(text)), err: (text) => void (stderr += asLines(text)) };
  const code = await runGuestCommand(args, io);
  return { code, stdout, stderr };
}

/** `npm run guests -- ...args` on the site in `dataDir`. */
export function guests(dataDir: string, ...args: string[]): Promise<Run> {
  return runInProcess(args, guestEnv(dataDir));
}

/** Opens the same database the command uses, for setting up and checking; closed again afterwards. */
export function withStore<T>(dataDir: string, work: (guests: GuestStore, stores: Stores) => T): T {
  const stores = openStores(dataDir);
  try {
    return work(stores.guests, stores);
  } finally {
    stores.db.close();
  }
}

export const guestCount = (dataDir: string) => withStore(dataDir, (store) => store.list().length);

/** The token of a link printed by the command. */
export function tokenOf(link: string): string {
  return new URL(link).searchParams.get('token') ?? '';
}
