import { useEffect, useRef, useState, type ReactNode } from 'react';
import { signOut as endSession } from '../api/admin-calls';
import { adminLocale, setAdminLocale, useT } from '../i18n/admin-i18n';
import { NavLink } from '../../lib/router/nav-link';
import { useLocation, useNavigate } from '../../lib/router/router-provider';
import { ADMIN_PAGES, guestIdOfPath, SIGNED_OUT_PAGE } from './admin-paths';
import { keepFocusAboveBar } from './focus-above-bar';
import { MoreMenu } from './more-menu';
import { useRole } from '../components/role-context';
import { inInvitationSection } from './section-nav';
import { TabIcon, type TabIconName } from './tab-icons';

/** A tab: its picture above its word, the word whole (never broken mid-word: admin.css). */
function Tab({ to, icon, label, current = false }: { to: string; icon: TabIconName; label: string; current?: boolean }) {
  return (
    <NavLink to={to} className={current ? 'active' : undefined}>
      <TabIcon name={icon} />
      <span className="tab-label">{label}</span>
    </NavLink>
  );
}

/**
 * The dashboard's frame: a tab bar at the bottom on phones, a side bar on wide screens (admin.css). Five places fit
 * five whole words in every language at 320 px: the overview, the guests, the invitation (its answers are screens of
 * its tab: section-nav.tsx), the texts, and More for the rest, sign-out last and apart. A helper for the day has
 * fewer (app/roles.ts): the overview, the guests, the answers and the photos; the couple alone has People and Changes.
 */
export function AdminLayout({ signedIn, children }: { signedIn: boolean; children: ReactNode }) {
  const { t } = useT();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const inSection = inInvitationSection(pathname);
  const role = useRole();
  const helper = role === 'helper';
  const [signOutFailed, setSignOutFailed] = useState(false);
  const bar = useRef<HTMLElement>(null);
  useEffect(() => (signedIn && bar.current ? keepFocusAboveBar(bar.current) : undefined), [signedIn]);
  async function signOut() {
    const ended = await endSession();
    setSignOutFailed(!ended.ok);
    // The answer told the browser to forget the site's storage (Clear-Site-Data), the dashboard's language with it.
    if (ended.ok) await setAdminLocale(adminLocale());
    // The sign-in screen says the couple signed out; the move puts the focus on its heading (page-focus.ts).
    if (ended.ok) await navigate(SIGNED_OUT_PAGE, { replace: true });
  }
  return (
    <div className={signedIn ? 'admin signed-in' : 'admin'}>
      {signedIn && (
        <nav className="admin-nav" ref={bar} aria-label={t('nav.label')}>
          <ul className="tabs">
            <li>
              <Tab to={ADMIN_PAGES.overview} icon="overview" label={t('tabs.overview')} />
            </li>
            <li>
              <Tab to={ADMIN_PAGES.guests} icon="guests" label={t('nav.guests')} current={guestIdOfPath(pathname) !== undefined} />
            </li>
            {helper ? (
              <>
                <li>
                  <Tab to={ADMIN_PAGES.answers} icon="invitation" label={t('rsvp.nav.answers')} />
                </li>
                <li>
                  <Tab to={ADMIN_PAGES.photos} icon="photos" label={t('nav.photos')} />
                </li>
              </>
            ) : (
              <>
                <li>
                  <Tab to={ADMIN_PAGES.invitation} icon="invitation" label={t('nav.invitation')} current={inSection && pathname !== ADMIN_PAGES.invitation} />
                </li>
                <li>
                  <Tab to={ADMIN_PAGES.texts} icon="texts" label={t('nav.texts')} />
                </li>
              </>
            )}
            <MoreMenu current={pathname === ADMIN_PAGES.guestPhotos || (!helper && ([ADMIN_PAGES.photos, ADMIN_PAGES.settings, ADMIN_PAGES.outbox, ADMIN_PAGES.changes, ADMIN_PAGES.people, ADMIN_PAGES.passkeys] as string[]).includes(pathname))} pathname={pathname}>
              <li>
                <Tab to={ADMIN_PAGES.guestPhotos} icon="photos" label={t('nav.guestPhotos')} />
              </li>
              {!helper && (
                <>
                  <li>
                    <Tab to={ADMIN_PAGES.photos} icon="photos" label={t('nav.photos')} />
                  </li>
                  <li>
                    <Tab to={ADMIN_PAGES.settings} icon="settings" label={t('nav.settings')} />
                  </li>
                  <li>
                    <Tab to={ADMIN_PAGES.outbox} icon="outbox" label={t('nav.outbox')} />
                  </li>
                </>
              )}
              {role === 'couple' && (
                <>
                  <li>
                    <Tab to={ADMIN_PAGES.people} icon="people" label={t('nav.people')} />
                  </li>
                  <li>
                    <Tab to={ADMIN_PAGES.changes} icon="changes" label={t('nav.changes')} />
                  </li>
                </>
              )}
              <li>
                <Tab to={ADMIN_PAGES.passkeys} icon="passkeys" label={t('nav.passkeys')} />
              </li>
              <li>
                <a href="/login" target="_blank" rel="noopener">
                  <TabIcon name="site" />
                  <span className="tab-label">{t('nav.openSite')}</span>
                  <span className="visually-hidden"> {t('tabs.newTab')}</span>
                </a>
              </li>
              <li className="sign-out">
                <button type="button" onClick={() => void signOut()} aria-describedby={signOutFailed ? 'sign-out-failed' : undefined}>
                  <TabIcon name="signOut" />
                  <span className="tab-label">{t('nav.signOut')}</span>
                </button>
                <p id="sign-out-failed" role="status" className="sign-out-result">
                  {signOutFailed ? t('tabs.signOutFailed') : ''}
                </p>
              </li>
            </MoreMenu>
          </ul>
        </nav>
      )}
      <main className="admin-main" id="main">
        {children}
      </main>
    </div>
  );
}
