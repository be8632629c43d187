/**
 * What is wrong with the form, field by field (issue 20: errors tied to their fields): the checks made before
 * sending (someone's coming or not left unanswered, a meal not chosen, an extra guest without a name) and the
 * server's 422 problems (common/api-problems.ts), both turned into issues keyed by the id of the field's control,
 * so the form marks the control (aria-invalid, aria-describedby), the summary links to it and the first one gets
 * the focus. A problem that names no field the guest can fix (an event or a member the couple removed meanwhile)
 * is a general issue.
 */
import type { FieldError } from '#common/api-problems';
import type { RsvpForm } from '#common/rsvp-api';
import { mealsFor, type Draft, type PersonDraft, type PersonRef } from './answer-draft';

export type IssueCode =
  | 'attending-missing'
  | 'meal-missing'
  | 'empty'
  | 'too-long'
  | 'control'
  | 'unknown-choice'
  | 'invalid'
  | 'too-many';

export interface FieldIssue {
  code: IssueCode;
  /** The limit, for 'too-long' (characters) and 'too-many' (extra guests). */
  value?: number;
}

/** A control of the form, by what it holds. */
export type FieldTarget =
  | { kind: 'attending' | 'meal'; person: PersonRef; eventId: number }
  | { kind: 'name' | 'dietaryNote' | 'accessibility'; person: PersonRef }
  | { kind: 'question'; person: PersonRef | null; questionId: number }
  | { kind: 'message' | 'extras' };

export interface Issues {
  /** Field id → its issue. */
  fields: Map<string, FieldIssue>;
  /** Problems no field of the form can fix: the invitation changed since the page was opened. */
  changed: boolean;
}

export const NO_ISSUES: Issues = { fields: new Map(), changed: false };

const personPart = (person: PersonRef) => ('member' in person ? `m${person.member}` : `x${person.extra}`);

/** The id of a field's control (for radio buttons, the first one's: the one that gets the focus). */
export function fieldId(target: FieldTarget): string {
  switch (target.kind) {
    case 'attending':
    case 'meal':
      return `rsvp-${personPart(target.person)}-e${target.eventId}-${target.kind}`;
    case 'name':
    case 'dietaryNote':
    case 'accessibility':
      return `rsvp-${personPart(target.person)}-${target.kind}`;
    case 'question':
      return `rsvp-${target.person ? personPart(target.person) : 'household'}-q${target.questionId}`;
    case 'message':
    case 'extras':
      return `rsvp-${target.kind}`;
  }
}

/** The id of the text that says what is wrong with a field (its aria-describedby). */
export const issueId = (id: string) => `${id}-issue`;

function checkPerson(form: RsvpForm, person: PersonDraft, ref: PersonRef, childOrExtra: boolean, fields: Map<string, FieldIssue>) {
  for (const event of form.events) {
    const answer = person.events[String(event.id)];
    if (answer?.attending == null) fields.set(fieldId({ kind: 'attending', person: ref, eventId: event.id }), { code: 'attending-missing' });
    else if (answer.attending && mealsFor(event, childOrExtra).length > 0 && !mealsFor(event, childOrExtra).some((meal) => meal.id === answer.meal)) {
      fields.set(fieldId({ kind: 'meal', person: ref, eventId: event.id }), { code: 'meal-missing' });
    }
  }
}

/** What must be fixed before the answer is sent: whether each person comes to each event, their meal, extra guests' names. */
export function checkDraft(draft: Draft, form: RsvpForm): Issues {
  const fields = new Map<string, FieldIssue>();
  for (const member of form.members) {
    const person = draft.members[String(member.id)];
    if (person) checkPerson(form, person, { member: member.id }, member.child, fields);
  }
  for (const extra of draft.extras) {
    const ref = { extra: extra.key };
    if (extra.name.trim() === '') fields.set(fieldId({ kind: 'name', person: ref }), { code: 'empty' });
    checkPerson(form, extra, ref, true, fields);
  }
  return { fields, changed: false };
}

function issueOf(problem: FieldError): FieldIssue {
  const limit = problem.value !== undefined && /^\d+$/.test(problem.value) ? Number(problem.value) : undefined;
  switch (problem.code) {
    case 'empty':
      return { code: 'empty' };
    case 'too-long':
      return { code: 'too-long', ...(limit !== undefined ? { value: limit } : {}) };
    case 'too-many':
      return { code: 'too-many', ...(limit !== undefined ? { value: limit } : {}) };
    case 'control':
    case 'direction':
      return { code: 'control' };
    // A children's menu for someone no longer marked as a child: the form offered it, so that changed meanwhile.
    case 'children-only':
    case 'unknown-id':
      return { code: 'unknown-choice' };
    default:
      return { code: 'invalid' };
  }
}

/**
 * The server's problems (422) as issues of the draft that was sent: `memberId` names a member, `index` the extra
 * guest at that place of the answer, which is the draft's order (answer-draft.ts, answerOf).
 */
export function issuesOfProblems(problems: FieldError[], draft: Draft): Issues {
  const fields = new Map<string, FieldIssue>();
  let changed = false;
  for (const problem of problems) {
    const extra = problem.index !== undefined ? draft.extras[problem.index] : undefined;
    const person: PersonRef | null = problem.memberId !== undefined ? { member: problem.memberId } : extra ? { extra: extra.key } : null;
    let target: FieldTarget | null = null;
    if (problem.field === 'meal' && person && problem.eventId !== undefined) target = { kind: 'meal', person, eventId: problem.eventId };
    else if ((problem.field === 'dietaryNote' || problem.field === 'accessibility' || problem.field === 'name') && person) target = { kind: problem.field, person };
    else if (problem.field === 'question' && problem.questionId !== undefined) target = { kind: 'question', person, questionId: problem.questionId };
    else if (problem.field === 'message') target = { kind: 'message' };
    else if (problem.field === 'extras') target = { kind: 'extras' };
    if (target) fields.set(fieldId(target), issueOf(problem));
    // An event, a member or a question the household no longer has: the couple changed the invitation meanwhile.
    else changed = true;
  }
  return { fields, changed };
}
