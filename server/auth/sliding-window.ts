/**
 * The arithmetic of the project's budgets (sign-in-limits.ts, rsvp/save-budget.ts): the times of what was counted,
 * those still inside a sliding window, and how long to wait before one more fits.
 */

/** The times still inside the window that ends at `at`. */
export function withinWindow(times: number[], at: number, windowMs: number): number[] {
  return times.filter((t) => t > at - windowMs);
}

/** Whole seconds until the `limit`-th most recent time leaves the window (at least 1), or 0 when under the limit. */
export function secondsToWait(times: number[], limit: number, at: number, windowMs: number): number {
  return times.length >= limit ? Math.max(1, Math.ceil((times[times.length - limit]! + windowMs - at) / 1000)) : 0;
}
