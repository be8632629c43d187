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
  /** The control it is about: the issue goes as soon as that control's value is fixed (issuesStillOpen). */
  target?: FieldTarget;
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
  /** The draft the issues were found in: a field whose value has changed since is no longer flagged for the server's word. */
  of?: Draft;
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
    const attending = { kind: 'attending', person: ref, eventId: event.id } as const;
    const meal = { kind: 'meal', person: ref, eventId: event.id } as const;
    if (answer?.attending == null) fields.set(fieldId(attending), { code: 'attending-missing', target: attending });
    else if (answer.attending && mealsFor(event, childOrExtra).length > 0 && !mealsFor(event, childOrExtra).some((offered) => offered.id === answer.meal)) {
      fields.set(fieldId(meal), { code: 'meal-missing', target: meal });
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
    const name = { kind: 'name', person: ref } as const;
    if (extra.name.trim() === '') fields.set(fieldId(name), { code: 'empty', target: name });
    checkPerson(form, extra, ref, true, fields);
  }
  return { fields, changed: false, of: draft };
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
    if (target) fields.set(fieldId(target), { ...issueOf(problem), target });
    // An event, a member or a question the household no longer has: the couple changed the invitation meanwhile.
    else changed = true;
  }
  return { fields, changed, of: draft };
}

/** Issues the form itself finds (checkDraft): they go when the check no longer finds them, not at any change. */
const CHECKED_HERE: ReadonlySet<IssueCode> = new Set(['attending-missing', 'meal-missing']);


function personOf(draft: Draft, ref: PersonRef): (PersonDraft & { name?: string }) | undefined {
  return 'member' in ref ? draft.members[String(ref.member)] : draft.extras.find((extra) => extra.key === ref.extra);
}

/** What a control holds in a draft, as text to compare. */
function valueOf(draft: Draft, target: FieldTarget): string {
  switch (target.kind) {
    case 'attending':
    case 'meal':
      return JSON.stringify(personOf(draft, target.person)?.events[String(target.eventId)]?.[target.kind] ?? null);
    case 'name':
      return personOf(draft, target.person)?.name ?? '';
    case 'dietaryNote':
    case 'accessibility':
      return personOf(draft, target.person)?.[target.kind] ?? '';
    case 'question':
      return (target.person ? personOf(draft, target.person)?.questions : draft.questions)?.[String(target.questionId)] ?? '';
    case 'message':
      return draft.message;
    case 'extras':
      return String(draft.extras.length);
  }
}

/**
 * The issues still open once the guest changed the draft (issue 28: an error goes as soon as its field is fixed, not
 * at the next send): one the form found stays while the form still finds it (a meal chosen back to "choose" is still
 * missing); one the server found stays until its field's value changes (the server is asked again at the send).
 */
export function issuesStillOpen(issues: Issues, draft: Draft, form: RsvpForm): Issues {
  if (issues.fields.size === 0) return issues;
  const checked = checkDraft(draft, form).fields;
  const fields = new Map<string, FieldIssue>();
  for (const [id, issue] of issues.fields) {
    const checkedHere = CHECKED_HERE.has(issue.code) || (issue.code === 'empty' && issue.target?.kind === 'name');
    const open = checkedHere
      ? checked.has(id)
      : issue.target === undefined || issues.of === undefined || valueOf(draft, issue.target) === valueOf(issues.of, issue.target);
    if (open) fields.set(id, issue);
  }
  return fields.size === issues.fields.size ? issues : { ...issues, fields };
}
