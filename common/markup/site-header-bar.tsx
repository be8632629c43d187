/** @jsxRuntime automatic @jsxImportSource react */
/*
 * The header bar of every page. The web app renders it with the live menu; the server renders it, with a still
 * menu button, into the page's first frame before the app has loaded (server/static/first-paint.ts). One source
 * for both, so the frame and the app cannot drift apart.
 */
import type { ReactNode, Ref } from 'react';

interface SiteHeaderBarProps {
  title: string;
  /** The menu: the live button and navigation in the app, a still button in the first frame. */
  children: ReactNode;
  menuRef?: Ref<HTMLDivElement>;
}

export function SiteHeaderBar({ title, children, menuRef }: SiteHeaderBarProps) {
  return (
    <header className="site-header">
      <p className="site-title">{title}</p>
      <div className="menu" ref={menuRef}>
        {children}
      </div>
    </header>
  );
}

/** The three lines of the menu button. */
export function MenuIcon() {
  return <span className="menu-icon" aria-hidden="true" />;
}

/** The menu button as the first frame shows it: the same box, not yet a button (the app is not there to answer). */
export function StillMenuButton() {
  return (
    <span className="menu-button" aria-hidden="true">
      <MenuIcon />
    </span>
  );
}
