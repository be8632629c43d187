/**
 * What a signed-in visitor may read of the invitation (GuestInvitation): the events for everyone and, for a
 * household, those it is invited to; the couple's pages without their empty sections; the household's calendar
 * subscription. Built per request from the store: a few events and sections, no cache to keep right.
 */
import { GUEST_INVITATION_API, INFO_PAGES, type GuestEvent, type GuestInvitation } from '#common/invitation-api';
import { LOCALES, textIn, type Locale } from '#common/locales';
import type { InvitationStore } from './invitation-store';
import { invitedEvents, type InvitedEvent } from './invited-events';
import { mapLinkOf } from './map-link';

/** A text in every language, an empty one filled as textIn reads it (the couple may write only some). */
function filled(texts: Record<Locale, string>, siteLocale: Locale): Record<Locale, string> {
  return Object.fromEntries(LOCALES.map((l) => [l, textIn(texts, l, siteLocale)])) as Record<Locale, string>;
}

function guestEvent(event: InvitedEvent, defaultLocale: Locale): GuestEvent {
  return {
    id: event.id,
    title: filled(event.title, defaultLocale),
    description: filled(event.description, defaultLocale),
    dressCode: filled(event.dressCode, defaultLocale),
    notes: filled(event.notes, defaultLocale),
    startsAt: event.startsAt,
    endsAt: event.endsAt,
    start: event.start,
    end: event.end,
    timeZone: event.timeZone,
    place: event.place,
    address: event.address,
    mapLink: mapLinkOf(event.mapUrl, event.address),
    calendar: GUEST_INVITATION_API.eventCalendar(event.id),
  };
}

export function guestInvitation(
  invitation: InvitationStore,
  guestId: number | null,
  options: { defaultLocale: Locale; subscription: (guestId: number) => string | null },
): GuestInvitation {
  const events = invitedEvents(invitation)(guestId).map((event) => guestEvent(event, options.defaultLocale));
  const pages: GuestInvitation['pages'] = {};
  for (const page of INFO_PAGES) {
    const sections = invitation
      .sections()
      .filter((section) => section.page === page && LOCALES.some((l) => section.heading[l] !== '' || section.body[l] !== ''))
      .map(({ heading, body }) => ({ heading: filled(heading, options.defaultLocale), body: filled(body, options.defaultLocale) }));
    if (sections.length > 0) pages[page] = sections;
  }
  const household = guestId === null ? undefined : invitation.household(guestId);
  return {
    events,
    pages,
    subscription: household ? options.subscription(household.id) : null,
    household: household ? { name: household.name, language: household.language, members: invitation.membersOf(household.id) } : null,
  };
}
