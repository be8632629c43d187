/**
 * The migration that lets the sign-in record hold a second factor's outcomes (docs/decisions/0064) makes the table
 * again, since SQLite cannot change a CHECK: every sign-in is still there with its id, and the ids go on from where
 * they were, past a sign-in trimmed away, so an id is never given twice.
 */
import { describe, expect, it } from 'vitest';
import { createSignInRecord } from '../auth/sign-in-record';
import { makeTempDir } from '../testing/test-app';
import { openDatabase } from './database';
import { MIGRATIONS } from './migrations';

describe('the sign-ins’ table made again', () => {
  it('keeps the rows and their ids, continues the sequence and takes the second factor’s outcomes', () => {
    const dir = makeTempDir('std-sign-ins-');
    const old = openDatabase(dir, MIGRATIONS.slice(0, -1));
    old.exec(`
      INSERT INTO admin_sign_ins (at, person_id, outcome, method, new_device, address) VALUES
        (1, NULL, 'signed-in', 'password', 1, '203.0.113.7'), (2, NULL, 'wrong-password', 'password', 0, '203.0.113.8'), (3, NULL, 'too-many', 'password', 1, '203.0.113.9');
      DELETE FROM admin_sign_ins WHERE id = 3;
    `);
    old.close();
    const db = openDatabase(dir);
    expect(db.prepare('SELECT id, outcome FROM admin_sign_ins ORDER BY id').all()).toEqual([
      { id: 1, outcome: 'signed-in' },
      { id: 2, outcome: 'wrong-password' },
    ]);
    const record = createSignInRecord(db, () => 10);
    record.add({ outcome: 'second-factor-needed', method: 'password', newDevice: true, address: '203.0.113.7', browser: null, system: null, personId: null });
    record.add({ outcome: 'signed-in', method: 'recovery-code', newDevice: true, address: '203.0.113.7', browser: null, system: null, personId: null });
    expect(record.newest(2).map(({ id, outcome, method }) => [id, outcome, method])).toEqual([
      [5, 'signed-in', 'recovery-code'],
      [4, 'second-factor-needed', 'password'],
    ]);
    expect(() => db.prepare("INSERT INTO admin_sign_ins (at, outcome, method, new_device, address) VALUES (1, 'guessed', 'password', 0, 'x')").run()).toThrow(/CHECK/);
    db.close();
  });
});
