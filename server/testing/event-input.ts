/** An event as the couple would add one (INVITATION_API.events), for tests: a dinner in Bucharest, for invited households. */
import type { EventInput } from '#common/invitation-api';
import { LOCALES, type Locale } from '#common/locales';

/** The five languages, each empty. */
export const NO_TEXT = Object.fromEntries(LOCALES.map((l) => [l, ''])) as Record<Locale, string>;

export function eventInput(overrides: Partial<EventInput> = {}): EventInput {
  return {
    title: NO_TEXT,
    description: NO_TEXT,
    dressCode: NO_TEXT,
    notes: NO_TEXT,
    startsAt: '2027-06-12T19:00',
    endsAt: '2027-06-13T02:00',
    timeZone: 'Europe/Bucharest',
    place: 'Hanul lui Manuc',
    address: 'Strada Franceză 62, București',
    mapUrl: '',
    audience: 'invited',
    ...overrides,
  };
}
