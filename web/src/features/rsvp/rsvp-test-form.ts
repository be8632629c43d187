/**
 * The household of the scenario, as the server's form would describe it, for the unit tests: Ana (the
 * household's language), Olga (Russian), little Ilie (a child); a dinner with fish, vegetarian and a children's
 * menu, a brunch without a meal choice; a song to ask each guest, a bus to ask those at the dinner, a room to ask
 * the household; one extra guest allowed.
 */
import { LOCALES, type Locale } from '#common/locales';
import type { Question, RsvpForm } from '#common/rsvp-api';

const none = Object.fromEntries(LOCALES.map((l) => [l, ''])) as Record<Locale, string>;
const texts = (en: string, more: Partial<Record<Locale, string>> = {}) => ({ ...none, en, ...more });

export const DINNER = 10;
export const BRUNCH = 11;
export const [FISH, VEGGIE, KIDS] = [100, 101, 102];
export const [ANA, OLGA, ILIE] = [1, 2, 3];
export const [SONG, BUS, ROOM] = [20, 21, 22];

const question = (id: number, kind: Question['kind'], scope: Question['scope'], eventId: number | null, label: string, choices: string[] = []): Question => ({
  id,
  revision: 1,
  kind,
  scope,
  eventId,
  label: texts(label),
  choices: choices.map((choice) => texts(choice)),
});

export function testForm(overrides: Partial<RsvpForm> = {}): RsvpForm {
  return {
    members: [
      { id: ANA, name: 'Ana Popescu', language: null, child: false },
      { id: OLGA, name: 'Olga Petrovna', language: 'ru', child: false },
      { id: ILIE, name: 'Ilie Popescu', language: null, child: true },
    ],
    extraGuests: 1,
    events: [
      {
        id: DINNER,
        title: texts('Dinner', { ro: 'Cina', ru: 'Ужин' }),
        start: Date.UTC(2027, 5, 12, 16),
        end: Date.UTC(2027, 5, 12, 21, 30),
        timeZone: 'Europe/Bucharest',
        place: 'Conacul Bellu',
        address: 'Calea Victoriei 1, București',
        meals: [
          { id: FISH, label: texts('Fish', { ru: 'Рыба' }), forChildren: false },
          { id: VEGGIE, label: texts('Vegetarian'), forChildren: false },
          { id: KIDS, label: texts('Children’s menu'), forChildren: true },
        ],
      },
      { id: BRUNCH, title: texts('Brunch'), start: Date.UTC(2027, 5, 13, 8), end: Date.UTC(2027, 5, 13, 10), timeZone: 'Europe/Bucharest', place: '', address: '', meals: [] },
    ],
    questions: [
      question(SONG, 'text', 'member', null, 'A song for the dance floor'),
      question(BUS, 'yesNo', 'member', DINNER, 'Bus from the hotel?'),
      question(ROOM, 'choice', 'household', null, 'Do you need a room?', ['No', 'One night', 'Two nights']),
    ],
    deadline: { local: '2027-05-01T23:59', timeZone: 'Europe/Bucharest', at: Date.UTC(2027, 4, 1, 20, 59) },
    contact: null,
    open: true,
    ...overrides,
  };
}
