/**
 * A transaction holds the write lock from its start (database.ts): another process cannot commit between its first
 * read and its first write, which would fail it at once (SQLITE_BUSY_SNAPSHOT) whatever busy_timeout says. The
 * other process here is a second connection to the same file, as the guest command is beside the server.
 */
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { makeTempDir } from '../testing/test-app';
import { DATABASE_FILE, openDatabase, type Db } from './database';

const open: Array<{ close: () => unknown }> = [];
afterEach(() => {
  for (const db of open.splice(0)) db.close();
});

/** The site's connection, with a table of the test's own, and another process's, which gives up at once when locked. */
function twoProcesses(): { db: Db; other: Database.Database } {
  const dataDir = makeTempDir('std-lock-');
  const db = openDatabase(dataDir);
  db.exec('CREATE TABLE notes (text TEXT NOT NULL)');
  const other = new Database(path.join(dataDir, DATABASE_FILE));
  other.pragma('busy_timeout = 0');
  open.push(other, db);
  return { db, other };
}

const notes = (db: Db | Database.Database) => (db.prepare('SELECT text FROM notes ORDER BY rowid').all() as Array<{ text: string }>).map((row) => row.text);

describe('a transaction', () => {
  it('holds the write lock before it has written anything: nobody else commits between its read and its write', () => {
    const { db, other } = twoProcesses();
    const addNumbered = db.transaction((text: string) => {
      const count = notes(db).length;
      // Between the read and the write: another process cannot begin a write until this transaction ends.
      expect(() => other.exec('BEGIN IMMEDIATE')).toThrow(/locked/);
      db.prepare('INSERT INTO notes (text) VALUES (?)').run(`${count + 1}. ${text}`);
    });
    addNumbered('first');
    addNumbered('second');
    expect(notes(other)).toEqual(['1. first', '2. second']);
    // Ended, it holds nothing.
    other.exec('BEGIN IMMEDIATE');
    other.exec('ROLLBACK');
  });

  it('inside another is a savepoint: its failure takes back its own writes only, if the outer one goes on', () => {
    const { db, other } = twoProcesses();
    const add = db.transaction((text: string) => db.prepare('INSERT INTO notes (text) VALUES (?)').run(text));
    const failing = db.transaction(() => {
      add('inner');
      throw new Error('refused');
    });
    db.transaction(() => {
      add('outer');
      expect(() => failing()).toThrow('refused');
    })();
    expect(notes(other)).toEqual(['outer']);
  });
});
