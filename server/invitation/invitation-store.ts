/**
 * The invitation's data (issue 19): the site's phase, the events and who is invited to them, and the couple's
 * pages. It writes events, event_invitations, info_sections, the `phase` setting and a household's two invitation
 * columns of `guests` (all_events, extra_guests); the guest store writes every other column of `guests`.
 */
import type { AdminEvent, EventInput, HouseholdInvitation, SitePhase } from '#common/invitation-api';
import type { Locale } from '#common/locales';
import type { Db } from '../db/database';
import { eventsTable, type StoredEvent } from './events-table';
import { infoSectionsTable } from './info-sections-table';
import { mapLinkOf } from './map-link';

const PHASE_KEY = 'phase';

/** What calendars and the guest view need of a household: its link's material (for the feed token), and whether it may open the invitation. */
export interface HouseholdLink {
  id: number;
  name: string;
  /** The household's language: the link's default (null: the guest's browser decides). */
  language: Locale | null;
  /** The random key of the link, or `legacy:<version>` for a link made before keys (migration 6). */
  linkMaterial: string;
  revoked: boolean;
  allEvents: boolean;
  extraGuests: number;
}

export function createInvitationStore(db: Db, now: () => number = Date.now) {
  const events = eventsTable(db, now);
  const sections = infoSectionsTable(db);
  const q = {
    phase: db.prepare('SELECT value FROM settings WHERE key = ?'),
    setPhase: db.prepare('INSERT INTO settings (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value'),
    household: db.prepare(
      `SELECT id, name, language, COALESCE(link_key, 'legacy:' || token_version) AS linkMaterial, revoked_at IS NOT NULL AS revoked,
       all_events AS allEvents, extra_guests AS extraGuests FROM guests WHERE id = ?`,
    ),
    allEventsIds: db.prepare('SELECT id FROM guests WHERE all_events = 1 ORDER BY id'),
    setHousehold: db.prepare('UPDATE guests SET all_events = ?, extra_guests = ? WHERE id = ?'),
    members: db.prepare('SELECT name, language FROM household_members WHERE guest_id = ? ORDER BY position, id'),
    existingGuests: db.prepare('SELECT id FROM guests WHERE id IN (SELECT value FROM json_each(?))'),
  };

  const adminEvent = (event: StoredEvent, invited: number[]): AdminEvent => {
    const { uid: _uid, createdAt: _created, updatedAt: _updated, ...rest } = event;
    return { ...rest, mapLink: mapLinkOf(event.mapUrl, event.address), guestIds: invited };
  };
  const household = (id: number): HouseholdLink | undefined => {
    const row = q.household.get(id) as (Omit<HouseholdLink, 'revoked' | 'allEvents'> & { revoked: number; allEvents: number }) | undefined;
    return row && { ...row, revoked: row.revoked === 1, allEvents: row.allEvents === 1 };
  };
  /** The ids among `ids` that are households of the site. */
  const existingGuestIds = (ids: number[]): Set<number> =>
    new Set((q.existingGuests.all(JSON.stringify(ids)) as Array<{ id: number }>).map((r) => r.id));

  return {
    phase: (): SitePhase => ((q.phase.get(PHASE_KEY) as { value: string } | undefined)?.value === 'invitation' ? 'invitation' : 'saveTheDate'),
    /** Switches the phase; the invitation needs at least one event to show. */
    setPhase: db.transaction((phase: SitePhase): 'ok' | 'no-events' => {
      if (phase === 'invitation' && events.count() === 0) return 'no-events';
      q.setPhase.run(PHASE_KEY, phase);
      return 'ok';
    }),

    events: (): AdminEvent[] => {
      const invited = events.invitedByEvent();
      return events.all().map((event) => adminEvent(event, invited.get(event.id) ?? []));
    },
    storedEvents: events.all,
    storedEvent: events.get,
    adminEvent: (id: number): AdminEvent | undefined => {
      const event = events.get(id);
      return event && adminEvent(event, events.invitedByEvent().get(id) ?? []);
    },
    toAdminEvent: (event: StoredEvent) => adminEvent(event, events.invitedByEvent().get(event.id) ?? []),
    addEvent: (event: EventInput) => events.add(event),
    updateEvent: (id: number, event: EventInput, revision: number) => events.update(id, event, revision),
    /** Households invited to the event by name: removing it asks the couple first. */
    invitedCount: events.invitedCount,
    /** Removes an event and its invitations; once the last event goes, the site is the Save the Date again. */
    removeEvent: db.transaction((id: number): boolean => {
      const removed = events.remove(id);
      if (removed && events.count() === 0) q.setPhase.run(PHASE_KEY, 'saveTheDate');
      return removed;
    }),
    orderEvents: db.transaction((ids: number[]) => events.order(ids)),
    /** Invites households to an event, or takes the invitation back; false for an unknown household (nothing written). */
    setEventGuests: db.transaction((eventId: number, guestIds: number[], invited: boolean): { unknown: number[] } => {
      const known = existingGuestIds(guestIds);
      const unknown = guestIds.filter((id) => !known.has(id));
      if (unknown.length > 0) return { unknown };
      for (const guestId of guestIds) events.setInvited(eventId, guestId, invited);
      return { unknown };
    }),

    household,
    /** A household's members by name and language (written by server/guests/household-members.ts). */
    membersOf: (guestId: number): Array<{ name: string; language: Locale | null }> =>
      q.members.all(guestId) as Array<{ name: string; language: Locale | null }>,
    householdInvitation: (guestId: number): HouseholdInvitation | undefined => {
      const found = household(guestId);
      return found && { allEvents: found.allEvents, eventIds: events.eventIdsOf(guestId), extraGuests: found.extraGuests };
    },
    /** A household's events and extra guests in one go; `unknown-event` names an id that is no event of the site. */
    setHouseholdInvitation: db.transaction((guestId: number, invitation: HouseholdInvitation): 'ok' | 'missing' | { unknownEvents: number[] } => {
      if (!household(guestId)) return 'missing';
      const known = new Set(events.all().map((event) => event.id));
      const unknownEvents = invitation.eventIds.filter((id) => !known.has(id));
      if (unknownEvents.length > 0) return { unknownEvents };
      q.setHousehold.run(invitation.allEvents ? 1 : 0, invitation.extraGuests, guestId);
      events.replaceInvitationsOf(guestId, [...new Set(invitation.eventIds)]);
      return 'ok';
    }),
    allEventsGuestIds: (): number[] => (q.allEventsIds.all() as Array<{ id: number }>).map((r) => r.id),

    /** Every invitation by name, as event id → household ids (invited-events.ts reads who is invited to what). */
    invitedByEvent: events.invitedByEvent,

    sections: sections.all,
    addSection: sections.add,
    updateSection: sections.update,
    removeSection: sections.remove,
    orderSections: db.transaction(sections.order),
  };
}

export type InvitationStore = ReturnType<typeof createInvitationStore>;
