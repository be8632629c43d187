import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../db/database';
import { sha256 } from '../secrets';
import { makeTempDir } from '../testing/test-app';
import { createSessionStore, MAX_PASSWORD_SESSIONS_PER_CLIENT, MAX_SESSIONS_PER_GUEST, SESSION_RECHECK_MS } from './session-store';

let db: Db | undefined;
afterEach(() => db?.close());

function storeAt(start: number, lifetimeMs = 60_000) {
  let now = start;
  db = openDatabase(makeTempDir());
  const sessions = createSessionStore(db, { lifetimeMs, now: () => now });
  return { sessions, db, advance: (ms: number) => (now += ms) };
}

describe('the session store', () => {
  it('finds a live session by its cookie and nothing for an unknown or oversized one', () => {
    const { sessions } = storeAt(1_000_000);
    const { cookieValue } = sessions.create('password', null);
    expect(sessions.find(cookieValue)?.kind).toBe('password');
    expect(sessions.find('x'.repeat(43))).toBeUndefined();
    expect(sessions.find('x'.repeat(101))).toBeUndefined();
    expect(sessions.find(undefined)).toBeUndefined();
  });

  it('answers a recently read session from memory, and reads it again after SESSION_RECHECK_MS', () => {
    const { sessions, db, advance } = storeAt(1_000_000);
    const { cookieValue } = sessions.create('password', null);
    expect(sessions.find(cookieValue)).toBeDefined();
    // A write on the store's own connection behind its back: nothing tells the store (another connection's does, below).
    db.prepare('DELETE FROM sessions').run();
    advance(SESSION_RECHECK_MS - 1);
    expect(sessions.find(cookieValue)).toBeDefined();
    advance(1);
    expect(sessions.find(cookieValue)).toBeUndefined();
  });

  it('forgets what it read when another connection (the guest command) has written since, within the same second', () => {
    let now = 1_000_000;
    const dir = makeTempDir();
    db = openDatabase(dir);
    const sessions = createSessionStore(db, { lifetimeMs: 60_000, now: () => now });
    const { cookieValue } = sessions.create('password', null);
    const kept = sessions.create('password', null).cookieValue;
    expect(sessions.find(cookieValue)).toBeDefined();
    expect(sessions.find(kept)).toBeDefined();
    const other = openDatabase(dir);
    try {
      other.prepare('DELETE FROM sessions WHERE id_hash = ?').run(sha256(cookieValue));
    } finally {
      other.close();
    }
    now += 1;
    expect(sessions.find(cookieValue)).toBeUndefined();
    expect(sessions.find(kept)).toBeDefined();
  });

  it('never answers an expired session, even one read a moment ago', () => {
    const { sessions, advance } = storeAt(1_000_000, 5_000);
    const { cookieValue } = sessions.create('password', null);
    advance(4_999);
    expect(sessions.find(cookieValue)).toBeDefined();
    advance(1);
    expect(sessions.find(cookieValue)).toBeUndefined();
  });

  it('forgets an ended session at once, and keeps a touch in the remembered copy', () => {
    const { sessions, advance } = storeAt(1_000_000);
    const { cookieValue } = sessions.create('password', null);
    const session = sessions.find(cookieValue)!;
    advance(10);
    sessions.touch(session, 1_000_010);
    expect(sessions.find(cookieValue)!.lastSeenAt).toBe(1_000_010);
    sessions.end(cookieValue);
    expect(sessions.find(cookieValue)).toBeUndefined();
  });

  it('ends the sessions of one guest, or of one kind, in the database and in its memory at once', () => {
    const { sessions, db } = storeAt(1_000_000);
    db.prepare("INSERT INTO guests (id, name, token_hash, created_at) VALUES (1, 'Ana', 'h1', 0), (2, 'Ion', 'h2', 0)").run();
    const ana = sessions.create('guest', 1).cookieValue;
    const ion = sessions.create('guest', 2).cookieValue;
    const shared = sessions.create('password', null).cookieValue;
    for (const cookie of [ana, ion, shared]) expect(sessions.find(cookie)).toBeDefined();
    expect(sessions.endForGuest(1)).toBe(1);
    expect(sessions.find(ana)).toBeUndefined();
    expect(sessions.find(ion)).toBeDefined();
    expect(sessions.endKind('password')).toBe(1);
    expect(sessions.find(shared)).toBeUndefined();
    expect(sessions.find(ion)).toBeDefined();
  });

  it('ends a session left unused for longer than the idle time, whatever its lifetime', () => {
    let now = 1_000_000;
    db = openDatabase(makeTempDir());
    const sessions = createSessionStore(db, { lifetimeMs: 100_000, idleMs: 10_000, now: () => now });
    const { cookieValue } = sessions.create('password', null);
    now += 9_999;
    const session = sessions.find(cookieValue)!;
    sessions.touch(session, now);
    now += 9_999;
    expect(sessions.find(cookieValue)).toBeDefined();
    now += 1;
    expect(sessions.find(cookieValue)).toBeUndefined();
    expect(sessions.purgeExpired()).toBe(1);
  });

  it('keeps at most MAX_SESSIONS_PER_GUEST for a guest and the newest password sessions per client, ending the oldest', () => {
    const { sessions, db, advance } = storeAt(1_000_000);
    db.prepare("INSERT INTO guests (id, name, token_hash, created_at) VALUES (1, 'Ana', 'h1', 0)").run();
    const cookies = Array.from({ length: MAX_SESSIONS_PER_GUEST + 5 }, () => {
      advance(1);
      return sessions.create('guest', 1).cookieValue;
    });
    expect(cookies.slice(0, 5).map((c) => sessions.find(c))).toEqual([undefined, undefined, undefined, undefined, undefined]);
    expect(cookies.slice(5).every((c) => sessions.find(c))).toBe(true);
    const count = (sql: string) => (db.prepare(sql).get() as { n: number }).n;
    expect(count('SELECT COUNT(*) AS n FROM sessions WHERE guest_id = 1')).toBe(MAX_SESSIONS_PER_GUEST);

    for (let i = 0; i < MAX_PASSWORD_SESSIONS_PER_CLIENT + 3; i++) sessions.create('password', null, 'client-a');
    sessions.create('password', null, 'client-b');
    expect(count("SELECT COUNT(*) AS n FROM sessions WHERE client_key = 'client-a'")).toBe(MAX_PASSWORD_SESSIONS_PER_CLIENT);
    expect(count("SELECT COUNT(*) AS n FROM sessions WHERE client_key = 'client-b'")).toBe(1);
  });
});

