import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Db } from '../db/database';

/** The secret every guest link is derived from (docs/decisions/0002), kept in DATA_DIR beside the database. */
export const LINK_SECRET_FILE = 'link-secret';
/** Its name until release 1, renamed on first use: it never held a session secret. */
const FORMER_LINK_SECRET_FILE = 'session-secret';

export class MissingSecretError extends Error {}

/**
 * Generated once, readable only by its owner, never in the database: the database file alone cannot mint a
 * working link. 'wx' fails if the file exists, so two processes starting at once cannot overwrite each other's.
 */
function loadOrCreate(file: string): Buffer {
  try {
    fs.writeFileSync(file, crypto.randomBytes(32).toString('hex') + '\n', { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const hex = fs.readFileSync(file, 'utf8').trim();
  if (!/^[0-9a-f]{64}$/.test(hex)) throw new Error(`${file} is damaged: restore it from the backup of DATA_DIR`);
  return Buffer.from(hex, 'hex');
}

/**
 * The secret guest links are derived from. A new secret beside existing guests would silently break every link
 * already sent, so when guests exist and the file is gone, this refuses instead of creating one.
 */
export function loadLinkSecret(db: Db, dataDir: string): Buffer {
  const secretFile = path.join(dataDir, LINK_SECRET_FILE);
  const formerFile = path.join(dataDir, FORMER_LINK_SECRET_FILE);
  // rename() is atomic: a server and a guest command starting together cannot both move it, nor lose it.
  if (!fs.existsSync(secretFile) && fs.existsSync(formerFile)) {
    try {
      fs.renameSync(formerFile, secretFile);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
  const { n: guestCount } = db.prepare('SELECT COUNT(*) AS n FROM guests').get() as { n: number };
  if (guestCount > 0 && !fs.existsSync(secretFile)) {
    throw new MissingSecretError(
      `${secretFile} is missing but the database has guests: restore the file from the backup of DATA_DIR ` +
        '(a new one would change every guest link; see docs/security.md to rotate it on purpose)',
    );
  }
  return loadOrCreate(secretFile);
}
