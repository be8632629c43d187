/**
 * The history wrote a German site's names (the site's language when the answer came in); an English dashboard reads
 * them in English where the event, meal, question or choice still has those words, and as written where not.
 */
import { textsFor } from '#common/locales';
import { describe, expect, it } from 'vitest';
import { LOCALES, type Locale } from '#common/locales';
import type { Question, RsvpChange } from '#common/rsvp-api';
import { Translator } from '../../../lib/translator';
import en from '../../i18n/messages/en.json';
import { changeWords, type KnownNames } from './change-words';

const texts = (values: Partial<Record<Locale, string>>) => Object.fromEntries(LOCALES.map((l) => [l, values[l] ?? ''])) as Record<Locale, string>;

const bus: Question = {
  id: 7,
  revision: 1,
  kind: 'choice',
  scope: 'member',
  eventId: null,
  label: texts({ de: 'Fahrt zum Hotel', en: 'Ride to the hotel' }),
  choices: [texts({ de: 'Bus um 23 Uhr', en: 'Bus at 11 pm' }), texts({ de: 'Mit dem eigenen Auto', en: 'Own car' })],
};
const known: KnownNames = {
  events: [{ title: texts({ de: 'Abendessen', en: 'Dinner' }), meals: [{ id: 3, label: texts({ de: 'Fisch', en: 'Fish', ro: 'Pește' }), forChildren: false }] }],
  questions: [bus],
};

const change = (values: Partial<RsvpChange>): RsvpChange => ({ id: 1, guestId: 1, at: 0, by: 'guest', person: 'Ana', event: null, field: 'attending', label: null, old: null, new: null, ...values });

describe('a change in the couple’s words', () => {
  const translator = new Translator();
  translator.addMessages('en', en);
  translator.start('en');
  const words = changeWords(translator.t, textsFor('en', 'de'), known);

  it('names the event, the meal, the question and the choice in the dashboard’s language', () => {
    const meal = change({ event: 'Abendessen', field: 'meal', old: 'Fisch', new: null });
    expect([words.event(meal), words.field(meal), words.value(meal, meal.old), words.value(meal, meal.new)]).toEqual(['Dinner', 'Meal', 'Fish', 'no answer']);
    const ride = change({ field: 'question', label: 'Fahrt zum Hotel', old: 'Mit dem eigenen Auto', new: 'Bus um 23 Uhr' });
    expect([words.field(ride), words.value(ride, ride.old), words.value(ride, ride.new)]).toEqual(['Ride to the hotel', 'Own car', 'Bus at 11 pm']);
  });

  it('says needs and answers in words, never codes', () => {
    const needs = change({ field: 'dietary', new: 'vegetarian, nutAllergy' });
    expect(words.value(needs, needs.new)).toBe('Vegetarian, Nut allergy');
    const coming = change({ event: 'Abendessen', field: 'attending', old: 'yes', new: 'no' });
    expect([words.field(coming), words.value(coming, coming.old), words.value(coming, coming.new)]).toEqual(['Coming', 'coming', 'not coming']);
  });

  it('keeps the words as written for an event or question that is gone or renamed', () => {
    const gone = change({ event: 'Brunch', field: 'meal', new: 'Pfannkuchen' });
    expect([words.event(gone), words.value(gone, gone.new)]).toEqual(['Brunch', 'Pfannkuchen']);
    const renamed = change({ field: 'question', label: 'Braucht ihr ein Zimmer?', new: 'yes' });
    expect([words.field(renamed), words.value(renamed, renamed.new)]).toEqual(['Braucht ihr ein Zimmer?', 'Yes']);
  });
});
