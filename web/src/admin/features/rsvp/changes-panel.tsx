import type { RsvpOverview } from '#common/rsvp-api';
import { markRsvpSeen } from '../../api/rsvp-calls';
import { ActionResult } from '../../components/action-result';
import { SaveButton } from '../../components/save-button';
import { useSave } from '../../components/use-save';
import { adminLocale, useT } from '../../i18n/admin-i18n';
import { NavLink } from '../../../lib/router/nav-link';
import type { KnownNames } from './change-words';
import { ChangesList, ZoneNote } from './changes-list';
import { formatMoment } from './rsvp-words';
import { answersIn } from '../../components/answer-count';

interface ChangesPanelProps {
  overview: RsvpOverview;
  householdPath: (guestId: number) => string;
  /** Loads the overview again (after "Mark as seen" its list starts afresh). */
  reload: () => Promise<RsvpOverview | null>;
  onSignedOut: () => void;
}

type Change = RsvpOverview['changes'][number];

/** The changes by household, the household whose change is newest first (the changes come newest first). */
function byHousehold(changes: readonly Change[]): Array<{ guestId: number; household: string; changes: Change[] }> {
  const groups = new Map<number, { guestId: number; household: string; changes: Change[] }>();
  for (const change of changes) {
    const group = groups.get(change.guestId) ?? { guestId: change.guestId, household: change.household, changes: [] };
    group.changes.push(change);
    groups.set(change.guestId, group);
  }
  return [...groups.values()];
}

/**
 * What changed since the couple last looked, so a yes that became a no is never missed: one line per household with
 * how many answers (a save of many fields is one) and when, the changes themselves one tap away (a disclosure, which keeps the focus on its line),
 * and the household's page. "Mark as seen" starts the list again from now; the button keeps the focus and the
 * result is said next to it.
 */
export function ChangesPanel({ overview, householdPath, reload, onSignedOut }: ChangesPanelProps) {
  const { t } = useT();
  const locale = adminLocale();
  const seen = useSave(onSignedOut);

  async function markSeen() {
    // Busy until the list has been loaded again from now.
    await seen.run(
      async () => {
        const answer = await markRsvpSeen();
        if (answer.ok) await reload();
        return answer;
      },
      { saved: t('rsvp.changes.markedSeen') },
    );
  }

  const { changes, lastSeenAt, timeZone } = overview;
  const known: KnownNames = { events: overview.events.map((e) => ({ title: e.title, meals: e.meals.map(({ meal }) => meal) })), questions: overview.questions };
  return (
    <section className="panel changes-panel" aria-labelledby="changes-heading">
      <h2 id="changes-heading">{t('rsvp.changes.heading')}</h2>
      <p className="help">{lastSeenAt === null ? t('rsvp.changes.sinceStart') : t('rsvp.changes.since', { date: formatMoment(lastSeenAt, timeZone, locale) })}</p>
      {changes.length === 0 ? (
        <p>{t('rsvp.changes.none')}</p>
      ) : (
        <>
          <ZoneNote timeZone={timeZone} />
          <ul className="change-groups">
            {byHousehold(changes).map((group) => {
              const name = group.household || t('rsvp.changes.household');
              return (
                <li key={group.guestId}>
                  <details>
                    <summary>
                      <strong>{name}</strong> · {t('rsvp.changes.answers', { count: answersIn(group.changes) })} · <span className="muted">{formatMoment(group.changes[0]!.at, timeZone, locale)}</span>
                    </summary>
                    <ChangesList changes={group.changes} known={known} timeZone={timeZone} />
                    <p>
                      <NavLink to={householdPath(group.guestId)}>{t('rsvp.household.heading', { name })}</NavLink>
                    </p>
                  </details>
                </li>
              );
            })}
          </ul>
        </>
      )}
      {changes.length >= 200 && <p className="help">{t('rsvp.changes.more')}</p>}
      <SaveButton save={seen} result={false} aria-describedby="changes-result" onClick={() => void markSeen()}>
        {t('rsvp.changes.markSeen')}
      </SaveButton>
      <ActionResult id="changes-result" message={seen.message} />
    </section>
  );
}
