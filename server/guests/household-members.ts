/**
 * The people of a household, and the one module that writes `household_members` (docs/decisions/0012). A row of
 * `guests` is the household (its link, language and note); its members are listed here in order, each with a
 * language of their own (null: the household's) and whether they are a child. A household's members go with it
 * (ON DELETE CASCADE; foreign keys are on), so removing or purging a guest needs nothing from this module.
 */
import type { Member } from '#common/invitation-api';
import type { Locale } from '#common/locales';
import type { Db } from '../db/database';

/** A member as the store is given one: names already cleaned (member-input.ts, guest-fields.ts). */
export interface MemberFields {
  name: string;
  language: Locale | null;
  child: boolean;
}

/** A member to keep (with its id) or to add (without). */
export type MemberChange = MemberFields & { id?: number };

interface MemberRow {
  id: number;
  guestId: number;
  name: string;
  language: Locale | null;
  child: 0 | 1;
}

/** Thrown when a change names a member of another household or none: nothing of the change is written. */
export class NotInHouseholdError extends Error {
  constructor(readonly index: number) {
    super(`members[${index}] is not a member of this household`);
  }
}

const COLUMNS = 'id, guest_id AS guestId, name, language, child';
const toMember = ({ id, name, language, child }: MemberRow): Member => ({ id, name, language, child: child === 1 });

function grouped(rows: MemberRow[]): Map<number, Member[]> {
  const byHousehold = new Map<number, Member[]>();
  for (const row of rows) {
    const members = byHousehold.get(row.guestId);
    if (members) members.push(toMember(row));
    else byHousehold.set(row.guestId, [toMember(row)]);
  }
  return byHousehold;
}

export function createHouseholdMembers(db: Db) {
  const ofOne = db.prepare(`SELECT ${COLUMNS} FROM household_members WHERE guest_id = ? ORDER BY position, id`);
  // One query for a page of the guest list, whatever its size: the ids go in as one JSON array.
  const ofMany = db.prepare(
    `SELECT ${COLUMNS} FROM household_members WHERE guest_id IN (SELECT value FROM json_each(?)) ORDER BY guest_id, position, id`,
  );
  const ofAll = db.prepare(`SELECT ${COLUMNS} FROM household_members ORDER BY guest_id, position, id`);
  const insert = db.prepare('INSERT INTO household_members (guest_id, position, name, language, child) VALUES (?, ?, ?, ?, ?)');
  const update = db.prepare('UPDATE household_members SET position = ?, name = ?, language = ?, child = ? WHERE id = ? AND guest_id = ?');
  const remove = db.prepare('DELETE FROM household_members WHERE id = ? AND guest_id = ?');
  const rename = db.prepare('UPDATE household_members SET name = ? WHERE id = ?');

  const list = (guestId: number): Member[] => (ofOne.all(guestId) as MemberRow[]).map(toMember);
  /** The new members' ids, in order. */
  const addAll = (guestId: number, members: readonly MemberFields[], from = 1): number[] =>
    members.map((member, index) => Number(insert.run(guestId, from + index, member.name, member.language, member.child ? 1 : 0).lastInsertRowid));

  return {
    /** One household's members, in order. */
    list,
    /** The members of these households, in one query (a page of the guest list); a household without any is absent. */
    ofHouseholds: (guestIds: readonly number[]): Map<number, Member[]> =>
      guestIds.length === 0 ? new Map() : grouped(ofMany.all(JSON.stringify(guestIds)) as MemberRow[]),
    /** Every household's members (the CSV export), in one query. */
    all: (): Map<number, Member[]> => grouped(ofAll.all() as MemberRow[]),
    /** A new household's members, in order, answering their ids; called by the guest store inside the transaction that adds the guest. */
    addTo: (guestId: number, members: readonly MemberFields[]) => addAll(guestId, members),
    /** A new household's first member, named as the household (a household of one). */
    addFirst: (guestId: number, name: string) => void addAll(guestId, [{ name, language: null, child: false }]),
    /**
     * The household's members become exactly `members`, in this order, in one transaction: those given with an id
     * keep it (and their row), those without are added, those left out are removed. An id that is not one of this
     * household's members throws NotInHouseholdError and nothing is written.
     */
    replace: db.transaction((guestId: number, members: readonly MemberChange[]): Member[] => {
      const current = new Set(list(guestId).map((member) => member.id));
      const kept = new Set<number>();
      members.forEach((member, index) => {
        if (member.id === undefined) return;
        if (!current.has(member.id) || kept.has(member.id)) throw new NotInHouseholdError(index);
        kept.add(member.id);
      });
      for (const id of current) if (!kept.has(id)) remove.run(id, guestId);
      members.forEach((member, index) => {
        const child = member.child ? 1 : 0;
        if (member.id === undefined) insert.run(guestId, index + 1, member.name, member.language, child);
        else update.run(index + 1, member.name, member.language, child, member.id, guestId);
      });
      return list(guestId);
    }),
    /**
     * A household of one renamed: its one member, who carried the household's old name, is renamed with it (a
     * guest renamed on the dashboard is greeted by the new name). Households of several keep their members' names.
     */
    followRename: (guestId: number, oldName: string, newName: string) => {
      const members = list(guestId);
      const only = members.length === 1 ? members[0] : undefined;
      if (only && only.name === oldName && oldName !== newName) rename.run(newName, only.id);
    },
  };
}

export type HouseholdMembers = ReturnType<typeof createHouseholdMembers>;
