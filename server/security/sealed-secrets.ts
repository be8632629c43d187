/**
 * The secrets the server must read back but the database file must not show: the couple's mail password (issue 36,
 * docs/decisions/0051) and each person's authenticator-app secret (issue 38, docs/decisions/0065). One key seals them,
 * kept as the backup key is (backup/backup-key.ts): 32 random bytes made the first time a secret is sealed, into
 * DATA_DIR/mail-key (0600), never in the database and never in a backup archive. The database file alone (a copy of
 * it, a backup opened with the backup key) holds the secrets only sealed; a restore leaves the key where it is, so
 * they read again on the same server, and on a new one the couple types the mail password again and a person sets
 * their app up again (signing in with a recovery code or a passkey meanwhile).
 *
 * Sealing is AES-256-GCM with a fresh nonce each time; the additional data names what the secret is for (the mail
 * server, port and user; the person), so a sealed secret moved to another row of the database does not open.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** Named for its first secret, the mail password: a key already made keeps working for both. */
export const SEALING_KEY_FILE = 'mail-key';

const KEY_BYTES = 32;
const NONCE_BYTES = 12;
const KEY_ID_BYTES = 8;
/** A whole tag only: a shortened one would be easier to forge. */
const TAG = { authTagLength: 16 } as const;

/** A secret as the database keeps it: base64url parts, and which key sealed it. */
export interface SealedSecret {
  keyId: string;
  nonce: string;
  data: string;
  tag: string;
}

/** Names a key without revealing it: a secret sealed under another key is told apart from a damaged one. */
const keyIdOf = (key: Buffer) => crypto.createHmac('sha256', key).update('save-the-date mail key id').digest().subarray(0, KEY_ID_BYTES).toString('base64url');

function readKeyFile(file: string): Buffer | undefined {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  const hex = text.trim();
  if (!/^[0-9a-f]{64}$/.test(hex)) throw new Error(`${file} holds no sealing key (64 hexadecimal characters): remove it, then type the mail password again in Settings and set the authenticator apps up again`);
  return Buffer.from(hex, 'hex');
}

/** The key in DATA_DIR/mail-key, if there is one. */
export function existingSealingKey(dataDir: string): Buffer | undefined {
  return readKeyFile(path.join(dataDir, SEALING_KEY_FILE));
}

/** The key, made when there is none yet. 'wx' fails if the file exists: two processes cannot make two keys. */
export function sealingKeyFor(dataDir: string): Buffer {
  const file = path.join(dataDir, SEALING_KEY_FILE);
  try {
    fs.writeFileSync(file, `${crypto.randomBytes(KEY_BYTES).toString('hex')}\n`, { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return readKeyFile(file)!;
}

export function sealSecret(key: Buffer, secret: string, context: string): SealedSecret {
  const nonce = crypto.randomBytes(NONCE_BYTES);
  const cipher = crypto.createCipheriv('aes-256-gcm', key, nonce, TAG).setAAD(Buffer.from(context, 'utf8'));
  const data = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return { keyId: keyIdOf(key), nonce: nonce.toString('base64url'), data: data.toString('base64url'), tag: cipher.getAuthTag().toString('base64url') };
}

/** The secret, or undefined when `key` did not seal it for `context` (another key, another row, a change). */
export function openSecret(key: Buffer, sealed: SealedSecret, context: string): string | undefined {
  if (sealed.keyId !== keyIdOf(key)) return undefined;
  try {
    const decipher = crypto.createDecipheriv('aes-256-gcm', key, Buffer.from(sealed.nonce, 'base64url'), TAG).setAAD(Buffer.from(context, 'utf8'));
    decipher.setAuthTag(Buffer.from(sealed.tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(sealed.data, 'base64url')), decipher.final()]).toString('utf8');
  } catch {
    return undefined;
  }
}
