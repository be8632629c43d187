/** Test support: a site switched to the invitation (issue 19), which needs one event first. */
import type { EventInput } from '#common/invitation-api';
import { LOCALES, type Locale } from '#common/locales';
import type { InvitationStore } from '../invitation/invitation-store';

const inAll = (text: string) => Object.fromEntries(LOCALES.map((locale) => [locale, text])) as Record<Locale, string>;

/** An event for everyone who signs in: the least the invitation needs to be shown. */
export const EVENT_FOR_EVERYONE: EventInput = {
  title: inAll('Ceremony'),
  description: inAll(''),
  dressCode: inAll(''),
  notes: inAll(''),
  startsAt: '2027-06-12T15:00',
  endsAt: '2027-06-12T16:00',
  timeZone: 'Europe/Bucharest',
  place: 'Palatul Știrbei',
  address: '',
  mapUrl: '',
  audience: 'everyone',
};

/** Adds an event and switches the site to the invitation, as the couple's switch does. */
export function switchToInvitation(invitation: InvitationStore): void {
  invitation.addEvent(EVENT_FOR_EVERYONE);
  if (invitation.setPhase('invitation') !== 'ok') throw new Error('The site could not be switched to the invitation');
}
