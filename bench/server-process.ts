/**
 * The servers the bench measures, each a real child process started as a user would start it
 * (`node --import tsx …`), on 127.0.0.1, stopped with SIGTERM (SIGKILL if it lingers).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildIsCurrent } from '../scripts/build';
import { REPO_ROOT, SERVER_ENTRY } from '../server/paths';
import { freePort } from './ports';

export interface RunningServer {
  url: string;
  /** The server's process id (its memory is read from /proc). */
  pid: number | undefined;
  /** The real server's DATA_DIR (the flood's measure reads its database's size); none for the bare baseline. */
  dataDir?: string;
  stop(): Promise<void>;
}

/** The real server serves dist/: build first when it is missing or older than its inputs, as `npm start` does. */
export async function ensureBuilt(): Promise<void> {
  if (buildIsCurrent()) return;
  process.stdout.write('Building the site first (missing or out of date)…\n');
  // A child process: Vite sets NODE_ENV=production while it builds and must not change the bench's own.
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/build.ts'], { cwd: REPO_ROOT, stdio: 'inherit' });
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  if (code !== 0) throw new Error(`npm run build failed (exit code ${code})`);
}

/**
 * Children still running and folders still to remove. A library that crashes the bench with an uncaught
 * error (chrome-launcher can) skips every finally block; the 'exit' event still comes, so nothing outlives the run.
 */
const live = new Set<ChildProcess>();
const tempDirs = new Set<string>();
process.on('exit', () => {
  for (const child of live) child.kill('SIGKILL');
  for (const dir of tempDirs) fs.rmSync(dir, { recursive: true, force: true });
});

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 5_000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/** Starts a script and waits until `readyPath` answers `readyStatus`; fails early if the process exits. */
async function startScript(
  script: string,
  env: (url: string) => Record<string, string>,
  readyPath: string,
  readyStatus: number,
): Promise<RunningServer> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  // The caller's WEDDING_PASSWORD must not leak in; NODE_ENV=production measures the deployed configuration
  // (security headers, the __Host- session cookie).
  const { WEDDING_PASSWORD: _p, ...base } = process.env;
  // The server runs compiled, as in production; the bare baseline is a TypeScript file run through tsx.
  const args = script.endsWith('.ts') ? ['--import', 'tsx', script] : [script];
  const child = spawn(process.execPath, args, {
    cwd: REPO_ROOT,
    env: { ...base, NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env(url) },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  live.add(child);
  child.once('exit', () => live.delete(child));
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const server = { url, pid: child.pid, stop: () => stopChild(child) };

  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${script} exited with code ${child.exitCode}: ${stderr.trim()}`);
    const status = await fetch(url + readyPath).then((r) => r.status, () => 0);
    if (status === readyStatus) return server;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await server.stop();
  throw new Error(`${script} did not answer ${readyStatus} on ${readyPath} within 30 s: ${stderr.trim()}`);
}

function removeDir(dir: string): void {
  fs.rmSync(dir, { recursive: true, force: true });
  tempDirs.delete(dir);
}

/**
 * The real server on a fresh database; ready when /api/status answers 401 (signed out). `env`: settings of its own;
 * `entry`: another build's compiled server (bench/compare-builds.ts), this checkout's by default.
 */
export async function startAppServer(password: string, adminPassword: string, env: Record<string, string> = {}, entry = SERVER_ENTRY): Promise<RunningServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'std-bench-'));
  tempDirs.add(dataDir);
  const server = await startScript(
    entry,
    (url) => ({
      DATA_DIR: dataDir,
      WEDDING_PASSWORD: password,
      ADMIN_PASSWORD: adminPassword,
      PUBLIC_URL: url,
      // Every sign-in comes from one address; the limiter counts failures only, but a typo must not block the run.
      LOGIN_FAILURES_PER_ADDRESS: '100000',
      LOGIN_FAILURES_TOTAL: '1000000',
      SIGN_INS_PER_ADDRESS: '1000000',
      ADMIN_LOGIN_FAILURES_PER_ADDRESS: '100000',
      ADMIN_LOGIN_FAILURES_TOTAL: '1000000',
      ...env,
    }),
    '/api/status',
    401,
  ).catch((error: unknown) => {
    removeDir(dataDir);
    throw error;
  });
  return {
    url: server.url,
    pid: server.pid,
    dataDir,
    stop: async () => {
      await server.stop();
      removeDir(dataDir);
    },
  };
}

/** The node:http baseline (bench/bare-server.ts); ready when / answers 200. */
export function startBareServer(): Promise<RunningServer> {
  return startScript('bench/bare-server.ts', () => ({}), '/', 200);
}
