import { useCallback, useRef, useState } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { NavLink } from 'react-router';
import { useDismiss } from '../components/use-dismiss';
import { ROUTES } from './guard-loader';
import { useSite } from './site-context';

/** Navigation items of spec §3: translation key, href, active (from the router) and disabled flags. */
const NAV_ITEMS = [
  { key: 'navigation.home', href: ROUTES.home, disabled: false },
  { key: 'navigation.faq', href: ROUTES.faq, disabled: false },
] as const;

export function SiteHeader({ authenticated }: { authenticated: boolean }) {
  const { t } = useTranslation();
  const { coupleNames } = useSite();
  const [open, setOpen] = useState(false);
  const menuRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, menuRef, close, buttonRef);

  return (
    <header className="site-header">
      <p className="site-title">{coupleNames}</p>
      <div className="menu" ref={menuRef}>
        <button
          ref={buttonRef}
          type="button"
          className="menu-button"
          aria-expanded={open}
          aria-controls="site-navigation"
          aria-label={t('navigation.menu')}
          onClick={() => setOpen((value) => !value)}
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
                    end
                    aria-disabled={item.disabled || undefined}
                    className={({ isActive }) => (isActive ? 'menu-item active' : 'menu-item')}
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
