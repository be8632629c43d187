import { useRef, useState } from 'react';
import { RSVP_LIMITS, type EventCounts, type Question } from '#common/rsvp-api';
import { removeQuestion } from '../../api/rsvp-calls';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { ActionResult } from '../../components/action-result';
import { useSave } from '../../components/use-save';
import { useT } from '../../i18n/admin-i18n';
import { useTextIn } from '../../i18n/site-language';
import { useFocusLater } from './focus-later';
import { QuestionForm } from './question-form';

interface QuestionsEditorProps {
  questions: Question[];
  events: readonly EventCounts[];
  onChange: (questions: Question[]) => void;
  onSignedOut: () => void;
}

/**
 * The couple's own questions, each opening into its form, and a form for a new one. Removing asks once; the focus
 * then goes to the next question, or the heading when none is left.
 */
export function QuestionsEditor({ questions, events, onChange, onSignedOut }: QuestionsEditorProps) {
  const { t } = useT();
  const textIn = useTextIn();
  const [removing, setRemoving] = useState<Question | null>(null);
  const removal = useSave(onSignedOut);
  const heading = useRef<HTMLHeadingElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const focusLater = useFocusLater();
  const nameOf = (question: Question) => textIn(question.label) || t('rsvp.questions.untitled');

  async function remove(question: Question) {
    setRemoving(null);
    const index = questions.indexOf(question);
    // Already gone (removed in another window) is what the couple asked for.
    const answer = await removal.run(async () => {
      const removed = await removeQuestion(question.id);
      return !removed.ok && removed.failure.kind === 'not-found' ? { ok: true as const, value: undefined } : removed;
    }, { saved: t('rsvp.questions.removed', { question: nameOf(question) }) });
    if (answer?.kind !== 'saved') return;
    onChange(questions.filter((other) => other.id !== question.id));
    focusLater(() => {
      const summaries = list.current?.querySelectorAll<HTMLElement>(':scope > li > details > summary') ?? [];
      return summaries[index] ?? summaries[index - 1] ?? heading.current;
    });
  }

  return (
    <section className="panel questions-editor" aria-labelledby="questions-heading">
      <h2 id="questions-heading" ref={heading}>
        {t('rsvp.questions.heading')}
      </h2>
      <p className="help">{t('rsvp.questions.help')}</p>
      <ActionResult message={removal.message} />
      {questions.length > 0 && (
        <ul className="question-list" ref={list}>
          {questions.map((question) => (
            <li key={question.id}>
              <details>
                <summary>
                  {nameOf(question)} <span className="muted">· {t(`rsvp.questions.kinds.${question.kind}`)}</span>
                </summary>
                <QuestionForm
                  question={question}
                  events={events}
                  onSaved={(saved) => onChange(questions.map((other) => (other.id === saved.id ? saved : other)))}
                  onSignedOut={onSignedOut}
                />
                <button type="button" className="danger-link" onClick={() => setRemoving(question)}>
                  {t('rsvp.questions.remove', { question: nameOf(question) })}
                </button>
              </details>
            </li>
          ))}
        </ul>
      )}
      {questions.length < RSVP_LIMITS.questions ? (
        <details className="add-question">
          <summary>{t('rsvp.questions.new')}</summary>
          <QuestionForm question={null} events={events} onSaved={(saved) => onChange([...questions, saved])} onSignedOut={onSignedOut} />
        </details>
      ) : (
        <p className="help">{t('rsvp.questions.full')}</p>
      )}
      {removing && (
        <ConfirmDialog
          question={t('rsvp.questions.removeQuestion', { question: nameOf(removing) })}
          confirmLabel={t('rsvp.questions.removeConfirm')}
          danger
          onConfirm={() => void remove(removing)}
          onCancel={() => setRemoving(null)}
        />
      )}
    </section>
  );
}
