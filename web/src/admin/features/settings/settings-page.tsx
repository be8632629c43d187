import type { Locale } from '#common/locales';
import { LanguageSelect } from '../../components/language-select';
import { adminLocale, setAdminLocale, useT } from '../../i18n/admin-i18n';

/** The couple's own settings: the dashboard's language (the wedding's facts follow with the content issue). */
export function SettingsPage() {
  const { t } = useT();
  return (
    <section className="panel" aria-labelledby="settings-heading">
      <h1 id="settings-heading">{t('settings.heading')}</h1>
      <div className="field">
        <label htmlFor="dashboard-language">{t('common.dashboardLanguage')}</label>
        <LanguageSelect id="dashboard-language" value={adminLocale()} onChange={(locale) => void setAdminLocale(locale as Locale)} />
        <p className="help">{t('settings.languageHelp')}</p>
      </div>
    </section>
  );
}
