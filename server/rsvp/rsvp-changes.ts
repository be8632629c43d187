/**
 * What changed between two answers of a household, one row per value (issue 20: "a yes that became a no is never
 * silent"): who (the member or extra guest by name, or the household), which event, which field, the old and the new
 * value as text. Names and titles are written into the history as they were, so it still reads right after a member
 * is renamed or an event removed.
 */
import { textsFor, type Locale } from '#common/locales';
import type { PersonAnswer, RsvpAnswer, RsvpForm } from '#common/rsvp-api';
import type { ChangeRow } from './rsvp-store';

const yesNo = (value: boolean | null) => (value === null ? null : value ? 'yes' : 'no');
const orNull = (text: string | undefined) => (text === undefined || text === '' ? null : text);

/** The titles and labels written into the history are in the site's language, as its readers, the couple, read it. */
export function changesBetween(before: RsvpAnswer | null, after: RsvpAnswer, form: RsvpForm, siteLanguage: Locale): ChangeRow[] {
  const textIn = textsFor(siteLanguage, siteLanguage);
  const changes: ChangeRow[] = [];
  const push = (change: Omit<ChangeRow, 'label'> & { label?: string | null }) => {
    if (change.old !== change.new) changes.push({ label: null, ...change });
  };
  const title = (id: string) => {
    const event = form.events.find((e) => String(e.id) === id);
    return (event && textIn(event.title)) || `#${id}`;
  };
  const mealName = (eventId: string, meal: number | null | undefined) => {
    if (meal === null || meal === undefined) return null;
    const found = form.events.find((e) => String(e.id) === eventId)?.meals.find((m) => m.id === meal);
    return (found && textIn(found.label)) || `#${meal}`;
  };
  const questionLabel = (id: string) => {
    const question = form.questions.find((q) => String(q.id) === id);
    return (question && textIn(question.label)) || `#${id}`;
  };
  const questionValue = (id: string, value: string | undefined) => {
    const question = form.questions.find((q) => String(q.id) === id);
    if (value === undefined || value === '') return null;
    if (question?.kind === 'choice') {
      const choice = question.choices[Number(value)];
      return (choice && textIn(choice)) || value;
    }
    return value;
  };

  const comparePerson = (person: string, old: PersonAnswer | undefined, next: PersonAnswer | undefined) => {
    const eventIds = new Set([...Object.keys(old?.events ?? {}), ...Object.keys(next?.events ?? {})]);
    for (const id of eventIds) {
      const [a, b] = [old?.events[id], next?.events[id]];
      push({ person, event: title(id), field: 'attending', old: yesNo(a?.attending ?? null), new: yesNo(b?.attending ?? null) });
      push({ person, event: title(id), field: 'meal', old: mealName(id, a?.meal), new: mealName(id, b?.meal) });
    }
    push({ person, event: null, field: 'dietary', old: orNull(old?.dietary.join(', ')), new: orNull(next?.dietary.join(', ')) });
    push({ person, event: null, field: 'dietaryNote', old: orNull(old?.dietaryNote), new: orNull(next?.dietaryNote) });
    push({ person, event: null, field: 'accessibility', old: orNull(old?.accessibility), new: orNull(next?.accessibility) });
    for (const id of new Set([...Object.keys(old?.questions ?? {}), ...Object.keys(next?.questions ?? {})])) {
      push({ person, event: null, field: 'question', label: questionLabel(id), old: questionValue(id, old?.questions[id]), new: questionValue(id, next?.questions[id]) });
    }
  };

  const memberName = (id: string) => form.members.find((m) => String(m.id) === id)?.name ?? `#${id}`;
  for (const id of new Set([...Object.keys(before?.members ?? {}), ...Object.keys(after.members)])) {
    comparePerson(memberName(id), before?.members[id], after.members[id]);
  }
  // Extra guests are known by their place in the list; a new name there is a change of its own.
  const extras = Math.max(before?.extras.length ?? 0, after.extras.length);
  for (let i = 0; i < extras; i++) {
    const [a, b] = [before?.extras[i], after.extras[i]];
    push({ person: null, event: null, field: 'extra', old: orNull(a?.name), new: orNull(b?.name) });
    comparePerson(b?.name || a?.name || `+${i + 1}`, a, b);
  }
  push({ person: null, event: null, field: 'message', old: orNull(before?.message), new: orNull(after.message) });
  for (const id of new Set([...Object.keys(before?.questions ?? {}), ...Object.keys(after.questions)])) {
    push({ person: null, event: null, field: 'question', label: questionLabel(id), old: questionValue(id, before?.questions[id]), new: questionValue(id, after.questions[id]) });
  }
  return changes;
}

/** Two answers are the same (a double tap sends the same answer twice: one answer). */
export function sameAnswer(a: RsvpAnswer, b: RsvpAnswer, form: RsvpForm): boolean {
  return changesBetween(a, b, form, 'en').length === 0;
}
