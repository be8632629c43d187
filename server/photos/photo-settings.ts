/**
 * The couple's choices as they apply at a moment: the window for adding (by default from the day before the wedding
 * to the end of the 30th day after it, where the wedding is), whether adding is open, and whether guests may see
 * what is shown (in 'reveal' mode, only from the moment the couple set).
 */
import { startOfDayIn } from '#common/wedding-time';
import type { PhotoLimits, PhotoMode } from '#common/photos-api';
import type { StoredPhotoSettings } from './photo-store';

export interface PhotoRules {
  mode: PhotoMode;
  revealAt: number | null;
  opensAt: number;
  closesAt: number;
  limits: PhotoLimits;
  dropShowsGallery: boolean;
}

const DAY_MS = 86_400_000;
/** The default window: from this many days before the wedding day to the end of this many days after it. */
const DEFAULT_WINDOW_DAYS = { before: 1, after: 30 } as const;

/** The wedding day moved by whole days (YYYY-MM-DD), by the calendar, not by 24-hour steps. */
function dayAfter(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

function defaultWindow(weddingDate: string, timeZone: string): { opensAt: number; closesAt: number } {
  return {
    opensAt: startOfDayIn(dayAfter(weddingDate, -DEFAULT_WINDOW_DAYS.before), timeZone),
    closesAt: startOfDayIn(dayAfter(weddingDate, DEFAULT_WINDOW_DAYS.after + 1), timeZone),
  };
}

export function photoRules(stored: StoredPhotoSettings, wedding: { weddingDate: string; timeZone: string }): PhotoRules {
  const fallback = defaultWindow(wedding.weddingDate, wedding.timeZone);
  return {
    mode: stored.mode,
    revealAt: stored.revealAt,
    opensAt: stored.opensAt ?? fallback.opensAt,
    closesAt: stored.closesAt ?? fallback.closesAt,
    limits: stored.limits,
    dropShowsGallery: stored.dropShowsGallery,
  };
}

export const addingOpen = (rules: PhotoRules, now: number) => now >= rules.opensAt && now < rules.closesAt;

/** Whether guests (and the wall) see the photos the couple shows: always, except in 'reveal' mode before its moment. */
export const shownPhotosVisible = (rules: PhotoRules, now: number) => rules.mode !== 'reveal' || (rules.revealAt !== null && now >= rules.revealAt);

/** The status a photo takes once processed: shown at once ('open', and 'reveal', where the moment hides it), else pending. */
export const statusAfterProcessing = (mode: PhotoMode) => (mode === 'approve' ? 'pending' : 'shown');
