/**
 * One change of the history in the couple's words: whose answer, what, the old and the new value ("Maria · Dinner:
 * Coming — was no answer, now not coming"), never a field's name or a code.
 *
 * The history keeps events, meals, questions and choices by the words they had in the site's language when the
 * change was made (decision 0029: it still reads right after a rename or a removal). Where the event, meal, question
 * or choice still has those words in one of its languages, the change says it as `textIn` reads it (the dashboard's
 * language, then the site's); otherwise as it was written.
 */
import type { Locale, TextIn } from '#common/locales';
import { DIETARY_NEEDS, type DietaryNeed, type Meal, type Question, type RsvpChange } from '#common/rsvp-api';
import { questionAnswerWords, type T } from './rsvp-words';

/** What the screen knows of the events and questions today: the names the history wrote are found among them. */
export interface KnownNames {
  events: ReadonlyArray<{ title: Readonly<Record<Locale, string>>; meals: readonly Meal[] }>;
  questions: readonly Question[];
}

const FIELDS: Record<string, string> = {
  attending: 'rsvp.fields.attending',
  meal: 'rsvp.fields.meal',
  dietary: 'rsvp.fields.dietary',
  dietaryNote: 'rsvp.fields.dietaryNote',
  accessibility: 'rsvp.fields.accessibility',
  message: 'rsvp.fields.message',
  extra: 'rsvp.fields.extra',
};

const isNeed = (value: string): value is DietaryNeed => (DIETARY_NEEDS as readonly string[]).includes(value);

/** The item of `all` that has `written` as its words in one of its languages. */
function named<Item>(all: readonly Item[], textsOf: (item: Item) => Readonly<Record<Locale, string>>, written: string): Item | undefined {
  const wanted = written.trim();
  return all.find((item) => Object.values(textsOf(item)).some((text) => text.trim() === wanted));
}

export interface ChangeWords {
  /** The event it is about, in the dashboard's language, or null. */
  event: (change: RsvpChange) => string | null;
  /** What changed: "Coming", "Meal", the question's words. */
  field: (change: RsvpChange) => string;
  /** A value as the couple reads it: coming or not, needs and meals by their names, yes and no in words. */
  value: (change: RsvpChange, value: string | null) => string;
}

export function changeWords(t: T, textIn: TextIn, known: KnownNames): ChangeWords {
  const eventOf = (change: RsvpChange) => (change.event === null ? undefined : named(known.events, (e) => e.title, change.event));
  const questionOf = (change: RsvpChange) => (change.label === null ? undefined : named(known.questions, (q) => q.label, change.label));
  return {
    event: (change) => {
      if (change.event === null) return null;
      const event = eventOf(change);
      return event ? textIn(event.title) : change.event;
    },
    field: (change) => {
      if (change.field === 'question') {
        const question = questionOf(change);
        return question ? textIn(question.label) : (change.label ?? t('rsvp.fields.question'));
      }
      return FIELDS[change.field] ? t(FIELDS[change.field]!) : change.field;
    },
    value: (change, value) => {
      if (value === null || value.trim() === '') return t('rsvp.changes.nothing');
      if (change.field === 'attending') {
        if (value === 'true' || value === 'yes') return t('rsvp.changes.coming');
        if (value === 'false' || value === 'no') return t('rsvp.changes.notComing');
      }
      if (change.field === 'dietary') {
        const parts = value.split(/\s*,\s*/).filter(Boolean);
        if (parts.every(isNeed)) return parts.map((need) => t(`rsvp.dietary.${need}`)).join(', ');
      }
      if (change.field === 'meal') {
        const meals = eventOf(change)?.meals ?? known.events.flatMap((e) => e.meals);
        const meal = named(meals, (m) => m.label, value);
        if (meal) return textIn(meal.label);
      }
      if (change.field === 'question') {
        const question = questionOf(change);
        if (question?.kind === 'choice') {
          const index = question.choices.findIndex((choice) => Object.values(choice).some((text) => text.trim() === value.trim()));
          if (index >= 0) return questionAnswerWords(t, question, String(index), textIn);
        }
        if (value === 'yes') return t('rsvp.answer.yes');
        if (value === 'no') return t('rsvp.answer.no');
      }
      return value;
    },
  };
}
