import { describe, expect, it } from 'vitest';
import type { PersonAnswer, RsvpAnswer } from '#common/rsvp-api';
import { mergeAnswers } from './rsvp-merge';

const person = (church: boolean | null, dinner: boolean | null, meal: number | null = null, more: Partial<PersonAnswer> = {}): PersonAnswer => ({
  events: { '1': { attending: church, meal: null }, '2': { attending: dinner, meal } },
  dietary: [],
  dietaryNote: '',
  accessibility: '',
  questions: {},
  ...more,
});

/** Ana (10) and Andrei (11) both coming to everything, Andrei with fish (meal 5). */
const base: RsvpAnswer = { members: { '10': person(true, true, 6), '11': person(true, true, 5) }, extras: [], message: '', questions: {} };
const copy = () => structuredClone(base);

describe('two members answering at once', () => {
  it('keeps both when they answered for different people', () => {
    const mine = copy();
    mine.members['10'] = person(false, true, 6);
    const theirs = copy();
    theirs.members['11'] = person(true, true, 7, { dietary: ['vegan'] });
    const { answer, clashes } = mergeAnswers(base, mine, theirs);
    expect(clashes).toEqual([]);
    expect(answer.members['10']).toEqual(person(false, true, 6));
    expect(answer.members['11']).toEqual(person(true, true, 7, { dietary: ['vegan'] }));
  });

  it('keeps both when they answered different things of the same person: one the church, the other the meal', () => {
    const mine = copy();
    mine.members['11']!.events['1']!.attending = false;
    const theirs = copy();
    theirs.members['11']!.events['2']!.meal = 7;
    theirs.message = 'See you!';
    const { answer, clashes } = mergeAnswers(base, mine, theirs);
    expect(clashes).toEqual([]);
    expect(answer.members['11']).toEqual(person(false, true, 7));
    expect(answer.message).toBe('See you!');
  });

  it('names a real clash, the same answer of the same person changed both ways, and holds mine there', () => {
    const mine = copy();
    mine.members['11']!.events['2']!.meal = 7;
    mine.members['10']!.events['1']!.attending = false;
    const theirs = copy();
    theirs.members['11']!.events['2']!.meal = 8;
    theirs.members['10']!.events['2']!.attending = false;
    const { answer, clashes } = mergeAnswers(base, mine, theirs);
    expect(clashes).toEqual([{ memberId: 11, eventId: 2, field: 'meal', questionId: null }]);
    expect(answer.members['11']!.events['2']!.meal).toBe(7);
    expect(answer.members['10']!.events).toEqual({ '1': { attending: false, meal: null }, '2': { attending: false, meal: 6 } });
  });

  it('is no clash when both gave the same answer, and a question cleared on one side stays cleared', () => {
    const withSong = copy();
    withSong.members['10']!.questions = { '3': 'Hora' };
    withSong.questions = { '4': 'yes' };
    const mine = structuredClone(withSong);
    mine.members['10']!.questions = {};
    mine.members['11']!.events['1']!.attending = false;
    const theirs = structuredClone(withSong);
    theirs.members['11']!.events['1']!.attending = false;
    theirs.questions = { '4': 'no' };
    const { answer, clashes } = mergeAnswers(withSong, mine, theirs);
    expect(clashes).toEqual([]);
    expect(answer.members['10']!.questions).toEqual({});
    expect(answer.questions).toEqual({ '4': 'no' });
  });

  it('merges a first answer given at once by two phones: null as the base', () => {
    const mine: RsvpAnswer = { members: { '10': person(true, true, 6) }, extras: [], message: 'Hi', questions: {} };
    const theirs: RsvpAnswer = { members: { '11': person(true, false) }, extras: [], message: '', questions: {} };
    const { answer, clashes } = mergeAnswers(null, mine, theirs);
    expect(clashes).toEqual([]);
    expect(Object.keys(answer.members).sort()).toEqual(['10', '11']);
    expect(answer.message).toBe('Hi');
  });
});
