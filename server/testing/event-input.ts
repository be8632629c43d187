/** An event as the couple types it (EventInput), for the tests that need one: a dinner in Bucharest for the invited. */
import type { EventInput } from '#common/invitation-api';
import { LOCALES, type Locale } from '#common/locales';

/** A text of five languages, all empty; spread it and set the languages a test needs. */
export const NO_TEXT = Object.fromEntries(LOCALES.map((l) => [l, ''])) as Record<Locale, string>;

export function eventInput(overrides: Partial<EventInput> = {}): EventInput {
  return {
    title: { ...NO_TEXT, en: 'Dinner' },
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
