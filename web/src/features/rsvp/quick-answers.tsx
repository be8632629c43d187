import { useState } from 'react';
import { dateTimeFormat, formatDate } from '#common/date-text';
import type { Locale } from '#common/locales';
import type { RsvpForm } from '#common/rsvp-api';
import { everyoneComing, type Draft } from './answer-draft';
import { readerLocale } from '../../lib/reader-locale';
import type { Translate } from './translate';

interface QuickAnswersProps {
  form: RsvpForm;
  draft: Draft;
  onDraft: (draft: Draft) => void;
  locale: Locale;
  t: Translate;
}

/** Whether the household is asked enough for answering everyone at once to save taps: two people, or two events. */
export function offersQuickAnswers(form: RsvpForm, draft: Draft): boolean {
  return Object.keys(draft.members).length + draft.extras.length > 1 || form.events.length > 1;
}

/**
 * "Everyone comes to every event", and "everyone comes to" each event for a household of several (issue 28): a family
 * of four answers "all of us, to everything, except the grandmother's church" in a tap and an exception, instead of
 * twelve choices. Each person's answers below stay editable; a line read by screen readers says what was marked.
 */
export function QuickAnswers({ form, draft, onDraft, locale, t }: QuickAnswersProps) {
  /** What the last tap marked, said while the draft is the one it made (any change after it makes it old news). */
  const [done, setDone] = useState<{ said: string; draft: Draft } | null>(null);
  const several = Object.keys(draft.members).length + draft.extras.length > 1;
  const mark = (eventIds: number[], said: string) => {
    const next = everyoneComing(draft, eventIds);
    onDraft(next);
    setDone({ said, draft: next });
  };
  const all = form.events.map((event) => event.id);
  return (
    <fieldset className="rsvp-quick">
      <legend>{t('rsvp.quick.heading')}</legend>
      <ul className="rsvp-quick-list">
        <li>
          <button type="button" className="rsvp-secondary" onClick={() => mark(all, t('rsvp.quick.allDone'))}>
            {several ? t('rsvp.quick.all') : t('rsvp.quick.allOne')}
          </button>
        </li>
        {several &&
          form.events.length > 1 &&
          form.events.map((event) => {
            const title = event.title[locale];
            return (
              <li key={event.id}>
                <button type="button" className="rsvp-secondary" onClick={() => mark([event.id], t('rsvp.quick.eventDone', { event: title }))}>
                  {t('rsvp.quick.event', { event: title })}
                </button>
                <span className="rsvp-event-day">{formatDate(dateTimeFormat(readerLocale(locale), { timeZone: event.timeZone, weekday: 'short', day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit' }), event.start)}</span>
              </li>
            );
          })}
      </ul>
      <p className="rsvp-hint" role="status">
        {done?.draft === draft ? done.said : ''}
      </p>
      {/* The meal is named only where the couple offered a choice (issue 37): with none, nobody is asked one. */}
      <p className="rsvp-hint">{t(form.events.some((event) => event.meals.length > 0) ? 'rsvp.quick.then' : 'rsvp.quick.thenNoMeals')}</p>
    </fieldset>
  );
}
