import { useId } from 'react';
import type { GuestEvent } from '#common/invitation-api';
import type { Locale } from '#common/locales';
import { readerLocale } from '../../lib/reader-locale';
import { CalendarServiceLinks } from '../../components/calendar-service-links';
import { useTranslation } from '../../i18n/use-translation';
import { eventTimes } from '#common/event-times';
import { Paragraphs } from './linked-text';
import { MapLinks } from './map-links';

interface EventCardProps {
  event: GuestEvent;
  locale: Locale;
  deviceZone: string;
}

/**
 * One event of the schedule: its title, its day and times at the venue (and in the guest's own zone when the
 * clocks there read otherwise), the place with its map links (links only: nothing is embedded or asked of a third
 * party), the dress code, the description and notes, its calendar file, and the same event for Google Calendar and
 * Outlook (issue 28: Android has no handler for webcal://).
 */
export function EventCard({ event, locale, deviceZone }: EventCardProps) {
  const { t } = useTranslation();
  const headingId = useId();
  // Never unnamed where the couple wrote it in any language: the server fills each language by the one rule (decision 0052).
  const title = event.title[locale];
  const times = eventTimes(event, readerLocale(locale), deviceZone);
  const text = (texts: Record<Locale, string>) => texts[locale]?.trim() ?? '';
  const [description, dressCode, notes] = [text(event.description), text(event.dressCode), text(event.notes)];
  const where = [event.place.trim(), event.address.trim()].filter((line) => line !== '').join('\n');

  return (
    <article className="event" aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      <div className="event-when">
        <p className="event-date">
          <time dateTime={new Date(event.start).toISOString()}>{times.date}</time>
        </p>
        <p className="event-time">{t('invitation.event.venueTime', { time: times.venue.time, zone: times.venue.zone })}</p>
        {times.own && <p className="event-time own-time">{t('invitation.event.yourTime', { time: times.own.time, zone: times.own.zone })}</p>}
      </div>
      <Paragraphs text={description} />
      {(where || dressCode || notes) && (
        <dl className="event-facts">
          {where && (
            <div>
              <dt>{t('invitation.event.where')}</dt>
              <dd className="keep-lines">{where}</dd>
            </div>
          )}
          {dressCode && (
            <div>
              <dt>{t('invitation.event.dressCode')}</dt>
              <dd className="keep-lines">{dressCode}</dd>
            </div>
          )}
          {notes && (
            <div>
              <dt>{t('invitation.event.notes')}</dt>
              <dd>
                <Paragraphs text={notes} />
              </dd>
            </div>
          )}
        </dl>
      )}
      <ul className="event-links">
        <MapLinks address={event.address} webLink={event.mapLink} of={title} />
        <li>
          {/* In the language the guest reads, rather than the household's. */}
          <a href={`${event.calendar}?locale=${locale}`} download className="pill-link">
            {t('invitation.event.addToCalendar')}
            <span className="visually-hidden"> ({title})</span>
          </a>
        </li>
        <CalendarServiceLinks event={{ ...event, title }} t={t} className="pill-link" listItems />
      </ul>
    </article>
  );
}
