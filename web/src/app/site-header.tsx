import { APP_PATHS } from '#common/app-paths';
import { MenuIcon, SiteHeaderBar } from '#common/markup/site-header-bar';
import { useDisclosure } from '../components/use-disclosure';
import { useTranslation } from '../i18n/use-translation';
import { NavLink } from '../lib/router/nav-link';
import { useSite } from './site-context';

/**
 * Navigation items (docs/product.md, around every page): translation key, href, active (from the router) and disabled
 * flags.
 */
const NAV_ITEMS = [
  { key: 'navigation.home', href: APP_PATHS.home, disabled: false },
  { key: 'navigation.faq', href: APP_PATHS.faq, disabled: false },
] as const;

/** The header with the couple's title and the menu; the server paints a still copy of it first (common/markup). */
interface SiteHeaderProps {
  authenticated: boolean;
  onSignOut: () => void;
}

export function SiteHeader({ authenticated, onSignOut }: SiteHeaderProps) {
  const { t } = useTranslation();
  const { coupleNames } = useSite();
  const { open, close, toggle, wrapperRef, buttonRef } = useDisclosure();

  return (
    <SiteHeaderBar title={coupleNames} menuRef={wrapperRef}>
      <button
        ref={buttonRef}
        type="button"
        className="menu-button"
        aria-expanded={open}
        aria-controls="site-navigation"
        aria-label={t('navigation.menu')}
        onClick={toggle}
      >
        <MenuIcon />
      </button>
      <nav id="site-navigation" className="menu-panel" hidden={!open} aria-label={t('navigation.menu')}>
        {/* The items exist only for signed-in guests (docs/product.md, who may see what). */}
        {authenticated && (
          <ul>
            {NAV_ITEMS.map((item) => (
              <li key={item.href}>
                <NavLink to={item.href} aria-disabled={item.disabled || undefined} className="menu-item" onClick={close}>
                  {t(item.key)}
                </NavLink>
              </li>
            ))}
            <li>
              <button
                type="button"
                className="menu-item sign-out"
                onClick={() => {
                  close();
                  onSignOut();
                }}
              >
                {t('navigation.signOut')}
              </button>
            </li>
          </ul>
        )}
      </nav>
    </SiteHeaderBar>
  );
}
