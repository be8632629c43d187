import { useEffect, useState } from 'react';
import type { AdminEvent } from '#common/invitation-api';
import { invitation } from '../../api/invitation-calls';
import { wallClockText } from '../../components/zoned-moment';
import { adminLocale, useT } from '../../i18n/admin-i18n';
import { useTextIn } from '../../i18n/site-language';
import { zoneLabel } from './rsvp-words';

/**
 * The day's schedule as a helper for the day reads it (issue 38): each event's title, when and where, in order, above
 * who comes to each. Read only: the events are the couple's and the planner's to change (the invitation's screen).
 */
export function HelperSchedule() {
  const { t } = useT();
  const textIn = useTextIn();
  const locale = adminLocale();
  const [events, setEvents] = useState<AdminEvent[] | null>(null);
  useEffect(() => {
    let live = true;
    void invitation().then((answer) => live && answer.ok && setEvents(answer.value.events));
    return () => void (live = false);
  }, []);
  if (!events || events.length === 0) return null;
  return (
    <section className="panel" aria-labelledby="helper-schedule-heading">
      <h2 id="helper-schedule-heading">{t('rsvp.schedule.heading')}</h2>
      <ul className="helper-schedule">
        {events.map((event) => (
          <li key={event.id}>
            <strong>{textIn(event.title) || t('rsvp.untitledEvent')}</strong>
            <br />
            {t('rsvp.schedule.when', { start: wallClockText(event.startsAt, locale), end: wallClockText(event.endsAt, locale), zone: zoneLabel(event.timeZone, locale) })}
            {event.place && (
              <>
                <br />
                {[event.place, event.address].filter(Boolean).join(', ')}
              </>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
