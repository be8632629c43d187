/**
 * A server and a DATA_DIR of a spec's own, for a spec that changes what every guest of a site sees (the phase, the
 * deadline): started from the build with the e2e passwords on a free port, stopped by its own process id.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { E2E_ADMIN_PASSWORD, E2E_PASSWORD } from '../playwright.config';
import { REPO_ROOT, SERVER_ENTRY } from '../server/paths';
import { anyFreePort } from '../test-support/free-port';

export interface OwnServer {
  origin: string;
  stop: () => Promise<void>;
}

/** `env`: settings of this server's own (the outbox's spec gives it a mail server). */
export async function startOwnServer(name: string, env: Record<string, string> = {}): Promise<OwnServer> {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), `std-e2e-${name}-`));
  const port = await anyFreePort();
  const origin = `http://127.0.0.1:${port}`;
  const output: string[] = [];
  const server: ChildProcess = spawn(process.execPath, [SERVER_ENTRY], {
    cwd: REPO_ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: path.join(tmp, 'data'),
      WEDDING_PASSWORD: E2E_PASSWORD,
      ADMIN_PASSWORD: E2E_ADMIN_PASSWORD,
      PUBLIC_URL: origin,
      LOG_LEVEL: 'warn',
      ...env,
    },
  });
  server.stdout!.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  server.stderr!.on('data', (chunk: Buffer) => output.push(chunk.toString()));

  const stop = async () => {
    if (server.exitCode === null && server.signalCode === null) {
      await new Promise((resolve) => server.once('exit', resolve).kill('SIGTERM'));
    }
    fs.rmSync(tmp, { recursive: true, force: true });
  };

  const deadline = Date.now() + 45_000;
  for (;;) {
    if (server.exitCode !== null) {
      await stop();
      throw new Error(`The server stopped:\n${output.join('')}`);
    }
    if ((await fetch(`${origin}/api/status`).catch(() => undefined))?.status === 401) return { origin, stop };
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`No answer on ${origin}:\n${output.join('')}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
