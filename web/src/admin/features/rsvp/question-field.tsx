import { RSVP_LIMITS, type Question } from '#common/rsvp-api';
import { useT } from '../../i18n/admin-i18n';
import { useTextIn } from '../../i18n/site-language';

interface QuestionFieldProps {
  id: string;
  question: Question;
  /** The event the question is about, or '' for the whole invitation. */
  about: string;
  value: string;
  onChange: (value: string) => void;
}

/** One of the couple's questions as a field: yes or no, one of the choices, or a short text; '' is no answer. */
export function QuestionField({ id, question, about, value, onChange }: QuestionFieldProps) {
  const { t } = useT();
  const textIn = useTextIn();
  const label = (textIn(question.label) || t('rsvp.questions.untitled')) + (about ? ` (${about})` : '');
  if (question.kind === 'text') {
    return (
      <div className="field">
        <label htmlFor={id}>{label}</label>
        <input id={id} dir="auto" maxLength={RSVP_LIMITS.textAnswer} value={value} onChange={(event) => onChange(event.target.value)} />
      </div>
    );
  }
  const options: Array<[string, string]> =
    question.kind === 'yesNo'
      ? [
          ['yes', t('rsvp.answer.yes')],
          ['no', t('rsvp.answer.no')],
        ]
      : question.choices.map((choice, index) => [String(index), textIn(choice)]);
  return (
    <fieldset className="question-answer">
      <legend>{label}</legend>
      <div className="choice-row">
        {[...options, ['', t('rsvp.answer.noAnswer')] as [string, string]].map(([option, words]) => (
          <div className="check" key={option || 'none'}>
            <input id={`${id}-${option || 'none'}`} type="radio" name={id} checked={value === option} onChange={() => onChange(option)} />
            <label htmlFor={`${id}-${option || 'none'}`}>{words}</label>
          </div>
        ))}
      </div>
    </fieldset>
  );
}
