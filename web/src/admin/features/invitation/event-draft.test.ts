import { expect, it } from 'vitest';
import type { AdminEvent } from '#common/invitation-api';
import { clockProblem, emptyEvent, inputOf, invitedCount, whenOf } from './event-draft';

const saved: AdminEvent = {
  ...emptyEvent('Europe/Bucharest'),
  title: { de: '', en: 'Dinner', ro: 'Cina', ru: '', fr: '' },
  startsAt: '2027-06-12T19:00',
  endsAt: '2027-06-12T23:30',
  audience: 'invited',
  id: 7,
  mapLink: 'https://www.openstreetmap.org/search?query=x',
  guestIds: [1, 2],
  revision: 3,
};

it('sends only what the server takes: no id, link, guests or revision (its schema is strict)', () => {
  expect(Object.keys(inputOf(saved)).sort()).toEqual(Object.keys(emptyEvent('UTC')).sort());
});

it('shows the wall-clock times as typed, whatever the zone of the browser', () => {
  expect(whenOf(saved, 'en')).toMatch(/^Saturday, June 12, 2027.*7:00.*11:30/);
  expect(whenOf({ startsAt: '2027-06-12T19:00', endsAt: '' }, 'de')).toBe('Samstag, 12. Juni 2027 um 19:00');
  expect(whenOf({ startsAt: '', endsAt: '' }, 'en')).toBe('');
});

it('warns of the hour the clocks skip and the hour they repeat, and of nothing else', () => {
  expect(clockProblem('2027-03-28T03:30', 'Europe/Bucharest', 'en')).toEqual({ kind: 'nonexistent', date: 'March 28, 2027', from: '3:00 AM', to: '4:00 AM' });
  expect(clockProblem('2027-03-28T03:30', 'Europe/Bucharest', 'de')).toEqual({ kind: 'nonexistent', date: '28. März 2027', from: '03:00', to: '04:00' });
  expect(clockProblem('2027-10-31T03:30', 'Europe/Bucharest', 'ro')).toEqual({ kind: 'ambiguous', date: '31 octombrie 2027', from: '04:00', to: '03:00' });
  expect(clockProblem('2027-06-12T19:00', 'Europe/Bucharest', 'en')).toBeNull();
  expect(clockProblem('2027-06-12T1', 'Europe/Bucharest', 'en')).toBeNull();
});

it('counts the households invited by name, and those invited to every event when the event is for the invited', () => {
  expect(invitedCount(saved, [2, 5])).toBe(3);
  expect(invitedCount({ ...saved, audience: 'everyone' }, [2, 5])).toBe(2);
});
