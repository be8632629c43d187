import './rsvp.css';
import { RSVP_API, sheetIn, type EventCounts } from '#common/rsvp-api';
import { adminLocale, useT } from '../../i18n/admin-i18n';
import { useTextIn } from '../../i18n/site-language';
import { MealTotals } from './event-counts';
import { RsvpFrame } from './rsvp-frame';
import { dietaryWords } from './rsvp-words';
import { useOverview } from './use-overview';

interface CatererPageProps {
  eventId: number;
  onSignedOut: () => void;
}

/** Who needs what, one card per person: what the caterer reads, on screen or printed (rsvp.css hides the rest on paper). */
function NeedsList({ counts }: { counts: EventCounts }) {
  const { t } = useT();
  const textIn = useTextIn();
  const mealOf = (id: number | null) => counts.meals.find(({ meal }) => meal.id === id)?.meal;
  if (counts.needs.length === 0) return <p>{t('rsvp.caterer.noNeeds')}</p>;
  return (
    <ul className="needs-list">
      {counts.needs.map((need, index) => {
        const meal = mealOf(need.meal);
        return (
          <li key={`${need.guestId}-${index}`}>
            <h3>
              {need.person}
              {need.child && <span className="badge"> {t('rsvp.caterer.child')}</span>}
            </h3>
            <dl className="facts">
              <dt>{t('rsvp.caterer.household')}</dt>
              <dd>{need.household}</dd>
              <dt>{t('rsvp.fields.meal')}</dt>
              <dd>{meal ? textIn(meal.label) : t('rsvp.meals.notChosen')}</dd>
              {need.dietary.length > 0 && (
                <>
                  <dt>{t('rsvp.fields.dietary')}</dt>
                  <dd>{need.dietary.map((d) => dietaryWords(t, d)).join(', ')}</dd>
                </>
              )}
              {need.dietaryNote && (
                <>
                  <dt>{t('rsvp.fields.dietaryNote')}</dt>
                  <dd className="guest-text">{need.dietaryNote}</dd>
                </>
              )}
              {need.accessibility && (
                <>
                  <dt>{t('rsvp.fields.accessibility')}</dt>
                  <dd className="guest-text">{need.accessibility}</dd>
                </>
              )}
            </dl>
          </li>
        );
      })}
    </ul>
  );
}

/** The caterer's sheet of one event: how many come, the meals, and who needs what; printable, or as a file. */
export function CatererPage({ eventId, onSignedOut }: CatererPageProps) {
  const { t } = useT();
  const textIn = useTextIn();
  const { overview, failure } = useOverview(onSignedOut);
  const counts = overview?.events.find((event) => event.eventId === eventId);
  const title = counts ? textIn(counts.title) || t('rsvp.untitledEvent') : '';
  const missing = overview && !counts;
  return (
    <RsvpFrame
      heading={counts ? t('rsvp.caterer.heading', { event: title }) : t('rsvp.caterer.headingPlain')}
      waiting={counts ? null : { failure: failure ?? (missing ? { kind: 'not-found' } : null) }}
    >
      {counts && (
        <div className="caterer-sheet">
          <p className="row no-print">
            <button type="button" className="primary" onClick={() => window.print()}>
              {t('rsvp.caterer.print')}
            </button>
            <a className="button" href={sheetIn(RSVP_API.catererCsv(eventId), adminLocale())} download>
              {t('rsvp.caterer.download')}
            </a>
          </p>
          <section className="panel" aria-labelledby="caterer-totals">
            <h2 id="caterer-totals">{t('rsvp.caterer.totals')}</h2>
            <p>
              {t('rsvp.caterer.coming')} <strong>{counts.people.coming}</strong>
            </p>
            <MealTotals counts={counts} />
          </section>
          <section className="panel" aria-labelledby="caterer-needs">
            <h2 id="caterer-needs">{t('rsvp.caterer.needs')}</h2>
            <NeedsList counts={counts} />
          </section>
        </div>
      )}
    </RsvpFrame>
  );
}
