import crypto from 'node:crypto';
import type { Locale } from '#common/locales';
import { SETUP_LINK_HOURS, SETUP_PAGE, type Person, type Role } from '#common/people-api';
import type { Db } from '../db/database';
import { sha256 } from '../secrets';

/** How long a set-up link works. */
const SETUP_LINK_LIFETIME_MS = SETUP_LINK_HOURS * 3_600_000;

interface PersonRow {
  id: number;
  name: string;
  email: string;
  role: Role;
  createdAt: number;
  passwordHash: string | null;
  linkExpiresAt: number | null;
}

const SELECT_PERSON = `
  SELECT p.id, p.name, p.email, p.role, p.created_at AS createdAt, p.password_hash AS passwordHash,
         l.expires_at AS linkExpiresAt
    FROM people p LEFT JOIN person_setup_links l ON l.person_id = p.id`;

/**
 * The people who run the wedding (docs/decisions/0059), and the one module that writes `people` and
 * `person_setup_links`. E-mail addresses are kept lower-cased, so a person signs in however they type theirs.
 * A set-up link's token is 256 random bits; only its SHA-256 is kept (a copy of the database opens nothing), and a
 * person has at most one: a new one replaces the last. A removed person's sessions go with them (ON DELETE CASCADE),
 * and the dashboard reads each request's role from here, so a change of role or a removal holds at the next request.
 */
export function createPeople(db: Db, now: () => number = Date.now) {
  const insert = db.prepare('INSERT INTO people (name, email, role, created_at) VALUES (?, ?, ?, ?)');
  const byId = db.prepare(`${SELECT_PERSON} WHERE p.id = ?`);
  const byEmail = db.prepare(`${SELECT_PERSON} WHERE p.email = ?`);
  const all = db.prepare(`${SELECT_PERSON} ORDER BY p.name COLLATE NOCASE, p.id`);
  const roleOf = db.prepare('SELECT role FROM people WHERE id = ?').pluck();
  const setRole = db.prepare('UPDATE people SET role = ? WHERE id = ?');
  const remove = db.prepare('DELETE FROM people WHERE id = ?');
  const upsertLink = db.prepare(
    `INSERT INTO person_setup_links (person_id, token_hash, created_at, expires_at) VALUES (?, ?, ?, ?)
     ON CONFLICT (person_id) DO UPDATE SET token_hash = excluded.token_hash, created_at = excluded.created_at, expires_at = excluded.expires_at`,
  );
  const removeLink = db.prepare('DELETE FROM person_setup_links WHERE person_id = ?');
  const linkByHash = db.prepare('SELECT person_id AS personId, expires_at AS expiresAt FROM person_setup_links WHERE token_hash = ?');
  // The language is kept as said last: a link used without one keeps the one said before.
  const setPassword = db.prepare('UPDATE people SET password_hash = ?, locale = IFNULL(?, locale) WHERE id = ?');
  const addressOf = db.prepare('SELECT name, email, locale FROM people WHERE id = ?');

  const shown = ({ passwordHash, ...row }: PersonRow): Person => ({ ...row, canSignIn: passwordHash !== null });

  function newLink(personId: number): string {
    const token = crypto.randomBytes(32).toString('base64url');
    const at = now();
    upsertLink.run(personId, sha256(token), at, at + SETUP_LINK_LIFETIME_MS);
    return token;
  }

  /** The person whose live set-up link `token` is, or undefined. */
  function linkOwner(token: string): PersonRow | undefined {
    const link = linkByHash.get(sha256(token)) as { personId: number; expiresAt: number } | undefined;
    if (!link || link.expiresAt <= now()) return undefined;
    return byId.get(link.personId) as PersonRow | undefined;
  }

  return {
    /** Adds a person and their first set-up link; undefined when the address is someone's already. */
    add(name: string, email: string, role: Role): { person: Person; token: string } | undefined {
      return db.transaction(() => {
        if (byEmail.get(email.toLowerCase())) return undefined;
        const id = Number(insert.run(name, email.toLowerCase(), role, now()).lastInsertRowid);
        const token = newLink(id);
        return { person: shown(byId.get(id) as PersonRow), token };
      })();
    },
    list(): Person[] {
      return (all.all() as PersonRow[]).map(shown);
    },
    find(id: number): Person | undefined {
      const row = byId.get(id) as PersonRow | undefined;
      return row && shown(row);
    },
    /** The role a person has now, or undefined once they are removed: read at every request of theirs. */
    roleOf(id: number): Role | undefined {
      return roleOf.get(id) as Role | undefined;
    },
    /** The person with this address and their password's hash (null before they chose one), for the sign-in. */
    forSignIn(email: string): { id: number; passwordHash: string | null } | undefined {
      const row = byEmail.get(email.toLowerCase()) as PersonRow | undefined;
      return row && { id: row.id, passwordHash: row.passwordHash };
    },
    changeRole(id: number, role: Role): Person | undefined {
      return setRole.run(role, id).changes === 0 ? undefined : this.find(id);
    },
    /** Removes a person; their sessions and link go with them. False when there was no such person. */
    remove(id: number): boolean {
      return remove.run(id).changes > 0;
    },
    /** A new set-up link for the person (the last one stops working); undefined for an unknown person. */
    newLink(id: number): { person: Person; token: string } | undefined {
      return db.transaction(() => {
        if (!byId.get(id)) return undefined;
        const token = newLink(id);
        return { person: shown(byId.get(id) as PersonRow), token };
      })();
    },
    /** The person's set-up link stops working; false when there was none. */
    revokeLink(id: number): boolean {
      return removeLink.run(id).changes > 0;
    },
    /** Where the server writes to a person: their name, address and language (null: not said), or undefined once removed. */
    addressOf(id: number): { name: string; email: string; locale: Locale | null } | undefined {
      return addressOf.get(id) as { name: string; email: string; locale: Locale | null } | undefined;
    },
    /** Whose live set-up link this is, as the set-up page greets them. */
    linkFor(token: string): { name: string; email: string } | undefined {
      const owner = linkOwner(token);
      return owner && { name: owner.name, email: owner.email };
    },
    /**
     * Sets the password of the link's owner (and the language their dashboard was in) and uses the link up, in one
     * transaction, so two requests with one link set at most one password. Returns whose password it now is, or
     * undefined when the link no longer works (used, revoked, replaced or too old).
     */
    usePassword(token: string, passwordHash: string, locale?: Locale): number | undefined {
      return db.transaction(() => {
        const owner = linkOwner(token);
        if (!owner) return undefined;
        setPassword.run(passwordHash, locale ?? null, owner.id);
        removeLink.run(owner.id);
        return owner.id;
      })();
    },
  };
}

export type People = ReturnType<typeof createPeople>;

/** A set-up link as the person opens it: the token in the fragment, which no request, log or Referer carries. */
export const setupLinkOf = (publicUrl: string, token: string) => `${publicUrl.replace(/\/$/, '')}${SETUP_PAGE}#${token}`;
