import type { RouterState } from '../lib/router/create-router';

/** The live region the layout renders: what it says, screen readers announce. */
export const PAGE_ANNOUNCER_ID = 'page-announcer';

/**
 * After a navigation the visitor made, focus moves to the new page's main heading (the link they chose may have
 * gone with the menu), and its name is announced: a keyboard or screen-reader user lands where a sighted visitor
 * looks. The first load and revalidations leave focus alone.
 */
export function showPageToVisitor(state: RouterState<unknown>): void {
  if (!state.visitorMoved) return;
  const main = document.querySelector('main');
  const target = main?.querySelector<HTMLElement>('h1') ?? main;
  if (!target) return;
  target.tabIndex = -1;
  target.focus({ preventScroll: true });
  const announcer = document.getElementById(PAGE_ANNOUNCER_ID);
  if (announcer) announcer.textContent = target.textContent?.trim() || document.title;
}
