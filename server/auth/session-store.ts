import crypto from 'node:crypto';
import type { Db } from '../db/database';
import { sha256 } from '../secrets';

export type SessionKind = 'password' | 'guest';

export interface Session {
  idHash: string;
  kind: SessionKind;
  guestId: number | null;
  createdAt: number;
  expiresAt: number;
  lastSeenAt: number;
}

/**
 * Server-side sessions. The cookie carries a random 256-bit id; the table keeps only its SHA-256, so a copy
 * of the database cannot be replayed as cookies. Lookup is one primary-key read: GET /api/status stays cheap.
 */
export function createSessionStore(db: Db, lifetimeMs: number, now: () => number = Date.now) {
  const insert = db.prepare(
    'INSERT INTO sessions (id_hash, kind, guest_id, created_at, expires_at, last_seen_at) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const select = db.prepare(
    `SELECT id_hash AS idHash, kind, guest_id AS guestId, created_at AS createdAt, expires_at AS expiresAt,
            last_seen_at AS lastSeenAt
       FROM sessions WHERE id_hash = ?`,
  );
  const touch = db.prepare('UPDATE sessions SET last_seen_at = ? WHERE id_hash = ?');
  const remove = db.prepare('DELETE FROM sessions WHERE id_hash = ?');
  const removeExpired = db.prepare('DELETE FROM sessions WHERE expires_at <= ?');

  return {
    lifetimeMs,
    /** Starts a session; returns the cookie value, which is never stored. */
    create(kind: SessionKind, guestId: number | null): { cookieValue: string; expiresAt: number } {
      const cookieValue = crypto.randomBytes(32).toString('base64url');
      const at = now();
      insert.run(sha256(cookieValue), kind, guestId, at, at + lifetimeMs, at);
      return { cookieValue, expiresAt: at + lifetimeMs };
    },
    /** The live session behind a cookie value, or undefined when it is unknown or expired. */
    find(cookieValue: string | undefined): Session | undefined {
      if (!cookieValue || cookieValue.length > 100) return undefined;
      const session = select.get(sha256(cookieValue)) as Session | undefined;
      return session && session.expiresAt > now() ? session : undefined;
    },
    touch(session: Session, at: number): void {
      touch.run(at, session.idHash);
    },
    end(cookieValue: string): void {
      remove.run(sha256(cookieValue));
    },
    purgeExpired(): number {
      return removeExpired.run(now()).changes;
    },
  };
}

export type SessionStore = ReturnType<typeof createSessionStore>;
