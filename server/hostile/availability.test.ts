/**
 * Nobody can lock the guests out or fill the disk (issue 11), against the real server process: each test replays
 * a finding of the attack review and shows the defence holding, with real sockets from several loopback addresses.
 */
import net from 'node:net';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_SESSIONS_PER_GUEST } from '../auth/session-store';
import { DATABASE_FILE } from '../db/database';
import { summary } from '../testing/hostile-checks';
import { cookiePairOf, inBatches, rawRequest, type RawResponse } from '../testing/raw-http';
import { HOSTILE_PASSWORD, startRealServer, type RealServer } from '../testing/real-server';
import path from 'node:path';

const PORT = 18_111;
const CAPPED_PORT = 18_112;
const MAX_CONNECTIONS = 30;

let server: RealServer;
let capped: RealServer;

beforeAll(async () => {
  [server, capped] = await Promise.all([
    // The production defaults: 10 attempts per address, 300 wrong passwords in total, 60 sign-ins per address.
    // At the production scrypt cost: one client's 40 sign-ins are admitted three at a time only while a hash takes as long as a guest's.
    startRealServer({ port: PORT, hashCost: 'production', env: { LOG_LEVEL: 'info' } }),
    startRealServer({ port: CAPPED_PORT, env: { MAX_CONNECTIONS: String(MAX_CONNECTIONS) } }),
  ]);
}, 40_000);
afterAll(async () => Promise.all([server?.stop(), capped?.stop()]));

function signIn(query: Record<string, string>, from: string, cookie?: string): Promise<RawResponse> {
  return rawRequest(PORT, { method: 'POST', target: `/api/login?${new URLSearchParams(query)}`, headers: cookie ? { cookie } : {} }, { localAddress: from });
}

function readDb<T>(query: string, ...params: unknown[]): T {
  const db = new Database(path.join(server.dataDir, DATABASE_FILE), { readonly: true });
  try {
    return db.prepare(query).get(...params) as T;
  } finally {
    db.close();
  }
}

describe('the lockout burst: 300 wrong tokens from 30 addresses', () => {
  it('leaves valid links and the right password signing in at once', async () => {
    const wrong = await inBatches(Array.from({ length: 300 }, (_, i) => i), 20, (i) =>
      signIn({ token: `wrong-token-${i}` }, `127.0.3.${(i % 30) + 1}`),
    );
    expect(wrong.filter((r) => r.status !== 401 && r.status !== 429).map((r) => summary('wrong token', r))).toEqual([]);
    expect((await signIn({ token: server.guestToken }, '127.0.3.100')).status).toBe(200);
    expect((await signIn({ password: HOSTILE_PASSWORD }, '127.0.3.101')).status).toBe(200);
    // Even an address that spent its own budget on wrong tokens gets in with a valid one.
    expect((await signIn({ token: server.guestToken }, '127.0.3.1')).status).toBe(200);
  });
});

describe('one link opened in a loop (the session flood)', () => {
  it('keeps at most the cap of live sessions for the guest, and stops the address after its sign-in budget', async () => {
    const answers = await inBatches(Array.from({ length: 200 }, (_, i) => i), 20, () => signIn({ token: server.guestToken }, '127.0.4.1'));
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s !== 200 && s !== 429)).toEqual([]);
    // SIGN_INS_PER_ADDRESS (60) in 15 minutes, the rest refused with Retry-After.
    expect(statuses.filter((s) => s === 200).length).toBeLessThanOrEqual(60);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(140);
    const { live } = readDb<{ live: number }>(
      "SELECT COUNT(*) AS live FROM sessions WHERE guest_id = (SELECT id FROM guests WHERE name = 'Hostile Test Guest')",
    );
    expect(live).toBeLessThanOrEqual(MAX_SESSIONS_PER_GUEST);
  });

  it('counts a visit only for a client that had no live session', async () => {
    const visits = () => readDb<{ count: number }>('SELECT count FROM guest_visits WHERE guest_id = 1').count;
    const first = await signIn({ token: server.guestToken }, '127.0.4.2');
    const before = visits();
    const cookie = cookiePairOf(first)!;
    const again = await signIn({ token: server.guestToken }, '127.0.4.2', cookie);
    expect(again.status).toBe(200);
    await signIn({ token: server.guestToken }, '127.0.4.2', cookiePairOf(again)!);
    expect(visits()).toBe(before);
  });
});

describe('the right password sent 40 times at once from one client', () => {
  it('hashes one at a time for that client (two more may wait), and another client still signs in', async () => {
    // The statuses of the first client's answers, in the order they come.
    const answered: number[] = [];
    // The burst has arrived once its first refusal (answered at once, without a hash) is back: awaited as it comes.
    let refused!: () => void;
    const firstRefusal = new Promise<void>((resolve) => (refused = resolve));
    const holding = Array.from({ length: 40 }, () =>
      signIn({ password: HOSTILE_PASSWORD }, '127.0.5.1').then((response) => {
        answered.push(response.status);
        if (response.status === 429) refused();
        return response;
      }),
    );
    await firstRefusal;
    const other = await signIn({ password: HOSTILE_PASSWORD }, '127.0.5.2');
    const signedInBeforeIt = answered.filter((status) => status === 200).length;
    expect(other.status, summary('the other client', other)).toBe(200);
    // Not behind a queue of 40, nor behind all of the first client's three: counted, not timed. On a quiet machine one
    // hash is ahead of it; beside two busy loops the threads that hash share the cores with them, and the first
    // client's second hash finished first in one run of five (2). That its hashes run one at a time is
    // sign-in-limits.test.ts's; what this test holds is that the other client never waits for the whole queue (3).
    expect(signedInBeforeIt).toBeLessThanOrEqual(2);
    const answers = await Promise.all(holding);
    expect(answers.filter((r) => r.status === 200).length).toBe(3);
    expect(answers.filter((r) => r.status === 429).length).toBe(37);
  });
});

describe('60 wrong passwords at once from one address', () => {
  it('are held to the limit of 10 checked, however they race', async () => {
    const burst = await Promise.all(Array.from({ length: 60 }, (_, i) => signIn({ password: `race-${i}` }, '127.0.6.1')));
    const more: RawResponse[] = [];
    for (let i = 0; i < 15; i++) more.push(await signIn({ password: `after-${i}` }, '127.0.6.1'));
    const checked = [...burst, ...more].filter((r) => r.status === 401).length;
    expect(checked).toBe(10);
    expect([...burst, ...more].every((r) => r.status === 401 || r.status === 429)).toBe(true);
  });
});

describe('anonymous status checks', () => {
  it('are not logged at the default level: a flood cannot fill the disk', async () => {
    const before = server.output().stdout.length;
    await inBatches(Array.from({ length: 200 }, (_, i) => i), 10, () => rawRequest(PORT, { target: '/api/status' }));
    // A sign-in after them is still logged (at info): once its line is out, any line of theirs would be out too.
    await signIn({ token: 'not-a-token' }, '127.0.7.1');
    await expect.poll(() => server.output().stdout.slice(before)).toMatch(/"path":"\/api\/login"/);
    const logged = server.output().stdout.slice(before);
    expect(logged.match(/"path":"\/api\/status"/g) ?? []).toEqual([]);
  });
});

describe(`the connection cap (MAX_CONNECTIONS=${MAX_CONNECTIONS})`, () => {
  it('refuses connections beyond it, says so in the log, and answers again once they are gone', async () => {
    const sockets: net.Socket[] = [];
    try {
      for (let i = 0; i < MAX_CONNECTIONS; i++) {
        const socket = net.connect({ port: CAPPED_PORT, host: '127.0.0.1' });
        await new Promise<void>((resolve, reject) => socket.once('connect', resolve).once('error', reject));
        // A slow client: part of a request line, then nothing.
        socket.write('GET /api/sta');
        sockets.push(socket);
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
      const refused = await rawRequest(CAPPED_PORT, { target: '/api/status' }, { timeoutMs: 3_000 });
      expect(refused.status).toBe(0);
      await expect.poll(() => capped.output().stdout, { timeout: 3_000 }).toMatch(/connection limit reached/);
    } finally {
      for (const socket of sockets) socket.destroy();
    }
    await expect.poll(async () => (await rawRequest(CAPPED_PORT, { target: '/api/status' })).status, { timeout: 3_000 }).toBe(401);
    expect(capped.alive()).toBe(true);
  });
});
