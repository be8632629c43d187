import crypto from 'node:crypto';
import type { Db } from '../db/database';
import { sha256 } from '../secrets';

/** How long a device stays known after someone last signed in on it (the cookie's Max-Age too). */
export const KNOWN_DEVICE_LIFETIME_MS = 365 * 86_400_000;
/** A person has a few phones and laptops; beyond this many devices of theirs, the one signed in on longest ago is forgotten. */
export const MAX_KNOWN_DEVICES = 20;

/** Whose: a person of the dashboard, or null for the couple's ADMIN_PASSWORD. */
type Who = number | null;

/**
 * The devices the dashboard was signed in on, and by whom, and the one module that writes the `admin_devices` table
 * (docs/decisions/0012, 0024, 0065). A device is known by a random 256-bit cookie value; the table keeps only its
 * SHA-256, so a copy of the database cannot be replayed as device cookies. Each row is a device and a person who
 * signed in on it (null: ADMIN_PASSWORD), so a phone known to the couple is still a new device for the planner who
 * borrows it: they are asked their second factor there, and told of it. A known device grants nothing by itself:
 * known to anyone, it lets a sign-in attempt from it count against its own budget (couple-sign-in-limits.ts).
 */
export function createKnownDevices(db: Db, now: () => number = Date.now) {
  const insert = db.prepare('INSERT INTO admin_devices (id_hash, person_id, created_at, expires_at) VALUES (?, ?, ?, ?)');
  const anyonesDevice = db.prepare('SELECT 1 FROM admin_devices WHERE id_hash = ? AND expires_at > ? LIMIT 1').pluck();
  const personsDevice = db.prepare('SELECT 1 FROM admin_devices WHERE id_hash = ? AND person_id IS ? AND expires_at > ?').pluck();
  // The others who signed in on a device: a renewed cookie stays known to them.
  const othersOn = db.prepare('SELECT person_id AS personId, created_at AS createdAt, expires_at AS expiresAt FROM admin_devices WHERE id_hash = ? AND person_id IS NOT ?');
  const remove = db.prepare('DELETE FROM admin_devices WHERE id_hash = ?');
  const removeRow = db.prepare('DELETE FROM admin_devices WHERE id_hash = ? AND person_id IS ?');
  const removeExpired = db.prepare('DELETE FROM admin_devices WHERE expires_at <= ?');
  // A person's newest first; OFFSET skips the ones that may stay.
  const beyondCap = db.prepare('SELECT id_hash AS idHash FROM admin_devices WHERE person_id IS ? ORDER BY created_at DESC, id_hash LIMIT -1 OFFSET ?');
  const removeAll = db.prepare('DELETE FROM admin_devices');
  const removePersons = db.prepare('DELETE FROM admin_devices WHERE person_id IS ?');
  const anyLive = db.prepare('SELECT 1 FROM admin_devices WHERE person_id IS ? AND expires_at > ? LIMIT 1').pluck();

  /**
   * The new cookie in, known to `who` and to everyone the one it replaces was known to; the old one out, the expired
   * and `who`'s oldest beyond the cap out: one transaction.
   */
  const replace = db.transaction((idHash: string, previousId: string | undefined, who: Who, at: number) => {
    const others = previousId === undefined ? [] : (othersOn.all(previousId, who) as Array<{ personId: Who; createdAt: number; expiresAt: number }>);
    if (previousId !== undefined) remove.run(previousId);
    removeExpired.run(at);
    for (const other of others) insert.run(idHash, other.personId, other.createdAt, other.expiresAt);
    insert.run(idHash, who, at, at + KNOWN_DEVICE_LIFETIME_MS);
    for (const row of beyondCap.all(who, MAX_KNOWN_DEVICES) as Array<{ idHash: string }>) removeRow.run(row.idHash, who);
  });

  return {
    lifetimeMs: KNOWN_DEVICE_LIFETIME_MS,
    /**
     * The id of the device behind a cookie value if anyone signed in on it, or undefined when it is unknown, expired
     * or malformed: its own budget of attempts, and the cookie a sign-in renews.
     */
    find(cookieValue: string | undefined): string | undefined {
      if (!cookieValue || cookieValue.length > 100) return undefined;
      const idHash = sha256(cookieValue);
      return anyonesDevice.get(idHash, now()) === undefined ? undefined : idHash;
    },
    /** Whether `who` signed in on this device before (`deviceId` from find): if not, it is a new device for them. */
    knows(deviceId: string | undefined, who: Who): boolean {
      return deviceId !== undefined && personsDevice.get(deviceId, who, now()) !== undefined;
    },
    /**
     * `who` has just signed in on this device: a new cookie value for it (never stored), replacing the known device it
     * presented, if any, so a copied old cookie stops counting as a known device.
     */
    renew(previousId: string | undefined, who: Who): { cookieValue: string } {
      const cookieValue = crypto.randomBytes(32).toString('base64url');
      replace(sha256(cookieValue), previousId, who, now());
      return { cookieValue };
    },
    /** Whether `who` has signed in on any device still known (none on a new site, after a password change, or at their first sign-in). */
    anyKnown(who: Who): boolean {
      return anyLive.get(who, now()) !== undefined;
    },
    /** Forgets every device (the couple's password changed); returns how many there were. */
    forgetAll(): number {
      return removeAll.run().changes;
    },
    /** Forgets the devices a person signed in on (their password was set anew); returns how many. */
    forgetPerson(personId: number): number {
      return removePersons.run(personId).changes;
    },
  };
}

export type KnownDevices = ReturnType<typeof createKnownDevices>;
