import { useLayoutEffect, useRef, type RefObject } from 'react';

type Pending = { moved: number; delta: number } | { removedAt: number };

/**
 * Keeps the focus where the couple is when a list changes (the dashboard's patterns: focus never falls to the page).
 * A move re-renders the list in its new order, which takes the focused button out of the document for a moment, and
 * the button may now be disabled (the item reached the top or the bottom): the moved item's button of the same
 * direction takes the focus again, or its other one. A removal takes the focused item away: its neighbour (the next
 * one, else the one before) takes the focus, or the list's heading (tabIndex -1) once the list is empty.
 */
export function useListFocus(items: unknown, heading: RefObject<HTMLElement | null>) {
  const pending = useRef<Pending | null>(null);
  const list = useRef<HTMLOListElement>(null);
  useLayoutEffect(() => {
    const change = pending.current;
    pending.current = null;
    if (!change || !list.current) return;
    if ('moved' in change) {
      const [up, down] = list.current.querySelectorAll<HTMLButtonElement>(`[data-item-id="${change.moved}"] .move-buttons button`);
      if (!up || !down) return;
      const wanted = change.delta < 0 ? up : down;
      (wanted.disabled ? (wanted === up ? down : up) : wanted).focus();
      return;
    }
    const rows = [...list.current.querySelectorAll<HTMLElement>(':scope > li')];
    const neighbour = (rows[change.removedAt] ?? rows[change.removedAt - 1])?.querySelector<HTMLElement>('summary');
    (neighbour ?? heading.current)?.focus();
  }, [items, heading]);
  return {
    list,
    /** Call before the list changes to its new order. */
    moving: (id: number, delta: number) => {
      pending.current = { moved: id, delta };
    },
    /** Call before the list changes without the item that was at `index`. */
    removing: (index: number) => {
      pending.current = { removedAt: index };
    },
  };
}
