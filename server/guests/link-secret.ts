import fs from 'node:fs';
import path from 'node:path';
import type { Db } from '../db/database';
import { loadOrCreateSecret, SECRET_FILE } from '../secrets';

export class MissingSecretError extends Error {}

/**
 * The secret guest links are derived from. A new secret beside existing guests would silently break every link
 * already sent, so when guests exist and the file is gone, this refuses instead of creating one.
 */
export function loadLinkSecret(db: Db, dataDir: string): Buffer {
  const secretFile = path.join(dataDir, SECRET_FILE);
  const { n: guestCount } = db.prepare('SELECT COUNT(*) AS n FROM guests').get() as { n: number };
  if (guestCount > 0 && !fs.existsSync(secretFile)) {
    throw new MissingSecretError(
      `${secretFile} is missing but the database has guests: restore the file from the backup of DATA_DIR ` +
        '(a new one would change every guest link; see docs/security.md to rotate it on purpose)',
    );
  }
  return loadOrCreateSecret(dataDir);
}
