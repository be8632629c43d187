import type { FieldError } from '#common/api-problems';
import type { Contacts } from '#common/contacts';
import type { Locale } from '#common/locales';
import { adminLocale, useT } from '../i18n/admin-i18n';
import { useSiteLanguage } from '../i18n/site-language';
import { countryName, phoneRegionOf } from './contact-words';
import { problemText } from './problem-text';

interface ContactFieldsProps {
  /** Prefix of the fields' ids (unique on the page). */
  id: string;
  value: Contacts;
  onChange: (value: Contacts) => void;
  /** The household's language (else the site's): the country a number without + is read in. */
  language: Locale | null;
  /** What the server refused of each, said beside its field; what was typed stays. */
  problemOf: (field: keyof Contacts) => FieldError | undefined;
}

/**
 * An e-mail address and a phone number (issue 27), the same on the add form, the household's page and a member's
 * row: the number's help says in which country a number without + is read, the server says what it cannot read.
 */
export function ContactFields({ id, value, onChange, language, problemOf }: ContactFieldsProps) {
  const { t } = useT();
  const siteLanguage = useSiteLanguage();
  const country = countryName(phoneRegionOf(language, siteLanguage), adminLocale());
  const [emailProblem, phoneProblem] = [problemOf('email'), problemOf('phone')];
  return (
    <>
      <div className="field">
        <label htmlFor={`${id}-email`}>{t('contacts.email')}</label>
        <input
          id={`${id}-email`}
          type="email"
          value={value.email}
          autoComplete="off"
          onChange={(event) => onChange({ ...value, email: event.target.value })}
          aria-invalid={emailProblem ? true : undefined}
          aria-describedby={emailProblem ? `${id}-email-problem` : undefined}
        />
        {emailProblem && (
          <p id={`${id}-email-problem`} className="error">
            {problemText(t, emailProblem)}
          </p>
        )}
      </div>
      <div className="field">
        <label htmlFor={`${id}-phone`}>{t('contacts.phone')}</label>
        <input
          id={`${id}-phone`}
          type="tel"
          value={value.phone}
          autoComplete="off"
          onChange={(event) => onChange({ ...value, phone: event.target.value })}
          aria-invalid={phoneProblem ? true : undefined}
          aria-describedby={`${id}-phone-help${phoneProblem ? ` ${id}-phone-problem` : ''}`}
        />
        <p id={`${id}-phone-help`} className="help">
          {t('contacts.phoneHelp', { country })}
        </p>
        {phoneProblem && (
          <p id={`${id}-phone-problem`} className="error">
            {problemText(t, phoneProblem)}
          </p>
        )}
      </div>
    </>
  );
}
