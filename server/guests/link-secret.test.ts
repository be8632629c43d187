import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../db/database';
import { SECRET_FILE } from '../secrets';
import { makeTempDir } from '../testing/test-app';
import { createGuestStore } from './guest-store';
import { loadLinkSecret, MissingSecretError } from './link-secret';

describe('loadLinkSecret', () => {
  it('creates the secret for a new guest list and reads the same one afterwards', () => {
    const dir = makeTempDir();
    const db = openDatabase(dir);
    const first = loadLinkSecret(db, dir);
    expect(loadLinkSecret(db, dir).equals(first)).toBe(true);
    expect(fs.statSync(path.join(dir, SECRET_FILE)).mode & 0o777).toBe(0o600);
    db.close();
  });

  it('refuses to make a new secret when guests exist, since every sent link would break', () => {
    const dir = makeTempDir();
    const db = openDatabase(dir);
    createGuestStore(db, loadLinkSecret(db, dir)).add('Maria');
    fs.rmSync(path.join(dir, SECRET_FILE));
    expect(() => loadLinkSecret(db, dir)).toThrow(MissingSecretError);
    expect(fs.existsSync(path.join(dir, SECRET_FILE))).toBe(false);
    db.close();
  });
});
