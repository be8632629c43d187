import { useId } from 'react';
import { DIETARY_NEEDS, RSVP_LIMITS, type PersonAnswer, type Question, type RsvpForm } from '#common/rsvp-api';
import { useT } from '../../i18n/admin-i18n';
import { useTextIn } from '../../i18n/site-language';
import { mealsFor, questionsOf, withEventAnswer, withQuestionAnswer } from './answer-draft';
import { QuestionField } from './question-field';

interface PersonFieldsProps {
  /** The person's name as the legend ("Ana", or the extra guest's name). */
  legend: string;
  child: boolean;
  person: PersonAnswer;
  form: RsvpForm;
  onChange: (person: PersonAnswer) => void;
}

/**
 * One person's answer as the couple enters it after a call: for each event coming or not and the meal, dietary needs
 * ticked or written, accessibility, and the couple's questions asked of each person.
 */
export function PersonFields({ legend, child, person, form, onChange }: PersonFieldsProps) {
  const { t } = useT();
  const id = useId();
  const textIn = useTextIn();
  const questions = questionsOf(form.questions, 'member');
  const titleOf = (eventId: number | null) => {
    const event = form.events.find((e) => e.id === eventId);
    return event ? textIn(event.title) : '';
  };
  return (
    <>
      {form.events.map((event) => {
        const answer = person.events[String(event.id)] ?? { attending: null, meal: null };
        const title = textIn(event.title) || t('rsvp.untitledEvent');
        const choice = (attending: boolean | null) => onChange(withEventAnswer(person, event.id, { ...answer, attending }));
        const meals = mealsFor(event.meals, child, answer.meal);
        const options = [
          [true, 'yes', t('rsvp.answer.coming')],
          [false, 'no', t('rsvp.answer.notComing')],
          [null, 'none', t('rsvp.answer.noAnswer')],
        ] as const;
        return (
          <fieldset key={event.id} className="event-answer">
            <legend>{t('rsvp.answer.eventLegend', { event: title, person: legend })}</legend>
            <div className="choice-row">
              {options.map(([value, key, words]) => (
                <div className="check" key={key}>
                  <input id={`${id}-${event.id}-${key}`} type="radio" name={`${id}-${event.id}`} checked={answer.attending === value} onChange={() => choice(value)} />
                  <label htmlFor={`${id}-${event.id}-${key}`}>{words}</label>
                </div>
              ))}
            </div>
            {event.meals.length > 0 && answer.attending !== false && (
              <div className="field">
                <label htmlFor={`${id}-${event.id}-meal`}>{t('rsvp.fields.meal')}</label>
                <select
                  id={`${id}-${event.id}-meal`}
                  value={answer.meal ?? ''}
                  onChange={(change) => onChange(withEventAnswer(person, event.id, { ...answer, meal: change.target.value ? Number(change.target.value) : null }))}
                >
                  <option value="">{t('rsvp.meals.notChosen')}</option>
                  {meals.map((meal) => (
                    <option key={meal.id} value={meal.id}>
                      {textIn(meal.label)}
                      {meal.forChildren ? ` (${t('rsvp.meals.children')})` : ''}
                    </option>
                  ))}
                </select>
              </div>
            )}
          </fieldset>
        );
      })}
      <fieldset className="dietary">
        <legend>{t('rsvp.answer.dietaryLegend', { person: legend })}</legend>
        <div className="check-grid">
          {DIETARY_NEEDS.map((need) => (
            <div className="check" key={need}>
              <input
                id={`${id}-diet-${need}`}
                type="checkbox"
                checked={person.dietary.includes(need)}
                onChange={(event) =>
                  onChange({ ...person, dietary: event.target.checked ? DIETARY_NEEDS.filter((n) => n === need || person.dietary.includes(n)) : person.dietary.filter((n) => n !== need) })
                }
              />
              <label htmlFor={`${id}-diet-${need}`}>{t(`rsvp.dietary.${need}`)}</label>
            </div>
          ))}
        </div>
        <div className="field">
          <label htmlFor={`${id}-diet-note`}>{t('rsvp.fields.dietaryNote')}</label>
          <input id={`${id}-diet-note`} maxLength={RSVP_LIMITS.dietaryNote} value={person.dietaryNote} onChange={(event) => onChange({ ...person, dietaryNote: event.target.value })} />
        </div>
      </fieldset>
      <div className="field">
        <label htmlFor={`${id}-access`}>{t('rsvp.fields.accessibility')}</label>
        <input id={`${id}-access`} maxLength={RSVP_LIMITS.accessibility} value={person.accessibility} onChange={(event) => onChange({ ...person, accessibility: event.target.value })} />
      </div>
      {questions.map((question: Question) => (
        <QuestionField
          key={question.id}
          id={`${id}-q-${question.id}`}
          question={question}
          about={titleOf(question.eventId)}
          value={person.questions[String(question.id)] ?? ''}
          onChange={(value) => onChange({ ...person, questions: withQuestionAnswer(person.questions, question.id, value) })}
        />
      ))}
    </>
  );
}
