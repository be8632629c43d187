import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { makeTempDir } from '../testing/test-app';
import { watchCommits } from './commit-watch';
import { openDatabase, type Db } from './database';

const opened: Db[] = [];
afterEach(() => {
  for (const db of opened.splice(0)) if (db.open) db.close();
});

function open(dir: string): Db {
  const db = openDatabase(dir);
  opened.push(db);
  return db;
}

describe('watchCommits', () => {
  it('answers false while nothing commits, however often it is asked', () => {
    const db = open(makeTempDir());
    const changed = watchCommits(db);
    db.prepare('SELECT count(*) FROM sessions').get();
    expect([changed(), changed(), changed()]).toEqual([false, false, false]);
  });

  it("sees another process's commit at once, once", () => {
    const dir = makeTempDir();
    const changed = watchCommits(open(dir));
    const other = open(dir);
    other.prepare("INSERT INTO sessions (id_hash, kind, created_at, expires_at, last_seen_at) VALUES ('x', 'password', 1, 2, 1)").run();
    expect(changed()).toBe(true);
    expect(changed()).toBe(false);
    other.prepare("DELETE FROM sessions WHERE id_hash = 'x'").run();
    other.close();
    expect(changed()).toBe(true);
  });

  it("sees the connection's own commits too (the caller asks data_version which it was)", () => {
    const db = open(makeTempDir());
    const changed = watchCommits(db);
    db.prepare("INSERT INTO sessions (id_hash, kind, created_at, expires_at, last_seen_at) VALUES ('y', 'password', 1, 2, 1)").run();
    expect(changed()).toBe(true);
    expect(changed()).toBe(false);
  });

  it('answers true every time where it cannot read the header: a database in memory, or one closed', () => {
    const memory = new Database(':memory:');
    const changed = watchCommits(memory);
    expect([changed(), changed()]).toEqual([true, true]);
    memory.close();
    const db = open(makeTempDir());
    const closed = watchCommits(db);
    db.close();
    expect([closed(), closed()]).toEqual([true, true]);
  });
});
