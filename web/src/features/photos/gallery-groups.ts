/**
 * The gallery's order (issue 39): the server sends what the reader may see newest first, a page at a time; the page
 * shows it in runs of the invitation's events (GalleryItem.event), each run in time order as it came. A run goes on
 * across pages, so a page that arrives later extends the last run instead of repeating its heading.
 */
import { dateTimeFormat } from '#common/date-text';
import type { GalleryItem } from '#common/photos-api';

export interface GalleryGroup {
  /** The event's name in the reader's language, or null for photos outside every event. */
  event: string | null;
  /** A key that stays the same while the run grows (its first photo's id). */
  key: number;
  items: GalleryItem[];
}

export function groupByEvent(items: readonly GalleryItem[]): GalleryGroup[] {
  const groups: GalleryGroup[] = [];
  for (const item of items) {
    const last = groups.at(-1);
    if (last && last.event === item.event) last.items.push(item);
    else groups.push({ event: item.event, key: item.id, items: [item] });
  }
  return groups;
}

/**
 * The photo's time as the venue's clock read it ("21:47"): the offset the server wrote is kept, so a guest abroad
 * sees the time of the day as it was at the wedding. Null when the photo's time is unknown.
 */
export function venueClockTime(takenAt: string | null, locale: string): string | null {
  if (takenAt === null) return null;
  const match = /T(\d{2}):(\d{2})/.exec(takenAt);
  if (!match) return null;
  const at = new Date(Date.UTC(2000, 0, 1, Number(match[1]), Number(match[2])));
  return dateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }).format(at);
}
