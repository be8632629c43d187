import type { Locale } from '#common/locales';
import type { WeddingFacts } from '#common/wedding-facts';
import { LanguageSelect } from '../../components/language-select';
import { adminLocale, setAdminLocale, useT } from '../../i18n/admin-i18n';
import { FactsForm } from './facts-form';
import { PrivacyPanel } from './privacy-panel';

interface SettingsPageProps {
  onSignedOut: () => void;
  onFactsSaved: (facts: WeddingFacts) => void;
}

/** The wedding's facts, what to forget after the wedding, and the couple's own setting: the dashboard's language. */
export function SettingsPage({ onSignedOut, onFactsSaved }: SettingsPageProps) {
  const { t } = useT();
  return (
    <>
      <h1>{t('settings.heading')}</h1>
      <FactsForm onSignedOut={onSignedOut} onSaved={onFactsSaved} />
      <PrivacyPanel onSignedOut={onSignedOut} />
      <section className="panel">
        <h2>{t('settings.yours')}</h2>
        <div className="field">
          <label htmlFor="dashboard-language">{t('common.dashboardLanguage')}</label>
          <LanguageSelect id="dashboard-language" value={adminLocale()} onChange={(locale) => void setAdminLocale(locale as Locale)} />
          <p className="help">{t('settings.languageHelp')}</p>
        </div>
      </section>
    </>
  );
}
