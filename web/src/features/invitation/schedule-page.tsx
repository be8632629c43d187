import type { GuestInvitation } from '#common/invitation-api';
import type { Locale } from '#common/locales';
import { useTranslation } from '../../i18n/use-translation';
import { CalendarSubscription } from './calendar-subscription';
import { EventCard } from './event-card';
import { deviceTimeZone } from '#common/event-times';
import { InfoSections, sectionsIn } from './info-sections';

interface SchedulePageProps {
  /** Null: the server has no invitation for this visitor (the site went back to the Save the Date). */
  invitation: GuestInvitation | null;
  /** The zone of the guest's device; a preview or a test may name another. */
  deviceZone?: string;
}

/**
 * The schedule: the household's events in the couple's order, the calendar subscription of a household (the shared
 * password has none), then the couple's sections of the page.
 */
export function SchedulePage({ invitation, deviceZone = deviceTimeZone() }: SchedulePageProps) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language as Locale;
  const events = invitation?.events ?? [];
  const sections = sectionsIn(invitation, 'schedule', locale);
  return (
    <section className="invitation-page" aria-labelledby="schedule-heading">
      <h1 id="schedule-heading">{t('invitation.pages.schedule')}</h1>
      {events.length > 0 && (
        <ol className="events">
          {events.map((event) => (
            <li key={event.id}>
              <EventCard event={event} locale={locale} deviceZone={deviceZone} />
            </li>
          ))}
        </ol>
      )}
      {events.length > 0 && invitation?.subscription && (
        <CalendarSubscription address={invitation.subscription} household={invitation.household} locale={locale} />
      )}
      <InfoSections sections={sections} />
      {events.length === 0 && sections.length === 0 && <p className="invitation-text">{t('invitation.empty')}</p>}
    </section>
  );
}
