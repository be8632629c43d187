import type { ReactNode } from 'react';
import { signOut as endSession } from '../api/admin-calls';
import { useT } from '../i18n/admin-i18n';
import { NavLink } from '../../lib/router/nav-link';
import { useLocation, useRevalidate } from '../../lib/router/router-provider';
import { ADMIN_PAGES } from './admin-paths';
import { inInvitationSection } from './section-nav';

/**
 * The dashboard's frame: a tab bar at the bottom on phones, a side bar on wide screens (admin.css).
 */
export function AdminLayout({ signedIn, children }: { signedIn: boolean; children: ReactNode }) {
  const { t } = useT();
  const revalidate = useRevalidate();
  // The answers are screens of the invitation's tab (section-nav.tsx): the tab shows where the couple is.
  const { pathname } = useLocation();
  const inSection = inInvitationSection(pathname);
  async function signOut() {
    await endSession();
    await revalidate();
  }
  return (
    <div className={signedIn ? 'admin signed-in' : 'admin'}>
      {signedIn && (
        <nav className="admin-nav" aria-label={t('nav.label')}>
          <ul>
            <li>
              <NavLink to={ADMIN_PAGES.guests}>{t('nav.guests')}</NavLink>
            </li>
            <li>
              <NavLink to={ADMIN_PAGES.texts}>{t('nav.texts')}</NavLink>
            </li>
            <li>
              <NavLink to={ADMIN_PAGES.photos}>{t('nav.photos')}</NavLink>
            </li>
            <li>
              <NavLink to={ADMIN_PAGES.invitation} className={inSection && pathname !== ADMIN_PAGES.invitation ? 'active' : undefined}>
                {t('nav.invitation')}
              </NavLink>
            </li>
            <li>
              <NavLink to={ADMIN_PAGES.settings}>{t('nav.settings')}</NavLink>
            </li>
            <li>
              <button type="button" onClick={() => void signOut()}>
                {t('nav.signOut')}
              </button>
            </li>
          </ul>
        </nav>
      )}
      <main className="admin-main" id="main">
        {children}
      </main>
    </div>
  );
}
