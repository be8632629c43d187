import { useSyncExternalStore } from 'react';

/** Wide enough for two languages side by side (a tablet across, a computer). */
const WIDE = '(min-width: 900px)';

function subscribe(changed: () => void): () => void {
  const query = window.matchMedia(WIDE);
  query.addEventListener('change', changed);
  return () => query.removeEventListener('change', changed);
}

/** Whether the screen is wide enough for a second language beside the first. */
export function useWideScreen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(WIDE).matches,
    () => false,
  );
}
