import type { FieldError } from '#common/api-problems';
import type { Contacts } from '#common/contacts';
import type { Locale } from '#common/locales';
import { ContactFields } from '../../components/contact-fields';
import { LanguageSelect } from '../../components/language-select';
import { problemText } from '../../components/problem-text';
import { useT } from '../../i18n/admin-i18n';

interface HouseholdDetailsFieldsProps {
  /** The form's own id: each field's id starts with it. */
  id: string;
  language: Locale | null;
  onLanguage: (language: Locale | null) => void;
  note: string;
  onNote: (note: string) => void;
  contacts: Contacts;
  onContacts: (contacts: Contacts) => void;
  /** The server's reason a field was refused, if it was. */
  problemOf: (field: FieldError['field']) => FieldError | undefined;
}

/**
 * A household's language, note, e-mail address and phone number: the same fields, in the same order, where a
 * household is added (add-household-form.tsx) and where it is edited (guest-page.tsx).
 */
export function HouseholdDetailsFields({ id, language, onLanguage, note, onNote, contacts, onContacts, problemOf }: HouseholdDetailsFieldsProps) {
  const { t } = useT();
  const noteProblem = problemOf('note');
  return (
    <>
      <div className="field">
        <label htmlFor={`${id}-language`}>{t('common.language')}</label>
        <LanguageSelect id={`${id}-language`} value={language} onChange={onLanguage} allowNone />
      </div>
      <div className="field">
        <label htmlFor={`${id}-note`}>{t('add.note')}</label>
        <input
          id={`${id}-note`}
          value={note}
          placeholder={t('add.notePlaceholder')}
          onChange={(event) => onNote(event.target.value)}
          aria-invalid={noteProblem ? true : undefined}
          aria-describedby={noteProblem ? `${id}-note-problem` : undefined}
        />
        {noteProblem && (
          <p id={`${id}-note-problem`} className="error">
            {problemText(t, noteProblem)}
          </p>
        )}
      </div>
      <ContactFields id={`${id}-contact`} value={contacts} onChange={onContacts} language={language} problemOf={problemOf} />
    </>
  );
}
