/**
 * Two members of a household answering at once (issue 28): a save made from an older revision is merged with the
 * answer saved meanwhile, answer by answer, instead of being refused whole. Each answer of each person (coming to an
 * event, the meal there, the dietary needs, the note, the accessibility needs, each question) and each answer of the
 * household (the message, each question, the extra guests as one list) is taken from whichever side changed it since
 * the revision the save was made from. Only a real clash, the same answer changed by both to different values, is
 * left to the guest (docs/decisions/0041).
 */
import type { PersonAnswer, RsvpAnswer, RsvpClash } from '#common/rsvp-api';

/** One answer's place in the document ("m/12/e/3/meal", "q/7", "message") → its value as JSON. */
type Flat = Map<string, string>;

/** Before the first answer: no message, no extra guest (an empty message sent with a first answer changes nothing). */
const NOTHING: RsvpAnswer = { members: {}, extras: [], message: '', questions: {} };

function flatten(answer: RsvpAnswer): Flat {
  const flat: Flat = new Map();
  const put = (key: string, value: unknown) => flat.set(key, JSON.stringify(value));
  for (const [id, person] of Object.entries(answer.members)) {
    for (const [eventId, event] of Object.entries(person.events)) {
      put(`m/${id}/e/${eventId}/attending`, event.attending);
      put(`m/${id}/e/${eventId}/meal`, event.meal);
    }
    put(`m/${id}/dietary`, person.dietary);
    put(`m/${id}/dietaryNote`, person.dietaryNote);
    put(`m/${id}/accessibility`, person.accessibility);
    for (const [questionId, value] of Object.entries(person.questions)) put(`m/${id}/q/${questionId}`, value);
  }
  put('extras', answer.extras);
  put('message', answer.message);
  for (const [questionId, value] of Object.entries(answer.questions)) put(`q/${questionId}`, value);
  return flat;
}

const emptyPerson = (): PersonAnswer => ({ events: {}, dietary: [], dietaryNote: '', accessibility: '', questions: {} });

function unflatten(flat: Flat): RsvpAnswer {
  const answer: RsvpAnswer = { members: {}, extras: [], message: '', questions: {} };
  for (const [key, json] of flat) {
    const value: unknown = JSON.parse(json);
    const [head, id, part, sub, field] = key.split('/') as [string, string?, string?, string?, string?];
    if (head === 'extras') answer.extras = value as RsvpAnswer['extras'];
    else if (head === 'message') answer.message = value as string;
    else if (head === 'q') answer.questions[id!] = value as string;
    else {
      const person = (answer.members[id!] ??= emptyPerson());
      if (part === 'e') {
        const event = (person.events[sub!] ??= { attending: null, meal: null });
        if (field === 'attending') event.attending = value as boolean | null;
        else event.meal = value as number | null;
      } else if (part === 'q') person.questions[sub!] = value as string;
      else if (part === 'dietary') person.dietary = value as PersonAnswer['dietary'];
      else if (part === 'dietaryNote' || part === 'accessibility') person[part] = value as string;
    }
  }
  return answer;
}

function clashOf(key: string): RsvpClash {
  const [head, id, part, sub, field] = key.split('/');
  if (head === 'q') return { memberId: null, eventId: null, field: 'question', questionId: Number(id) };
  if (head !== 'm') return { memberId: null, eventId: null, field: head as 'extras' | 'message', questionId: null };
  if (part === 'e') return { memberId: Number(id), eventId: Number(sub), field: field as 'attending' | 'meal', questionId: null };
  if (part === 'q') return { memberId: Number(id), eventId: null, field: 'question', questionId: Number(sub) };
  return { memberId: Number(id), eventId: null, field: part as 'dietary' | 'dietaryNote' | 'accessibility', questionId: null };
}

/**
 * `mine`, made from `base`, merged with `theirs`, saved since: every answer from the side that changed it (an answer
 * both changed to the same value is no clash). `answer` holds mine where they clash; `clashes` names those answers.
 */
export function mergeAnswers(base: RsvpAnswer | null, mine: RsvpAnswer, theirs: RsvpAnswer): { answer: RsvpAnswer; clashes: RsvpClash[] } {
  const [b, m, t] = [flatten(base ?? NOTHING), flatten(mine), flatten(theirs)];
  const merged: Flat = new Map();
  const clashes: RsvpClash[] = [];
  for (const key of new Set([...m.keys(), ...t.keys()])) {
    const [was, mineNow, theirsNow] = [b.get(key), m.get(key), t.get(key)];
    const value = mineNow === was ? theirsNow : mineNow;
    if (mineNow !== was && theirsNow !== was && mineNow !== theirsNow) clashes.push(clashOf(key));
    if (value !== undefined) merged.set(key, value);
  }
  return { answer: unflatten(merged), clashes };
}
