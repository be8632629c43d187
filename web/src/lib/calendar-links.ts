/**
 * "Add to Google Calendar" and "Add to Outlook" for one event (issue 28: Android has no handler for webcal:// and a
 * downloaded .ics often opens nothing on a phone), made from the event's own data: its title in the guest's language,
 * its start and end as instants (written in UTC, so neither service has to guess the venue's zone), its place and
 * address, and a line back to the site's schedule. Shared by the schedule's event cards and the answer's confirmation.
 */

/** What both links need of an event: the schedule's events and the answers' form both have it. */
export interface CalendarEvent {
  /** In the guest's language. */
  title: string;
  /** Epoch milliseconds. */
  start: number;
  end: number;
  place: string;
  address: string;
}

/** 2030-06-15T16:00:00.000Z → 20300615T160000Z, the form Google's `dates` takes. */
const compactUtc = (at: number) => new Date(at).toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
/** 2030-06-15T16:00:00Z, the form Outlook's `startdt` and `enddt` take. */
const isoUtc = (at: number) => new Date(at).toISOString().replace(/\.\d{3}/, '');

const where = (event: CalendarEvent) => [event.place, event.address].filter((part) => part.trim() !== '').join(', ');
/** An event without an end (or ending before it starts) lasts an hour in the calendars, as the .ics says. */
const endOf = (event: CalendarEvent) => (event.end > event.start ? event.end : event.start + 3_600_000);

export function googleCalendarLink(event: CalendarEvent, details: string): string {
  const query = new URLSearchParams({
    action: 'TEMPLATE',
    text: event.title,
    dates: `${compactUtc(event.start)}/${compactUtc(endOf(event))}`,
    details,
    location: where(event),
  });
  return `https://calendar.google.com/calendar/render?${query.toString()}`;
}

export function outlookCalendarLink(event: CalendarEvent, details: string): string {
  const query = new URLSearchParams({
    path: '/calendar/action/compose',
    rru: 'addevent',
    subject: event.title,
    startdt: isoUtc(event.start),
    enddt: isoUtc(endOf(event)),
    location: where(event),
    body: details,
  });
  return `https://outlook.live.com/calendar/0/deeplink/compose?${query.toString()}`;
}
