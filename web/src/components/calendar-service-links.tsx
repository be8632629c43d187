import { APP_PATHS } from '#common/app-paths';
import { googleCalendarLink, outlookCalendarLink, type CalendarEvent } from '../lib/calendar-links';

interface CalendarServiceLinksProps {
  event: CalendarEvent;
  /** The texts of the page's language: the services' names. */
  t: (key: string) => string;
  className: string;
  /** Each link in a list item of its own (inside the card's list of links). */
  listItems?: boolean;
}

/**
 * An event's "Google Calendar" and "Outlook" links, beside its .ics (issue 28), for the schedule's cards and the
 * answer's confirmation. Each opens the service in a new tab with the event filled in; the event's title in the
 * link's name tells one event's link from another's (screen readers list links alone).
 */
export function CalendarServiceLinks({ event, t, className, listItems = false }: CalendarServiceLinksProps) {
  const details = `${window.location.origin}${APP_PATHS.schedule}`;
  const links = [
    { service: t('invitation.event.google'), href: googleCalendarLink(event, details) },
    { service: t('invitation.event.outlook'), href: outlookCalendarLink(event, details) },
  ].map(({ service, href }) => {
    const link = (
      <a href={href} target="_blank" rel="noopener noreferrer" className={className}>
        {service}
        <span className="visually-hidden"> ({event.title})</span>
      </a>
    );
    return listItems ? <li key={service}>{link}</li> : <span key={service}>{link}</span>;
  });
  return <>{links}</>;
}
