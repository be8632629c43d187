import type { WeddingFacts } from '#common/wedding-facts';
import { LoadGate } from '../../components/load-gate';
import { useRole } from '../../components/role-context';
import { useT } from '../../i18n/admin-i18n';
import { DashboardLanguage } from './dashboard-language';
import { FactsForm } from './facts-form';
import { GuestLinksForm } from './guest-links-form';
import { MailPanel } from './mail-panel';
import { PrivacyPanel } from './privacy-panel';
import { SessionsPanel } from './sessions-panel';
import { SignInsPanel } from './sign-ins-panel';

interface SettingsPageProps {
  /** The outbox's screen, which the e-mail panel links to. */
  outboxPath: string;
  onSignedOut: () => void;
  onFactsSaved: (facts: WeddingFacts) => void;
}

/**
 * The wedding's facts, e-mail (the mail server and a test e-mail), until when the guests' links work, what to forget
 * after the wedding, where the dashboard is signed in and every sign-in to it (the couple's: everyone's; a planner
 * finds their own beside their passkeys), and the couple's own setting: the dashboard's language.
 */
export function SettingsPage({ outboxPath, onSignedOut, onFactsSaved }: SettingsPageProps) {
  const { t } = useT();
  const couple = useRole() === 'couple';
  return (
    <>
      <h1>{t('settings.heading')}</h1>
      {/* Drawn once its forms have their saved values: drawn as each came, they moved under the couple's thumb. */}
      <LoadGate>
        <FactsForm onSignedOut={onSignedOut} onSaved={onFactsSaved} />
        <MailPanel outboxPath={outboxPath} onSignedOut={onSignedOut} />
        <GuestLinksForm onSignedOut={onSignedOut} />
        <PrivacyPanel onSignedOut={onSignedOut} />
        {couple && <SessionsPanel onSignedOut={onSignedOut} />}
        {couple && <SignInsPanel onSignedOut={onSignedOut} />}
        <DashboardLanguage />
      </LoadGate>
    </>
  );
}
