/**
 * A real clash between two members answering at once (issue 28): the server kept every answer only one of them
 * changed, and names those both changed (RsvpClash). The guest reads each clashed answer as the other member gave
 * it, and may take those into the form; their own stay otherwise, and the next send keeps them.
 */
import type { RsvpClash } from '#common/rsvp-api';
import type { Draft, PersonDraft } from './answer-draft';

/** The draft with the other member's values for the clashed answers only; every other answer stays as it is. */
export function takeTheirs(draft: Draft, theirs: Draft, clashes: readonly RsvpClash[]): Draft {
  const next: Draft = { ...draft, members: { ...draft.members }, questions: { ...draft.questions } };
  for (const clash of clashes) {
    if (clash.memberId === null) {
      if (clash.field === 'message') next.message = theirs.message;
      else if (clash.field === 'extras') next.extras = theirs.extras;
      else if (clash.field === 'question' && clash.questionId !== null) take(next.questions, theirs.questions, String(clash.questionId));
      continue;
    }
    const id = String(clash.memberId);
    const [mine, other] = [next.members[id], theirs.members[id]];
    if (!mine || !other) continue;
    const person: PersonDraft = { ...mine, events: { ...mine.events }, questions: { ...mine.questions } };
    if ((clash.field === 'attending' || clash.field === 'meal') && clash.eventId !== null) {
      const key = String(clash.eventId);
      const event = person.events[key] ?? { attending: null, meal: null };
      person.events[key] = { ...event, [clash.field]: other.events[key]?.[clash.field] ?? null };
    } else if (clash.field === 'question' && clash.questionId !== null) take(person.questions, other.questions, String(clash.questionId));
    else if (clash.field === 'dietary') person.dietary = [...other.dietary];
    else if (clash.field === 'dietaryNote' || clash.field === 'accessibility') person[clash.field] = other[clash.field];
    next.members[id] = person;
  }
  return next;
}

function take(into: Record<string, string>, from: Record<string, string>, key: string) {
  if (from[key] === undefined) delete into[key];
  else into[key] = from[key];
}
