import type { Contacts } from '#common/contacts';
import type { Db } from '../db/database';
import type { GuestFields } from '#common/guest-list-api';
import type { Locale } from '#common/locales';
import { sha256 } from '../secrets';
import type { VisitLog } from '../visits/visit-log';
import { nameKey } from './guest-fields';
import type { HouseholdContactStore } from './household-contacts';
import type { HouseholdMembers, MemberFields } from './household-members';
import { deriveGuestToken, deriveLegacyGuestToken, looksLikeGuestToken, newLinkKey, normalizeToken } from './guest-token';

/** The store's guest; its fields are declared once, with the dashboard's view of it (common/guest-list-api.ts). */
export type Guest = GuestFields;

interface GuestRow extends Omit<Guest, 'allEvents'> {
  /** 0 or 1 in the table. */
  allEvents: number;
  tokenVersion: number;
  /** The random key the link is derived from; null for a link made before keys (migration 6). */
  linkKey: string | null;
}

/** What a new guest is made of; name, note and contacts already cleaned (guest-fields.ts, contact-fields.ts). */
export interface NewGuest {
  name: string;
  language: Locale | null;
  note?: string;
  /** The household's own e-mail address and phone number. */
  contacts?: Partial<Contacts>;
  /** The household's people, in order, each with contacts of their own if any; none given: one member named as the household (a household of one). */
  members?: ReadonlyArray<MemberFields & { contacts?: Partial<Contacts> }>;
}

const COLUMNS = `g.id, g.name, g.language, g.note, g.token_version AS tokenVersion, g.link_key AS linkKey, g.created_at AS createdAt,
  g.revoked_at AS revokedAt, g.extra_guests AS extraGuests, g.all_events AS allEvents, v.first_at AS firstVisitAt, v.last_at AS lastVisitAt, COALESCE(v.count, 0) AS visitCount,
  COALESCE(c.email, '') AS email, COALESCE(c.phone, '') AS phone`;
const FROM = 'guests g LEFT JOIN guest_visits v ON v.guest_id = g.id LEFT JOIN contacts c ON c.guest_id = g.id AND c.member_id IS NULL';

/**
 * Guests with personal links, and the one module that writes the `guests` table. A guest is a household: its
 * people are written by the members' store (household-members.ts) and its contacts by theirs
 * (household-contacts.ts), in the transaction that adds or changes the guest. The link
 * token is derived from the secret and stored only as a hash. A guest's sessions and visits are ended and forgotten
 * through their own stores, in the same transaction. `extra_guests` and `all_events` are read here and written by
 * the invitation store (server/invitation/).
 */
/**
 * What the guest store needs of the session store (server/auth/session-store.ts): sign-in stands on the guest list,
 * so the guest list names no sign-in code and is given this part of the session store where the stores are opened.
 */
interface GuestSessions {
  /** Ends and forgets every session of a guest, in the caller's transaction. */
  endForGuest(guestId: number): unknown;
}

export function createGuestStore(
  db: Db,
  secret: Buffer,
  sessions: GuestSessions,
  visits: VisitLog,
  members: HouseholdMembers,
  contacts: HouseholdContactStore,
  now: () => number = Date.now,
) {
  const insert = db.prepare('INSERT INTO guests (name, language, note, link_key, token_hash, created_at) VALUES (?, ?, ?, ?, ?, ?)');
  const setLink = db.prepare('UPDATE guests SET link_key = ?, token_hash = ?, token_version = token_version + 1, revoked_at = NULL WHERE id = ?');
  const selectAll = db.prepare(`SELECT ${COLUMNS} FROM ${FROM} ORDER BY g.id`);
  const selectById = db.prepare(`SELECT ${COLUMNS} FROM ${FROM} WHERE g.id = ?`);
  const selectActiveByHash = db.prepare(`SELECT ${COLUMNS} FROM ${FROM} WHERE g.token_hash = ? AND g.revoked_at IS NULL`);
  const markRevoked = db.prepare('UPDATE guests SET revoked_at = ? WHERE id = ? AND revoked_at IS NULL');
  const setFields = db.prepare('UPDATE guests SET name = ?, language = ?, note = ? WHERE id = ?');
  const removeRow = db.prepare('DELETE FROM guests WHERE id = ?');
  const revokedBefore = db.prepare('SELECT id FROM guests WHERE revoked_at IS NOT NULL AND revoked_at < ?');
  const linkKeys = db.prepare('SELECT id, link_key AS linkKey, token_version AS tokenVersion FROM guests WHERE revoked_at IS NULL');

  const strip = ({ tokenVersion: _version, linkKey: _key, allEvents, ...guest }: GuestRow): Guest => ({ ...guest, allEvents: allEvents === 1 });
  const row = (id: number) => selectById.get(id) as GuestRow | undefined;
  const tokenOf = (guest: Pick<GuestRow, 'id' | 'linkKey' | 'tokenVersion'>) =>
    guest.linkKey === null ? deriveLegacyGuestToken(secret, guest.id, guest.tokenVersion) : deriveGuestToken(secret, guest.linkKey);

  // Every link made from now on comes from a fresh random key, never from the id (docs/decisions/0022).
  const addOne = (guest: NewGuest): { guest: Guest; token: string } => {
    const key = newLinkKey();
    const token = deriveGuestToken(secret, key);
    const id = Number(insert.run(guest.name, guest.language, guest.note ?? '', key, sha256(token), now()).lastInsertRowid);
    if (guest.members && guest.members.length > 0) {
      const ids = members.addTo(id, guest.members);
      guest.members.forEach((member, index) => {
        if (member.contacts) contacts.set(id, ids[index]!, member.contacts);
      });
    } else members.addFirst(id, guest.name);
    if (guest.contacts) contacts.set(id, null, guest.contacts);
    return { guest: strip(row(id)!), token };
  };
  /** A guest goes with the guest's sessions and visits (their tables' own writers remove those). */
  const removeOne = (id: number): boolean => {
    sessions.endForGuest(id);
    visits.forgetGuest(id);
    return removeRow.run(id).changes > 0;
  };

  return {
    /**
     * Adds a household with the household's contacts and its people (none given: a household of one, its member
     * named as the household), in one transaction.
     */
    add: db.transaction((name: string, language: Locale | null = null, note = '', householdContacts?: Partial<Contacts>, people?: NewGuest['members']) =>
      addOne({ name, language, note, ...(householdContacts ? { contacts: householdContacts } : {}), ...(people ? { members: people } : {}) }),
    ),
    /**
     * Adds many guests (households, each with its members or as a household of one) in one transaction, skipping
     * those already on the list (same household name, ignoring case and spaces, not revoked): importing the same file
     * twice adds nobody twice. The transaction takes the write lock before the list is read (database.ts), so a guest
     * added meanwhile by another process cannot slip between the check and the inserts.
     */
    addMany: (guests: ReadonlyArray<NewGuest & { line: number }>) =>
      db.transaction(() => {
        const existing = new Map(
          (selectAll.all() as GuestRow[]).filter((g) => g.revokedAt === null).map((g) => [nameKey(g.name), g.id]),
        );
        const added: Array<{ guest: Guest; token: string }> = [];
        const skipped: Array<{ line: number; name: string; id: number }> = [];
        for (const guest of guests) {
          const id = existing.get(nameKey(guest.name));
          if (id !== undefined) skipped.push({ line: guest.line, name: guest.name, id });
          else added.push(addOne(guest));
        }
        return { added, skipped };
      })(),
    list: (): Guest[] => (selectAll.all() as GuestRow[]).map(strip),
    get: (id: number): Guest | undefined => {
      const found = row(id);
      return found && strip(found);
    },
    /** The link token of a guest, computed again from the secret (for reprinting a link). */
    tokenFor: (id: number): string | undefined => {
      const found = row(id);
      return found && tokenOf(found);
    },
    /** Every working link's token by guest, computed again from the secret, read in one query (a batch of invitations). */
    activeTokens: (): Map<number, string> =>
      new Map((linkKeys.all() as Array<Pick<GuestRow, 'id' | 'linkKey' | 'tokenVersion'>>).map((guest) => [guest.id, tokenOf(guest)])),
    /** The guest a link token belongs to, unless revoked. */
    findByToken: (token: string): Guest | undefined => {
      const normalized = normalizeToken(token);
      if (!looksLikeGuestToken(normalized)) return undefined;
      const found = selectActiveByHash.get(sha256(normalized)) as GuestRow | undefined;
      return found && strip(found);
    },
    /**
     * Changes a guest's name, language, note, e-mail address or phone number; the link stays the same. A household
     * of one renames its member with it (household-members.ts, followRename). Undefined for an unknown id.
     */
    update: db.transaction((id: number, fields: Partial<Pick<Guest, 'name' | 'language' | 'note' | 'email' | 'phone'>>): Guest | undefined => {
      const found = row(id);
      if (!found) return undefined;
      setFields.run(fields.name ?? found.name, fields.language === undefined ? found.language : fields.language, fields.note ?? found.note, id);
      if (fields.name !== undefined) members.followRename(id, found.name, fields.name);
      if (fields.email !== undefined || fields.phone !== undefined) contacts.set(id, null, { email: fields.email, phone: fields.phone });
      return strip(row(id)!);
    }),
    /** Revokes a guest: the link stops working and every session of that guest ends, in one transaction. */
    revoke: db.transaction((id: number): boolean => {
      const changed = markRevoked.run(now(), id).changes > 0;
      sessions.endForGuest(id);
      return changed;
    }),
    /**
     * A new link for a guest whose link leaked: the old link stops working and its sessions end, the new one works
     * (a revoked guest is active again). Undefined for an unknown id.
     */
    newLink: db.transaction((id: number): { guest: Guest; token: string } | undefined => {
      if (!row(id)) return undefined;
      const key = newLinkKey();
      const token = deriveGuestToken(secret, key);
      setLink.run(key, sha256(token), id);
      sessions.endForGuest(id);
      return { guest: strip(row(id)!), token };
    }),
    /** Removes a guest added by mistake, with the guest's sessions and visits. False for an unknown id. */
    remove: db.transaction((id: number): boolean => removeOne(id)),
    /** Removes every guest whose link was revoked before `at`, with their visits; returns how many. */
    removeRevokedBefore: db.transaction((at: number): number => {
      const ids = (revokedBefore.all(at) as Array<{ id: number }>).map((r) => r.id);
      for (const id of ids) removeOne(id);
      return ids.length;
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
