/**
 * Until when the guests' personal links work (common/guest-links-api.ts, docs/decisions/0060): the day the couple
 * chose (the settings table) or LINKS_DAYS_AFTER_WEDDING days after the wedding day, which follows the wedding day
 * when it moves. The shipped example's links never end by default: its day is an example, and `npm start`'s demo
 * link must work whatever today's date is. The links end when the next day begins in the wedding's time zone. Asked at every guest's status
 * check, so the moment is kept for a second (as recent sessions are, session-store.ts) and recomputed at once after
 * a save in this process.
 */
import { LINKS_DAYS_AFTER_WEDDING, type GuestLinksEnd } from '#common/guest-links-api';
import type { WeddingFacts } from '#common/wedding-facts';
import { startOfDayIn } from '#common/wedding-time';
import { readSetting, writeSetting, type Db } from '../db/database';

const SETTING = 'guest_links_until';
const RECHECK_MS = 1000;

/** The day `days` after `day` (both YYYY-MM-DD). */
function dayAfter(day: string, days = 1): string {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, date + days)).toISOString().slice(0, 10);
}

interface GuestLinkEndOptions {
  facts: () => Pick<WeddingFacts, 'weddingDate' | 'timeZone' | 'coupleNames'>;
  /** Whether the site still shows the shipped example's names and date (content/shipped-example.ts). */
  isExample: (facts: Pick<WeddingFacts, 'coupleNames' | 'weddingDate'>) => boolean;
  now?: () => number;
}

export function createGuestLinkEnd(db: Db, { facts, isExample, now = Date.now }: GuestLinkEndOptions) {
  const remove = db.prepare('DELETE FROM settings WHERE key = ?');
  let known: { endsAt: number; readAt: number } | undefined;

  function read(): GuestLinksEnd {
    const current = facts();
    const defaultUntil = dayAfter(current.weddingDate, LINKS_DAYS_AFTER_WEDDING);
    const chosen = readSetting(db, SETTING);
    return { until: chosen ?? defaultUntil, defaultUntil, isDefault: chosen === undefined, example: chosen === undefined && isExample(current) };
  }

  /** The moment the links end: the start of the day after `until`, in the wedding's time zone; never for the example's default. */
  function endsAt(at = now()): number {
    if (!known || at - known.readAt >= RECHECK_MS || at < known.readAt) {
      const end = read();
      known = { endsAt: end.example ? Infinity : startOfDayIn(dayAfter(end.until), facts().timeZone), readAt: at };
    }
    return known.endsAt;
  }

  return {
    read,
    endsAt,
    /** Whether a link signs in nobody at `at` (epoch ms). */
    ended: (at = now()) => at >= endsAt(at),
    /** The last day links work, or null for the default. */
    set(until: string | null): GuestLinksEnd {
      if (until === null) remove.run(SETTING);
      else writeSetting(db, SETTING, until);
      known = undefined;
      return read();
    },
  };
}

export type GuestLinkEnd = ReturnType<typeof createGuestLinkEnd>;
