import type { ReactNode } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { LanguageMenu } from './language-menu';
import { useLocation } from './router/router-provider';
import { SiteHeader } from './site-header';
import { useSite } from './site-context';
import { useGuardData } from './use-guard-data';

export function Layout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { authenticated } = useGuardData();
  const { pathname } = useLocation();
  const { copyrightYear } = useSite();

  return (
    <div className="layout">
      <SiteHeader authenticated={authenticated} />
      {/* A new key per page replays the fade-in (spec §2: the main area fades between pages). */}
      <main key={pathname} className="page">
        {children}
      </main>
      <footer className="site-footer">
        <p>{t('footer.message', { copy: copyrightYear })}</p>
        <LanguageMenu authenticated={authenticated} />
      </footer>
    </div>
  );
}
