import type { WeddingFacts } from '#common/wedding-facts';
import { useT } from '../../i18n/admin-i18n';
import { DashboardLanguage } from './dashboard-language';
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
      <DashboardLanguage />
    </>
  );
}
