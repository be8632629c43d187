import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useT } from '../i18n/admin-i18n';
import { TabIcon } from './tab-icons';

interface MoreMenuProps {
  /** One of its entries is the screen shown: the More tab is marked as the current section. */
  current: boolean;
  /** The pathname shown: moving to another screen closes the menu. */
  pathname: string;
  /** The entries, each an <li>. */
  children: ReactNode;
}

/**
 * The tab bar's fifth place on a phone: the sections that do not fit five whole words across 320 px (Photos,
 * Settings, E-mails, Changes, the guest site, Sign out), behind one button. A disclosure, not an ARIA menu: the entries are plain
 * links and a button the couple tabs through. Escape closes it and gives the focus back to the button; so does a
 * tap elsewhere, or the focus leaving it. On a wide screen the side bar shows the entries and no button (admin.css).
 */
export function MoreMenu({ current, pathname, children }: MoreMenuProps) {
  const { t } = useT();
  const id = useId();
  // Open on the screen it was opened on: moving to another screen closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const setOpen = (on: boolean) => setOpenOn(on ? pathname : null);
  const root = useRef<HTMLLIElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const outside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpenOn(null);
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [open]);

  return (
    <li
      ref={root}
      className={open ? 'more open' : 'more'}
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || !open) return;
        event.preventDefault();
        setOpen(false);
        button.current?.focus();
      }}
      onBlur={(event) => {
        if (open && event.relatedTarget && !root.current?.contains(event.relatedTarget as Node)) setOpen(false);
      }}
    >
      <button ref={button} type="button" className={current ? 'more-button active' : 'more-button'} aria-expanded={open} aria-controls={id} onClick={() => setOpen(!open)}>
        <TabIcon name="more" />
        <span className="tab-label">{t('tabs.more')}</span>
      </button>
      <ul id={id} className="more-menu" aria-label={t('tabs.moreLabel')}>
        {children}
      </ul>
    </li>
  );
}
