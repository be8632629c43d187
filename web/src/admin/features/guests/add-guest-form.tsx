import { useId, useState, type FormEvent } from 'react';
import type { FieldError } from '#common/api-problems';
import { NO_CONTACTS, type Contacts } from '#common/contacts';
import type { AdminGuest } from '#common/guest-list-api';
import type { Locale } from '#common/locales';
import { addGuest } from '../../api/admin-calls';
import { ActionResult, busyProps, useActionResult } from '../../components/action-result';
import { ContactFields } from '../../components/contact-fields';
import { LanguageSelect } from '../../components/language-select';
import { failureText, problemText } from '../../components/problem-text';
import { useT } from '../../i18n/admin-i18n';

/**
 * One guest: name, language, note, e-mail address and phone number. What was typed stays when the server refuses
 * it, with the reason beside it. `siteLanguage`: the country of a number without + when no language is chosen.
 */
export function AddGuestForm({ onAdded, siteLanguage }: { onAdded: (guest: AdminGuest) => void; siteLanguage: Locale }) {
  const { t } = useT();
  const id = useId();
  const [name, setName] = useState('');
  const [language, setLanguage] = useState<Locale | null>(null);
  const [note, setNote] = useState('');
  const [contacts, setContacts] = useState<Contacts>(NO_CONTACTS);
  const [problems, setProblems] = useState<FieldError[]>([]);
  const result = useActionResult();
  const [pending, setPending] = useState(false);
  const problemOf = (field: FieldError['field']) => problems.find((p) => p.field === field);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    setPending(true);
    const added = await addGuest({ name, language, note, ...contacts });
    setPending(false);
    // The focus stays where the couple is (the button, or the field Enter was pressed in), ready for the next guest.
    if (added.ok) {
      setName('');
      setNote('');
      setContacts(NO_CONTACTS);
      setProblems([]);
      result.show({ text: t('add.added', { name: added.value.name }), error: false });
      onAdded(added.value);
      return;
    }
    setProblems(added.failure.kind === 'invalid' ? added.failure.problems : []);
    const text = failureText(t, added.failure);
    if (text) result.show({ text, error: true });
    else result.clear();
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
      <ContactFields id={`${id}-contact`} value={contacts} onChange={setContacts} language={language} siteLanguage={siteLanguage} problemOf={problemOf} />
      <button type="submit" className="primary" {...busyProps(pending)}>
        {t('add.submit')}
      </button>
      <ActionResult message={result.message} />
    </form>
  );
}
