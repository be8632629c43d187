/**
 * What an answer must be to be saved (issue 20, bad input), checked against the household's own form: only its
 * members and events, a meal of that event offered to the person (a children's menu only to a child or an extra
 * guest, as the screens say), at most the extra guests allowed, each named, texts within their limits, answers to
 * questions the household is asked and of the question's kind (a choice as the form sends it: "1", never "01").
 * Every problem at once, each naming where it is; the answer is stored cleaned (texts in NFC, trimmed), or not at all.
 */
import type { FieldError } from '#common/api-problems';
import { DIETARY_NEEDS, RSVP_LIMITS, type Meal, type PersonAnswer, type Question, type RsvpAnswer, type RsvpForm } from '#common/rsvp-api';
import { checkText } from '#common/text-fields';

type Where = Pick<FieldError, 'memberId' | 'index'>;

/** Whether a person may have `meal`: a children's menu is for children and for the guests a household brings. */
export const mealOffered = (meal: Meal, childOrExtra: boolean): boolean => !meal.forChildren || childOrExtra;

/** The values a choice question takes: its choices' places, written as the form writes them ("0", "1"…). */
const choiceValue = (question: Question, value: string): boolean => question.choices.some((_, index) => String(index) === value);

function checkQuestions(answers: Record<string, string>, asked: Question[], where: Where, problems: FieldError[]): Record<string, string> {
  const cleaned: Record<string, string> = {};
  for (const [key, raw] of Object.entries(answers)) {
    const question = asked.find((q) => String(q.id) === key);
    if (!question) {
      problems.push({ field: 'question', code: 'unknown-id', value: key, ...where });
      continue;
    }
    const value = raw.trim();
    if (value === '') continue;
    const fits =
      question.kind === 'yesNo' ? value === 'yes' || value === 'no' : question.kind === 'choice' ? choiceValue(question, value) : true;
    if (!fits) {
      problems.push({ field: 'question', code: 'invalid', questionId: question.id, ...where });
      continue;
    }
    if (question.kind !== 'text') {
      cleaned[key] = value;
      continue;
    }
    const result = checkText(raw, 'line', RSVP_LIMITS.textAnswer, { field: 'question' });
    if ('problem' in result) problems.push({ ...result.problem, questionId: question.id, ...where });
    else cleaned[key] = result.text;
  }
  return cleaned;
}

function checkPerson(answer: PersonAnswer, form: RsvpForm, childOrExtra: boolean, where: Where, problems: FieldError[]): PersonAnswer {
  const events: PersonAnswer['events'] = {};
  for (const [key, value] of Object.entries(answer.events)) {
    const event = form.events.find((e) => String(e.id) === key);
    if (!event) {
      problems.push({ field: 'events', code: 'unknown-id', value: key, ...where });
      continue;
    }
    const meal = value.meal === null ? null : event.meals.find((m) => m.id === value.meal);
    if (meal === undefined) {
      problems.push({ field: 'meal', code: 'unknown-id', value: String(value.meal), eventId: event.id, ...where });
      continue;
    }
    if (meal && !mealOffered(meal, childOrExtra)) {
      problems.push({ field: 'meal', code: 'children-only', eventId: event.id, ...where });
      continue;
    }
    // A meal is only for someone who comes.
    events[key] = { attending: value.attending, meal: value.attending === true ? value.meal : null };
  }
  const text = (field: 'dietaryNote' | 'accessibility', max: number) => {
    const result = checkText(answer[field], 'paragraphs', max, { field });
    if ('problem' in result) {
      problems.push({ ...result.problem, ...where });
      return '';
    }
    return result.text;
  };
  const memberQuestions = form.questions.filter((q) => q.scope === 'member');
  return {
    events,
    // In the list's own order, each once: the same needs always read (and compare) the same.
    dietary: DIETARY_NEEDS.filter((need) => answer.dietary.includes(need)),
    dietaryNote: text('dietaryNote', RSVP_LIMITS.dietaryNote),
    accessibility: text('accessibility', RSVP_LIMITS.accessibility),
    questions: checkQuestions(answer.questions, memberQuestions, where, problems),
  };
}

export function checkAnswer(answer: RsvpAnswer, form: RsvpForm): { answer: RsvpAnswer } | { problems: FieldError[] } {
  const problems: FieldError[] = [];
  const members: RsvpAnswer['members'] = {};
  for (const [key, person] of Object.entries(answer.members)) {
    const member = form.members.find((m) => String(m.id) === key);
    if (!member) problems.push({ field: 'members', code: 'unknown-id', value: key });
    else members[key] = checkPerson(person, form, member.child, { memberId: member.id }, problems);
  }
  if (answer.extras.length > form.extraGuests) problems.push({ field: 'extras', code: 'too-many', value: String(form.extraGuests) });
  const extras = answer.extras.slice(0, form.extraGuests).map((extra, index) => {
    const name = checkText(extra.name, 'name', RSVP_LIMITS.extraName, { field: 'name' });
    if ('problem' in name) problems.push({ ...name.problem, index });
    else if (name.text === '') problems.push({ field: 'name', code: 'empty', index });
    const { name: _name, ...person } = extra;
    return { name: 'text' in name ? name.text : '', ...checkPerson(person, form, true, { index }, problems) };
  });
  const message = checkText(answer.message, 'paragraphs', RSVP_LIMITS.message, { field: 'message' });
  if ('problem' in message) problems.push(message.problem);
  const questions = checkQuestions(answer.questions, form.questions.filter((q) => q.scope === 'household'), {}, problems);
  if (problems.length > 0) return { problems };
  return { answer: { members, extras, message: 'text' in message ? message.text : '', questions } };
}
