import './rsvp.css';
import { useT } from '../../i18n/admin-i18n';
import { ContactForm } from './contact-form';
import { DeadlineForm } from './deadline-form';
import { MealsEditor } from './meals-editor';
import { QuestionsEditor } from './questions-editor';
import { RsvpFrame } from './rsvp-frame';
import { useOverview } from './use-overview';
import { SETUP_SPOTS } from '../../components/setup-spots';

/** How guests answer: until when, which meals each event offers, and the couple's own questions. */
export function RsvpSettingsPage({ onSignedOut }: { onSignedOut: () => void }) {
  const { t } = useT();
  const { overview, failure, reload, setOverview } = useOverview(onSignedOut);
  return (
    <RsvpFrame heading={t('rsvp.settings.heading')} intro={<p>{t('rsvp.settings.intro')}</p>} waiting={overview ? null : { failure }}>
      {overview && (
        <>
          <DeadlineForm overview={overview} reload={reload} onSignedOut={onSignedOut} />
          <ContactForm overview={overview} onSignedOut={onSignedOut} />
          <section className="panel" id={SETUP_SPOTS.form} aria-labelledby="meals-heading">
            <h2 id="meals-heading">{t('rsvp.meals.editHeading')}</h2>
            <p className="help">{t('rsvp.meals.help')}</p>
            {overview.events.length === 0 && <p>{t('rsvp.noEvents')}</p>}
            {overview.events.map((counts) => (
              <MealsEditor key={counts.eventId} counts={counts} onSignedOut={onSignedOut} />
            ))}
          </section>
          <QuestionsEditor
            questions={overview.questions}
            events={overview.events}
            onChange={(questions) => setOverview((current) => current && { ...current, questions })}
            onSignedOut={onSignedOut}
          />
        </>
      )}
    </RsvpFrame>
  );
}
