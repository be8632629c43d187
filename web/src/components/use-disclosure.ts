import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';

/**
 * Closes a popup on a click (or tap) outside `ref` and on Escape, while it is open. Escape returns focus to
 * `returnFocusTo`, so a keyboard user is not left on a vanished element.
 */
function useDismiss(
  open: boolean,
  ref: RefObject<HTMLElement | null>,
  close: () => void,
  returnFocusTo?: RefObject<HTMLElement | null>,
): void {
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (ref.current && !ref.current.contains(event.target as Node)) close();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      close();
      returnFocusTo?.current?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open, ref, close, returnFocusTo]);
}

/**
 * Open/closed state of a popup (the menu, the language list) with its wrapper and button refs, closed by a click
 * outside or Escape (useDismiss above). The caller puts `wrapperRef` on the popup and its button, `buttonRef` and `toggle` on the button.
 */
export function useDisclosure<Wrapper extends HTMLElement = HTMLDivElement>() {
  const [open, setOpen] = useState(false);
  const wrapperRef = useRef<Wrapper>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setOpen(false), []);
  const toggle = useCallback(() => setOpen((value) => !value), []);
  useDismiss(open, wrapperRef, close, buttonRef);
  return { open, close, toggle, wrapperRef, buttonRef };
}
