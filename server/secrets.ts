import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export const SECRET_FILE = 'session-secret';

/**
 * The server secret that guest links are derived from. It is generated once, kept in DATA_DIR beside the
 * database (never in it), and readable only by its owner: the database file alone cannot mint a working link.
 */
export function loadOrCreateSecret(dataDir: string): Buffer {
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const file = path.join(dataDir, SECRET_FILE);
  try {
    // 'wx' fails if the file exists, so two processes starting at once cannot overwrite each other's secret.
    fs.writeFileSync(file, crypto.randomBytes(32).toString('hex') + '\n', { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const hex = fs.readFileSync(file, 'utf8').trim();
  if (!/^[0-9a-f]{64}$/.test(hex)) throw new Error(`${file} is damaged: delete it to create a new one (all guest links change)`);
  return Buffer.from(hex, 'hex');
}

/** SHA-256 of a secret value, as stored in the database in place of the value itself. */
export function sha256(value: string): string {
  return crypto.createHash('sha256').update(value).digest('base64url');
}
