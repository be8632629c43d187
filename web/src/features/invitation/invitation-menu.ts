/**
 * Which of the invitation's pages the menu offers (issue 19): a page with nothing to read in the language shown is
 * left out, except the schedule while it lists events and the venue while they have a place. Loaded on demand by the header once the site is in the
 * invitation phase, so it costs the first load nothing; the data is the pages' own, fetched once per page load.
 */
import type { GuestInvitation, InfoPage } from '#common/invitation-api';
import type { Locale } from '#common/locales';
import { INVITATION_PAGE_PATHS } from '#common/app-paths';
import { sectionsIn } from './info-sections';
import { loadInvitation } from './invitation-data';
import { placesOf } from './venue-places';

const PAGES = Object.keys(INVITATION_PAGE_PATHS) as InfoPage[];

function pagesShown(invitation: GuestInvitation | null, locale: Locale): InfoPage[] {
  if (!invitation) return [];
  const withoutSections: Record<InfoPage, boolean> = { schedule: invitation.events.length > 0, venue: placesOf(invitation.events).length > 0, stay: false, travel: false };
  return PAGES.filter((page) => withoutSections[page] || sectionsIn(invitation, page, locale).length > 0);
}

/** The menu's pages, by language, once the invitation has arrived; rejects when it could not be read. */
export async function loadInvitationMenu(): Promise<(locale: Locale) => InfoPage[]> {
  const invitation = await loadInvitation();
  return (locale) => pagesShown(invitation, locale);
}
