import { LOCALES, type Locale } from '#common/locales';
import { useT } from '../i18n/admin-i18n';

interface LanguageSelectProps {
  id: string;
  value: Locale | null;
  onChange: (value: Locale | null) => void;
  /** Offer "not set" (a guest's language may be left to the guest's browser). */
  allowNone?: boolean;
  /** What "not set" means here, when it is not the guest's browser (a member: the household's language). */
  noneLabel?: string;
  /** Refers to the field's problem, when there is one. */
  'aria-describedby'?: string;
  /** Names it with more than its label (a person's line: "Language Person 2"). */
  'aria-labelledby'?: string;
  'aria-invalid'?: boolean;
}

/** A guest's (or the dashboard's) language among the site's five, named in the couple's language. */
export function LanguageSelect({ id, value, onChange, allowNone = false, noneLabel, ...aria }: LanguageSelectProps) {
  const { t } = useT();
  return (
    <select id={id} value={value ?? ''} onChange={(event) => onChange((event.target.value || null) as Locale | null)} {...aria}>
      {allowNone && <option value="">{noneLabel ?? t('common.noLanguage')}</option>}
      {LOCALES.map((code) => (
        <option key={code} value={code}>
          {t(`languages.${code}`)}
        </option>
      ))}
    </select>
  );
}
