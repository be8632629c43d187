/**
 * The e-mail addresses and phone numbers of households and members (issue 27), and the one module that writes
 * `contacts` (docs/decisions/0012). A row is a household's own (member null) or one member's, and exists only while
 * it holds something. Contacts are personal data: nothing here logs, and `forgetBefore` is the purge after the
 * wedding's part. A household's or member's row goes with it (ON DELETE CASCADE).
 */
import type { Contacts } from '#common/contacts';
import type { Db } from '../db/database';

interface ContactRow extends Contacts {
  guestId: number;
  memberId: number | null;
}

/** A household's contacts: its own, and its members' by member id (a member without any is absent). */
export interface HouseholdContacts {
  own: Contacts;
  members: Map<number, Contacts>;
}

const NONE: Contacts = { email: '', phone: '' };
const COLUMNS = 'guest_id AS guestId, member_id AS memberId, email, phone';

function grouped(rows: ContactRow[]): Map<number, HouseholdContacts> {
  const byHousehold = new Map<number, HouseholdContacts>();
  for (const { guestId, memberId, email, phone } of rows) {
    let household = byHousehold.get(guestId);
    if (!household) byHousehold.set(guestId, (household = { own: NONE, members: new Map() }));
    if (memberId === null) household.own = { email, phone };
    else household.members.set(memberId, { email, phone });
  }
  return byHousehold;
}

export function createHouseholdContacts(db: Db, now: () => number = Date.now) {
  const ofOne = db.prepare(`SELECT ${COLUMNS} FROM contacts WHERE guest_id = ?`);
  const ofMany = db.prepare(`SELECT ${COLUMNS} FROM contacts WHERE guest_id IN (SELECT value FROM json_each(?))`);
  const ofAll = db.prepare(`SELECT ${COLUMNS} FROM contacts`);
  const current = db.prepare('SELECT email, phone FROM contacts WHERE guest_id = ? AND member_id IS ?');
  const remove = db.prepare('DELETE FROM contacts WHERE guest_id = ? AND member_id IS ?');
  const insert = db.prepare('INSERT INTO contacts (guest_id, member_id, email, phone, updated_at) VALUES (?, ?, ?, ?, ?)');
  const removeBefore = db.prepare('DELETE FROM contacts WHERE updated_at < ?');
  const householdsBefore = db.prepare('SELECT COUNT(DISTINCT guest_id) AS n FROM contacts WHERE updated_at < ?');

  return {
    /** One household's contacts. */
    of: (guestId: number): HouseholdContacts => grouped(ofOne.all(guestId) as ContactRow[]).get(guestId) ?? { own: NONE, members: new Map() },
    /** These households' contacts, in one query (a page of the guest list); a household without any is absent. */
    ofHouseholds: (guestIds: readonly number[]): Map<number, HouseholdContacts> =>
      guestIds.length === 0 ? new Map() : grouped(ofMany.all(JSON.stringify(guestIds)) as ContactRow[]),
    /** Every household's contacts (the CSV export, the reminders), in one query. */
    all: (): Map<number, HouseholdContacts> => grouped(ofAll.all() as ContactRow[]),
    /**
     * A household's own contacts (memberId null) or a member's become these; an absent field stays as it was. Both
     * empty: the row goes. The time of the change is kept only when something changed (the purge reads it). Called
     * inside the transactions of the guest store and the members' routes.
     */
    set: db.transaction((guestId: number, memberId: number | null, change: Partial<Contacts>) => {
      const was = (current.get(guestId, memberId) as Contacts | undefined) ?? NONE;
      const next = { email: change.email ?? was.email, phone: change.phone ?? was.phone };
      if (next.email === was.email && next.phone === was.phone) return;
      remove.run(guestId, memberId);
      if (next.email !== '' || next.phone !== '') insert.run(guestId, memberId, next.email, next.phone, now());
    }),
    /** After the wedding: forgets the contacts recorded before `at`; returns how many households had some. */
    forgetBefore: (at: number): number => {
      const { n } = householdsBefore.get(at) as { n: number };
      removeBefore.run(at);
      return n;
    },
  };
}

export type HouseholdContactStore = ReturnType<typeof createHouseholdContacts>;
