import type { RsvpMisfit, RsvpOverview } from '#common/rsvp-api';
import { useT } from '../../i18n/admin-i18n';
import { useTextIn } from '../../i18n/site-language';
import { NavLink } from '../../../lib/router/nav-link';
import type { T } from './rsvp-words';

/**
 * Answers that no longer fit the invitation the couple changed after they were given (the server counts only what
 * fits): each with its household's page, where the couple corrects it. Shown only when there is one.
 */
export function MisfitsPanel({ overview, householdPath }: { overview: RsvpOverview; householdPath: (guestId: number) => string }) {
  const { t } = useT();
  const textIn = useTextIn();
  if (overview.misfits.length === 0) return null;
  const eventTitle = (eventId: number) => {
    const title = overview.events.find((event) => event.eventId === eventId)?.title;
    return (title && textIn(title)) || t('rsvp.untitledEvent');
  };
  return (
    <section className="panel" aria-labelledby="misfits-heading">
      <h2 id="misfits-heading">{t('rsvp.misfits.heading')}</h2>
      <p className="help">{t('rsvp.misfits.help')}</p>
      <ul>
        {overview.misfits.map((misfit, index) => (
          <li key={index}>
            <NavLink to={householdPath(misfit.guestId)}>{misfit.household}</NavLink>: {misfitWords(t, misfit, eventTitle)}
          </li>
        ))}
      </ul>
    </section>
  );
}

function misfitWords(t: T, misfit: RsvpMisfit, eventTitle: (eventId: number) => string): string {
  return misfit.kind === 'extras'
    ? t('rsvp.misfits.extras', { named: misfit.named, allowed: misfit.allowed })
    : t('rsvp.misfits.meal', { person: misfit.person, event: eventTitle(misfit.eventId) });
}
