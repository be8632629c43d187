import { describe, expect, it } from 'vitest';
import type { RsvpAnswer } from '#common/rsvp-api';
import { answerOf, draftOf, eventsAttended, everyoneComing, fitDraft, householdQuestionsFor, mealsFor, memberQuestionsFor, newExtra, type Draft } from './answer-draft';
import { ANA, BRUNCH, BUS, DINNER, FISH, ILIE, KIDS, OLGA, ROOM, SONG, testForm, VEGGIE } from './rsvp-test-form';

const form = testForm();
const d = String(DINNER);
const b = String(BRUNCH);

/** Everyone of the household answered for both events (Ana and Olga at the dinner, Ilie at neither). */
function answered(): Draft {
  const draft = draftOf({ form, answer: null });
  draft.members[ANA]!.events = { [d]: { attending: true, meal: VEGGIE }, [b]: { attending: true, meal: null } };
  draft.members[OLGA]!.events = { [d]: { attending: true, meal: FISH }, [b]: { attending: false, meal: null } };
  draft.members[ILIE]!.events = { [d]: { attending: false, meal: null }, [b]: { attending: false, meal: null } };
  return draft;
}

describe('the draft', () => {
  it('starts with every member and event unanswered before the first answer', () => {
    const draft = draftOf({ form, answer: null });
    expect(Object.keys(draft.members)).toEqual([String(ANA), String(OLGA), String(ILIE)]);
    expect(draft.members[OLGA]!.events).toEqual({ [d]: { attending: null, meal: null }, [b]: { attending: null, meal: null } });
    expect(draft.extras).toEqual([]);
  });

  it('comes back as the last answer, extra guests keyed in their order', () => {
    const answer = answerOf(answered(), form);
    answer.extras = [{ name: 'Mihai', events: { [d]: { attending: true, meal: KIDS } }, dietary: ['vegetarian'], dietaryNote: '', accessibility: '', questions: {} }];
    const back = draftOf({ form, answer });
    expect(back.members[OLGA]!.events[d]).toEqual({ attending: true, meal: FISH });
    // An event the answer did not mention (added since) starts unanswered.
    expect(back.extras[0]).toMatchObject({ key: 1, name: 'Mihai', events: { [d]: { attending: true, meal: KIDS }, [b]: { attending: null, meal: null } } });
    expect(newExtra(back, form).key).toBe(2);
  });

  it('fits a form that changed: a new member starts unanswered, what was typed for the others stays', () => {
    const draft = answered();
    draft.members[ANA]!.dietaryNote = 'No sugar';
    const changed = testForm({ members: [...form.members.filter((m) => m.id !== ILIE), { id: 9, name: 'Radu', language: null, child: false }] });
    const fitted = fitDraft(draft, changed);
    expect(Object.keys(fitted.members)).toEqual([String(ANA), String(OLGA), '9']);
    expect(fitted.members[ANA]!.dietaryNote).toBe('No sugar');
    expect(fitted.members['9']!.events[d]).toEqual({ attending: null, meal: null });
  });
});

describe('what the form offers', () => {
  it('offers the children’s menu only to a child or an extra guest', () => {
    const dinner = form.events[0]!;
    expect(mealsFor(dinner, false).map((m) => m.id)).toEqual([FISH, VEGGIE]);
    expect(mealsFor(dinner, true).map((m) => m.id)).toEqual([FISH, VEGGIE, KIDS]);
  });

  it('asks each guest’s questions of those who come: the dinner’s bus only of those at the dinner', () => {
    const draft = answered();
    expect(memberQuestionsFor(form, draft.members[ANA]!).map((q) => q.id)).toEqual([SONG, BUS]);
    expect(memberQuestionsFor(form, draft.members[ILIE]!)).toEqual([]);
    draft.members[ANA]!.events[d] = { attending: false, meal: VEGGIE };
    expect(memberQuestionsFor(form, draft.members[ANA]!).map((q) => q.id)).toEqual([SONG]);
    expect(householdQuestionsFor(form, draft).map((q) => q.id)).toEqual([ROOM]);
  });
});

describe('the answer sent', () => {
  it('holds every member and event, a meal only for who comes, needs and questions only of who comes', () => {
    const draft = answered();
    draft.members[ANA]!.dietary = ['nutAllergy', 'vegetarian'];
    draft.members[ANA]!.questions = { [SONG]: 'Hora Unirii', [BUS]: 'yes', 999: 'stale' };
    // Ilie changed his mind: typed for the dinner, then "not coming". What he typed stays in the draft, not in the answer.
    draft.members[ILIE]!.events[d] = { attending: false, meal: KIDS };
    draft.members[ILIE]!.accessibility = 'A high chair';
    draft.members[ILIE]!.questions = { [SONG]: 'Baby shark' };
    draft.questions = { [ROOM]: '1' };
    draft.message = 'Abia așteptăm!';
    const answer: RsvpAnswer = answerOf(draft, form);
    expect(answer.members[ANA]).toEqual({
      events: { [d]: { attending: true, meal: VEGGIE }, [b]: { attending: true, meal: null } },
      dietary: ['vegetarian', 'nutAllergy'],
      dietaryNote: '',
      accessibility: '',
      questions: { [SONG]: 'Hora Unirii', [BUS]: 'yes' },
    });
    expect(answer.members[ILIE]).toEqual({
      events: { [d]: { attending: false, meal: null }, [b]: { attending: false, meal: null } },
      dietary: [],
      dietaryNote: '',
      accessibility: '',
      questions: {},
    });
    expect(draft.members[ILIE]!.accessibility).toBe('A high chair');
    expect(answer.questions).toEqual({ [ROOM]: '1' });
    expect(answer.message).toBe('Abia așteptăm!');
  });

  it('never sends a children’s menu for an adult member, and sends it for an extra guest', () => {
    const draft = answered();
    draft.members[OLGA]!.events[d] = { attending: true, meal: KIDS };
    draft.extras = [{ ...newExtra(draft, form), name: 'Mihai', events: { [d]: { attending: true, meal: KIDS }, [b]: { attending: null, meal: null } } }];
    const answer = answerOf(draft, form);
    expect(answer.members[OLGA]!.events[d]).toEqual({ attending: true, meal: null });
    expect(answer.extras).toEqual([
      {
        name: 'Mihai',
        events: { [d]: { attending: true, meal: KIDS }, [b]: { attending: null, meal: null } },
        dietary: [],
        dietaryNote: '',
        accessibility: '',
        questions: {},
      },
    ]);
  });

  it('lists the events someone of the household comes to, an extra guest too', () => {
    const draft = answered();
    draft.members[ANA]!.events[b] = { attending: false, meal: null };
    expect(eventsAttended(answerOf(draft, form), form).map((e) => e.id)).toEqual([DINNER]);
    draft.extras = [{ ...newExtra(draft, form), name: 'Mihai', events: { [d]: { attending: false, meal: null }, [b]: { attending: true, meal: null } } }];
    expect(eventsAttended(answerOf(draft, form), form).map((e) => e.id)).toEqual([DINNER, BRUNCH]);
  });
});

describe('everyone coming at once (issue 28)', () => {
  it('marks every member and extra guest as coming to the events named, keeping meals and the other events', () => {
    const draft = draftOf({ form, answer: null });
    draft.members[ANA]!.events[d] = { attending: false, meal: FISH };
    draft.members[OLGA]!.events[b] = { attending: false, meal: null };
    draft.extras = [{ ...newExtra(draft, form), name: 'Mihai' }];
    const next = everyoneComing(draft, [DINNER]);
    expect(next.members[ANA]!.events[d]).toEqual({ attending: true, meal: FISH });
    expect(next.members[OLGA]!.events[b]).toEqual({ attending: false, meal: null });
    expect(next.extras[0]!.events[d]).toEqual({ attending: true, meal: null });
    expect(next.extras[0]!.name).toBe('Mihai');
    expect(draft.members[ANA]!.events[d]!.attending).toBe(false);
  });

  it('to every event: nobody is left without an answer, and the exception is one change', () => {
    const next = everyoneComing(draftOf({ form, answer: null }), form.events.map((event) => event.id));
    next.members[OLGA]!.events[b] = { attending: false, meal: null };
    const answer = answerOf(next, form);
    expect(Object.values(answer.members).flatMap((person) => Object.values(person.events).map((event) => event.attending))).toEqual([true, true, true, false, true, true]);
  });
});
