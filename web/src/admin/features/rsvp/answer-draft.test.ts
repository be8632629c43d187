import { describe, expect, it } from 'vitest';
import type { Meal, RsvpAnswer, RsvpForm } from '#common/rsvp-api';
import { draftOf, mealsFor, withEventAnswer, withPerson, withQuestionAnswer } from './answer-draft';

const texts = (en: string) => ({ de: en, en, ro: en, ru: en, fr: en });
const fish: Meal = { id: 1, label: texts('Fish'), forChildren: false };
const pasta: Meal = { id: 2, label: texts('Pasta'), forChildren: true };

const form: RsvpForm = {
  members: [
    { id: 10, name: 'Ana', language: 'ro', child: false },
    { id: 11, name: 'Ilie', language: null, child: true },
  ],
  extraGuests: 1,
  events: [
    { id: 5, title: texts('Ceremony'), start: 0, end: 0, timeZone: 'Europe/Bucharest', place: '', address: '', meals: [] },
    { id: 6, title: texts('Dinner'), start: 0, end: 0, timeZone: 'Europe/Bucharest', place: '', address: '', meals: [fish, pasta] },
  ],
  questions: [],
  deadline: null,
  contact: null,
  open: true,
};

describe('draftOf', () => {
  it('gives a household that never answered a blank answer for every member and event', () => {
    const draft = draftOf(form, null);
    expect(Object.keys(draft.members)).toEqual(['10', '11']);
    expect(draft.members['11']!.events).toEqual({ '5': { attending: null, meal: null }, '6': { attending: null, meal: null } });
    expect(draft.extras).toEqual([]);
    expect(draft.message).toBe('');
  });

  it('keeps the last answer, completes a new event, and leaves out an event no longer asked about', () => {
    const person = { events: { '6': { attending: true, meal: 1 }, '99': { attending: true, meal: null } }, dietary: ['vegan' as const], dietaryNote: 'no onions', accessibility: '', questions: {} };
    const answer: RsvpAnswer = {
      members: { '10': person },
      extras: [
        { name: 'Dan', ...person },
        { name: 'Too many', ...person },
      ],
      message: 'See you!',
      questions: { '3': 'yes' },
    };
    const draft = draftOf(form, answer);
    expect(draft.members['10']!.events).toEqual({ '5': { attending: null, meal: null }, '6': { attending: true, meal: 1 } });
    expect(draft.members['10']!.dietary).toEqual(['vegan']);
    expect(draft.members['11']!.events['6']).toEqual({ attending: null, meal: null });
    // The household may name one extra guest now: the second is not sent back.
    expect(draft.extras.map((extra) => extra.name)).toEqual(['Dan']);
    expect(draft.message).toBe('See you!');
    expect(draft.questions).toEqual({ '3': 'yes' });
  });
});

describe('editing', () => {
  it('clears the meal of someone who will not come', () => {
    const person = draftOf(form, null).members['10']!;
    const coming = withEventAnswer(person, 6, { attending: true, meal: 1 });
    expect(coming.events['6']).toEqual({ attending: true, meal: 1 });
    expect(withEventAnswer(coming, 6, { attending: false, meal: 1 }).events['6']).toEqual({ attending: false, meal: null });
  });

  it('changes one person and leaves the others as they were', () => {
    const draft = { ...draftOf(form, null), extras: [{ name: 'Dan', ...draftOf(form, null).members['10']! }] };
    const changed = withPerson(draft, { extra: 0 }, (person) => ({ ...person, dietaryNote: 'celiac' }));
    expect(changed.extras[0]).toMatchObject({ name: 'Dan', dietaryNote: 'celiac' });
    expect(changed.members).toBe(draft.members);
    const member = withPerson(draft, { member: 11 }, (person) => ({ ...person, accessibility: 'wheelchair' }));
    expect(member.members['11']!.accessibility).toBe('wheelchair');
    expect(member.members['10']).toBe(draft.members['10']);
  });

  it('offers the children’s menu to children only, but always the meal already chosen', () => {
    expect(mealsFor([fish, pasta], true, null)).toEqual([fish, pasta]);
    expect(mealsFor([fish, pasta], false, null)).toEqual([fish]);
    expect(mealsFor([fish, pasta], false, 2)).toEqual([fish, pasta]);
  });

  it('removes an answer taken back instead of keeping it empty', () => {
    expect(withQuestionAnswer({}, 4, 'ABBA')).toEqual({ '4': 'ABBA' });
    expect(withQuestionAnswer({ '4': 'ABBA' }, 4, '')).toEqual({});
  });
});
