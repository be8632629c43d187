/**
 * The form's state (a Draft) and the answer sent from it (issue 20). The draft keeps everything the guest typed,
 * also in fields hidden for now (a meal while "not coming" is ticked), so changing one's mind loses nothing; the
 * answer sent holds only what the form shows: a meal for someone who comes, needs and questions of someone who
 * comes to something, a children's menu only for a child or an extra guest. The same rules decide what is shown
 * (person-fieldset.tsx) and what is sent, so the two never disagree.
 */
import type { DietaryNeed, GuestRsvp, Meal, PersonAnswer, Question, RsvpAnswer, RsvpForm } from '#common/rsvp-api';
import { DIETARY } from './rsvp-contract';

export interface PersonDraft {
  /** Event id → coming (null: not answered yet) and the meal chosen. */
  events: Record<string, { attending: boolean | null; meal: number | null }>;
  dietary: DietaryNeed[];
  dietaryNote: string;
  accessibility: string;
  /** Question id → 'yes'/'no', a choice's index, or the text. */
  questions: Record<string, string>;
}

export interface ExtraDraft extends PersonDraft {
  /** Stable while the guest adds and removes extra guests: React's key and the fields' ids. */
  key: number;
  name: string;
}

export interface Draft {
  members: Record<string, PersonDraft>;
  extras: ExtraDraft[];
  message: string;
  questions: Record<string, string>;
}

/** Whose part of the form: a member by id, or an extra guest by the draft's key. */
export type PersonRef = { member: number } | { extra: number };

type FormEvent = RsvpForm['events'][number];

function personDraftOf(form: RsvpForm, answer: PersonAnswer | undefined): PersonDraft {
  const events: PersonDraft['events'] = {};
  for (const event of form.events) {
    const answered = answer?.events[String(event.id)];
    events[String(event.id)] = { attending: answered?.attending ?? null, meal: answered?.meal ?? null };
  }
  return {
    events,
    dietary: [...(answer?.dietary ?? [])],
    dietaryNote: answer?.dietaryNote ?? '',
    accessibility: answer?.accessibility ?? '',
    questions: { ...(answer?.questions ?? {}) },
  };
}

/** The form filled with the household's last answer (or empty before the first). */
export function draftOf(rsvp: Pick<GuestRsvp, 'form' | 'answer'>): Draft {
  const { form, answer } = rsvp;
  const members: Draft['members'] = {};
  for (const member of form.members) members[String(member.id)] = personDraftOf(form, answer?.members[String(member.id)]);
  return {
    members,
    extras: (answer?.extras ?? []).map(({ name, ...person }, index) => ({ key: index + 1, name, ...personDraftOf(form, person) })),
    message: answer?.message ?? '',
    questions: { ...(answer?.questions ?? {}) },
  };
}

/**
 * The draft fitted to a form that changed (a newer answer came with the household's form of now): a member or an
 * event added meanwhile starts unanswered, one removed goes; everything typed for the others stays.
 */
export function fitDraft(draft: Draft, form: RsvpForm): Draft {
  const fit = (person: PersonDraft | undefined): PersonDraft => {
    const empty = personDraftOf(form, undefined);
    if (!person) return empty;
    const events: PersonDraft['events'] = {};
    for (const key of Object.keys(empty.events)) events[key] = person.events[key] ?? empty.events[key]!;
    return { ...person, events };
  };
  const members: Draft['members'] = {};
  for (const member of form.members) members[String(member.id)] = fit(draft.members[String(member.id)]);
  return { ...draft, members, extras: draft.extras.map((extra) => ({ ...extra, ...fit(extra), key: extra.key, name: extra.name })) };
}

/** A new, empty extra guest, with a key no other extra guest of the draft has. */
export function newExtra(draft: Draft, form: RsvpForm): ExtraDraft {
  const key = Math.max(0, ...draft.extras.map((extra) => extra.key)) + 1;
  return { key, name: '', ...personDraftOf(form, undefined) };
}

/**
 * The draft with everyone of the household, members and extra guests alike, coming to these events (issue 28: "all of
 * us, to everything" in one tap, then the exceptions). A meal already chosen and everything else stay as they were.
 */
export function everyoneComing(draft: Draft, eventIds: readonly number[]): Draft {
  const coming = <P extends PersonDraft>(person: P): P => {
    const events = { ...person.events };
    for (const id of eventIds) events[String(id)] = { attending: true, meal: events[String(id)]?.meal ?? null };
    return { ...person, events };
  };
  const members: Draft['members'] = {};
  for (const [id, person] of Object.entries(draft.members)) members[id] = coming(person);
  return { ...draft, members, extras: draft.extras.map(coming) };
}

/** The meals offered to a person at an event: a children's menu only to a child or an extra guest (who may be one). */
export function mealsFor(event: FormEvent, childOrExtra: boolean): Meal[] {
  return event.meals.filter((meal) => childOrExtra || !meal.forChildren);
}

/** Whether a person comes to at least one event: only then are their needs and general questions asked. */
export function comesToSomething(person: PersonDraft): boolean {
  return Object.values(person.events).some((answer) => answer.attending === true);
}

/** The couple's questions asked of a person now: about an event they come to, or the whole invitation if they come at all. */
export function memberQuestionsFor(form: RsvpForm, person: PersonDraft): Question[] {
  return form.questions.filter(
    (question) =>
      question.scope === 'member' &&
      (question.eventId === null ? comesToSomething(person) : person.events[String(question.eventId)]?.attending === true),
  );
}

/** The household's questions asked now: about the whole invitation, or an event someone of the household comes to. */
export function householdQuestionsFor(form: RsvpForm, draft: Draft): Question[] {
  const people = [...Object.values(draft.members), ...draft.extras];
  return form.questions.filter(
    (question) =>
      question.scope === 'household' &&
      (question.eventId === null || people.some((person) => person.events[String(question.eventId)]?.attending === true)),
  );
}

function answersTo(questions: Question[], answers: Record<string, string>): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const question of questions) {
    const value = answers[String(question.id)];
    if (value !== undefined && value.trim() !== '') kept[String(question.id)] = value;
  }
  return kept;
}

function personAnswerOf(form: RsvpForm, person: PersonDraft, childOrExtra: boolean): PersonAnswer {
  const events: PersonAnswer['events'] = {};
  for (const event of form.events) {
    const answered = person.events[String(event.id)];
    const attending = answered?.attending ?? null;
    const offered = mealsFor(event, childOrExtra).some((meal) => meal.id === answered?.meal);
    events[String(event.id)] = { attending, meal: attending === true && offered ? (answered?.meal ?? null) : null };
  }
  const coming = comesToSomething(person);
  return {
    events,
    dietary: coming ? DIETARY.filter((need) => person.dietary.includes(need)) : [],
    dietaryNote: coming ? person.dietaryNote : '',
    accessibility: coming ? person.accessibility : '',
    questions: answersTo(memberQuestionsFor(form, person), person.questions),
  };
}

/** The answer to send (PUT /api/rsvp): every member and extra guest of the draft, as the form shows them. */
export function answerOf(draft: Draft, form: RsvpForm): RsvpAnswer {
  const members: RsvpAnswer['members'] = {};
  for (const member of form.members) {
    const person = draft.members[String(member.id)];
    if (person) members[String(member.id)] = personAnswerOf(form, person, member.child);
  }
  return {
    members,
    extras: draft.extras.map(({ key: _key, name, ...person }) => ({ name, ...personAnswerOf(form, person, true) })),
    message: draft.message,
    questions: answersTo(householdQuestionsFor(form, draft), draft.questions),
  };
}

/** The events someone of the household (a member or an extra guest) comes to, in the form's order. */
export function eventsAttended(answer: RsvpAnswer, form: RsvpForm): FormEvent[] {
  const people = [...Object.values(answer.members), ...answer.extras];
  return form.events.filter((event) => people.some((person) => person.events[String(event.id)]?.attending === true));
}
