/**
 * A stored event as a calendar entry in one language: the guests' downloads and subscription feed
 * (guest-invitation-routes.ts) and a household's confirmation e-mail (server/mail/answer-mail.ts) write the same
 * entry, with the same UID, so a calendar that has it from one replaces it with the other.
 */
import type { TextIn } from '#common/locales';
import type { StoredEvent } from '../events-table';
import { instantsOf } from '../invited-events';
import { mapLinkOf } from '../map-link';
import type { CalendarEvent } from './event-calendar';

/** The event as `pick` reads it (one reader's textsFor); none when its times have no instant. */
export function calendarEventOf(event: StoredEvent, pick: TextIn): CalendarEvent[] {
  const instants = instantsOf(event);
  if (!instants) return [];
  const notes = [pick(event.description), pick(event.dressCode), pick(event.notes)].filter((t) => t !== '').join('\n\n');
  return [
    {
      uid: event.uid,
      sequence: event.revision,
      updatedAt: event.updatedAt,
      ...instants,
      timeZone: event.timeZone,
      title: pick(event.title),
      description: notes,
      location: [event.place, event.address.replace(/\n+/g, ', ')].filter((t) => t !== '').join(', '),
      url: mapLinkOf(event.mapUrl, event.address) || undefined,
    },
  ];
}
