/**
 * Which events a household is invited to, the one rule every reader of it uses (docs/decisions/0053): the schedule,
 * its calendar files and feed (guest-view.ts, guest-invitation-routes.ts), the answer form (rsvp/rsvp-form.ts), the
 * couple's counts, exports and reminders list (rsvp/rsvp-overview.ts), the set-up list (admin/invitation-reach.ts),
 * and the invitation, the reminder, their preview and the confirmation (mail/household-mail.ts, mail/answer-mail.ts).
 * Each once kept its own copy, and they drifted: the set-up list and the counts still named an event whose time no
 * longer exists in its zone, which the schedule, the form and the e-mails leave out, so the set-up list waited for
 * an invitation the send skipped as "no events".
 */
import { zonedInstant } from '#common/zoned-time';
import type { StoredEvent } from './events-table';
import type { InvitationStore } from './invitation-store';

/**
 * The instants of each event's times as read, by start, end and zone. Reading one costs several Intl formatters (about
 * a millisecond on a busy machine), and every save, count and send reads every event's; the zones' rules do not
 * change while the server runs. Bounded: a site has a handful of events, each edit of their times adds one entry.
 */
const readInstants = new Map<string, { start: number; end: number } | null>();
const READ_INSTANTS_KEPT = 1000;

/** The instants of an event's wall-clock times; null if the zone's rules changed so that one no longer exists. */
export function instantsOf(event: Pick<StoredEvent, 'startsAt' | 'endsAt' | 'timeZone'>): { start: number; end: number } | null {
  const key = `${event.startsAt}|${event.endsAt}|${event.timeZone}`;
  const known = readInstants.get(key);
  if (known !== undefined) return known;
  const start = zonedInstant(event.startsAt, event.timeZone);
  const end = zonedInstant(event.endsAt, event.timeZone);
  const instants = 'instant' in start && 'instant' in end ? { start: start.instant, end: end.instant } : null;
  if (readInstants.size >= READ_INSTANTS_KEPT) readInstants.clear();
  readInstants.set(key, instants);
  return instants;
}

/** An event a household is invited to, with the instants of its times. */
export type InvitedEvent = StoredEvent & { start: number; end: number };

/**
 * Reads the events and the invitations once (a send to 300 households reads them once, not 300 times) and answers,
 * for a household, the events it is invited to in the couple's order: those for everyone, and of those for the
 * invited, the ones it is invited to by name or all of them when it is invited to all. `null` is the shared
 * password, which carries no household: the events for everyone. An event whose time does not exist in its zone
 * is nobody's (no one can be told when it is). A revoked household is still invited: whether it is written to is
 * its readers' decision.
 */
export function invitedEvents(invitation: Pick<InvitationStore, 'storedEvents' | 'invitedByEvent' | 'allEventsGuestIds'>): (guestId: number | null) => InvitedEvent[] {
  const events = invitation.storedEvents().flatMap((event) => {
    const instants = instantsOf(event);
    return instants ? [{ ...event, ...instants }] : [];
  });
  const byName = new Map([...invitation.invitedByEvent()].map(([eventId, guestIds]) => [eventId, new Set(guestIds)]));
  const toAll = new Set(invitation.allEventsGuestIds());
  return (guestId) =>
    events.filter((event) => event.audience === 'everyone' || (guestId !== null && (toAll.has(guestId) || (byName.get(event.id)?.has(guestId) ?? false))));
}
