import { RSVP_API, sheetIn, type EventCounts } from '#common/rsvp-api';
import { adminLocale, useT } from '../../i18n/admin-i18n';
import { useTextIn } from '../../i18n/site-language';
import { NavLink } from '../../../lib/router/nav-link';

/** An event's meals counted per choice, those coming without a choice last. */
export function MealTotals({ counts }: { counts: EventCounts }) {
  const { t } = useT();
  const textIn = useTextIn();
  if (counts.meals.length === 0) return <p className="help">{t('rsvp.meals.none')}</p>;
  return (
    <ul className="meal-totals">
      {counts.meals.map(({ meal, count }) => (
        <li key={meal.id}>
          <span>
            {textIn(meal.label)}
            {meal.forChildren && <span className="badge"> {t('rsvp.meals.children')}</span>}
          </span>
          <strong>{count}</strong>
        </li>
      ))}
      <li>
        <span>{t('rsvp.meals.notChosen')}</span>
        <strong>{counts.mealNotChosen}</strong>
      </li>
    </ul>
  );
}

/**
 * One event's answers as plain numbers (not a chart): coming, not coming and not answered, in people and in
 * households; its meals per choice; and the caterer's sheet, on screen or as a file. Without a caterer's path (a
 * helper for the day, issue 38) neither the sheet nor the count of needs: they are health data.
 */
export function EventCountsPanel({ counts, catererPath }: { counts: EventCounts; catererPath: string | null }) {
  const { t } = useT();
  const textIn = useTextIn();
  const title = textIn(counts.title) || t('rsvp.untitledEvent');
  const id = `event-${counts.eventId}`;
  const rows = [
    ['coming', t('rsvp.counts.coming')],
    ['notComing', t('rsvp.counts.notComing')],
    ['noAnswer', t('rsvp.counts.noAnswer')],
  ] as const;
  return (
    <section className="panel event-counts" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{title}</h2>
      <table className="counts">
        <thead>
          <tr>
            <td />
            <th scope="col">{t('rsvp.counts.people')}</th>
            <th scope="col">{t('rsvp.counts.households')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map(([key, words]) => (
            <tr key={key}>
              <th scope="row">{words}</th>
              <td>{counts.people[key]}</td>
              <td>{counts.households[key]}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <h3>{t('rsvp.meals.heading')}</h3>
      <MealTotals counts={counts} />
      {catererPath !== null && (
        <>
          <p>
            {t('rsvp.needs.summary')} <strong>{counts.needs.length}</strong>
          </p>
          <p className="row">
            <NavLink to={catererPath} className="button">
              {t('rsvp.caterer.open')}
            </NavLink>
            <a className="button" href={sheetIn(RSVP_API.catererCsv(counts.eventId), adminLocale())} download>
              {t('rsvp.caterer.download')}
            </a>
          </p>
        </>
      )}
    </section>
  );
}
