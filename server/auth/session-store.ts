import crypto from 'node:crypto';
import { watchCommits } from '../db/commit-watch';
import type { Db } from '../db/database';
import { sha256 } from '../secrets';

export type SessionKind = 'password' | 'guest' | 'admin';

export interface Session {
  idHash: string;
  kind: SessionKind;
  guestId: number | null;
  /** The person of the dashboard a session of kind 'admin' is theirs (server/auth/people.ts); null for ADMIN_PASSWORD's. */
  personId: number | null;
  createdAt: number;
  expiresAt: number;
  lastSeenAt: number;
}

/**
 * How long a session read from the database is trusted before it is read again. The status check runs before
 * every navigation; a cold SQLite read and hash cost about 30 µs of its ~80 µs (docs/performance.md), so a
 * session seen within the last second is answered from memory. Expiry is still checked on every request, every
 * session this process ends (endForGuest, endKind, end) is forgotten at once, and the whole memory is dropped when
 * another process (the guest command) has written to the database since: a guest it revoked or removed is refused
 * at the next request, never served for a second as whoever comes next.
 */
export const SESSION_RECHECK_MS = 1000;
/** Recently seen sessions are forgotten all at once beyond this many (a wedding has hundreds of guests). */
const MAX_RECENT_SESSIONS = 10_000;

/** A household shares a link across its phones and laptops; beyond this, the oldest session of the guest ends. */
export const MAX_SESSIONS_PER_GUEST = 20;
/** Password sessions from one client address (an IPv6 /64) beyond this end oldest first. */
export const MAX_PASSWORD_SESSIONS_PER_CLIENT = 20;

export interface SessionStoreOptions {
  /** How long a session lasts from sign-in (SESSION_DAYS). */
  lifetimeMs: number;
  /** A session unused for this long ends, whatever its lifetime (SESSION_IDLE_DAYS). */
  idleMs?: number;
  now?: () => number;
}

/**
 * Server-side sessions, and the one module that writes the `sessions` table: others end sessions through it
 * (endForGuest, endKind), never with SQL of their own, so its memory of recent sessions is never stale.
 * The cookie carries a random 256-bit id; the table keeps only its SHA-256, so a copy of the database cannot be
 * replayed as cookies. Lookup is one primary-key read: GET /api/status stays cheap.
 */
export function createSessionStore(db: Db, { lifetimeMs, idleMs = Infinity, now = Date.now }: SessionStoreOptions) {
  const insert = db.prepare(
    `INSERT INTO sessions (id_hash, kind, guest_id, client_key, created_at, expires_at, last_seen_at, person_id)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  // Newest first; OFFSET skips the ones that may stay.
  const beyondGuestCap = db.prepare(
    'SELECT id_hash AS idHash FROM sessions WHERE guest_id = ? ORDER BY created_at DESC, id_hash LIMIT -1 OFFSET ?',
  );
  const beyondClientCap = db.prepare(
    `SELECT id_hash AS idHash FROM sessions WHERE kind = 'password' AND client_key = ?
      ORDER BY created_at DESC, id_hash LIMIT -1 OFFSET ?`,
  );
  const select = db.prepare(
    `SELECT id_hash AS idHash, kind, guest_id AS guestId, person_id AS personId, created_at AS createdAt, expires_at AS expiresAt,
            last_seen_at AS lastSeenAt
       FROM sessions WHERE id_hash = ?`,
  );
  const touch = db.prepare('UPDATE sessions SET last_seen_at = ? WHERE id_hash = ?');
  const removeByHash = db.prepare('DELETE FROM sessions WHERE id_hash = ?');
  const removeForGuest = db.prepare('DELETE FROM sessions WHERE guest_id = ?');
  const removeForPerson = db.prepare('DELETE FROM sessions WHERE person_id = ?');
  const removeKind = db.prepare('DELETE FROM sessions WHERE kind = ?');
  const removeExpired = db.prepare('DELETE FROM sessions WHERE expires_at <= ? OR last_seen_at <= ?');
  // By cookie value: a hit needs neither the hash nor the read. Only live sessions are kept, so made-up cookies
  // cannot fill it.
  const recent = new Map<string, { session: Session; readAt: number }>();
  // SQLite changes data_version when another connection commits, never for this one's own writes: one read tells
  // whether the guest command (or any other process) wrote since the last look, and the memory goes if so. It costs
  // a read transaction, a few µs, so it is asked only when the memory would answer (a read from the table sees
  // every commit anyway), and only after a commit of anyone's: watchCommits tells that from the WAL-index header,
  // one 48-byte read (server/db/commit-watch.ts, docs/decisions/0057).
  const dataVersion = db.prepare('PRAGMA data_version').pluck();
  const anyCommit = watchCommits(db);
  let seenVersion = dataVersion.get();
  const othersWrote = (): boolean => {
    if (!anyCommit()) return false;
    const version = dataVersion.get();
    if (version === seenVersion) return false;
    seenVersion = version;
    recent.clear();
    return true;
  };
  const forget = (matches: (session: Session) => boolean) => {
    for (const [cookieValue, { session }] of recent) if (matches(session)) recent.delete(cookieValue);
  };
  const isLive = (session: Session, at: number) => session.expiresAt > at && session.lastSeenAt + idleMs > at;

  /** Ends the given sessions (oldest beyond a cap), in the database and in memory. */
  function endAll(idHashes: Array<{ idHash: string }>): void {
    if (idHashes.length === 0) return;
    const ended = new Set(idHashes.map((row) => row.idHash));
    for (const idHash of ended) removeByHash.run(idHash);
    forget((session) => ended.has(session.idHash));
  }

  /**
   * A new session and the caps, in one transaction: a link opened in a loop (or a script with the password) cannot
   * fill the disk; the guest's or the address's oldest sessions end instead.
   */
  const insertCapped = db.transaction(
    (idHash: string, kind: SessionKind, guestId: number | null, clientKey: string | null, at: number, sessionLifetimeMs: number, personId: number | null) => {
      insert.run(idHash, kind, guestId, clientKey, at, at + sessionLifetimeMs, at, personId);
      if (guestId !== null) endAll(beyondGuestCap.all(guestId, MAX_SESSIONS_PER_GUEST) as Array<{ idHash: string }>);
      if (kind === 'password' && clientKey !== null) {
        endAll(beyondClientCap.all(clientKey, MAX_PASSWORD_SESSIONS_PER_CLIENT) as Array<{ idHash: string }>);
      }
    },
  );

  return {
    lifetimeMs,
    /**
     * Starts a session; returns the cookie value, which is never stored. `clientKey` is the pseudonym of the
     * client's address (client-address.ts), kept to cap password sessions per address. `personId`: whose dashboard
     * session it is (null for ADMIN_PASSWORD's).
     */
    create(
      kind: SessionKind,
      guestId: number | null,
      clientKey: string | null = null,
      sessionLifetimeMs = lifetimeMs,
      personId: number | null = null,
    ): { cookieValue: string; expiresAt: number } {
      const cookieValue = crypto.randomBytes(32).toString('base64url');
      const at = now();
      insertCapped(sha256(cookieValue), kind, guestId, clientKey, at, sessionLifetimeMs, personId);
      return { cookieValue, expiresAt: at + sessionLifetimeMs };
    },
    /**
     * The live session behind a cookie value, or undefined when it is unknown or expired. `at` lets a caller that
     * already read the clock (the status check) not read it again.
     */
    find(cookieValue: string | undefined, at = now()): Session | undefined {
      if (!cookieValue || cookieValue.length > 100) return undefined;
      let entry = recent.get(cookieValue);
      if (!entry || at - entry.readAt >= SESSION_RECHECK_MS || othersWrote()) {
        const session = select.get(sha256(cookieValue)) as Session | undefined;
        if (!session) {
          recent.delete(cookieValue);
          return undefined;
        }
        if (recent.size >= MAX_RECENT_SESSIONS) recent.clear();
        entry = { session, readAt: at };
        recent.set(cookieValue, entry);
      }
      return isLive(entry.session, at) ? entry.session : undefined;
    },
    touch(session: Session, at: number): void {
      touch.run(at, session.idHash);
      session.lastSeenAt = at;
    },
    end(cookieValue: string): void {
      removeByHash.run(sha256(cookieValue));
      recent.delete(cookieValue);
    },
    /** Ends one session by its id's hash (the dashboard's list of its sessions); returns whether it was there. */
    endByHash(idHash: string): boolean {
      forget((session) => session.idHash === idHash);
      return removeByHash.run(idHash).changes > 0;
    },
    /** Ends every session of a guest (revoked, given a new link, or removed); returns how many ended. */
    endForGuest(guestId: number): number {
      forget((session) => session.guestId === guestId);
      return removeForGuest.run(guestId).changes;
    },
    /** Ends every dashboard session of a person (their password was set anew); returns how many ended. */
    endForPerson(personId: number): number {
      forget((session) => session.personId === personId);
      return removeForPerson.run(personId).changes;
    },
    /** Ends every session of a kind (the shared password changed); returns how many ended. */
    endKind(kind: SessionKind): number {
      forget((session) => session.kind === kind);
      return removeKind.run(kind).changes;
    },
    /** Removes the sessions past their lifetime or idle too long. */
    purgeExpired(): number {
      const at = now();
      forget((session) => !isLive(session, at));
      return removeExpired.run(at, Number.isFinite(idleMs) ? at - idleMs : -1).changes;
    },
  };
}

export type SessionStore = ReturnType<typeof createSessionStore>;
