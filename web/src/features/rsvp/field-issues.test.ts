import { describe, expect, it } from 'vitest';
import { draftOf, newExtra, type Draft } from './answer-draft';
import { checkDraft, fieldId, issuesOfProblems, issuesStillOpen, type Issues } from './field-issues';
import { ANA, BRUNCH, DINNER, FISH, ILIE, OLGA, SONG, ROOM, testForm } from './rsvp-test-form';

const form = testForm();
const d = String(DINNER);
const b = String(BRUNCH);

/** Each field's issue, without the control it points at (what the tests below name). */
const plain = (issues: Issues) => Object.fromEntries([...issues.fields].map(([id, { target: _target, ...issue }]) => [id, issue]));

function allAnswered(): Draft {
  const draft = draftOf({ form, answer: null });
  for (const id of [ANA, OLGA, ILIE]) draft.members[id]!.events = { [d]: { attending: true, meal: FISH }, [b]: { attending: false, meal: null } };
  return draft;
}

describe('the checks before sending', () => {
  it('passes a draft where everyone said yes or no to everything, with a meal where there is a choice', () => {
    expect(checkDraft(allAnswered(), form).fields.size).toBe(0);
  });

  it('names each person and event left unanswered, a meal not chosen, an extra guest without a name', () => {
    const draft = allAnswered();
    draft.members[OLGA]!.events[b] = { attending: null, meal: null };
    draft.members[ANA]!.events[d] = { attending: true, meal: null };
    draft.extras = [{ ...newExtra(draft, form), name: '  ' }];
    const extra = { extra: draft.extras[0]!.key };
    const issues = checkDraft(draft, form);
    expect(plain(issues)).toEqual({
      [fieldId({ kind: 'meal', person: { member: ANA }, eventId: DINNER })]: { code: 'meal-missing' },
      [fieldId({ kind: 'attending', person: { member: OLGA }, eventId: BRUNCH })]: { code: 'attending-missing' },
      [fieldId({ kind: 'name', person: extra })]: { code: 'empty' },
      [fieldId({ kind: 'attending', person: extra, eventId: DINNER })]: { code: 'attending-missing' },
      [fieldId({ kind: 'attending', person: extra, eventId: BRUNCH })]: { code: 'attending-missing' },
    });
  });

  it('asks no meal of someone not coming, nor at an event without a choice', () => {
    const draft = allAnswered();
    draft.members[ANA]!.events = { [d]: { attending: false, meal: null }, [b]: { attending: true, meal: null } };
    expect(checkDraft(draft, form).fields.size).toBe(0);
  });
});

describe('the server’s problems (422)', () => {
  it('are tied to the field they name: a member’s meal, an extra guest by place, a question, the message', () => {
    const draft = allAnswered();
    draft.extras = [{ ...newExtra(draft, form), key: 7, name: 'Mihai' }];
    const issues = issuesOfProblems(
      [
        { field: 'meal', code: 'unknown-id', value: '999', eventId: DINNER, memberId: OLGA },
        { field: 'name', code: 'too-long', value: '200', index: 0 },
        { field: 'dietaryNote', code: 'control', index: 0 },
        { field: 'question', code: 'too-long', value: '500', questionId: SONG, memberId: ANA },
        { field: 'question', code: 'invalid', questionId: ROOM },
        { field: 'message', code: 'too-long', value: '2000' },
        { field: 'extras', code: 'too-many', value: '1' },
      ],
      draft,
    );
    expect(plain(issues)).toEqual({
      'rsvp-m2-e10-meal': { code: 'unknown-choice' },
      'rsvp-x7-name': { code: 'too-long', value: 200 },
      'rsvp-x7-dietaryNote': { code: 'control' },
      'rsvp-m1-q20': { code: 'too-long', value: 500 },
      'rsvp-household-q22': { code: 'invalid' },
      'rsvp-message': { code: 'too-long', value: 2000 },
      'rsvp-extras': { code: 'too-many', value: 1 },
    });
    expect(issues.changed).toBe(false);
  });

  it('say a children’s menu no longer offered to someone the couple no longer marks as a child is a choice to make again', () => {
    const issues = issuesOfProblems([{ field: 'meal', code: 'children-only', eventId: DINNER, memberId: OLGA }], allAnswered());
    expect(plain(issues)).toEqual({ 'rsvp-m2-e10-meal': { code: 'unknown-choice' } });
  });

  it('say the invitation changed when they name no field of the form: a member or an event the couple removed', () => {
    const issues = issuesOfProblems(
      [
        { field: 'members', code: 'unknown-id', value: '42' },
        { field: 'events', code: 'unknown-id', value: '77', memberId: ANA },
      ],
      allAnswered(),
    );
    expect(issues.fields.size).toBe(0);
    expect(issues.changed).toBe(true);
  });
});

describe('an error goes as soon as its field is fixed (issue 28)', () => {
  const ana = { member: Number(ANA) };
  const olga = { member: Number(OLGA) };
  const unanswered = () => {
    const draft = allAnswered();
    draft.members[ANA]!.events[d] = { attending: null, meal: null };
    draft.members[OLGA]!.events[b] = { attending: null, meal: null };
    return draft;
  };

  it('"tell us whether Ana is coming" goes once Ana is marked, and the others stay', () => {
    const draft = unanswered();
    const issues = checkDraft(draft, form);
    expect(issues.fields.size).toBe(2);
    const fixed = structuredClone(draft);
    fixed.members[ANA]!.events[d] = { attending: false, meal: null };
    expect([...issuesStillOpen(issues, fixed, form).fields.keys()]).toEqual([fieldId({ kind: 'attending', person: olga, eventId: BRUNCH })]);
  });

  it('a meal still not chosen stays flagged when another field changes, and goes once a meal is chosen', () => {
    const draft = allAnswered();
    draft.members[ANA]!.events[d] = { attending: true, meal: null };
    const issues = checkDraft(draft, form);
    const mealId = fieldId({ kind: 'meal', person: ana, eventId: DINNER });
    const other = structuredClone(draft);
    other.message = 'Hello';
    expect(issuesStillOpen(issues, other, form).fields.has(mealId)).toBe(true);
    other.members[ANA]!.events[d] = { attending: true, meal: FISH };
    expect(issuesStillOpen(issues, other, form).fields.size).toBe(0);
  });

  it('the server’s word on a text stays until that text changes, then goes', () => {
    const draft = allAnswered();
    draft.message = 'x'.repeat(3000);
    const issues = issuesOfProblems([{ field: 'message', code: 'too-long', value: '2000' }, { field: 'dietaryNote', code: 'control', memberId: Number(ANA) }], draft);
    const retyped = structuredClone(draft);
    retyped.members[OLGA]!.dietaryNote = 'nuts';
    expect(issuesStillOpen(issues, retyped, form).fields.size).toBe(2);
    retyped.message = 'shorter';
    expect([...issuesStillOpen(issues, retyped, form).fields.keys()]).toEqual([fieldId({ kind: 'dietaryNote', person: ana })]);
  });
});

describe('field ids', () => {
  it('are unique per person, event and field, and valid as HTML ids and CSS selectors', () => {
    const ids = [
      fieldId({ kind: 'attending', person: { member: 1 }, eventId: 10 }),
      fieldId({ kind: 'attending', person: { extra: 1 }, eventId: 10 }),
      fieldId({ kind: 'meal', person: { member: 1 }, eventId: 10 }),
      fieldId({ kind: 'question', person: null, questionId: 20 }),
      fieldId({ kind: 'question', person: { member: 1 }, questionId: 20 }),
      fieldId({ kind: 'message' }),
    ];
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z][\w-]*$/);
  });
});
