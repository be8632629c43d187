import { useState } from 'react';
import type { RsvpOverview } from '#common/rsvp-api';
import { ShareLinks } from '../../components/share-links';
import { fillShareText, reminderText } from '../../components/share-texts';
import { formatInZone } from '../../components/zoned-moment';
import { adminLocale, useT } from '../../i18n/admin-i18n';
import { useSiteLanguage } from '../../i18n/site-language';
import { NavLink } from '../../../lib/router/nav-link';
import { MemberReminders } from './member-reminders';
import { reminderDays, remindedToday } from '../../components/reminder-days';
import { ReminderWalk, type WalkHousehold } from './reminder-walk';
import { ScheduledReminder } from './scheduled-reminder';
import type { RsvpPaths } from './rsvp-paths';

interface RemindersPanelProps {
  overview: RsvpOverview;
  couple: string;
  paths: RsvpPaths;
  onSignedOut: () => void;
}

/**
 * The households that have not answered, each with a reminder in one tap: the same share buttons as the invitation
 * (guests' page), with a short reminder in the household's language and the deadline written in it, to the
 * household's number and address when it has them; members with a language of their own get one in theirs
 * (member-reminders.tsx). Those with a phone and no e-mail can be reminded one after another by WhatsApp
 * (reminder-walk.tsx); "reminded on" says when the couple marked each one sent. A reminder by e-mail can be
 * scheduled some days before the deadline (scheduled-reminder.tsx).
 */
export function RemindersPanel({ overview, couple, paths, onSignedOut }: RemindersPanelProps) {
  const { t } = useT();
  const siteLanguage = useSiteLanguage();
  /** Reminders marked on this screen since the overview was loaded. */
  const [marked, setMarked] = useState<ReadonlyMap<number, number[]>>(new Map());
  const households = overview.notAnswered.map((household) => ({ ...household, reminders: marked.get(household.guestId) ?? household.reminders }));
  const reminderOf = (household: (typeof households)[number]) => {
    const locale = household.language ?? siteLanguage;
    const deadline = overview.deadline?.at != null ? formatInZone(overview.deadline.at, overview.deadline.timeZone, locale) : null;
    return reminderText(locale, deadline);
  };
  // The walk stays while it runs: a household marked sent leaves its list of those still to remind today, not the walk.
  const phoneOnly = households.filter((h) => h.phone !== '' && h.email === '' && h.link !== null);
  const byWhatsApp: WalkHousehold[] = phoneOnly
    .filter((h) => !remindedToday(h.reminders, overview.timeZone))
    .map((h) => ({
      guestId: h.guestId,
      name: h.name,
      phone: h.phone,
      message: fillShareText(reminderOf(h).message, { name: h.name, couple, link: h.link! }),
      languageName: t(`languages.${h.language ?? siteLanguage}`),
    }));

  return (
    <section className="panel reminders" aria-labelledby="not-answered-heading">
      <h2 id="not-answered-heading">
        {t('rsvp.notAnswered.heading')} <span className="count">({households.length})</span>
      </h2>
      <ScheduledReminder settingsPath={paths.settings} onSignedOut={onSignedOut} />
      {households.length === 0 ? (
        <p>{t('rsvp.notAnswered.none')}</p>
      ) : (
        <>
          <p className="help">{t('rsvp.notAnswered.help')}</p>
          {phoneOnly.length > 0 && (
            <ReminderWalk
              households={byWhatsApp}
              timeZone={overview.timeZone}
              onMarked={(guestId, reminders) => setMarked((current) => new Map(current).set(guestId, reminders))}
              onSignedOut={onSignedOut}
            />
          )}
          <ul className="reminder-list">
            {households.map((household) => {
              const locale = household.language ?? siteLanguage;
              return (
                <li key={household.guestId}>
                  <h3>
                    <NavLink to={paths.household(household.guestId)}>{household.name}</NavLink>
                  </h3>
                  <p className="help">{t('rsvp.notAnswered.language', { language: t(`languages.${locale}`) })}</p>
                  {household.reminders.length > 0 && (
                    <p className="help reminded">{t('reminders.remindedOn', { days: reminderDays(household.reminders, overview.timeZone, adminLocale()) })}</p>
                  )}
                  {household.link ? (
                    <>
                      <ShareLinks
                        guest={{ name: household.name, link: household.link }}
                        to={{ email: household.email, phone: household.phone }}
                        couple={couple}
                        text={reminderOf(household)}
                        copies="message"
                        label={t('rsvp.notAnswered.remind', { name: household.name })}
                      />
                      <MemberReminders household={household} link={household.link} deadline={overview.deadline} couple={couple} />
                    </>
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
