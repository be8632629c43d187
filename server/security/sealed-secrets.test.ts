/**
 * The key the mail password and the authenticator apps' secrets are sealed with (sealed-secrets.ts): made once into DATA_DIR/mail-key, the owner's only, and
 * the same key read back after; a sealed password opens with that key and for the server it was sealed for only.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { makeTempDir } from '../testing/test-app';
import { existingSealingKey, openSecret, SEALING_KEY_FILE, sealingKeyFor, sealSecret } from './sealed-secrets';

const CONTEXT = 'smtp.example.com:587 ana@example.com';

describe('the sealing key', () => {
  it('is made once, 32 random bytes readable by its owner only, and read back the same', () => {
    const dir = makeTempDir();
    expect(existingSealingKey(dir)).toBeUndefined();
    const made = sealingKeyFor(dir);
    expect(made).toHaveLength(32);
    expect(fs.statSync(path.join(dir, SEALING_KEY_FILE)).mode & 0o777).toBe(0o600);
    expect(sealingKeyFor(dir)).toEqual(made);
    expect(existingSealingKey(dir)).toEqual(made);
    expect(sealingKeyFor(makeTempDir())).not.toEqual(made);
  });

  it('refuses a file that holds no key, saying what to do', () => {
    const dir = makeTempDir();
    fs.writeFileSync(path.join(dir, SEALING_KEY_FILE), 'not a key\n');
    expect(() => existingSealingKey(dir)).toThrow(/holds no sealing key.*type the mail password again/);
  });
});

describe('a sealed password', () => {
  const key = crypto.randomBytes(32);

  it('holds nothing of the password, differs each time, and opens with its key and context', () => {
    const password = 'abcd-efgh-ijkl-mnop';
    const sealed = sealSecret(key, password, CONTEXT);
    expect(JSON.stringify(sealed)).not.toContain(password);
    expect(JSON.stringify(sealed)).not.toContain(Buffer.from(password).toString('base64url'));
    expect(sealSecret(key, password, CONTEXT).data).not.toBe(sealed.data);
    expect(openSecret(key, sealed, CONTEXT)).toBe(password);
  });

  it('does not open with another key, for another server, or changed', () => {
    const sealed = sealSecret(key, 'the app password', CONTEXT);
    expect(openSecret(crypto.randomBytes(32), sealed, CONTEXT)).toBeUndefined();
    expect(openSecret(key, sealed, 'evil.example:587 ana@example.com')).toBeUndefined();
    const flipped = Buffer.from(sealed.data, 'base64url');
    flipped[0]! ^= 1;
    expect(openSecret(key, { ...sealed, data: flipped.toString('base64url') }, CONTEXT)).toBeUndefined();
    expect(openSecret(key, { ...sealed, tag: sealed.tag.slice(0, 8) }, CONTEXT)).toBeUndefined();
  });
});
