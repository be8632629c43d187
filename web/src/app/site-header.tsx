import { useTranslation } from '../i18n/use-translation';
import { useDisclosure } from '../components/use-disclosure';
import { ROUTES } from './guard-loader';
import { NavLink } from './router/nav-link';
import { useSite } from './site-context';

/** Navigation items of spec §3: translation key, href, active (from the router) and disabled flags. */
const NAV_ITEMS = [
  { key: 'navigation.home', href: ROUTES.home, disabled: false },
  { key: 'navigation.faq', href: ROUTES.faq, disabled: false },
] as const;

/** The server sends a still copy of this header before the app runs (server/static/first-paint.ts): keep the classes. */
export function SiteHeader({ authenticated }: { authenticated: boolean }) {
  const { t } = useTranslation();
  const { coupleNames } = useSite();
  const { open, close, toggle, wrapperRef, buttonRef } = useDisclosure();

  return (
    <header className="site-header">
      <p className="site-title">{coupleNames}</p>
      <div className="menu" ref={wrapperRef}>
        <button
          ref={buttonRef}
          type="button"
          className="menu-button"
          aria-expanded={open}
          aria-controls="site-navigation"
          aria-label={t('navigation.menu')}
          onClick={toggle}
        >
          <span className="menu-icon" aria-hidden="true" />
        </button>
        <nav id="site-navigation" className="menu-panel" hidden={!open} aria-label={t('navigation.menu')}>
          {/* The items exist only for signed-in guests (spec §2). */}
          {authenticated && (
            <ul>
              {NAV_ITEMS.map((item) => (
                <li key={item.href}>
                  <NavLink
                    to={item.href}
                    aria-disabled={item.disabled || undefined}
                    className="menu-item"
                    onClick={close}
                  >
                    {t(item.key)}
                  </NavLink>
                </li>
              ))}
            </ul>
          )}
        </nav>
      </div>
    </header>
  );
}
