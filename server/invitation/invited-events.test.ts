/**
 * Which events a household is invited to (invited-events.ts), over the real invitation store: the events for
 * everyone, those by name, all of them for a household invited to all, the shared password's, and an event whose
 * time no longer exists in its zone, nobody's. Every reader is held to it in server/mail/household-readers.test.ts.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { openStores, type Stores } from '../stores';
import { eventInput, NO_TEXT } from '../testing/event-input';
import { makeTempDir } from '../testing/test-app';
import { instantsOf, invitedEvents } from './invited-events';

let stores: Stores | undefined;
afterEach(() => {
  stores?.db.close();
  stores = undefined;
});

function site() {
  stores = openStores(makeTempDir('std-invited-'));
  const { invitation, guests } = stores;
  const event = (title: string, audience: 'everyone' | 'invited') => invitation.addEvent(eventInput({ title: { ...NO_TEXT, en: title }, audience })).id;
  const ids = { ceremony: event('Ceremony', 'everyone'), dinner: event('Dinner', 'invited'), brunch: event('Brunch', 'invited') };
  const household = (name: string, allEvents: boolean, eventIds: number[]) => {
    const { guest } = guests.add(name);
    expect(invitation.setHouseholdInvitation(guest.id, { allEvents, eventIds, extraGuests: 0 })).toBe('ok');
    return guest.id;
  };
  return { stores, ids, popescu: household('Familia Popescu', false, [ids.dinner]), ionescu: household('Familia Ionescu', true, []), weber: household('Familia Weber', false, []) };
}

const titles = (events: Array<{ title: { en: string } }>) => events.map((event) => event.title.en);

describe('invitedEvents', () => {
  it('answers each household the events for everyone and those it is invited to, in the couple’s order, with their instants', () => {
    const { stores, popescu, ionescu, weber } = site();
    const invited = invitedEvents(stores.invitation);
    expect(titles(invited(popescu))).toEqual(['Ceremony', 'Dinner']);
    expect(titles(invited(ionescu))).toEqual(['Ceremony', 'Dinner', 'Brunch']);
    expect(titles(invited(weber))).toEqual(['Ceremony']);
    // The shared password carries no household, and an id that is no household is nobody.
    expect(titles(invited(null))).toEqual(['Ceremony']);
    expect(titles(invited(99_999))).toEqual(['Ceremony']);
    expect(invited(popescu)[1]).toMatchObject({ start: Date.parse('2027-06-12T16:00:00Z'), end: Date.parse('2027-06-12T23:00:00Z') });
  });

  it('gives nobody an event whose time no longer exists in its zone', () => {
    const { stores, ids, popescu, ionescu } = site();
    // The clocks jump from 03:00 to 04:00 in Bucharest that night: written past the routes, which refuse it.
    stores.db.prepare("UPDATE events SET starts_at = '2027-03-28T03:30' WHERE id = ?").run(ids.dinner);
    expect(instantsOf({ startsAt: '2027-03-28T03:30', endsAt: '2027-03-28T05:00', timeZone: 'Europe/Bucharest' })).toBeNull();
    const invited = invitedEvents(stores.invitation);
    expect(titles(invited(popescu))).toEqual(['Ceremony']);
    expect(titles(invited(ionescu))).toEqual(['Ceremony', 'Brunch']);
  });
});
