import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { isPlainLeftClick } from './link-click';
import { useLocation, useNavigate } from './router-provider';

type NavLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { to: string };

/**
 * A link that navigates in the app (through the guard) and marks itself when its path is the one shown:
 * class `active` and `aria-current="page"`. The match is exact: the app has no nested routes.
 */
export function NavLink({ to, className, onClick, ...rest }: NavLinkProps) {
  const navigate = useNavigate();
  const isActive = useLocation().pathname === to;

  function handleClick(event: MouseEvent<HTMLAnchorElement>) {
    onClick?.(event);
    // Anything but a plain left click (new tab, new window, download) is left to the browser.
    if (event.defaultPrevented || !isPlainLeftClick(event, rest.target)) return;
    event.preventDefault();
    void navigate(to);
  }

  return (
    <a
      {...rest}
      href={to}
      className={isActive ? `${className ?? ''} active`.trim() : className}
      aria-current={isActive ? 'page' : undefined}
      onClick={handleClick}
    />
  );
}
