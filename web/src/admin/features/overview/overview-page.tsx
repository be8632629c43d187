import './overview.css';
import type { AdminOverview } from '#common/overview-api';
import type { RsvpOverview } from '#common/rsvp-api';
import type { ApiResult } from '../../api/admin-client';
import { answersCounts, dashboardOverview } from '../../api/overview-calls';
import { useLoad } from '../../api/use-load';
import { adminLocale, useT } from '../../i18n/admin-i18n';
import { useRole } from '../../components/role-context';
import { useTextIn } from '../../i18n/site-language';
import { NavLink } from '../../../lib/router/nav-link';
import { eventTallies, openedPercent } from './overview-figures';
import { SetupList, type SetupPaths } from './setup-list';
import { SecondFactorPanel } from './second-factor-panel';
import { HouseholdCountsLine } from '../../components/household-counts';
import { answersIn } from '../../components/answer-count';
import { LoadingLine } from '../../components/loading-section';
import { formatMoment } from '../../components/moment-text';

export interface OverviewPaths extends SetupPaths {
  guest: (id: number) => string;
  answers: string;
  guestPhotos: string;
}

interface OverviewPageProps {
  paths: OverviewPaths;
  couple: string;
  onSignedOut: () => void;
}

type Loaded = { overview: AdminOverview; answers: RsvpOverview | null };

/** The overview, and the answers' counts where they came: without them (a failed call) the rest still shows. */
async function loadOverview(): Promise<ApiResult<Loaded>> {
  const [overview, answers] = await Promise.all([dashboardOverview(), answersCounts()]);
  return overview.ok ? { ok: true, value: { overview: overview.value, answers: answers.ok ? answers.value : null } } : overview;
}

/**
 * The dashboard's first screen: how the couple is doing at a glance (docs/product.md, the couple's dashboard). What
 * is left of setting the site up, how many households opened the site and when last, who came lately and what
 * changed in the answers, each event's answers, what guests see now, and the guest site one tap away, as a guest opens it.
 */
export function OverviewPage({ paths, couple, onSignedOut }: OverviewPageProps) {
  const { t } = useT();
  const role = useRole();
  const { value: loaded, failure } = useLoad(loadOverview, onSignedOut);

  return (
    <div className="overview">
      <header className="page-header">
        <h1>{t('overview.heading')}</h1>
        {couple && <p className="overview-couple">{couple}</p>}
      </header>
      {!loaded && <LoadingLine failure={failure} />}
      {loaded && role !== 'helper' && <SetupList setup={loaded.overview.setup} couple={couple} paths={paths} phase={loaded.overview.phase} onSignedOut={onSignedOut} />}
      {loaded && <Summary loaded={loaded} paths={paths} />}
      <section className="panel overview-card" aria-labelledby="overview-site">
        <h2 id="overview-site">{t('overview.siteHeading')}</h2>
        <p>
          <a className="button primary" href="/login" target="_blank" rel="noopener" aria-describedby="overview-site-help">
            {t('nav.openSite')}
            <span className="visually-hidden"> {t('tabs.newTab')}</span>
          </a>
        </p>
        <p id="overview-site-help" className="help">
          {t('overview.siteHelp')}
        </p>
        {/* The guests' password is one a guesser tries first (docs/decisions/0060); never the password itself. */}
        {loaded?.overview.guestPasswordGuessable && <p className="warning">{t('overview.guestPasswordGuessable')}</p>}
      </section>
      {/* Every role's own sign-in: the one screen every role opens (docs/decisions/0064). */}
      <SecondFactorPanel onSignedOut={onSignedOut} />
    </div>
  );
}

function Summary({ loaded: { overview, answers }, paths }: { loaded: Loaded; paths: OverviewPaths }) {
  const { t } = useT();
  // A helper for the day opens neither a household's page nor the invitation (app/roles.ts): names without links.
  const helper = useRole() === 'helper';
  const textIn = useTextIn();
  const tallies = answers ? eventTallies(answers.events, textIn) : [];
  const changes = answers ? answersIn(answers.changes) : 0;
  const percent = openedPercent(overview.opened, overview.households);
  return (
    <>
      <section className="panel overview-card" aria-labelledby="overview-guests">
        <h2 id="overview-guests">{t('nav.guests')}</h2>
        <p className="overview-figure">
          <strong>{new Intl.NumberFormat(adminLocale(), { style: 'percent' }).format(percent / 100)}</strong>
          {t('overview.opened', { count: overview.households, opened: overview.opened })}
        </p>
        <meter className="overview-meter" min={0} max={100} value={percent} aria-label={t('overview.openedShare')} />
        <HouseholdCountsLine counts={overview} />
        <p>{overview.lastVisitAt === null ? t('overview.noVisit') : t('overview.lastVisit', { date: formatMoment(overview.lastVisitAt) })}</p>
        {overview.passwordVisits > 0 && <p>{t('guests.passwordVisits', { count: overview.passwordVisits })}</p>}
        <p>
          <NavLink to={paths.guests}>{t('overview.toGuests')}</NavLink>
        </p>
      </section>

      <section className="panel overview-card" aria-labelledby="overview-lately">
        <h2 id="overview-lately">{t('overview.latelyHeading')}</h2>
        {changes > 0 && (
          <p>
            <NavLink to={paths.answers}>{t('overview.newAnswers', { count: changes })}</NavLink>
          </p>
        )}
        {overview.photosWaiting > 0 && (
          <p>
            <NavLink to={paths.guestPhotos}>{t('guestPhotos.waiting', { count: overview.photosWaiting })}</NavLink>
          </p>
        )}
        {overview.recentVisits.length === 0 ? (
          <p>{t('overview.noRecent')}</p>
        ) : (
          <ul className="overview-visits">
            {overview.recentVisits.map((visit) => (
              <li key={visit.guestId}>
                {helper ? <span>{visit.name}</span> : <NavLink to={paths.guest(visit.guestId)}>{visit.name}</NavLink>}
                <span className="overview-when">
                  {formatMoment(visit.at)} · {t('guests.visits', { count: visit.visits })}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>

      {tallies.length > 0 && (
        <section className="panel overview-card" aria-labelledby="overview-answers">
          <h2 id="overview-answers">{t('overview.answersHeading')}</h2>
          <ul className="overview-answers">
            {tallies.map((tally) => (
              <li key={tally.eventId}>
                <strong>{tally.title}</strong>: {t('overview.tally', { coming: tally.coming, notComing: tally.notComing, waiting: tally.waiting })}
              </li>
            ))}
          </ul>
          <p>
            <NavLink to={paths.answers}>{t('overview.toAnswers')}</NavLink>
          </p>
        </section>
      )}

      <section className="panel overview-card" aria-labelledby="overview-phase">
        <h2 id="overview-phase">{t('overview.phaseHeading')}</h2>
        <p>{overview.phase === 'invitation' ? t('overview.phaseInvitation') : t('overview.phaseSaveTheDate')}</p>
        {!helper && (
          <p>
            <NavLink to={paths.invitation}>{t('overview.toInvitation')}</NavLink>
          </p>
        )}
      </section>
    </>
  );
}
