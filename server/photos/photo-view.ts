/**
 * What a reader is told of a photo: the gallery's item (no file name, no household id, no location: only the size,
 * the time on the venue's clock, the event it falls in and who added it), a guest's own with its status, and the
 * event names a reader may know (a household's invited events and those for everyone; none for a drop session or
 * the wall, which know nothing of the schedule).
 */
import type { GalleryItem, MyPhoto } from '#common/photos-api';
import type { Locale } from '#common/locales';
import { zoneOffsetMs } from '#common/wedding-time';
import { wallClockAt, zonedInstant } from '#common/zoned-time';
import type { InvitationStore } from '../invitation/invitation-store';
import type { PhotoRow } from './photo-store';

/** An instant as ISO 8601 with the venue's offset: "2027-06-12T19:30:05+03:00". */
export function atVenue(instant: number, timeZone: string): string {
  const offset = Math.round(zoneOffsetMs(instant, timeZone) / 60_000);
  const sign = offset < 0 ? '-' : '+';
  const hours = String(Math.floor(Math.abs(offset) / 60)).padStart(2, '0');
  const minutes = String(Math.abs(offset) % 60).padStart(2, '0');
  const seconds = new Date(instant).toISOString().slice(16, 19);
  return `${wallClockAt(instant, timeZone)}${seconds}${sign}${hours}:${minutes}`;
}

export interface NamedEvent {
  start: number;
  end: number;
  name: string;
}

/**
 * The events a household (or a shared-password guest: `null`) may know, named in its language or the site's; the
 * dashboard (`'dashboard'`) knows every event.
 */
export function eventsKnownTo(invitation: InvitationStore, householdId: number | null | 'dashboard', siteLocale: Locale): NamedEvent[] {
  if (householdId === 'dashboard') return namedEvents(invitation.storedEvents(), siteLocale);
  const household = householdId === null ? undefined : invitation.household(householdId);
  const invited = new Set(householdId === null ? [] : (invitation.householdInvitation(householdId)?.eventIds ?? []));
  const known = invitation.storedEvents().filter((event) => event.audience === 'everyone' || household?.allEvents || invited.has(event.id));
  return namedEvents(known, household?.language ?? siteLocale);
}

function namedEvents(events: ReturnType<InvitationStore['storedEvents']>, locale: Locale): NamedEvent[] {
  return events.flatMap((event) => {
    const start = zonedInstant(event.startsAt, event.timeZone);
    const end = zonedInstant(event.endsAt, event.timeZone);
    if (!('instant' in start) || !('instant' in end)) return [];
    const name = event.title[locale] || Object.values(event.title).find((title) => title) || '';
    return name ? [{ start: start.instant, end: end.instant, name }] : [];
  });
}

export function galleryItem(photo: PhotoRow, timeZone: string, events: readonly NamedEvent[]): GalleryItem {
  const takenAt = photo.takenAt;
  return {
    id: photo.id,
    kind: photo.kind,
    width: photo.width,
    height: photo.height,
    takenAt: takenAt === null ? null : atVenue(takenAt, timeZone),
    event: takenAt === null ? null : (events.find((event) => takenAt >= event.start && takenAt < event.end)?.name ?? null),
    by: photo.householdName ?? photo.dropName ?? null,
  };
}

export function myPhoto(photo: PhotoRow, timeZone: string, events: readonly NamedEvent[]): MyPhoto {
  return { ...galleryItem(photo, timeZone, events), status: photo.status, bytes: photo.bytes, uploadedAt: new Date(photo.uploadedAt).toISOString() };
}
