import crypto from 'node:crypto';
import type { Db } from '../db/database';
import type { Locale } from '#common/locales';
import { sha256 } from '../secrets';
import { deriveGuestToken, looksLikeGuestToken, normalizeToken } from './guest-token';

export interface Guest {
  id: number;
  name: string;
  language: Locale | null;
  createdAt: number;
  revokedAt: number | null;
  firstVisitAt: number | null;
  lastVisitAt: number | null;
  visitCount: number;
}

interface GuestRow extends Guest {
  tokenVersion: number;
}

const COLUMNS = `id, name, language, token_version AS tokenVersion, created_at AS createdAt, revoked_at AS revokedAt,
  first_visit_at AS firstVisitAt, last_visit_at AS lastVisitAt, visit_count AS visitCount`;

/** Guests with personal links. The link token is derived from the secret and stored only as a hash. */
export function createGuestStore(db: Db, secret: Buffer, now: () => number = Date.now) {
  const insert = db.prepare('INSERT INTO guests (name, language, token_hash, created_at) VALUES (?, ?, ?, ?)');
  const setTokenHash = db.prepare('UPDATE guests SET token_hash = ? WHERE id = ?');
  const selectAll = db.prepare(`SELECT ${COLUMNS} FROM guests ORDER BY id`);
  const selectById = db.prepare(`SELECT ${COLUMNS} FROM guests WHERE id = ?`);
  const selectActiveByHash = db.prepare(`SELECT ${COLUMNS} FROM guests WHERE token_hash = ? AND revoked_at IS NULL`);
  const markRevoked = db.prepare('UPDATE guests SET revoked_at = ? WHERE id = ? AND revoked_at IS NULL');
  const endSessions = db.prepare('DELETE FROM sessions WHERE guest_id = ?');
  const visit = db.prepare(
    `UPDATE guests SET first_visit_at = COALESCE(first_visit_at, ?), last_visit_at = ?, visit_count = visit_count + 1
      WHERE id = ?`,
  );
  const countPasswordVisit = db.prepare(
    'INSERT INTO password_visits (day, count) VALUES (?, 1) ON CONFLICT(day) DO UPDATE SET count = count + 1',
  );
  const passwordVisitTotal = db.prepare('SELECT COALESCE(SUM(count), 0) AS total FROM password_visits');

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
      endSessions.run(id);
      return changed;
    }),

    recordGuestVisit: (id: number, at: number = now()): void => {
      visit.run(at, at, id);
    },

    /** Password sign-ins carry no identity; only the number per day is kept. */
    recordPasswordVisit: (at: number = now()): void => {
      countPasswordVisit.run(new Date(at).toISOString().slice(0, 10));
    },

    passwordVisitCount: (): number => (passwordVisitTotal.get() as { total: number }).total,
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
