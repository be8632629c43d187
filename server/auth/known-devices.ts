import crypto from 'node:crypto';
import type { Db } from '../db/database';
import { sha256 } from '../secrets';

/** How long a device stays known after the couple last signed in on it (the cookie's Max-Age too). */
export const KNOWN_DEVICE_LIFETIME_MS = 365 * 86_400_000;
/** A couple has a few phones and laptops; beyond this many devices, the one signed in on longest ago is forgotten. */
export const MAX_KNOWN_DEVICES = 20;

/**
 * The devices the couple signed in on, and the one module that writes the `admin_devices` table
 * (docs/decisions/0012, 0024). A device is known by a random 256-bit cookie value; the table keeps only its
 * SHA-256, so a copy of the database cannot be replayed as device cookies. A known device grants nothing by itself:
 * it only lets a sign-in attempt from it count against its own budget (couple-sign-in-limits.ts).
 */
export function createKnownDevices(db: Db, now: () => number = Date.now) {
  const insert = db.prepare('INSERT INTO admin_devices (id_hash, created_at, expires_at) VALUES (?, ?, ?)');
  const select = db.prepare('SELECT expires_at AS expiresAt FROM admin_devices WHERE id_hash = ?');
  const remove = db.prepare('DELETE FROM admin_devices WHERE id_hash = ?');
  const removeExpired = db.prepare('DELETE FROM admin_devices WHERE expires_at <= ?');
  // Newest first; OFFSET skips the ones that may stay.
  const beyondCap = db.prepare('SELECT id_hash AS idHash FROM admin_devices ORDER BY created_at DESC, id_hash LIMIT -1 OFFSET ?');
  const removeAll = db.prepare('DELETE FROM admin_devices');
  const anyLive = db.prepare('SELECT 1 FROM admin_devices WHERE expires_at > ? LIMIT 1').pluck();

  /** The new cookie in, the one it replaces out, the expired and the oldest beyond the cap out: one transaction. */
  const replace = db.transaction((idHash: string, previousId: string | undefined, at: number) => {
    if (previousId !== undefined) remove.run(previousId);
    removeExpired.run(at);
    insert.run(idHash, at, at + KNOWN_DEVICE_LIFETIME_MS);
    for (const row of beyondCap.all(MAX_KNOWN_DEVICES) as Array<{ idHash: string }>) remove.run(row.idHash);
  });

  return {
    lifetimeMs: KNOWN_DEVICE_LIFETIME_MS,
    /** The id of the known device behind a cookie value, or undefined when it is unknown, expired or malformed. */
    find(cookieValue: string | undefined): string | undefined {
      if (!cookieValue || cookieValue.length > 100) return undefined;
      const idHash = sha256(cookieValue);
      const row = select.get(idHash) as { expiresAt: number } | undefined;
      return row && row.expiresAt > now() ? idHash : undefined;
    },
    /**
     * The couple has just signed in on this device: a new cookie value for it (never stored), replacing the known
     * device it presented, if any, so a copied old cookie stops counting as the couple's device.
     */
    renew(previousId: string | undefined): { cookieValue: string } {
      const cookieValue = crypto.randomBytes(32).toString('base64url');
      replace(sha256(cookieValue), previousId, now());
      return { cookieValue };
    },
    /** Whether the couple has signed in on any device still known (none on a new site, or after a password change). */
    anyKnown(): boolean {
      return anyLive.get(now()) !== undefined;
    },
    /** Forgets every device (the couple's password changed); returns how many there were. */
    forgetAll(): number {
      return removeAll.run().changes;
    },
  };
}

export type KnownDevices = ReturnType<typeof createKnownDevices>;
