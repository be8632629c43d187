/**
 * The rules an answer keeps, as the screens state them (issue 26): a children's menu is for children and the guests
 * a household brings; a choice is one of the question's, written as the form writes it.
 */
import { describe, expect, it } from 'vitest';
import { LOCALES, type Locale } from '#common/locales';
import type { PersonAnswer, RsvpAnswer, RsvpForm } from '#common/rsvp-api';
import { checkAnswer } from './rsvp-rules';

const none = Object.fromEntries(LOCALES.map((l) => [l, ''])) as Record<Locale, string>;
const FISH = 11;
const CHILDREN = 12;
const TABLE = 21;

const form: RsvpForm = {
  members: [
    { id: 1, name: 'Ana', language: null, child: false },
    { id: 2, name: 'Ioana', language: null, child: true },
  ],
  extraGuests: 1,
  events: [{ id: 5, title: none, start: 0, end: 0, timeZone: 'Europe/Bucharest', place: '', address: '', meals: [{ id: FISH, label: none, forChildren: false }, { id: CHILDREN, label: none, forChildren: true }] }],
  questions: [{ id: TABLE, kind: 'choice', scope: 'household', eventId: null, label: none, choices: [none, none, none], revision: 1 }],
  deadline: null,
  contact: null,
  open: true,
};

const eating = (meal: number, questions: Record<string, string> = {}): PersonAnswer => ({
  events: { 5: { attending: true, meal } },
  dietary: [],
  dietaryNote: '',
  accessibility: '',
  questions,
});
const answer = (overrides: Partial<RsvpAnswer>): RsvpAnswer => ({ members: {}, extras: [], message: '', questions: {}, ...overrides });

describe('the children’s menu', () => {
  it('is refused for an adult member, naming whose meal at which event', () => {
    expect(checkAnswer(answer({ members: { 1: eating(CHILDREN) } }), form)).toEqual({
      problems: [{ field: 'meal', code: 'children-only', eventId: 5, memberId: 1 }],
    });
  });

  it('is a child’s and an extra guest’s to choose', () => {
    const checked = checkAnswer(answer({ members: { 1: eating(FISH), 2: eating(CHILDREN) }, extras: [{ name: 'Mihai', ...eating(CHILDREN) }] }), form);
    expect('answer' in checked && checked.answer.extras[0]!.events[5]).toEqual({ attending: true, meal: CHILDREN });
  });
});

describe('a choice', () => {
  it('is saved as the form writes it; "01", "1.0" or one past the last choice is refused', () => {
    const saved = checkAnswer(answer({ questions: { [TABLE]: '1' } }), form);
    expect('answer' in saved && saved.answer.questions).toEqual({ [TABLE]: '1' });
    for (const written of ['01', '1.0', '3', '-0']) {
      expect(checkAnswer(answer({ questions: { [TABLE]: written } }), form), written).toEqual({ problems: [{ field: 'question', code: 'invalid', questionId: TABLE }] });
    }
  });
});
