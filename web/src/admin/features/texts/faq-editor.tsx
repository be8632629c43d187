import { useId, useState, type FormEvent } from 'react';
import { LOCALES, type Locale } from '#common/locales';
import type { FaqEntry, LocaleTexts } from '#common/site-content';
import { addFaq, orderFaq, removeFaq, saveFaq } from '../../api/admin-calls';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { LocaleFields } from '../../components/locale-fields';
import { moved, MoveButtons } from '../../components/move-buttons';
import { failureText, problemInLanguage } from '../../components/problem-text';
import { SaveButton } from '../../components/save-button';
import { useSave } from '../../components/use-save';
import { useT } from '../../i18n/admin-i18n';
import { ActionResult } from '../../components/action-result';
import { useTextIn } from '../../i18n/site-language';

const empty = (): LocaleTexts => Object.fromEntries(LOCALES.map((l) => [l, ''])) as LocaleTexts;

interface EntryFormProps {
  entry: FaqEntry | null;
  onSaved: (entry: FaqEntry) => void;
  onSignedOut: () => void;
}

/** One question and its answer in five languages; with no entry, a new one (added at the end). */
function EntryForm({ entry, onSaved, onSignedOut }: EntryFormProps) {
  const { t } = useT();
  const id = useId();
  const [question, setQuestion] = useState(entry?.question ?? empty());
  const [answer, setAnswer] = useState(entry?.answer ?? empty());
  const save = useSave(onSignedOut);
  const { problems } = save;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    await save.run(() => (entry ? saveFaq(entry.id, { question, answer, revision: entry.revision }) : addFaq({ question, answer })), {
      saved: entry ? t('common.saved') : t('faq.added'),
      onSaved: (saved) => {
        if (!entry) {
          setQuestion(empty());
          setAnswer(empty());
        }
        onSaved(saved);
      },
      // Saved meanwhile elsewhere: what is typed stays, and the next save knows it replaces that version.
      changedMeanwhile: t('faq.conflict'),
      onChangedMeanwhile: (current) => entry && current && onSaved(current as FaqEntry),
    });
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
      <SaveButton type="submit" className="primary" save={save} busyLabel={t('common.saving')}>
        {entry ? t('common.save') : t('faq.add')}
      </SaveButton>
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
  /** The question in the dashboard's language, else in the site's (useTextIn). */
  const titleOf = useTextIn();
  const [removing, setRemoving] = useState<FaqEntry | null>(null);
  // One line for the list, under it: what a move or a removal did.
  const order = useSave(onSignedOut);

  async function reorder(index: number, delta: number) {
    const ids = moved(entries.map((e) => e.id), index, delta);
    await order.run(() => orderFaq({ ids }), {
      saved: null,
      onSaved: onChange,
      changedMeanwhile: t('faq.conflict'),
      onChangedMeanwhile: (current) => onChange(current as FaqEntry[]),
    });
  }

  async function remove(entry: FaqEntry) {
    setRemoving(null);
    const result = await removeFaq(entry.id);
    if (result.ok || result.failure.kind === 'not-found') {
      onChange(entries.filter((e) => e.id !== entry.id));
      order.show({ text: t('faq.removed'), error: false });
      return;
    }
    if (result.failure.kind === 'signed-out') return onSignedOut();
    order.show({ text: failureText(t, result.failure) ?? t('errors.notSaved'), error: true });
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
              <EntryForm entry={entry} onSaved={(saved) => onChange(entries.map((e) => (e.id === saved.id ? saved : e)))} onSignedOut={onSignedOut} />
            </details>
            <div className="row">
              <MoveButtons name={titleOf(entry.question)} index={index} count={entries.length} busy={order.pending} onMove={(delta) => void reorder(index, delta)} />
              <button type="button" className="danger-link" onClick={() => setRemoving(entry)}>
                {t('faq.remove')}
              </button>
            </div>
          </li>
        ))}
      </ol>
      <ActionResult message={order.message} />
      <details className="panel-group faq-add">
        <summary>{t('faq.addHeading')}</summary>
        <EntryForm entry={null} onSaved={(entry) => onChange([...entries, entry])} onSignedOut={onSignedOut} />
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
