import { describe, expect, it } from 'vitest';
import { draftOf } from './answer-draft';
import { takeTheirs } from './clashes';
import { ANA, DINNER, FISH, OLGA, ROOM, testForm, VEGGIE } from './rsvp-test-form';

const form = testForm();
const d = String(DINNER);

describe('taking the other member’s answers where both changed the same (issue 28)', () => {
  it('takes only the clashed answers: Ana’s meal and the household’s question; Olga’s answers stay mine', () => {
    const mine = draftOf({ form, answer: null });
    mine.members[ANA]!.events[d] = { attending: true, meal: FISH };
    mine.members[OLGA]!.events[d] = { attending: false, meal: null };
    mine.questions = { [ROOM]: 'yes' };
    mine.message = 'mine';
    const theirs = structuredClone(mine);
    theirs.members[ANA]!.events[d] = { attending: true, meal: VEGGIE };
    theirs.members[OLGA]!.events[d] = { attending: true, meal: FISH };
    theirs.questions = {};
    theirs.message = 'theirs';
    const taken = takeTheirs(mine, theirs, [
      { memberId: ANA, eventId: DINNER, field: 'meal', questionId: null },
      { memberId: null, eventId: null, field: 'question', questionId: ROOM },
    ]);
    expect(taken.members[ANA]!.events[d]).toEqual({ attending: true, meal: VEGGIE });
    expect(taken.members[OLGA]!.events[d]).toEqual({ attending: false, meal: null });
    expect(taken.questions).toEqual({});
    expect(taken.message).toBe('mine');
    expect(mine.members[ANA]!.events[d]!.meal).toBe(FISH);
  });
});
