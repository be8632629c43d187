/** Test support: runs the real guest command in a child process against a temporary DATA_DIR. */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { GuestStore } from '../guests/guest-store';
import { GUEST_COMMAND_ENTRY } from '../paths';
import { openStores, type Stores } from '../stores';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
export const PUBLIC_URL = 'https://wedding.example';
const CONTENT_DIR = path.join(ROOT, 'content');

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
    CONTENT_DIR,
    // Local dates in `list` are then predictable.
    TZ: 'UTC',
  };
}

export function run(file: string, args: string[], env: NodeJS.ProcessEnv): Promise<Run> {
  return new Promise((resolve) => {
    execFile(file, args, { cwd: ROOT, env, timeout: 30_000 }, (error, stdout, stderr) => {
      const code = error ? (typeof error.code === 'number' ? error.code : -1) : 0;
      resolve({ code, stdout, stderr });
    });
  });
}

/** The compiled guest command (`node dist/server/guests.js ...args`), as `npm run guests --` runs it. */
export function guests(dataDir: string, ...args: string[]): Promise<Run> {
  return run(process.execPath, [GUEST_COMMAND_ENTRY, ...args], guestEnv(dataDir));
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
