import { LOCALES, type Locale } from '#common/locales';
import { useT } from '../i18n/admin-i18n';

interface LanguageSelectProps {
  id: string;
  value: Locale | null;
  onChange: (value: Locale | null) => void;
  /** Offer "not set" (a guest's language may be left to the guest's browser). */
  allowNone?: boolean;
}

/** A guest's (or the dashboard's) language among the site's five, named in the couple's language. */
export function LanguageSelect({ id, value, onChange, allowNone = false }: LanguageSelectProps) {
  const { t } = useT();
  return (
    <select id={id} value={value ?? ''} onChange={(event) => onChange((event.target.value || null) as Locale | null)}>
      {allowNone && <option value="">{t('common.noLanguage')}</option>}
      {LOCALES.map((code) => (
        <option key={code} value={code}>
          {t(`languages.${code}`)}
        </option>
      ))}
    </select>
  );
}
