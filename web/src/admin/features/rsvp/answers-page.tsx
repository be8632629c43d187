import './rsvp.css';
import { useState } from 'react';
import { RSVP_API, sheetIn, type RsvpOverview } from '#common/rsvp-api';
import { formatInZone, wallClockText } from '../../components/zoned-moment';
import { useRole } from '../../components/role-context';
import { adminLocale, useT } from '../../i18n/admin-i18n';
import { NavLink } from '../../../lib/router/nav-link';
import { ChangesPanel } from './changes-panel';
import { EventCountsPanel } from './event-counts';
import { HelperSchedule } from './helper-schedule';
import { MisfitsPanel } from './misfits-panel';
import { GuestMessages, QuestionAnswers } from './question-answers';
import { RemindersPanel } from './reminders-panel';
import { RsvpFrame } from './rsvp-frame';
import type { RsvpPaths } from './rsvp-paths';
import { zoneLabel } from './rsvp-words';
import { useOverview } from './use-overview';

interface AnswersPageProps {
  paths: RsvpPaths;
  couple: string;
  onSignedOut: () => void;
}

/** The deadline as guests read it, on the venue's clock and named by its city; or a way to set one. */
function DeadlineLine({ overview, settingsPath }: { overview: RsvpOverview; settingsPath: string }) {
  const { t } = useT();
  const locale = adminLocale();
  const { deadline } = overview;
  // When the screen opened: the line says "passed" from then on, not from each re-render.
  const [openedAt] = useState(() => Date.now());
  if (!deadline) {
    return (
      <p>
        {t('rsvp.deadline.none')} <NavLink to={settingsPath}>{t('rsvp.deadline.setOne')}</NavLink>
      </p>
    );
  }
  // Its time has no one instant in the site's zone (the zone's rules changed): the server keeps answers closed.
  if (deadline.at === null) {
    return (
      <p>
        {t('rsvp.deadline.unreadable', { local: wallClockText(deadline.local, locale), zone: zoneLabel(deadline.timeZone, locale) })}{' '}
        <NavLink to={settingsPath}>{t('rsvp.deadline.setOne')}</NavLink>
      </p>
    );
  }
  const when = t('rsvp.deadline.closes', { date: formatInZone(deadline.at, deadline.timeZone, locale), zone: zoneLabel(deadline.timeZone, locale, deadline.at) });
  return <p>{deadline.at <= openedAt ? t('rsvp.deadline.closed', { when }) : when}</p>;
}

/**
 * The answers' first screen (issue 20): the answers that no longer fit the invitation; per event who comes, who does
 * not and who has not answered; the meals; what changed since the couple last looked; their questions' answers; messages; reminders; the files to download.
 */
export function AnswersPage({ paths, couple, onSignedOut }: AnswersPageProps) {
  const { t } = useT();
  const locale = adminLocale();
  const { overview, failure, reload } = useOverview(onSignedOut);
  // A helper for the day reads who comes to what (issue 38): no downloads, no caterer's sheet (health data), no
  // households' pages, changes, messages or reminders.
  const helper = useRole() === 'helper';
  return (
    <RsvpFrame heading={t('rsvp.heading')} waiting={overview ? null : { failure }}>
      {overview && (
        <>
          <section className="panel" aria-labelledby="deadline-summary-heading">
            <h2 id="deadline-summary-heading">{t('rsvp.deadline.heading')}</h2>
            <DeadlineLine overview={overview} settingsPath={paths.settings} />
            {!helper && (
              <p>
                <a className="button" href={sheetIn(RSVP_API.answersCsv, locale)} download>
                  {t('rsvp.downloadAll')}
                </a>
              </p>
            )}
          </section>
          {overview.events.length === 0 && <p className="panel">{t('rsvp.noEvents')}</p>}
          {helper && <HelperSchedule />}
          {!helper && <MisfitsPanel overview={overview} householdPath={paths.household} />}
          {overview.events.map((counts) => (
            <EventCountsPanel key={counts.eventId} counts={counts} catererPath={helper ? null : paths.caterer(counts.eventId)} />
          ))}
          {!helper && (
            <>
              <ChangesPanel overview={overview} householdPath={paths.household} reload={reload} onSignedOut={onSignedOut} />
              <QuestionAnswers overview={overview} householdPath={paths.household} />
              <GuestMessages overview={overview} householdPath={paths.household} />
              <RemindersPanel overview={overview} couple={couple} paths={paths} onSignedOut={onSignedOut} />
            </>
          )}
        </>
      )}
    </RsvpFrame>
  );
}
