import type { RouterState } from '../../lib/router/create-router';

/** How long a screen may take to draw its own heading after its first one (a screen that loads its content first). */
const SETTLING_MS = 10_000;
let stopFollowing: (() => void) | undefined;

function focusHeading(): HTMLElement | null {
  const heading = document.querySelector<HTMLElement>('main h1');
  if (!heading) return null;
  heading.tabIndex = -1;
  heading.focus({ preventScroll: true });
  return heading;
}

/**
 * After a move the couple made, the focus lands on the new screen's heading, as on the guests' site. A screen that
 * loads what it shows (Texts, Photos) draws its heading twice, first over "Loading…", then over the content; the
 * second heading is a new element and the focus would fall to the page with the first. So until the couple does
 * something (a key, a tap, the focus going anywhere else) the heading that replaces a focused one takes the focus.
 */
export function focusNewPage(state: RouterState<unknown>): void {
  if (!state.visitorMoved) return;
  stopFollowing?.();
  let heading = focusHeading();
  const main = document.querySelector('main');
  if (!heading || !main) return;
  const observer = new MutationObserver(() => {
    if (heading?.isConnected) return;
    const focusLost = document.activeElement === null || document.activeElement === document.body;
    if (!focusLost) return stop();
    heading = focusHeading();
  });
  const stopOnAction = () => stop();
  const timer = window.setTimeout(() => stop(), SETTLING_MS);
  function stop() {
    observer.disconnect();
    window.clearTimeout(timer);
    document.removeEventListener('keydown', stopOnAction, true);
    document.removeEventListener('pointerdown', stopOnAction, true);
    if (stopFollowing === stop) stopFollowing = undefined;
  }
  observer.observe(main, { childList: true, subtree: true });
  document.addEventListener('keydown', stopOnAction, true);
  document.addEventListener('pointerdown', stopOnAction, true);
  stopFollowing = stop;
}
