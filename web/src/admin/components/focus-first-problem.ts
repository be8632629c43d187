import { useEffect, useRef, useState, type RefObject } from 'react';

/**
 * After a refused save, the focus goes to the first field marked in error (aria-invalid) inside `container`, so the
 * couple starts where the first problem is, not at a message further down, and a screen reader reads the field with
 * its problem (its aria-describedby). Call `refused()` when the problems are set: the focus moves once the render
 * that marks the fields is on screen. Nothing marked (a problem of the whole form): `fallback`, if given.
 */
export function useFocusFirstProblem(container: RefObject<HTMLElement | null>, fallback?: RefObject<HTMLElement | null>): () => void {
  const [refusals, setRefusals] = useState(0);
  const handled = useRef(0);
  useEffect(() => {
    if (refusals === handled.current) return;
    handled.current = refusals;
    const first = container.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    (first ?? fallback?.current)?.focus();
  }, [refusals, container, fallback]);
  return () => setRefusals((count) => count + 1);
}
