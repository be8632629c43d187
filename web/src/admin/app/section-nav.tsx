import './section-nav.css';
import { useT } from '../i18n/admin-i18n';
import { NavLink } from '../../lib/router/nav-link';
import { ADMIN_PAGES } from './admin-paths';

/** The screens of the invitation's tab: the invitation itself, and the answers (their own tab would not fit a 320 px phone). */
export function inInvitationSection(pathname: string): boolean {
  return pathname === ADMIN_PAGES.invitation || pathname === ADMIN_PAGES.answers || pathname.startsWith(`${ADMIN_PAGES.answers}/`);
}

/**
 * The invitation's tab holds three screens: the invitation (events, pages, the switch), who answered, and how guests
 * answer (deadline, meals, the couple's questions). The bar at the bottom keeps its places in every language; this
 * row of links, above each of these screens, goes between them.
 */
export function SectionNav() {
  const { t } = useT();
  return (
    <nav className="section-nav" aria-label={t('rsvp.nav.label')}>
      <ul>
        <li>
          <NavLink to={ADMIN_PAGES.invitation}>{t('nav.invitation')}</NavLink>
        </li>
        <li>
          <NavLink to={ADMIN_PAGES.answers}>{t('rsvp.nav.answers')}</NavLink>
        </li>
        <li>
          <NavLink to={ADMIN_PAGES.answersSettings}>{t('rsvp.nav.settings')}</NavLink>
        </li>
      </ul>
    </nav>
  );
}
