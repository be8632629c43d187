import { useId, useRef, useState, type FormEvent } from 'react';
import type { Locale } from '#common/locales';
import { QUESTION_KINDS, QUESTION_SCOPES, RSVP_LIMITS, type EventCounts, type Question, type QuestionInput } from '#common/rsvp-api';
import { addQuestion, saveQuestion } from '../../api/rsvp-calls';
import { problemInLanguage } from '../../components/problem-text';
import { SaveButton } from '../../components/save-button';
import { useSave } from '../../components/use-save';
import { useT } from '../../i18n/admin-i18n';
import { problemsAt } from './field-problems';
import { useTextIn } from '../../i18n/site-language';
import { useFocusLater } from './focus-later';
import { LocaleTextFields, noTexts } from './locale-text-fields';
import { ProblemLines, problemAttributes } from './problem-lines';

interface QuestionFormProps {
  /** The question to change, or null for a new one. */
  question: Question | null;
  events: readonly EventCounts[];
  onSaved: (question: Question) => void;
  onSignedOut: () => void;
}

const blank = (): QuestionInput => ({ kind: 'yesNo', scope: 'household', eventId: null, label: noTexts(), choices: [] });
const inputOf = (question: Question): QuestionInput => ({
  kind: question.kind,
  scope: question.scope,
  eventId: question.eventId,
  label: { ...question.label },
  choices: question.choices.map((choice) => ({ ...choice })),
});

/** The fields this form shows problems next to; the others (too many questions) go under Save. */
const SHOWN = ['label', 'choices', 'eventIds'];

/**
 * One of the couple's questions ("Song request", "Do you need a room?"): its words in five languages; yes or no,
 * one of their choices, or a short text; asked once of the household or of each person; about one event or the
 * whole invitation. The server's problems show next to the fields they concern.
 */
export function QuestionForm({ question, events, onSaved, onSignedOut }: QuestionFormProps) {
  const { t } = useT();
  const id = useId();
  const textIn = useTextIn();
  const [input, setInput] = useState<QuestionInput>(() => (question ? inputOf(question) : blank()));
  const [revision, setRevision] = useState(question?.revision ?? 0);
  const save = useSave(onSignedOut);
  const { problems } = save;
  const choicesList = useRef<HTMLOListElement>(null);
  const focusLater = useFocusLater();

  const set = (patch: Partial<QuestionInput>) => setInput((current) => ({ ...current, ...patch }));
  const setChoice = (index: number, choice: Record<Locale, string>) => set({ choices: input.choices.map((c, i) => (i === index ? choice : c)) });

  function addChoice() {
    set({ choices: [...input.choices, noTexts()] });
    const index = input.choices.length;
    focusLater(() => choicesList.current?.querySelectorAll<HTMLElement>(':scope > li')[index]?.querySelector('input'));
  }

  function removeChoice(index: number) {
    set({ choices: input.choices.filter((_, i) => i !== index) });
    focusLater(() => {
      const buttons = choicesList.current?.querySelectorAll<HTMLButtonElement>('.remove-choice') ?? [];
      return buttons[index] ?? buttons[index - 1] ?? choicesList.current?.parentElement?.querySelector<HTMLButtonElement>('.add-choice');
    });
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // Choices belong to a choice question only; another kind sends none.
    const body: QuestionInput = { ...input, choices: input.kind === 'choice' ? input.choices : [] };
    await save.run(() => (question ? saveQuestion(question.id, { ...body, revision }) : addQuestion(body)), {
      saved: (saved) => (question ? t('common.saved') : t('rsvp.questions.added', { question: textIn(saved.label) || t('rsvp.questions.untitled') })),
      onSaved: (saved) => {
        if (question) setRevision(saved.revision);
        else setInput(blank());
        onSaved(saved);
      },
      // Changed in another window meanwhile: what is typed stays, and the next Save replaces that version.
      changedMeanwhile: t('rsvp.questions.conflict'),
      onChangedMeanwhile: (current) => (current as Question | undefined)?.revision && setRevision((current as Question).revision),
      notSaved: t('rsvp.notSaved'),
    });
  }

  const listProblems = problemsAt(problems, 'choices');
  const eventProblems = problemsAt(problems, 'eventIds');
  return (
    <form className="question-form" onSubmit={(event) => void submit(event)} noValidate>
      <LocaleTextFields id={`${id}-label`} legend={t('rsvp.questions.label')} value={input.label} onChange={(label) => set({ label })} maxLength={RSVP_LIMITS.questionLabel} problems={problems} field="label" />

      <fieldset className="choice-group">
        <legend>{t('rsvp.questions.kind')}</legend>
        {QUESTION_KINDS.map((kind) => (
          <div className="check" key={kind}>
            <input id={`${id}-kind-${kind}`} type="radio" name={`${id}-kind`} checked={input.kind === kind} onChange={() => set({ kind, choices: kind === 'choice' && input.choices.length === 0 ? [noTexts(), noTexts()] : input.choices })} />
            <label htmlFor={`${id}-kind-${kind}`}>{t(`rsvp.questions.kinds.${kind}`)}</label>
          </div>
        ))}
      </fieldset>

      {input.kind === 'choice' && (
        <fieldset className="choices" {...(listProblems.length > 0 ? { 'aria-describedby': `${id}-choices-problems` } : {})}>
          <legend>{t('rsvp.questions.choices')}</legend>
          <ProblemLines id={`${id}-choices-problems`} problems={listProblems} />
          <ol ref={choicesList}>
            {input.choices.map((choice, index) => (
              <li key={index}>
                <LocaleTextFields
                  id={`${id}-choice-${index}`}
                  legend={t('rsvp.questions.choiceNumbered', { number: index + 1 })}
                  value={choice}
                  onChange={(value) => setChoice(index, value)}
                  maxLength={RSVP_LIMITS.questionLabel}
                  problems={problems}
                  field="choices"
                  index={index}
                />
                <button type="button" className="danger-link remove-choice" aria-label={t('rsvp.questions.removeChoiceNumbered', { number: index + 1 })} onClick={() => removeChoice(index)}>
                  {t('rsvp.questions.removeChoice')}
                </button>
              </li>
            ))}
          </ol>
          <button type="button" className="add-choice" disabled={input.choices.length >= RSVP_LIMITS.choices} onClick={addChoice}>
            {t('rsvp.questions.addChoice')}
          </button>
        </fieldset>
      )}

      <fieldset className="choice-group">
        <legend>{t('rsvp.questions.scope')}</legend>
        {QUESTION_SCOPES.map((scope) => (
          <div className="check" key={scope}>
            <input id={`${id}-scope-${scope}`} type="radio" name={`${id}-scope`} checked={input.scope === scope} onChange={() => set({ scope })} />
            <label htmlFor={`${id}-scope-${scope}`}>{t(`rsvp.questions.scopes.${scope}`)}</label>
          </div>
        ))}
      </fieldset>

      <div className="field">
        <label htmlFor={`${id}-event`}>{t('rsvp.questions.event')}</label>
        <select
          id={`${id}-event`}
          value={input.eventId ?? ''}
          onChange={(event) => set({ eventId: event.target.value ? Number(event.target.value) : null })}
          {...problemAttributes(`${id}-event-problems`, eventProblems)}
        >
          <option value="">{t('rsvp.questions.wholeInvitation')}</option>
          {events.map((event) => (
            <option key={event.eventId} value={event.eventId}>
              {textIn(event.title) || t('rsvp.untitledEvent')}
            </option>
          ))}
        </select>
        <ProblemLines id={`${id}-event-problems`} problems={eventProblems} />
      </div>

      {problems.filter((problem) => !SHOWN.includes(problem.field)).map((problem, index) => (
        <p key={index} className="error">
          {problemInLanguage(t, problem)}
        </p>
      ))}
      <SaveButton type="submit" className="primary" save={save}>
        {question ? t('rsvp.questions.save') : t('rsvp.questions.add')}
      </SaveButton>
    </form>
  );
}
