import type { Locale } from '#common/locales';
import type { Question } from '#common/rsvp-api';
import { fieldId, type FieldIssue, type FieldTarget } from './field-issues';
import { describedBy, IssueLine } from './field-parts';
import { issueText } from './issue-text';
import { LIMITS } from './rsvp-contract';
import type { Translate } from './translate';

interface QuestionFieldProps {
  question: Question;
  target: Extract<FieldTarget, { kind: 'question' }>;
  value: string;
  onChange: (value: string) => void;
  issue: FieldIssue | undefined;
  /** Whose answer (for the issue's text). */
  name: string;
  locale: Locale;
  t: Translate;
}

/**
 * One of the couple's questions: yes or no and a choice as radio buttons in a group named by the question, a
 * short text as a labelled field.
 */
export function QuestionField({ question, target, value, onChange, issue, name, locale, t }: QuestionFieldProps) {
  const id = fieldId(target);
  const label = question.label[locale];
  const issueLine = <IssueLine id={id} issue={issue} text={issueText(t, issue ?? { code: 'invalid' }, name)} />;
  if (question.kind === 'text') {
    return (
      <div className="rsvp-field">
        <label htmlFor={id}>{label}</label>
        <input
          id={id}
          type="text"
          value={value}
          maxLength={LIMITS.textAnswer}
          onChange={(event) => onChange(event.target.value)}
          {...describedBy(id, issue)}
        />
        {issueLine}
      </div>
    );
  }
  const options =
    question.kind === 'yesNo'
      ? [
          { value: 'yes', label: t('rsvp.yes') },
          { value: 'no', label: t('rsvp.no') },
        ]
      : question.choices.map((choice, index) => ({ value: String(index), label: choice[locale] }));
  return (
    <fieldset className="rsvp-question">
      <legend>{label}</legend>
      <div className={question.kind === 'yesNo' ? 'rsvp-choices' : 'rsvp-choices rsvp-choices-stacked'}>
        {options.map((option, index) => {
          const optionId = index === 0 ? id : `${id}-${index}`;
          return (
            <label key={option.value} htmlFor={optionId} className="rsvp-choice">
              <input
                id={optionId}
                type="radio"
                name={id}
                value={option.value}
                checked={value === option.value}
                onChange={() => onChange(option.value)}
                {...describedBy(id, issue)}
              />
              <span>{option.label}</span>
            </label>
          );
        })}
      </div>
      {issueLine}
    </fieldset>
  );
}
