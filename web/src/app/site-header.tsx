import { APP_PATHS, INVITATION_PAGE_PATHS, PHOTO_PAGE_PATHS } from '#common/app-paths';
import type { InfoPage } from '#common/invitation-api';
import { MenuIcon, SiteHeaderBar } from '#common/markup/site-header-bar';
import { useDisclosure } from '../components/use-disclosure';
import { useTranslation } from '../i18n/use-translation';
import { NavLink } from '../lib/router/nav-link';
import { useSite } from './site-context';

/**
 * Navigation items (docs/product.md, around every page): translation key, href, active (from the router) and disabled
 * flags.
 */
const HOME_ITEM = { key: 'navigation.home', href: APP_PATHS.home, disabled: false } as const;
const FAQ_ITEM = { key: 'navigation.faq', href: APP_PATHS.faq, disabled: false } as const;
/** Answering the invitation (issue 20), after the invitation's pages. */
const RSVP_ITEM = { key: 'rsvp.menu', href: APP_PATHS.rsvp, disabled: false } as const;
/** The day's photos (issue 39), while guests may add theirs: adding, and the gallery. */
const PHOTO_ITEMS = [
  { key: 'photos.add', href: PHOTO_PAGE_PATHS.add, disabled: false },
  { key: 'photos.menu', href: PHOTO_PAGE_PATHS.gallery, disabled: false },
] as const;

/** The header with the couple's title and the menu; the server paints a still copy of it first (common/markup). */
interface SiteHeaderProps {
  authenticated: boolean;
  /** The invitation's pages to offer once the couple has switched the site to it (issue 19), between Home and FAQ. */
  invitationPages?: readonly InfoPage[];
  /** The site is in the invitation phase: the menu offers answering too (issue 20). */
  answering?: boolean;
  /** Guests may add the day's photos now (issue 39): the menu offers adding them and the gallery. */
  addingPhotos?: boolean;
  onSignOut: () => void;
}

export function SiteHeader({ authenticated, invitationPages = [], answering = false, addingPhotos = false, onSignOut }: SiteHeaderProps) {
  const { t } = useTranslation();
  const { coupleNames } = useSite();
  const { open, close, toggle, wrapperRef, buttonRef } = useDisclosure();
  const items = [
    HOME_ITEM,
    ...invitationPages.map((page) => ({ key: `invitation.pages.${page}` as const, href: INVITATION_PAGE_PATHS[page], disabled: false })),
    ...(answering ? [RSVP_ITEM] : []),
    ...(addingPhotos ? PHOTO_ITEMS : []),
    FAQ_ITEM,
  ];

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
            {items.map((item) => (
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
