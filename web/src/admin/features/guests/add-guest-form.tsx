import { useId, useState, type FormEvent } from 'react';
import type { FieldError } from '#common/api-problems';
import type { AdminGuest } from '#common/guest-list-api';
import type { Locale } from '#common/locales';
import { addGuest } from '../../api/admin-calls';
import { LanguageSelect } from '../../components/language-select';
import { failureText, problemText } from '../../components/problem-text';
import { useT } from '../../i18n/admin-i18n';
import { FormStatus, type StatusMessage } from '../../components/form-status';

/** One guest: name, language, note. What was typed stays when the server refuses it, with the reason beside it. */
export function AddGuestForm({ onAdded }: { onAdded: (guest: AdminGuest) => void }) {
  const { t } = useT();
  const id = useId();
  const [name, setName] = useState('');
  const [language, setLanguage] = useState<Locale | null>(null);
  const [note, setNote] = useState('');
  const [problems, setProblems] = useState<FieldError[]>([]);
  const [message, setMessage] = useState<StatusMessage>(null);
  const [pending, setPending] = useState(false);
  const problemOf = (field: FieldError['field']) => problems.find((p) => p.field === field);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setPending(true);
    const result = await addGuest({ name, language, note });
    setPending(false);
    if (result.ok) {
      setName('');
      setNote('');
      setProblems([]);
      setMessage({ text: t('add.added', { name: result.value.name }), error: false });
      onAdded(result.value);
      return;
    }
    setProblems(result.failure.kind === 'invalid' ? result.failure.problems : []);
    const text = failureText(t, result.failure);
    setMessage(text ? { text, error: true } : null);
  }

  const nameProblem = problemOf('name');
  const noteProblem = problemOf('note');
  return (
    <form className="panel add-guest" onSubmit={(event) => void submit(event)} noValidate>
      <h2>{t('add.heading')}</h2>
      <div className="field">
        <label htmlFor={`${id}-name`}>{t('add.name')}</label>
        <input
          id={`${id}-name`}
          value={name}
          onChange={(event) => setName(event.target.value)}
          autoComplete="off"
          aria-invalid={nameProblem ? true : undefined}
          aria-describedby={nameProblem ? `${id}-name-problem` : undefined}
        />
        {nameProblem && (
          <p id={`${id}-name-problem`} className="error">
            {problemText(t, nameProblem)}
          </p>
        )}
      </div>
      <div className="field">
        <label htmlFor={`${id}-language`}>{t('common.language')}</label>
        <LanguageSelect id={`${id}-language`} value={language} onChange={setLanguage} allowNone />
      </div>
      <div className="field">
        <label htmlFor={`${id}-note`}>{t('add.note')}</label>
        <input
          id={`${id}-note`}
          value={note}
          placeholder={t('add.notePlaceholder')}
          onChange={(event) => setNote(event.target.value)}
          aria-invalid={noteProblem ? true : undefined}
          aria-describedby={noteProblem ? `${id}-note-problem` : undefined}
        />
        {noteProblem && (
          <p id={`${id}-note-problem`} className="error">
            {problemText(t, noteProblem)}
          </p>
        )}
      </div>
      <button type="submit" className="primary" disabled={pending}>
        {t('add.submit')}
      </button>
      <FormStatus message={message} />
    </form>
  );
}
