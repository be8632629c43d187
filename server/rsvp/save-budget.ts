/**
 * How often a household may save its answer (issue 26): a family changes its mind a few times, not hundreds, and
 * one personal link saved hundreds of times a second once filled the disk and stalled every guest. Counted per
 * household (the link is the household's, whatever address or phone it comes from), in a sliding window as the
 * sign-in budgets are (auth/sign-in-limits.ts); every save the server takes in hand counts, a refused one too. The
 * couple's own entries never pass through here. Households are a few hundred, so the map needs no other bound.
 */
import { secondsToWait, withinWindow } from '../auth/sliding-window';

/** Twenty saves in fifteen minutes: a household of five, each changing their answer a few times, stays well within. */
export const GUEST_SAVE_BUDGET = { saves: 20, windowMs: 15 * 60_000 } as const;

/**
 * `onOverBudget` is told when a household is refused for the first time since its last admitted save: the log gets
 * one line per flood, not one per refused request (request-logging.ts logs those at debug).
 */
export function createSaveBudget(now: () => number, onOverBudget: (guestId: number) => void, budget: { saves: number; windowMs: number } = GUEST_SAVE_BUDGET) {
  const byHousehold = new Map<number, { times: number[]; refusing: boolean }>();
  return {
    /** Counts a save of the household now and answers 0, or answers how many seconds it must wait (and counts nothing). */
    admit(guestId: number): number {
      const at = now();
      const household = byHousehold.get(guestId) ?? { times: [], refusing: false };
      household.times = withinWindow(household.times, at, budget.windowMs);
      const wait = secondsToWait(household.times, budget.saves, at, budget.windowMs);
      if (wait === 0) household.times.push(at);
      else if (!household.refusing) onOverBudget(guestId);
      household.refusing = wait > 0;
      byHousehold.set(guestId, household);
      return wait;
    },
  };
}
