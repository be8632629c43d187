import { useSyncExternalStore } from 'react';

const FINE_POINTER = '(pointer: fine)';

function subscribe(changed: () => void): () => void {
  const query = window.matchMedia(FINE_POINTER);
  query.addEventListener('change', changed);
  return () => query.removeEventListener('change', changed);
}

/**
 * Whether the main pointer can drag (a mouse or a trackpad). On a touch screen a long press scrolls or selects
 * instead, so dragging is offered, and talked about, only where this is true; the buttons work everywhere.
 */
export function useFinePointer(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(FINE_POINTER).matches,
    () => false,
  );
}
