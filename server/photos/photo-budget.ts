/**
 * How many requests of the photos' writes a session and a client address may make in a sliding window (429 with
 * Retry-After past it): a phone adding a hundred photos stays well within, a script looping over the tus endpoint
 * does not. Counted per key (an uploader or an address) as the answers' budget is (rsvp/save-budget.ts); the maps
 * forget keys whose window has passed, so they stay bounded by the clients of the last window.
 */
import { addressKey } from '../auth/client-address';
import { secondsToWait, withinWindow } from '../auth/sliding-window';

export interface PhotoBudgets {
  /** tus requests (create, offset, chunk) per uploader and per address in the window. */
  perSession: number;
  perAddress: number;
  windowMs: number;
}

/** A phone sending 200 photos in 1 MB chunks makes some thousands of requests; a venue's guests share one address. */
export const DEFAULT_PHOTO_BUDGETS: PhotoBudgets = { perSession: 5_000, perAddress: 30_000, windowMs: 60 * 60_000 };

/** A ZIP of every photo is gigabytes read and sent: a few an hour per session is plenty for saving them. */
export const ZIP_BUDGETS: PhotoBudgets = { perSession: 10, perAddress: 200, windowMs: 60 * 60_000 };

export type PhotoBudget = ReturnType<typeof createPhotoBudget>;

export function createPhotoBudget(budgets: PhotoBudgets, now: () => number) {
  const counts = new Map<string, number[]>();
  let lastSweep = 0;
  const admitOne = (key: string, limit: number, at: number): number => {
    const times = withinWindow(counts.get(key) ?? [], at, budgets.windowMs);
    const wait = secondsToWait(times, limit, at, budgets.windowMs);
    counts.set(key, times);
    return wait;
  };
  return {
    /** 0 and counted, or the seconds to wait (nothing counted). */
    admit(uploader: string, ip: string): number {
      const at = now();
      if (at - lastSweep > budgets.windowMs) {
        for (const [key, times] of counts) if (withinWindow(times, at, budgets.windowMs).length === 0) counts.delete(key);
        lastSweep = at;
      }
      const keys = [`s:${uploader}`, `a:${addressKey(ip)}`] as const;
      const wait = Math.max(admitOne(keys[0], budgets.perSession, at), admitOne(keys[1], budgets.perAddress, at));
      if (wait === 0) for (const key of keys) counts.get(key)!.push(at);
      return wait;
    },
  };
}
