/**
 * What a signed-in visitor may read of the invitation (GuestInvitation): the events for everyone and, for a
 * household, those it is invited to; the couple's pages without their empty sections; the household's calendar
 * subscription. Built per request from the store: a few events and sections, no cache to keep right.
 */
import { GUEST_INVITATION_API, INFO_PAGES, type GuestEvent, type GuestInvitation } from '#common/invitation-api';
import { filledTexts, LOCALES, type Locale } from '#common/locales';
import type { InvitationStore } from './invitation-store';
import { invitedEvents, type InvitedEvent } from './invited-events';
import { mapLinkOf } from './map-link';

function guestEvent(event: InvitedEvent, defaultLocale: Locale): GuestEvent {
  return {
    id: event.id,
    title: filledTexts(event.title, defaultLocale),
    description: filledTexts(event.description, defaultLocale),
    dressCode: filledTexts(event.dressCode, defaultLocale),
    notes: filledTexts(event.notes, defaultLocale),
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
      .map(({ heading, body }) => ({ heading: filledTexts(heading, options.defaultLocale), body: filledTexts(body, options.defaultLocale) }));
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
