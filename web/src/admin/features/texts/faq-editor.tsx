import { useId, useState, type FormEvent } from 'react';
import type { FieldError } from '#common/api-problems';
import { LOCALES, textIn, type Locale } from '#common/locales';
import type { FaqEntry, LocaleTexts } from '#common/site-content';
import { addFaq, orderFaq, removeFaq, saveFaq } from '../../api/admin-calls';
import type { ApiFailure } from '../../api/admin-client';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { LocaleFields } from '../../components/locale-fields';
import { moved, MoveButtons } from '../../components/move-buttons';
import { failureText, problemInLanguage } from '../../components/problem-text';
import { adminLocale, useT } from '../../i18n/admin-i18n';
import { ActionResult, type StatusMessage } from '../../components/action-result';

const empty = (): LocaleTexts => Object.fromEntries(LOCALES.map((l) => [l, ''])) as LocaleTexts;

/** The question in the dashboard's language, else as textIn reads it. */
const titleOf = (question: LocaleTexts): string => textIn(question, adminLocale());

interface EntryFormProps {
  entry: FaqEntry | null;
  onSaved: (entry: FaqEntry) => void;
  onFailure: (failure: ApiFailure) => void;
}

/** One question and its answer in five languages; with no entry, a new one (added at the end). */
function EntryForm({ entry, onSaved, onFailure }: EntryFormProps) {
  const { t } = useT();
  const id = useId();
  const [question, setQuestion] = useState(entry?.question ?? empty());
  const [answer, setAnswer] = useState(entry?.answer ?? empty());
  const [problems, setProblems] = useState<FieldError[]>([]);
  const [message, setMessage] = useState<StatusMessage>(null);
  const [pending, setPending] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setPending(true);
    const result = entry
      ? await saveFaq(entry.id, { question, answer, revision: entry.revision })
      : await addFaq({ question, answer });
    setPending(false);
    if (result.ok) {
      setProblems([]);
      setMessage({ text: entry ? t('common.saved') : t('faq.added'), error: false });
      if (!entry) {
        setQuestion(empty());
        setAnswer(empty());
      }
      onSaved(result.value);
      return;
    }
    const { failure } = result;
    setProblems(failure.kind === 'invalid' ? failure.problems : []);
    // Saved meanwhile elsewhere: what is typed stays, and the next save knows it replaces that version.
    if (failure.kind === 'conflict' && entry && failure.current) onSaved(failure.current as FaqEntry);
    const words = failure.kind === 'conflict' ? t('faq.conflict') : failureText(t, failure);
    setMessage(words ? { text: words, error: true } : null);
    onFailure(failure);
  }

  return (
    <form className="faq-form" onSubmit={(event) => void submit(event)} noValidate>
      {problems.map((problem) => (
        <p key={`${problem.field}-${problem.locale ?? ''}`} className="error">
          {problemInLanguage(t, problem)}
        </p>
      ))}
      <LocaleFields>
        {(locale: Locale, label: string) => (
          <fieldset className="faq-language">
            <legend>{label}</legend>
            <div className="field">
              <label htmlFor={`${id}-q-${locale}`}>{t('faq.question')}</label>
              <input id={`${id}-q-${locale}`} lang={locale} dir="auto" value={question[locale]} onChange={(event) => setQuestion({ ...question, [locale]: event.target.value })} />
            </div>
            <div className="field">
              <label htmlFor={`${id}-a-${locale}`}>{t('faq.answer')}</label>
              <textarea id={`${id}-a-${locale}`} lang={locale} dir="auto" rows={3} value={answer[locale]} onChange={(event) => setAnswer({ ...answer, [locale]: event.target.value })} />
            </div>
          </fieldset>
        )}
      </LocaleFields>
      <p className="help">{t('faq.paragraphs')}</p>
      <button type="submit" className="primary" disabled={pending}>
        {pending ? t('common.saving') : entry ? t('common.save') : t('faq.add')}
      </button>
      <ActionResult message={message} />
    </form>
  );
}

interface FaqEditorProps {
  entries: FaqEntry[];
  onChange: (entries: FaqEntry[]) => void;
  onSignedOut: () => void;
}

/**
 * The couple's questions and answers: written in each language, reordered with the buttons, removed after one
 * plain question. With none, guests read the placeholder text above.
 */
export function FaqEditor({ entries, onChange, onSignedOut }: FaqEditorProps) {
  const { t } = useT();
  const [removing, setRemoving] = useState<FaqEntry | null>(null);
  const [message, setMessage] = useState<StatusMessage>(null);
  const [pending, setPending] = useState(false);

  const onFailure = (failure: ApiFailure) => failure.kind === 'signed-out' && onSignedOut();

  async function reorder(index: number, delta: number) {
    setPending(true);
    const ids = moved(entries.map((e) => e.id), index, delta);
    const result = await orderFaq({ ids });
    setPending(false);
    if (result.ok) return onChange(result.value);
    if (result.failure.kind === 'conflict') onChange(result.failure.current as FaqEntry[]);
    onFailure(result.failure);
    const words = result.failure.kind === 'conflict' ? t('faq.conflict') : failureText(t, result.failure);
    setMessage(words ? { text: words, error: true } : null);
  }

  async function remove(entry: FaqEntry) {
    setRemoving(null);
    const result = await removeFaq(entry.id);
    if (result.ok || result.failure.kind === 'not-found') {
      onChange(entries.filter((e) => e.id !== entry.id));
      setMessage({ text: t('faq.removed'), error: false });
      return;
    }
    onFailure(result.failure);
    const words = failureText(t, result.failure);
    setMessage(words ? { text: words, error: true } : null);
  }

  return (
    <div className="faq-editor">
      <h3>{t('faq.heading')}</h3>
      <p className="help">{entries.length === 0 ? t('faq.none') : t('faq.help')}</p>
      <ol className="faq-entries">
        {entries.map((entry, index) => (
          <li key={entry.id} className="faq-entry">
            <details>
              <summary>{titleOf(entry.question) || t('faq.untitled')}</summary>
              <EntryForm entry={entry} onSaved={(saved) => onChange(entries.map((e) => (e.id === saved.id ? saved : e)))} onFailure={onFailure} />
            </details>
            <div className="row">
              <MoveButtons name={titleOf(entry.question)} index={index} count={entries.length} disabled={pending} onMove={(delta) => void reorder(index, delta)} />
              <button type="button" className="danger-link" onClick={() => setRemoving(entry)}>
                {t('faq.remove')}
              </button>
            </div>
          </li>
        ))}
      </ol>
      <ActionResult message={message} />
      <details className="panel-group faq-add">
        <summary>{t('faq.addHeading')}</summary>
        <EntryForm entry={null} onSaved={(entry) => onChange([...entries, entry])} onFailure={onFailure} />
      </details>
      {removing && (
        <ConfirmDialog
          question={t('faq.removeQuestion', { question: titleOf(removing.question) })}
          confirmLabel={t('faq.remove')}
          danger
          onConfirm={() => void remove(removing)}
          onCancel={() => setRemoving(null)}
        />
      )}
    </div>
  );
}
