/**
 * The data survives: SIGKILL in the middle of writes leaves a consistent database (WAL, transactions), and the
 * guest command writes while the real server serves sign-ins, sessions and content, without a 5xx or a lost row.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { DATABASE_FILE } from '../db/database';
import { GUEST_COMMAND_ENTRY, REPO_ROOT } from '../paths';
import { createStores, openStores } from '../stores';
import { loadLinkSecret } from '../guests/link-secret';
import { summary } from '../testing/hostile-checks';
import { cookiePairOf, rawRequest, type RawResponse } from '../testing/raw-http';
import { startRealServer, type RealServer } from '../testing/real-server';
import { makeTempDir } from '../testing/test-app';

const PORT = 18_107;
const WRITER = 'server/testing/db-writer.ts';


const started: Array<ReturnType<typeof spawn>> = [];
let server: RealServer | undefined;
afterEach(() => {
  for (const child of started) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  started.length = 0;
});
afterAll(async () => server?.stop());

function childEnv(dataDir: string): NodeJS.ProcessEnv {
  const { WEDDING_PASSWORD: _p, NODE_ENV: _n, ...base } = process.env;
  return { ...base, DATA_DIR: dataDir, PUBLIC_URL: `http://127.0.0.1:${PORT}` };
}

/** Starts the writer; `committed()` is the last commit it reported, `exited` its exit code. */
function startWriter(dataDir: string, label: string, count: number | 'forever') {
  const child = spawn(process.execPath, ['--import', 'tsx', WRITER, label, String(count)], { cwd: REPO_ROOT, env: childEnv(dataDir) });
  started.push(child);
  let out = '';
  let err = '';
  child.stdout.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr.on('data', (d: Buffer) => (err += d.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on('exit', (code, signal) => resolve({ code, signal })),
  );
  const committed = () => {
    const all = out.match(/committed (\d+)\n/g);
    return all ? Number(/\d+/.exec(all[all.length - 1]!)![0]) : -1;
  };
  return { child, exited, committed, stderr: () => err };
}

async function waitUntil(condition: () => boolean, ms: number, what: string): Promise<void> {
  const deadline = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

interface GuestRow {
  id: number;
  name: string;
  token_hash: string;
  revoked_at: number | null;
  sessions: number;
}

/** Checks the invariants of db-writer.ts; returns the guests by label. */
function checkConsistency(dataDir: string): Map<string, number[]> {
  const db = new Database(path.join(dataDir, DATABASE_FILE));
  try {
    expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
    expect(db.pragma('foreign_key_check')).toEqual([]);
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    const rows = db
      .prepare(
        `SELECT g.id, g.name, g.token_hash, g.revoked_at, (SELECT COUNT(*) FROM sessions s WHERE s.guest_id = g.id) AS sessions
           FROM guests g ORDER BY g.id`,
      )
      .all() as GuestRow[];
    // No half-written guest: the token hash is set in the same transaction as the insert.
    expect(rows.filter((r) => r.token_hash.startsWith('pending:'))).toEqual([]);
    // A guest and its session are written together; a revocation and the end of the sessions too.
    expect(rows.filter((r) => r.sessions !== (r.revoked_at === null ? 1 : 0) && r.name.includes('-'))).toEqual([]);
    // Every active guest's link still signs in: the stored hash matches the token derived from the secret.
    const { guests } = createStores(db, loadLinkSecret(db, dataDir));
    const broken = rows.filter((r) => r.revoked_at === null && guests.findByToken(guests.tokenFor(r.id)!)?.id !== r.id);
    expect(broken).toEqual([]);
    const byLabel = new Map<string, number[]>();
    for (const { name } of rows) {
      const match = /^(.+)-(\d+)$/.exec(name);
      if (match) byLabel.set(match[1]!, [...(byLabel.get(match[1]!) ?? []), Number(match[2])]);
    }
    return byLabel;
  } finally {
    db.close();
  }
}

describe('SIGKILL in the middle of writes', () => {
  it('leaves an intact database where every committed transaction is complete and none is lost', async () => {
    const dataDir = makeTempDir('std-kill-');
    const rounds = [40, 150, 400];
    const reported: number[] = [];
    for (const [round, target] of rounds.entries()) {
      const writer = startWriter(dataDir, `round${round}`, 'forever');
      await waitUntil(() => writer.committed() >= target, 20_000, `round ${round} to commit ${target} transactions`);
      writer.child.kill('SIGKILL');
      const { signal } = await writer.exited;
      expect(signal).toBe('SIGKILL');
      reported.push(writer.committed());
      // After each kill the next writer opens the same database: recovery happens on open.
      const byLabel = checkConsistency(dataDir);
      const names = byLabel.get(`round${round}`) ?? [];
      // Nothing committed is lost, and the kill never left a gap: the names run 0..n.
      expect(names.length).toBeGreaterThanOrEqual(reported[round]! + 1);
      expect([...names].sort((a, b) => a - b)).toEqual(names.map((_, i) => i));
    }
    expect(reported.every((n, i) => n >= rounds[i]!)).toBe(true);
  });
});

describe('the guest command and the server at the same time', () => {
  it('adds and revokes guests while the server signs guests in and serves content: no 5xx, nothing lost', async () => {
    server = await startRealServer({ port: PORT, env: { LOGIN_FAILURES_PER_ADDRESS: '100000', SIGN_INS_PER_ADDRESS: '100000' } });
    const { dataDir, guestToken } = server;
    const login = await rawRequest(PORT, { method: 'POST', target: `/api/login?token=${guestToken}` });
    expect(login.status).toBe(200);
    const cookie = cookiePairOf(login)!;
    // The repeated sign-ins use another guest's link: past MAX_SESSIONS_PER_GUEST they end that guest's oldest
    // sessions, and the session above must stay.
    const stores = openStores(dataDir);
    const otherToken = stores.guests.add('Load Test Guest').token;
    stores.db.close();

    // Load: sign-ins (session and visit writes), status checks, content and the public site, four at a time.
    const answers: Array<{ label: string; response: RawResponse }> = [];
    let loading = true;
    const requests = [
      { label: 'sign-in', method: 'POST', target: `/api/login?token=${otherToken}` },
      { label: 'status', target: '/api/status', headers: { cookie } },
      { label: 'content', target: '/api/content', headers: { cookie } },
      { label: 'site', target: '/api/site' },
    ];
    const load = Promise.all(
      Array.from({ length: 4 }, async (_, worker) => {
        for (let i = worker; loading; i++) {
          const { label, ...request } = requests[i % requests.length]!;
          answers.push({ label, response: await rawRequest(PORT, request) });
        }
      }),
    );

    const writer = startWriter(dataDir, 'bulk', 300);
    const added: Array<{ id: number; link: string }> = [];
    // Three commands at once (they also write against each other), then a revocation.
    const outputs = await Promise.all([0, 1, 2].map((i) => guestCommand(dataDir, ['add', `Concurrent Guest ${i}`, '--json'])));
    added.push(...outputs.map((out) => JSON.parse(out) as { id: number; link: string }));
    await guestCommand(dataDir, ['revoke', String(added[0]!.id)]);
    const { code } = await writer.exited;
    expect(code, writer.stderr()).toBe(0);
    loading = false;
    await load;

    expect(answers.length).toBeGreaterThan(50);
    expect(answers.filter(({ response }) => response.status >= 500 || response.status === 0).map(({ label, response }) => summary(label, response))).toEqual([]);
    // Not even a 401 or a 503: a busy database makes a request wait (busy_timeout), it never fails it.
    expect(answers.filter(({ response }) => response.status !== 200).map(({ label, response }) => summary(label, response))).toEqual([]);

    // Nothing lost: the server's guest, 300 from the writer, 3 from the command.
    const byLabel = checkConsistency(dataDir);
    expect(byLabel.get('bulk')).toHaveLength(300);
    // The command's links work on the running server; the revoked one no longer does.
    for (const [i, { link }] of added.entries()) {
      const token = new URL(link).searchParams.get('token')!;
      const response = await rawRequest(PORT, { method: 'POST', target: `/api/login?token=${encodeURIComponent(token)}` });
      expect(response.status, link).toBe(i === 0 ? 401 : 200);
    }
    expect(server.alive()).toBe(true);
    expect((await rawRequest(PORT, { target: '/api/status', headers: { cookie } })).status).toBe(200);
  }, 60_000);
});

async function guestCommand(dataDir: string, args: string[]): Promise<string> {
  const child = spawn(process.execPath, [GUEST_COMMAND_ENTRY, ...args], { cwd: REPO_ROOT, env: childEnv(dataDir) });
  started.push(child);
  let out = '';
  let err = '';
  child.stdout.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr.on('data', (d: Buffer) => (err += d.toString()));
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  expect(code, `guests ${args.join(' ')}: ${err}`).toBe(0);
  return out;
}
