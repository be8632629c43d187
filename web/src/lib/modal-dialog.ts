import { useLayoutEffect, useRef } from 'react';

/**
 * A native <dialog> shown as a modal while its component is: the browser keeps the focus inside it and closes it on
 * Escape. It is closed in a layout effect's cleanup, before React takes it out of the page, so close() gives the focus
 * back to what opened it (closing a dialog already removed gives it nowhere, and the focus fell to the page).
 * `afterOpen` runs once it is open (a dialog that puts the focus on its heading rather than its first control).
 */
export function useModalDialog(afterOpen?: () => void) {
  const dialog = useRef<HTMLDialogElement>(null);
  const opened = useRef(afterOpen);
  useLayoutEffect(() => {
    const element = dialog.current;
    element?.showModal();
    opened.current?.();
    return () => element?.close();
  }, []);
  return dialog;
}
