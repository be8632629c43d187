import crypto from 'node:crypto';
import type { Db } from '../db/database';
import type { Locale } from '#common/locales';
import type { SessionStore } from '../auth/session-store';
import { sha256 } from '../secrets';
import { deriveGuestToken, looksLikeGuestToken, normalizeToken } from './guest-token';

export interface Guest {
  id: number;
  name: string;
  language: Locale | null;
  createdAt: number;
  revokedAt: number | null;
  /** From the visit log (server/visits/visit-log.ts), read here so a list needs one query. */
  firstVisitAt: number | null;
  lastVisitAt: number | null;
  visitCount: number;
}

interface GuestRow extends Guest {
  tokenVersion: number;
}

const COLUMNS = `g.id, g.name, g.language, g.token_version AS tokenVersion, g.created_at AS createdAt,
  g.revoked_at AS revokedAt, v.first_at AS firstVisitAt, v.last_at AS lastVisitAt, COALESCE(v.count, 0) AS visitCount`;
const FROM = 'guests g LEFT JOIN guest_visits v ON v.guest_id = g.id';

/**
 * Guests with personal links, and the one module that writes the `guests` table. The link token is derived
 * from the secret and stored only as a hash. Ending a guest's sessions goes through the session store.
 */
export function createGuestStore(db: Db, secret: Buffer, sessions: SessionStore, now: () => number = Date.now) {
  const insert = db.prepare('INSERT INTO guests (name, language, token_hash, created_at) VALUES (?, ?, ?, ?)');
  const setTokenHash = db.prepare('UPDATE guests SET token_hash = ? WHERE id = ?');
  const selectAll = db.prepare(`SELECT ${COLUMNS} FROM ${FROM} ORDER BY g.id`);
  const selectById = db.prepare(`SELECT ${COLUMNS} FROM ${FROM} WHERE g.id = ?`);
  const selectActiveByHash = db.prepare(`SELECT ${COLUMNS} FROM ${FROM} WHERE g.token_hash = ? AND g.revoked_at IS NULL`);
  const markRevoked = db.prepare('UPDATE guests SET revoked_at = ? WHERE id = ? AND revoked_at IS NULL');

  const strip = ({ tokenVersion: _version, ...guest }: GuestRow): Guest => guest;
  const tokenOf = (row: GuestRow) => deriveGuestToken(secret, row.id, row.tokenVersion);

  const add = db.transaction((name: string, language: Locale | null): { guest: Guest; token: string } => {
    // The token depends on the id, which SQLite assigns on insert: insert with a placeholder hash, then set it.
    const placeholder = `pending:${crypto.randomUUID()}`;
    const id = Number(insert.run(name, language, placeholder, now()).lastInsertRowid);
    const row = selectById.get(id) as GuestRow;
    const token = tokenOf(row);
    setTokenHash.run(sha256(token), id);
    return { guest: strip(row), token };
  });

  return {
    add: (name: string, language: Locale | null = null) => add(name, language),
    list: (): Guest[] => (selectAll.all() as GuestRow[]).map(strip),
    get: (id: number): Guest | undefined => {
      const row = selectById.get(id) as GuestRow | undefined;
      return row && strip(row);
    },
    /** The link token of a guest, computed again from the secret (for reprinting a link). */
    tokenFor: (id: number): string | undefined => {
      const row = selectById.get(id) as GuestRow | undefined;
      return row && tokenOf(row);
    },
    /** The guest a link token belongs to, unless revoked. */
    findByToken: (token: string): Guest | undefined => {
      const normalized = normalizeToken(token);
      if (!looksLikeGuestToken(normalized)) return undefined;
      const row = selectActiveByHash.get(sha256(normalized)) as GuestRow | undefined;
      return row && strip(row);
    },
    /** Revokes a guest: the link stops working and every session of that guest ends, in one transaction. */
    revoke: db.transaction((id: number): boolean => {
      const changed = markRevoked.run(now(), id).changes > 0;
      sessions.endForGuest(id);
      return changed;
    }),
  };
}

export type GuestStore = ReturnType<typeof createGuestStore>;

/** The link a guest opens: the login page with the token, and the guest's language when one is set. */
export function guestLink(publicUrl: string, token: string, language: Locale | null): string {
  const url = new URL('/login', publicUrl);
  url.searchParams.set('token', token);
  if (language) url.searchParams.set('lang', language);
  return url.toString();
}
