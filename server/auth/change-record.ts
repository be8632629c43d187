/**
 * The record of changes made on the dashboard (issue 38, docs/decisions/0062), and the one module that writes the
 * `change_record` table. A row says who (a person's id, null for the couple's shared password), when, what (a word of
 * CHANGE_WHATS) and to what (an id and a name as it was then); never what was written. The record keeps the newest
 * CHANGE_RECORD_CAP rows, the oldest dropped as new ones come, and the purge after the wedding forgets it with the rest.
 * It lives beside the sign-ins (auth/): it is the account of what each person did once signed in, and the purge,
 * which comes before the couple's API in the server's layers, must reach it.
 */
import { CHANGE_RECORD_CAP, type ChangeWhat, type RecordedChange } from '#common/change-record-api';
import type { Db } from '../db/database';

/** A name longer than this (a household's, an event's) is kept cut: enough to recognise it. */
const TARGET_NAME_MAX = 120;

export interface ChangeToRecord {
  personId: number | null;
  what: ChangeWhat;
  targetId?: number | null;
  target?: string | null;
}

/** Whose changes a page shows: everyone's (undefined), the couple's shared password's (null), or one person's. */
export type ChangeFilter = { personId: number | null } | undefined;

export function createChangeRecord(db: Db, now: () => number = Date.now, cap = CHANGE_RECORD_CAP) {
  const insert = db.prepare('INSERT INTO change_record (at, person_id, what, target_id, target) VALUES (?, ?, ?, ?, ?)');
  // Every row older than the cap's newest: one DELETE by the primary key.
  const dropBeyondCap = db.prepare('DELETE FROM change_record WHERE id <= (SELECT id FROM change_record ORDER BY id DESC LIMIT 1 OFFSET ?)');
  const columns = 'id, at, person_id AS personId, what, target_id AS targetId, target';
  // `IS ?` matches NULL too: the couple's shared password is a person like any other here.
  const pageOfAll = db.prepare(`SELECT ${columns} FROM change_record ORDER BY id DESC LIMIT ? OFFSET ?`);
  const pageOfPerson = db.prepare(`SELECT ${columns} FROM change_record WHERE person_id IS ? ORDER BY id DESC LIMIT ? OFFSET ?`);
  const countAll = db.prepare('SELECT COUNT(*) FROM change_record').pluck();
  const countPerson = db.prepare('SELECT COUNT(*) FROM change_record WHERE person_id IS ?').pluck();
  const people = db.prepare('SELECT DISTINCT person_id FROM change_record ORDER BY person_id IS NOT NULL, person_id').pluck();
  const purge = db.prepare('DELETE FROM change_record WHERE at < ?');

  const add = db.transaction((change: ChangeToRecord) => {
    const target = change.target?.trim().slice(0, TARGET_NAME_MAX) || null;
    insert.run(now(), change.personId, change.what, change.targetId ?? null, target);
    dropBeyondCap.run(cap);
  });

  return {
    cap,
    add: (change: ChangeToRecord): void => add(change),
    /** A page of the record, newest first, and how many changes the filter finds in all. */
    page(filter: ChangeFilter, offset: number, limit: number): { changes: RecordedChange[]; total: number } {
      if (filter === undefined) return { changes: pageOfAll.all(limit, offset) as RecordedChange[], total: countAll.get() as number };
      return { changes: pageOfPerson.all(filter.personId, limit, offset) as RecordedChange[], total: countPerson.get(filter.personId) as number };
    },
    /** Everyone who has a change in the record, the couple's shared password first. */
    people: (): Array<number | null> => people.all() as Array<number | null>,
    /** After the wedding: the changes made before `at` forgotten (server/purge/purge.ts); how many. */
    purgeBefore: (at: number): number => purge.run(at).changes,
  };
}

export type ChangeRecord = ReturnType<typeof createChangeRecord>;
