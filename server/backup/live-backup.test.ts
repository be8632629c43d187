/**
 * Backups of a site that is being written to (issue 14): a process adds guests, sessions and visits in a loop
 * while backups are taken from another connection, as the backup command does beside a running server. Every
 * archive restores into a fresh DATA_DIR whose database passes integrity_check, whose server starts, and where
 * every guest link and session made before the backup began still works. And a restore never runs under a running
 * server (issue 18): the real server holds DATA_DIR, and a restore, or a second server, is refused meanwhile.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { API_PATHS } from '#common/api';
import { openDatabase } from '../db/database';
import { guests as guestCommand } from '../cli/cli-harness';
import { REPO_ROOT, SERVER_ENTRY } from '../paths';
import { createTestApp, loginUrl, makeTempDir } from '../testing/test-app';
import { createBackup } from './create-backup';
import { restoreBackup } from './restore-backup';

const key = crypto.randomBytes(32);

interface Written {
  n: number;
  token: string;
  cookie: string;
}

const children: ChildProcess[] = [];
afterAll(() => {
  for (const child of children) child.kill('SIGKILL');
});

/** Starts the writer; `written` fills with what it has committed. */
function startWriter(dataDir: string) {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(REPO_ROOT, 'server/testing/keep-adding-guests.ts'), dataDir], {
    cwd: REPO_ROOT,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.push(child);
  const written: Written[] = [];
  let rest = '';
  child.stdout!.on('data', (data: Buffer) => {
    const lines = (rest + data.toString()).split('\n');
    rest = lines.pop() ?? '';
    for (const line of lines) written.push(JSON.parse(line) as Written);
  });
  return { child, written };
}

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });

/** The compiled server on `dataDir`; resolves once /api/health answers, with a way to stop it. */
async function startServer(dataDir: string) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [SERVER_ENTRY], {
    cwd: REPO_ROOT,
    env: { PATH: process.env.PATH, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: url, LOG_LEVEL: 'warn', BACKUP_HOURS: '0' },
    stdio: 'ignore',
  });
  children.push(child);
  for (let i = 0; i < 200; i++) {
    const status = await fetch(`${url}${API_PATHS.health}`).then((r) => r.status, () => 0);
    if (status === 200) return { url, child, stop: () => new Promise((resolve) => child.once('exit', resolve).kill('SIGTERM')) };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the restored server did not start');
}

it('every backup taken while guests are being added restores whole, with working links and sessions', { timeout: 120_000 }, async () => {
  const seeded = await createTestApp();
  const { dataDir } = seeded;
  await seeded.close();
  const { child, written } = startWriter(dataDir);
  const db = openDatabase(dataDir);
  const taken: Array<{ file: string; before: Written[] }> = [];
  try {
    while (written.length < 50) await new Promise((resolve) => setTimeout(resolve, 20));
    for (let i = 0; i < 5; i++) {
      const before = [...written];
      const { file } = await createBackup({ dataDir, db, key, out: path.join(makeTempDir('std-live-'), `backup-${i}.tar.gz.enc`) });
      taken.push({ file, before });
      await new Promise((resolve) => setTimeout(resolve, 150));
    }
  } finally {
    child.kill('SIGKILL');
    db.close();
  }
  // The writer kept writing between the backups: each archive is of a different moment.
  expect(new Set(taken.map((backup) => backup.before.length)).size).toBe(taken.length);

  for (const [index, { file, before }] of taken.entries()) {
    const restored = path.join(makeTempDir('std-live-restore-'), 'data');
    const { guests } = await restoreBackup({ archive: file, dataDir: restored, key });
    expect(guests).toBeGreaterThanOrEqual(before.length);
    // Many sign-ins from one test address: the limiter is not what this test is about.
    const t = await createTestApp({ dataDir: restored, signInsPerAddress: 100_000 });
    try {
      // The first, the last and a few between of what was committed before the backup began.
      const sample = [before[0]!, before.at(-1)!, ...before.filter((_, i) => i % 17 === 0)];
      for (const { token, cookie, n } of sample) {
        expect((await t.app.inject({ method: 'POST', url: loginUrl({ token }) })).statusCode, `guest ${n}'s link`).toBe(200);
        expect((await t.app.inject({ method: 'GET', url: API_PATHS.status, cookies: { session: cookie } })).statusCode, `guest ${n}'s session`).toBe(200);
      }
    } finally {
      await t.close();
    }
    if (index === taken.length - 1) {
      // And the real server starts on it, and lets a guest in.
      const server = await startServer(restored);
      const signIn = await fetch(`${server.url}${loginUrl({ token: before[0]!.token })}`, { method: 'POST' });
      expect(signIn.status).toBe(200);
      server.stop();
    }
    fs.rmSync(path.dirname(restored), { recursive: true, force: true });
  }
});

/** Every file under `dir` with its size, except the database's journal files, which a running server writes to. */
const contentsOf = (dir: string) =>
  (fs.readdirSync(dir, { recursive: true }) as string[])
    .filter((entry) => !/-(wal|shm)$/.test(entry))
    .map((entry) => `${entry}:${fs.statSync(path.join(dir, entry)).isFile() ? fs.statSync(path.join(dir, entry)).size : 'dir'}`)
    .sort();

it('a restore is refused while the server runs on DATA_DIR, and changes nothing; once it is stopped, it restores', { timeout: 60_000 }, async () => {
  const t = await createTestApp();
  const ana = t.guests.add('Ana');
  const { file } = await createBackup({ dataDir: t.dataDir, db: t.db, key, out: path.join(makeTempDir('std-live-'), 'site.tar.gz.enc') });
  t.guests.add('Added after the backup');
  await t.close();
  const { dataDir } = t;
  const keyFile = path.join(makeTempDir('std-live-'), 'key.txt');
  fs.writeFileSync(keyFile, key.toString('hex'));

  const server = await startServer(dataDir);
  const before = contentsOf(dataDir);
  const database = fs.readFileSync(path.join(dataDir, 'wedding.db'));
  await expect(restoreBackup({ archive: file, dataDir, key, force: true })).rejects.toThrow(/server is running on .*stop the server first.*nothing was changed/);
  const command = await guestCommand(dataDir, 'restore', file, '--force', '--key-file', keyFile);
  expect(command.code).toBe(1);
  expect(command.stderr).toMatch(/stop the server first/);
  expect(contentsOf(dataDir)).toEqual(before);
  expect(fs.readFileSync(path.join(dataDir, 'wedding.db')).equals(database)).toBe(true);
  // The server goes on as it was; a second one on the same DATA_DIR does not start.
  expect((await fetch(`${server.url}${loginUrl({ token: ana.token })}`, { method: 'POST' })).status).toBe(200);
  const second = spawn(process.execPath, [SERVER_ENTRY], {
    cwd: REPO_ROOT,
    env: { PATH: process.env.PATH, DATA_DIR: dataDir, PORT: String(await freePort()), HOST: '127.0.0.1', LOG_LEVEL: 'warn', BACKUP_HOURS: '0' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  children.push(second);
  let stderr = '';
  second.stderr!.on('data', (data: Buffer) => (stderr += data.toString()));
  expect(await new Promise((resolve) => second.once('exit', resolve))).toBe(1);
  expect(stderr).toMatch(/Another process is using/);

  await server.stop();
  const { guests, keptAside } = await restoreBackup({ archive: file, dataDir, key, force: true });
  expect(guests).toBe(1);
  expect(keptAside).toBeDefined();
});
