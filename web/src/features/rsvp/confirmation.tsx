import { useEffect, useRef } from 'react';
import type { Locale } from '#common/locales';
import type { GuestRsvp, RsvpAnswer } from '#common/rsvp-api';
import { CalendarServiceLinks } from '../../components/calendar-service-links';
import { eventsAttended } from './answer-draft';
import { answeredAtText } from './answer-dates';
import { AnswerSummary } from './answer-summary';
import { eventCalendarPath } from './rsvp-contract';
import type { Translate } from './translate';

interface ConfirmationProps {
  rsvp: GuestRsvp;
  answer: RsvpAnswer;
  locale: Locale;
  t: Translate;
  onChange: () => void;
}

/**
 * After a save: thanks, the answers as saved, in the guest's language, and "add to calendar" for each event someone
 * of the household comes to (the invitation's .ics per event, Google Calendar, Outlook). The heading takes the focus, so a screen reader
 * reads that the answer is saved.
 */
export function Confirmation({ rsvp, answer, locale, t, onChange }: ConfirmationProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const attended = eventsAttended(answer, rsvp.form);
  return (
    <section className="rsvp-confirmation" aria-labelledby="rsvp-confirmation-heading">
      <h2 id="rsvp-confirmation-heading" ref={heading} tabIndex={-1}>
        {t('rsvp.confirmation.heading')}
      </h2>
      {rsvp.answeredAt !== null && <p className="rsvp-status">{t('rsvp.answered', { date: answeredAtText(rsvp.answeredAt, locale) })}</p>}
      {rsvp.merged && <p className="rsvp-notice">{t('rsvp.confirmation.merged')}</p>}
      <p>{t('rsvp.confirmation.text')}</p>
      <AnswerSummary answer={answer} form={rsvp.form} locale={locale} t={t} />
      {attended.length > 0 && (
        <section className="rsvp-calendar" aria-labelledby="rsvp-calendar-heading">
          <h3 id="rsvp-calendar-heading">{t('rsvp.confirmation.calendar')}</h3>
          <ul>
            {attended.map((event) => {
              const title = event.title[locale];
              return (
                <li key={event.id}>
                  <span className="rsvp-calendar-event">{title}</span>
                  {/* The title in the name tells one event's link from another's (screen readers list links alone). */}
                  <a href={`${eventCalendarPath(event.id)}?locale=${locale}`} download className="rsvp-pill">
                    {t('rsvp.confirmation.addToCalendar')}
                    <span className="visually-hidden"> ({title})</span>
                  </a>
                  <CalendarServiceLinks event={{ ...event, title }} t={t} className="rsvp-pill" />
                </li>
              );
            })}
          </ul>
        </section>
      )}
      <p className="rsvp-actions">
        <button type="button" className="rsvp-secondary" onClick={onChange}>
          {t('rsvp.confirmation.change')}
        </button>
      </p>
    </section>
  );
}
