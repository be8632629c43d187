/**
 * The production install, for real (issue 14): deploy/install.sh (the script the Dockerfile runs) in a fresh copy
 * of the repository's files, then the server started with only what the image's runtime stage keeps, with plain
 * `node`. It signs guests in, by password and by link, and its node_modules holds no build tool.
 * Slow (a full `npm ci`, the whole build): run by `npm run test:install`, not by `vitest run`.
 */
import { execFile, execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEDIA_BUILD_FILES } from '../scripts/build';
import { anyFreePort as freePort } from '../test-support/free-port';

const REPO = fileURLToPath(new URL('..', import.meta.url));
const PASSWORD = 'juniper-meadow-lantern-4417';
const run = promisify(execFile);

let dir = '';
let server: ChildProcess | undefined;
let baseUrl = '';
/** The lockfile's packages needed only for development ("dev": true), read before the copy is trimmed. */
let devOnly: string[] = [];
const serverOutput: string[] = [];

/** The environment of a shell on a server: none of the test runner's own variables (NODE_ENV=test, VITEST…). */
function cleanEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => key !== 'NODE_ENV' && !key.startsWith('VITEST')));
  return { ...env, ...extra };
}

/**
 * The repository's files as a clone of the commit to come would have them: tracked files and new ones not ignored
 * (no node_modules, no dist, no data), as they are in the working tree.
 */
function copyRepository(to: string): void {
  const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: REPO, encoding: 'utf8' });
  for (const file of files.split('\0').filter(Boolean)) {
    if (!fs.existsSync(path.join(REPO, file))) continue; // deleted in the working tree
    fs.mkdirSync(path.dirname(path.join(to, file)), { recursive: true });
    fs.copyFileSync(path.join(REPO, file), path.join(to, file));
  }
  // The checkout's built photos and their stamp, as a second `npm run build` reuses them: encoding the demo photos
  // takes a minute and a half and is what the checkout's own build did (`npm test` builds first). The stamp is a
  // hash of the photos' sources, so a copy whose sources differ rebuilds them anyway.
  for (const built of MEDIA_BUILD_FILES) {
    if (fs.existsSync(built)) fs.cpSync(built, path.join(to, path.relative(REPO, built)), { recursive: true });
  }
}

/** Removes what the Dockerfile's runtime stage does not copy (its `COPY --from=build /app/…` lines). */
function keepOnlyTheImagesFiles(root: string): string[] {
  const dockerfile = fs.readFileSync(path.join(root, 'Dockerfile'), 'utf8');
  const kept = [...dockerfile.matchAll(/^COPY --from=build (?:--\S+ )*\/app\/(\S+) /gm)].map(([, file]) => file!);
  expect(kept).toContain('node_modules');
  const keep = (file: string) => kept.some((k) => k === file || k.startsWith(`${file}/`) || file.startsWith(`${k}/`));
  const prune = (folder: string) => {
    for (const entry of fs.readdirSync(path.join(root, folder))) {
      const rel = folder ? `${folder}/${entry}` : entry;
      if (!keep(rel)) fs.rmSync(path.join(root, rel), { recursive: true, force: true });
      else if (!kept.includes(rel) && fs.statSync(path.join(root, rel)).isDirectory()) prune(rel);
    }
  };
  prune('');
  return kept;
}

async function waitForHealth(): Promise<Response> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (server?.exitCode !== null) throw new Error(`The server stopped:\n${serverOutput.join('')}`);
    const response = await fetch(`${baseUrl}/api/health`).catch(() => undefined);
    if (response) return response;
    if (Date.now() > deadline) throw new Error(`No answer from ${baseUrl}:\n${serverOutput.join('')}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const sessionCookie = (response: Response) => /^__Host-session=([^;]+)/.exec(response.headers.get('set-cookie') ?? '')?.[1];

describe('deploy/install.sh on an unsupported Node', () => {
  it('refuses Node 20, saying which Node it needs, before installing anything', async () => {
    const app = fs.mkdtempSync(path.join(os.tmpdir(), 'std-old-node-'));
    try {
      fs.mkdirSync(path.join(app, 'deploy'));
      for (const file of ['install.sh', 'check-node.sh']) fs.copyFileSync(path.join(REPO, 'deploy', file), path.join(app, 'deploy', file));
      // A stand-in `node` that answers as Node 20 does; npm would be the next command, and must never run.
      const bin = path.join(app, 'bin');
      fs.mkdirSync(bin);
      fs.writeFileSync(path.join(bin, 'node'), '#!/bin/sh\necho 20.20.2\n', { mode: 0o755 });
      fs.writeFileSync(path.join(bin, 'npm'), '#!/bin/sh\ntouch "$(dirname "$0")/../npm-ran"\n', { mode: 0o755 });
      const outcome = await run('bash', ['deploy/install.sh'], { cwd: app, env: { PATH: `${bin}:/usr/bin:/bin` } }).then(
        () => ({ code: 0, stderr: '' }),
        (error: { code: number; stderr: string }) => error,
      );
      expect(outcome.code).toBe(1);
      expect(outcome.stderr).toContain('This is Node.js 20.20.2; the site needs Node 24 LTS');
      expect(fs.existsSync(path.join(app, 'npm-ran'))).toBe(false);
    } finally {
      fs.rmSync(app, { recursive: true, force: true });
    }
  });
});

describe('a production install with deploy/install.sh', () => {
  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'std-install-'));
    const app = path.join(dir, 'app');
    copyRepository(app);
    // The npm cache is used as usual; nothing compiles (better-sqlite3 and sharp ship their binaries).
    await run('bash', ['deploy/install.sh'], { cwd: app, env: cleanEnv(), maxBuffer: 64 * 1024 * 1024 });
    const lock = JSON.parse(fs.readFileSync(path.join(app, 'package-lock.json'), 'utf8')) as {
      packages: Record<string, { dev?: boolean }>;
    };
    devOnly = Object.entries(lock.packages).filter(([where, entry]) => where && entry.dev).map(([where]) => where);
    keepOnlyTheImagesFiles(app);

    const port = await freePort();
    baseUrl = `http://127.0.0.1:${port}`;
    server = spawn(process.execPath, ['dist/server/main.js'], {
      cwd: app,
      // Only what a service's environment file would hold: no NODE_OPTIONS, no tsx loader.
      env: {
        PATH: process.env.PATH,
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        PORT: String(port),
        DATA_DIR: path.join(dir, 'data'),
        WEDDING_PASSWORD: PASSWORD,
        ADMIN_PASSWORD: 'sparrow-quarry-ledger-9083',
        PUBLIC_URL: 'https://wedding.example',
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    server.stdout!.on('data', (chunk: Buffer) => serverOutput.push(chunk.toString()));
    server.stderr!.on('data', (chunk: Buffer) => serverOutput.push(chunk.toString()));
  });

  afterAll(async () => {
    if (server && server.exitCode === null) await new Promise((resolve) => server!.once('exit', resolve).kill('SIGTERM'));
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('answers /api/health with 200', async () => {
    const response = await waitForHealth();
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok' });
  });

  it('signs a guest in with the password', async () => {
    const response = await fetch(`${baseUrl}/api/login?password=${encodeURIComponent(PASSWORD)}`, { method: 'POST' });
    expect(response.status).toBe(200);
    expect(sessionCookie(response)).toBeTruthy();
  });

  it("signs a guest in with a link from the guest command, and the session opens the private content", async () => {
    const app = path.join(dir, 'app');
    const { stdout } = await run(process.execPath, ['scripts/guests.mjs', 'add', 'Installed Guest', '--json'], {
      cwd: app,
      env: { PATH: process.env.PATH, DATA_DIR: path.join(dir, 'data'), PUBLIC_URL: 'https://wedding.example' },
    });
    const token = new URL((JSON.parse(stdout) as { link: string }).link).searchParams.get('token')!;
    const response = await fetch(`${baseUrl}/api/login?token=${encodeURIComponent(token)}`, { method: 'POST' });
    expect(response.status).toBe(200);
    const cookie = sessionCookie(response);
    const content = await fetch(`${baseUrl}/api/content`, { headers: { cookie: `__Host-session=${cookie}` } });
    expect(content.status).toBe(200);
  });

  it('keeps no devDependency in node_modules', () => {
    const modules = path.join(dir, 'app', 'node_modules');
    for (const tool of ['vite', 'vitest', 'tsx', 'typescript', '@playwright/test', 'esbuild', 'eslint']) {
      expect(fs.existsSync(path.join(modules, tool)), tool).toBe(false);
    }
    // Nothing the lockfile marks as needed only for development, at any depth.
    expect(devOnly.length).toBeGreaterThan(100);
    expect(devOnly.filter((where) => fs.existsSync(path.join(dir, 'app', where)))).toEqual([]);
  });
});
