import type { Locale } from '#common/locales';
import type { RsvpOverview } from '#common/rsvp-api';
import { ShareLinks } from '../../components/share-links';
import { reminderText } from '../../components/share-texts';
import { formatInZone } from '../../components/zoned-moment';
import { useT } from '../../i18n/admin-i18n';
import { NavLink } from '../../../lib/router/nav-link';
import type { RsvpPaths } from './rsvp-paths';

interface RemindersPanelProps {
  overview: RsvpOverview;
  couple: string;
  defaultLocale: Locale;
  paths: RsvpPaths;
}

/**
 * The households that have not answered, each with a reminder in one tap: the same share buttons as the invitation
 * (guests' page), with a short reminder in the household's language and the deadline written in it.
 */
export function RemindersPanel({ overview, couple, defaultLocale, paths }: RemindersPanelProps) {
  const { t } = useT();
  const households = overview.notAnswered;
  return (
    <section className="panel reminders" aria-labelledby="not-answered-heading">
      <h2 id="not-answered-heading">
        {t('rsvp.notAnswered.heading')} <span className="count">({households.length})</span>
      </h2>
      {households.length === 0 ? (
        <p>{t('rsvp.notAnswered.none')}</p>
      ) : (
        <>
          <p className="help">{t('rsvp.notAnswered.help')}</p>
          <ul className="reminder-list">
            {households.map((household) => {
              const locale = household.language ?? defaultLocale;
              const deadline = overview.deadline?.at != null ? formatInZone(overview.deadline.at, overview.deadline.timeZone, locale) : null;
              return (
                <li key={household.guestId}>
                  <h3>
                    <NavLink to={paths.household(household.guestId)}>{household.name}</NavLink>
                  </h3>
                  <p className="help">{t('rsvp.notAnswered.language', { language: t(`languages.${locale}`) })}</p>
                  {household.link ? (
                    <ShareLinks
                      guest={{ name: household.name, link: household.link }}
                      couple={couple}
                      text={reminderText(locale, deadline)}
                      label={t('rsvp.notAnswered.remind', { name: household.name })}
                    />
                  ) : (
                    <p>
                      {t('rsvp.notAnswered.noLink')} <NavLink to={paths.guest(household.guestId)}>{t('rsvp.notAnswered.guestPage')}</NavLink>
                    </p>
                  )}
                </li>
              );
            })}
          </ul>
        </>
      )}
    </section>
  );
}
