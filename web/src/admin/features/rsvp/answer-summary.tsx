import { Fragment } from 'react';
import type { PersonAnswer, RsvpAnswer, RsvpForm } from '#common/rsvp-api';
import { useT } from '../../i18n/admin-i18n';
import { useTextIn } from '../../i18n/site-language';
import { questionsOf } from './answer-draft';
import { dietaryWords, questionAnswerWords } from './rsvp-words';

/** One person's answer in sentences: "Dinner: coming, fish", needs, notes, their questions' answers. */
function PersonSummary({ name, person, form }: { name: string; person: PersonAnswer; form: RsvpForm }) {
  const { t } = useT();
  const textIn = useTextIn();
  return (
    <>
      <dt>{name}</dt>
      <dd>
        <ul>
          {form.events.map((event) => {
            const answer = person.events[String(event.id)];
            const meal = event.meals.find((m) => m.id === answer?.meal);
            const attending = answer?.attending === true ? t('rsvp.answer.coming') : answer?.attending === false ? t('rsvp.answer.notComing') : t('rsvp.answer.noAnswer');
            return (
              <li key={event.id}>
                {textIn(event.title)}: {attending}
                {meal && `, ${textIn(meal.label)}`}
              </li>
            );
          })}
          {person.dietary.length > 0 && (
            <li>
              {t('rsvp.fields.dietary')}: {person.dietary.map((need) => dietaryWords(t, need)).join(', ')}
            </li>
          )}
          {person.dietaryNote && (
            <li>
              {t('rsvp.fields.dietaryNote')}: <span className="guest-text">{person.dietaryNote}</span>
            </li>
          )}
          {person.accessibility && (
            <li>
              {t('rsvp.fields.accessibility')}: <span className="guest-text">{person.accessibility}</span>
            </li>
          )}
          {questionsOf(form.questions, 'member').map((question) =>
            person.questions[String(question.id)] ? (
              <li key={question.id}>
                {textIn(question.label)}: <span className="guest-text">{questionAnswerWords(t, question, person.questions[String(question.id)]!, textIn)}</span>
              </li>
            ) : null,
          )}
        </ul>
      </dd>
    </>
  );
}

/** A household's whole answer, read-only: shown when a newer answer arrived while the couple was editing. */
export function AnswerSummary({ form, answer }: { form: RsvpForm; answer: RsvpAnswer | null }) {
  const { t } = useT();
  const textIn = useTextIn();
  if (!answer) return <p>{t('rsvp.household.noAnswer')}</p>;
  return (
    <dl className="answer-summary">
      {form.members.map((member) => {
        const person = answer.members[String(member.id)];
        return person ? <PersonSummary key={member.id} name={member.name} person={person} form={form} /> : null;
      })}
      {answer.extras.map((extra, index) => (
        <PersonSummary key={`extra-${index}`} name={extra.name || t('rsvp.household.extraNumbered', { number: index + 1 })} person={extra} form={form} />
      ))}
      {questionsOf(form.questions, 'household').map((question) =>
        answer.questions[String(question.id)] ? (
          <Fragment key={question.id}>
            <dt>{textIn(question.label)}</dt>
            <dd className="guest-text">{questionAnswerWords(t, question, answer.questions[String(question.id)]!, textIn)}</dd>
          </Fragment>
        ) : null,
      )}
      {answer.message && (
        <>
          <dt>{t('rsvp.fields.message')}</dt>
          <dd className="guest-text">{answer.message}</dd>
        </>
      )}
    </dl>
  );
}
