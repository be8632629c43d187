/**
 * The couple's copy of a household's answer while they edit it (after a phone call): the whole answer, with a
 * place for every member and every event the household is asked about, so each field has a value to show and the
 * saved document names every member and event (the server refuses any other ids).
 */
import type { EventAnswer, Meal, PersonAnswer, Question, RsvpAnswer, RsvpForm } from '#common/rsvp-api';

/** Whose answer: a member (by id) or an extra guest (by place in the list). */
export type Person = { member: number } | { extra: number };

const NO_ANSWER: EventAnswer = { attending: null, meal: null };

export function emptyPerson(form: RsvpForm): PersonAnswer {
  return { events: Object.fromEntries(form.events.map((event) => [String(event.id), NO_ANSWER])), dietary: [], dietaryNote: '', accessibility: '', questions: {} };
}

/** Every event of the form present; those the household is no longer asked about left out (the server refuses them). */
function withEvents(form: RsvpForm, person: PersonAnswer): PersonAnswer {
  return { ...person, events: Object.fromEntries(form.events.map((event) => [String(event.id), person.events[String(event.id)] ?? NO_ANSWER])) };
}

/** The answer to edit: the last one given, completed to the form, or a blank one before the first. */
export function draftOf(form: RsvpForm, answer: RsvpAnswer | null): RsvpAnswer {
  const members = Object.fromEntries(form.members.map((member) => [String(member.id), withEvents(form, answer?.members[String(member.id)] ?? emptyPerson(form))]));
  const extras = (answer?.extras ?? []).slice(0, form.extraGuests).map((extra) => ({ ...withEvents(form, extra), name: extra.name }));
  return { members, extras, message: answer?.message ?? '', questions: { ...(answer?.questions ?? {}) } };
}

/** The draft with one person's answer changed. */
export function withPerson(draft: RsvpAnswer, who: Person, change: (person: PersonAnswer) => PersonAnswer): RsvpAnswer {
  if ('member' in who) {
    const key = String(who.member);
    return { ...draft, members: { ...draft.members, [key]: change(draft.members[key]!) } };
  }
  return { ...draft, extras: draft.extras.map((extra, index) => (index === who.extra ? { ...extra, ...change(extra) } : extra)) };
}

/**
 * A person's answer for one event. Not coming clears the meal: a meal counted for someone who stays home would
 * reach the caterer.
 */
export function withEventAnswer(person: PersonAnswer, eventId: number, answer: EventAnswer): PersonAnswer {
  const cleaned = answer.attending === false ? { ...answer, meal: null } : answer;
  return { ...person, events: { ...person.events, [String(eventId)]: cleaned } };
}

/** The meals to offer a person: the children's menu to children (and extra guests, who may be children); the chosen one always. */
export function mealsFor(meals: readonly Meal[], child: boolean, chosen: number | null): Meal[] {
  return meals.filter((meal) => child || !meal.forChildren || meal.id === chosen);
}

/** The couple's questions asked in one place: of each person or of the household. */
export const questionsOf = (questions: readonly Question[], scope: Question['scope']) => questions.filter((question) => question.scope === scope);

/** One answer to a question set, or taken back ('' removes it: an unanswered question is absent, not empty). */
export function withQuestionAnswer(answers: Record<string, string>, questionId: number, value: string): Record<string, string> {
  const next = { ...answers };
  if (value === '') delete next[String(questionId)];
  else next[String(questionId)] = value;
  return next;
}
