import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../db/database';
import { createStores } from '../stores';
import { makeTempDir } from '../testing/test-app';
import { LINK_SECRET_FILE, loadLinkSecret, MissingSecretError } from './link-secret';

describe('loadLinkSecret', () => {
  it('creates the secret for a new guest list and reads the same one afterwards', () => {
    const dir = makeTempDir();
    const db = openDatabase(dir);
    const first = loadLinkSecret(db, dir);
    expect(loadLinkSecret(db, dir).equals(first)).toBe(true);
    expect(fs.statSync(path.join(dir, LINK_SECRET_FILE)).mode & 0o777).toBe(0o600);
    db.close();
  });

  it('refuses to make a new secret when guests exist, since every sent link would break', () => {
    const dir = makeTempDir();
    const db = openDatabase(dir);
    createStores(db, loadLinkSecret(db, dir)).guests.add('Maria');
    fs.rmSync(path.join(dir, LINK_SECRET_FILE));
    expect(() => loadLinkSecret(db, dir)).toThrow(MissingSecretError);
    expect(fs.existsSync(path.join(dir, LINK_SECRET_FILE))).toBe(false);
    db.close();
  });

  it('takes over the secret under its former name (session-secret), so links sent before keep working', () => {
    const dir = makeTempDir();
    const db = openDatabase(dir);
    const former = '11'.repeat(32);
    fs.writeFileSync(path.join(dir, 'session-secret'), `${former}\n`, { mode: 0o600 });
    createStores(db, Buffer.from(former, 'hex')).guests.add('Maria');
    expect(loadLinkSecret(db, dir).toString('hex')).toBe(former);
    expect(fs.existsSync(path.join(dir, 'session-secret'))).toBe(false);
    expect(fs.readFileSync(path.join(dir, LINK_SECRET_FILE), 'utf8').trim()).toBe(former);
    db.close();
  });
});
