import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Moves the focus once React has drawn the change that brings its target: a new row's field, a neighbour after a
 * removal, a result line's words. Focusing at once (or in the next animation frame) can come before the render, when
 * the row does not exist yet or the result line is still empty and hidden, and the focus then stays behind.
 */
export function useFocusLater(): (find: () => HTMLElement | null | undefined) => void {
  const pending = useRef<(() => HTMLElement | null | undefined) | null>(null);
  const [request, setRequest] = useState(0);
  useEffect(() => {
    const find = pending.current;
    if (!find) return;
    pending.current = null;
    const target = find();
    if (!target) return;
    if (target.tabIndex < 0 && !target.hasAttribute('tabindex')) target.tabIndex = -1;
    target.focus();
  }, [request]);
  return useCallback((find) => {
    pending.current = find;
    setRequest((count) => count + 1);
  }, []);
}
