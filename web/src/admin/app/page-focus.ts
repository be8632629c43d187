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

/** What a spot's first field is: something to fill in or, where there is none yet (no meal), the button that adds it. */
const FIELD = 'input:not([type="hidden"]), select, textarea';

/**
 * The field an address's #hash names (the set-up list's links, components/setup-spots.ts), or the first field of the
 * part it names, focused and scrolled to the middle of the screen (clear of the phone's tab bar, its label in view).
 * A closed <details> is opened first; its form may be drawn only once it is open, so null until the field exists.
 */
function focusSpot(id: string): HTMLElement | null {
  const spot = document.getElementById(id);
  if (!spot) return null;
  if (spot instanceof HTMLDetailsElement && !spot.open) spot.open = true;
  const field = spot.matches(`${FIELD}, button`) ? spot : (spot.querySelector<HTMLElement>(FIELD) ?? spot.querySelector<HTMLElement>('button'));
  // A screen drawn once its parts have loaded (components/load-gate.tsx) holds them hidden until then.
  if (!field || field.closest('[hidden]')) return null;
  field.focus({ preventScroll: true });
  field.scrollIntoView({ block: 'center' });
  return field;
}

/**
 * After a move the couple made, the focus lands on the new screen's heading, as on the guests' site, or, when the
 * address names a spot (#hash), in the field there (issue 37). A screen that loads what it shows (Texts, Photos)
 * draws its heading twice, first over "Loading…", then over the content; the second heading is a new element and
 * the focus would fall to the page with the first, and a spot's field appears only with the content. So until the
 * couple does something (a key, a tap, the focus going anywhere else) the heading that replaces a focused one takes
 * the focus, and the spot's field takes it once it is there.
 */
export function focusNewPage(state: RouterState<unknown>): void {
  if (!state.visitorMoved) return;
  stopFollowing?.();
  const spot = decodeURIComponent(state.url.hash.slice(1));
  const atSpot = () => (spot ? focusSpot(spot) : null);
  let landed = atSpot();
  // The spot's field is not drawn yet (its screen is loading): the heading holds the focus meanwhile, never the page.
  let waiting = spot !== '' && !landed;
  landed ??= focusHeading();
  const main = document.querySelector('main');
  if ((!landed && !waiting) || !main) return;
  const observer = new MutationObserver(() => {
    const focusLost = document.activeElement === null || document.activeElement === document.body;
    if (waiting) {
      if (!focusLost && document.activeElement !== landed) return stop();
      const field = atSpot();
      if (field) [landed, waiting] = [field, false];
      else if (!landed?.isConnected) landed = focusHeading();
      return;
    }
    if (landed?.isConnected) return;
    if (!focusLost) return stop();
    landed = atSpot() ?? focusHeading();
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
  // A hidden part shown (a screen's LoadGate opening) brings its fields as surely as new elements do.
  observer.observe(main, { childList: true, subtree: true, attributes: true, attributeFilter: ['hidden'] });
  document.addEventListener('keydown', stopOnAction, true);
  document.addEventListener('pointerdown', stopOnAction, true);
  stopFollowing = stop;
}
