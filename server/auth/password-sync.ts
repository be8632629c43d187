import { readSetting, writeSetting, type Db } from '../db/database';
import { hashPassword, verifyPassword, type ScryptCost } from './password';
import type { SessionStore } from './session-store';

const PASSWORD_HASH_KEY = 'password_hash';

/**
 * Brings the stored hash in line with WEDDING_PASSWORD at start. When the password has changed, every session
 * made with the old password ends: changing the password is how a couple locks out a leaked one.
 * Returns the hash to verify sign-ins against.
 */
export async function syncPasswordHash(
  { db, sessions }: { db: Db; sessions: SessionStore },
  password: string,
  cost?: ScryptCost,
): Promise<{ hash: string; changed: boolean; endedSessions: number }> {
  const stored = readSetting(db, PASSWORD_HASH_KEY);
  if (stored && (await verifyPassword(password, stored))) return { hash: stored, changed: false, endedSessions: 0 };
  const hash = await hashPassword(password, cost);
  const endedSessions = db.transaction(() => {
    writeSetting(db, PASSWORD_HASH_KEY, hash);
    return sessions.endKind('password');
  })();
  return { hash, changed: Boolean(stored), endedSessions };
}
