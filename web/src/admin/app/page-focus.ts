import type { RouterState } from '../../lib/router/create-router';

/** After a move the couple made, the focus lands on the new screen's heading, as on the guests' site. */
export function focusNewPage(state: RouterState<unknown>): void {
  if (!state.visitorMoved) return;
  const heading = document.querySelector<HTMLElement>('main h1');
  if (!heading) return;
  heading.tabIndex = -1;
  heading.focus({ preventScroll: true });
}
