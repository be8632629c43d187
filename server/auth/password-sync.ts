import type { KnownDevices } from './known-devices';
import { readSetting, writeSetting, type Db } from '../db/database';
import { hashPassword, verifyPassword, type ScryptCost } from './password';
import type { SessionStore } from './session-store';

/** Whose password: the guests' shared one (WEDDING_PASSWORD) or the couple's (ADMIN_PASSWORD). */
export type PasswordKind = 'password' | 'admin';

const HASH_KEY: Record<PasswordKind, string> = { password: 'password_hash', admin: 'admin_password_hash' };

/**
 * Brings the stored hash in line with the configured password at start. When the password has changed, every
 * session made with the old one ends: changing a password is how a couple locks out a leaked one. A new couple's
 * password also forgets the devices they signed in on: whoever signed in with a leaked one keeps no budget of
 * their own (docs/decisions/0024). Returns the hash to verify sign-ins against.
 */
export async function syncPasswordHash(
  { db, sessions, knownDevices }: { db: Db; sessions: SessionStore; knownDevices: KnownDevices },
  password: string,
  { kind = 'password', cost }: { kind?: PasswordKind; cost?: ScryptCost } = {},
): Promise<{ hash: string; changed: boolean; endedSessions: number }> {
  const stored = readSetting(db, HASH_KEY[kind]);
  if (stored && (await verifyPassword(password, stored))) return { hash: stored, changed: false, endedSessions: 0 };
  const hash = await hashPassword(password, cost);
  const endedSessions = db.transaction(() => {
    writeSetting(db, HASH_KEY[kind], hash);
    if (kind === 'admin') knownDevices.forgetAll();
    return sessions.endKind(kind);
  })();
  return { hash, changed: Boolean(stored), endedSessions };
}
