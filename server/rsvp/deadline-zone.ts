/**
 * The answers' deadline and the site's time zone (issue 26). The deadline is kept as the couple wrote it, a
 * wall-clock time in the site's zone (decision 0029), so a new zone, or new rules for the zone, could move it or
 * leave it a time the clocks skip or show twice. Two rules hold: a deadline that cannot be read closes the answers,
 * never opens them (rsvp-form.ts); the couple's change of zone keeps the deadline's instant, written anew on the new
 * zone's clocks, and is refused when that instant falls in an hour the new zone's clocks show twice.
 */
import type { RsvpDeadline, RsvpOverview } from '#common/rsvp-api';
import type { WeddingFacts } from '#common/wedding-facts';
import { wallClockAt, zonedInstant } from '#common/zoned-time';
import type { Saved } from '../content/content-store';
import type { FactsRow } from '../content/content-store';
import type { Stores } from '../stores';

/** The deadline `local` read in `timeZone`: `at` is null when it has no one instant there. */
export function readDeadline(local: string, timeZone: string): NonNullable<RsvpOverview['deadline']> {
  const zoned = zonedInstant(local, timeZone);
  return { local, timeZone, at: 'instant' in zoned ? zoned.instant : null };
}

/** The instant `at` on the clocks of `timeZone`; undefined when those clocks show that time twice. */
function sameInstantIn(at: number, timeZone: string): RsvpDeadline | undefined {
  const local = wallClockAt(at, timeZone);
  const back = zonedInstant(local, timeZone);
  return 'instant' in back && back.instant === at ? { local, timeZone, at } : undefined;
}

export type FactsSave = { refused: 'deadline-repeated' } | { result: Saved<FactsRow>; deadlineKept?: RsvpDeadline };

/**
 * Saves the facts; when they change the zone, the deadline is written anew on the new zone's clocks in the same
 * transaction (`deadlineKept`, to tell the couple), so it stays the instant guests were given. A deadline that could
 * not be read before has no instant to keep: it stays as written, and closed while the zone cannot read it.
 */
export function saveFactsKeepingDeadline({ db, content, rsvp }: Pick<Stores, 'db' | 'content' | 'rsvp'>, facts: WeddingFacts, revision: number): FactsSave {
  return db.transaction((): FactsSave => {
    const before = content.facts().facts.timeZone;
    const local = rsvp.deadline();
    const at = local === null || before === facts.timeZone ? null : readDeadline(local, before).at;
    const kept = at === null ? undefined : sameInstantIn(at, facts.timeZone);
    if (at !== null && !kept) return { refused: 'deadline-repeated' };
    const result = content.updateFacts(facts, revision);
    if (!kept || kept.local === local || !('saved' in result)) return { result };
    rsvp.setDeadline(kept.local);
    return { result, deadlineKept: kept };
  })();
}
