import type { Locale } from '#common/locales';
import type { PersonAnswer, Question, RsvpAnswer, RsvpForm } from '#common/rsvp-api';
import type { Translate } from './translate';

interface AnswerSummaryProps {
  answer: RsvpAnswer;
  form: RsvpForm;
  locale: Locale;
  t: Translate;
  /** The level of the people's headings, under the section that shows the summary. */
  level?: 3 | 4;
}

function questionValue(question: Question, value: string, locale: Locale, t: Translate): string {
  if (question.kind === 'yesNo') return value === 'yes' ? t('rsvp.yes') : t('rsvp.no');
  if (question.kind === 'choice') {
    const choice = question.choices[Number(value)];
    return choice ? choice[locale] : value;
  }
  return value;
}

function QuestionAnswers({ answers, form, locale, t }: { answers: Record<string, string>; form: RsvpForm; locale: Locale; t: Translate }) {
  return form.questions
    .filter((question) => (answers[String(question.id)] ?? '') !== '')
    .map((question) => (
      <div key={question.id}>
        <dt>{question.label[locale]}</dt>
        <dd>{questionValue(question, answers[String(question.id)]!, locale, t)}</dd>
      </div>
    ));
}

function PersonSummary({ name, person, form, locale, t, level }: { name: string; person: PersonAnswer } & Omit<AnswerSummaryProps, 'answer'>) {
  const Heading = level === 4 ? 'h4' : 'h3';
  const needs = [...person.dietary.map((need) => t(`rsvp.dietary.${need}`)), person.dietaryNote.trim()].filter((need) => need !== '');
  return (
    <section className="rsvp-summary-person">
      <Heading>{name}</Heading>
      <dl>
        {form.events.map((event) => {
          const answer = person.events[String(event.id)];
          const meal = answer?.meal != null ? event.meals.find((m) => m.id === answer.meal) : undefined;
          const said = answer?.attending === true ? t('rsvp.coming') : answer?.attending === false ? t('rsvp.notComing') : t('rsvp.summary.noAnswer');
          return (
            <div key={event.id}>
              <dt>{event.title[locale]}</dt>
              <dd>{said}</dd>
              {meal && <dd>{t('rsvp.summary.meal', { meal: meal.label[locale] })}</dd>}
            </div>
          );
        })}
        {needs.length > 0 && (
          <div>
            <dt>{t('rsvp.needs.dietary')}</dt>
            <dd>{needs.join(', ')}</dd>
          </div>
        )}
        {person.accessibility.trim() !== '' && (
          <div>
            <dt>{t('rsvp.needs.accessibility')}</dt>
            <dd className="rsvp-keep-lines">{person.accessibility}</dd>
          </div>
        )}
        <QuestionAnswers answers={person.questions} form={form} locale={locale} t={t} />
      </dl>
    </section>
  );
}

/** A household's answer, read-only: each person's answers per event, their needs and questions, the household's own. */
export function AnswerSummary({ answer, form, locale, t, level = 3 }: AnswerSummaryProps) {
  const people = [
    ...form.members.flatMap((member) => {
      const person = answer.members[String(member.id)];
      return person ? [{ key: `m${member.id}`, name: member.name, person }] : [];
    }),
    ...answer.extras.map(({ name, ...person }, index) => ({ key: `x${index}`, name, person })),
  ];
  const Heading = level === 4 ? 'h4' : 'h3';
  const householdAnswers = Object.values(answer.questions).some((value) => value !== '');
  return (
    <div className="rsvp-summary">
      {people.map(({ key, name, person }) => (
        <PersonSummary key={key} name={name} person={person} form={form} locale={locale} t={t} level={level} />
      ))}
      {(householdAnswers || answer.message.trim() !== '') && (
        <section className="rsvp-summary-person">
          <Heading>{t('rsvp.household')}</Heading>
          <dl>
            <QuestionAnswers answers={answer.questions} form={form} locale={locale} t={t} />
            {answer.message.trim() !== '' && (
              <div>
                <dt>{t('rsvp.summary.message')}</dt>
                <dd className="rsvp-keep-lines">{answer.message}</dd>
              </div>
            )}
          </dl>
        </section>
      )}
    </div>
  );
}
