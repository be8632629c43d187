/**
 * events and event_invitations: the couple's events in their order, and which households are invited by name to
 * the events for the invited. Only this module writes them. An event keeps its texts in the five languages as one
 * JSON column, its times as the venue's wall clock with the zone (and the instants, computed when saved, in the
 * answer), a random `uid` for calendars, and a revision that grows with every change (the calendar's SEQUENCE).
 */
import { randomBytes } from 'node:crypto';
import type { EventAudience, EventInput } from '#common/invitation-api';
import type { Locale } from '#common/locales';
import type { Db } from '../db/database';
import { reorder, type Saved } from '../db/saved';

type Texts = Record<Locale, string>;

/** An event as stored. */
export interface StoredEvent extends EventInput {
  id: number;
  uid: string;
  revision: number;
  createdAt: number;
  updatedAt: number;
}

interface EventRow {
  id: number;
  uid: string;
  texts: string;
  startsAt: string;
  endsAt: string;
  timeZone: string;
  place: string;
  address: string;
  mapUrl: string;
  audience: EventAudience;
  revision: number;
  createdAt: number;
  updatedAt: number;
}

const COLUMNS = `id, uid, texts, starts_at AS startsAt, ends_at AS endsAt, time_zone AS timeZone, place, address,
  map_url AS mapUrl, audience, revision, created_at AS createdAt, updated_at AS updatedAt`;

const parse = ({ texts, ...row }: EventRow): StoredEvent => ({
  ...row,
  ...(JSON.parse(texts) as { title: Texts; description: Texts; dressCode: Texts; notes: Texts }),
});
const textsOf = (event: EventInput) =>
  JSON.stringify({ title: event.title, description: event.description, dressCode: event.dressCode, notes: event.notes });
const fieldsOf = (event: EventInput) =>
  [textsOf(event), event.startsAt, event.endsAt, event.timeZone, event.place, event.address, event.mapUrl, event.audience] as const;

export function eventsTable(db: Db, now: () => number) {
  const q = {
    all: db.prepare(`SELECT ${COLUMNS} FROM events ORDER BY position, id`),
    get: db.prepare(`SELECT ${COLUMNS} FROM events WHERE id = ?`),
    insert: db.prepare(
      `INSERT INTO events (uid, position, texts, starts_at, ends_at, time_zone, place, address, map_url, audience, revision, created_at, updated_at)
       VALUES (?, (SELECT COALESCE(MAX(position), 0) + 1 FROM events), ?, ?, ?, ?, ?, ?, ?, ?, 1, ?, ?)`,
    ),
    update: db.prepare(
      `UPDATE events SET texts = ?, starts_at = ?, ends_at = ?, time_zone = ?, place = ?, address = ?, map_url = ?, audience = ?,
       revision = revision + 1, updated_at = ? WHERE id = ? AND revision = ?`,
    ),
    remove: db.prepare('DELETE FROM events WHERE id = ?'),
    position: db.prepare('UPDATE events SET position = ? WHERE id = ?'),
    count: db.prepare('SELECT COUNT(*) AS n FROM events'),
    invitations: db.prepare('SELECT event_id AS eventId, guest_id AS guestId FROM event_invitations ORDER BY guest_id'),
    invitationsOf: db.prepare('SELECT event_id AS eventId FROM event_invitations WHERE guest_id = ? ORDER BY event_id'),
    invitedCount: db.prepare('SELECT COUNT(*) AS n FROM event_invitations WHERE event_id = ?'),
    invite: db.prepare('INSERT OR IGNORE INTO event_invitations (event_id, guest_id) VALUES (?, ?)'),
    uninvite: db.prepare('DELETE FROM event_invitations WHERE event_id = ? AND guest_id = ?'),
    uninviteAll: db.prepare('DELETE FROM event_invitations WHERE guest_id = ?'),
  };
  const get = (id: number): StoredEvent | undefined => {
    const row = q.get.get(id) as EventRow | undefined;
    return row && parse(row);
  };
  const all = (): StoredEvent[] => (q.all.all() as EventRow[]).map(parse);

  return {
    all,
    get,
    count: () => (q.count.get() as { n: number }).n,
    add(event: EventInput): StoredEvent {
      const at = now();
      return get(Number(q.insert.run(randomBytes(16).toString('hex'), ...fieldsOf(event), at, at).lastInsertRowid))!;
    },
    update(id: number, event: EventInput, revision: number): Saved<StoredEvent> {
      if (q.update.run(...fieldsOf(event), now(), id, revision).changes > 0) return { saved: get(id)! };
      const current = get(id);
      return current ? { conflict: current } : { missing: true };
    },
    remove: (id: number): boolean => q.remove.run(id).changes > 0,
    order: (ids: number[]): boolean => reorder(ids, all().map((event) => event.id), q.position),
    /** Every invitation by name, as event id → household ids. */
    invitedByEvent(): Map<number, number[]> {
      const byEvent = new Map<number, number[]>();
      for (const { eventId, guestId } of q.invitations.all() as Array<{ eventId: number; guestId: number }>) {
        byEvent.set(eventId, [...(byEvent.get(eventId) ?? []), guestId]);
      }
      return byEvent;
    },
    invitedCount: (eventId: number) => (q.invitedCount.get(eventId) as { n: number }).n,
    eventIdsOf: (guestId: number): number[] => (q.invitationsOf.all(guestId) as Array<{ eventId: number }>).map((r) => r.eventId),
    setInvited(eventId: number, guestId: number, invited: boolean): void {
      if (invited) q.invite.run(eventId, guestId);
      else q.uninvite.run(eventId, guestId);
    },
    replaceInvitationsOf(guestId: number, eventIds: number[]): void {
      q.uninviteAll.run(guestId);
      for (const eventId of eventIds) q.invite.run(eventId, guestId);
    },
  };
}
