/**
 * Starts the real server (server/main.ts) as its own process on 127.0.0.1 for the hostile-input tests, the way
 * main.test.ts does: real sockets, the real HTTP parser, the real logger writing to stdout. Needs the built app
 * (dist/), which `npm test` builds before the unit tests run.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { REPO_ROOT, SERVER_ENTRY } from '../paths';
import { openStores } from '../stores';
import { makeTempDir } from './test-app';
import { storeTestPasswordHashes } from './test-password-hashes';

/** Long enough to look real, and unique enough that finding it in a log can only be a leak. */
export const HOSTILE_PASSWORD = 'Hostile-Test-Passw0rd-7f3a9c';

export interface RealServer {
  port: number;
  url: string;
  dataDir: string;
  /** A working guest link token, created in DATA_DIR before the server started. */
  guestToken: string;
  /** That guest's calendar subscription token (its address is /calendar/<token>.ics). */
  calendarToken: string;
  child: ChildProcess;
  /** Everything the process wrote so far, stdout and stderr. */
  output(): { stdout: string; stderr: string };
  alive(): boolean;
  /** SIGTERM (graceful), then SIGKILL if it does not end within 5 s. Only this process is signalled. */
  stop(): Promise<void>;
}

export interface RealServerOptions {
  port: number;
  env?: Record<string, string>;
  dataDir?: string;
  /**
   * 'test' (the default) stores the passwords' hashes at the tests' cheap scrypt cost before the server starts; a
   * hash carries its cost and the server keeps a stored hash that matches, so each sign-in hashes in about a
   * millisecond instead of 360. 'production' lets the server hash at its own cost: for the tests that need a hash
   * to take as long as a guest's would (a flood filling the hashing queue).
   */
  hashCost?: 'test' | 'production';
}

class BuildMissingError extends Error {}

export async function startRealServer(options: RealServerOptions): Promise<RealServer> {
  const dataDir = options.dataDir ?? makeTempDir('std-hostile-');
  const stores = openStores(dataDir);
  const { guest, token: guestToken } = stores.guests.add('Hostile Test Guest');
  const calendarToken = stores.calendarFeeds.tokenFor(stores.invitation.household(guest.id)!);
  if (options.hashCost !== 'production') {
    const { WEDDING_PASSWORD = HOSTILE_PASSWORD, ADMIN_PASSWORD } = options.env ?? {};
    await storeTestPasswordHashes(stores, WEDDING_PASSWORD, ADMIN_PASSWORD);
  }
  stores.db.close();
  // A build running at the same moment (another terminal, npm start) briefly leaves dist/ incomplete: wait for it.
  const deadline = Date.now() + 40_000;
  for (;;) {
    try {
      return await spawnServer(options, dataDir, { guestToken, calendarToken }, deadline);
    } catch (error) {
      if (!(error instanceof BuildMissingError) || Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 1_000));
    }
  }
}

async function spawnServer(
  options: RealServerOptions,
  dataDir: string,
  tokens: Pick<RealServer, 'guestToken' | 'calendarToken'>,
  deadline: number,
): Promise<RealServer> {
  // The test runner's own settings must not leak in: the server sees only what the test chose.
  const { WEDDING_PASSWORD: _p, NODE_ENV: _n, LOG_LEVEL: _l, TRUST_PROXY: _t, ...base } = process.env;
  const child = spawn(process.execPath, [SERVER_ENTRY], {
    cwd: REPO_ROOT,
    env: {
      ...base,
      NODE_ENV: 'production',
      WEDDING_PASSWORD: HOSTILE_PASSWORD,
      DATA_DIR: dataDir,
      HOST: '127.0.0.1',
      PORT: String(options.port),
      PUBLIC_URL: `http://127.0.0.1:${options.port}`,
      LOG_LEVEL: 'warn',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  let exited = false;
  child.stdout!.on('data', (d: Buffer) => (stdout += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (stderr += d.toString()));
  const exit = new Promise<void>((resolve) =>
    child.on('exit', () => {
      exited = true;
      resolve();
    }),
  );

  while (!/running at/.test(stdout)) {
    if (exited || Date.now() > deadline) {
      child.kill('SIGKILL');
      const message = `The server did not start on port ${options.port}.\nstdout: ${stdout}\nstderr: ${stderr}`;
      throw /run npm run build/.test(stderr) ? new BuildMissingError(message) : new Error(message);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }

  return {
    port: options.port,
    url: `http://127.0.0.1:${options.port}`,
    dataDir,
    ...tokens,
    child,
    output: () => ({ stdout, stderr }),
    alive: () => !exited && child.exitCode === null && child.signalCode === null,
    async stop() {
      if (exited) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
      await exit;
      clearTimeout(timer);
    },
  };
}
