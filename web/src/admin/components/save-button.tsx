import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { ActionResult, type StatusMessage } from './action-result';

interface SaveButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'aria-busy' | 'aria-disabled' | 'children'> {
  /** The form's useSave(): its pending state marks the button busy, its message is the result line. */
  save?: { pending: boolean; message: StatusMessage };
  /** Busy for this button alone (one of several actions of a screen); else `save.pending`. */
  busy?: boolean;
  /**
   * It cannot act now (a photo already first cannot move up), said with aria-disabled while it keeps the focus: a
   * button that just moved its item to the end stays where the couple is. Its handler checks it too.
   */
  unavailable?: boolean;
  children: ReactNode;
  /** The words while busy ("Saving…"); the button's own words when not given. */
  busyLabel?: ReactNode;
  /**
   * The result line right after the button (the default). False where one line answers a row of buttons: the
   * form puts <ActionResult message={save.message} /> after the row.
   */
  result?: boolean;
  resultId?: string;
  resultRef?: Ref<HTMLDivElement>;
  ref?: Ref<HTMLButtonElement>;
}

/**
 * The dashboard's one button for an action that asks the server (decision 0055): while the action runs it stays
 * enabled and focusable, marked busy (aria-busy, aria-disabled), because a disabled button drops the focus to the
 * page; its handler's second press is ignored by useSave. The answer is said in the result line beside it.
 * `disabled` stays for a button that cannot act at all now (a move past the list's end), never for "busy".
 */
export function SaveButton({ save, busy, unavailable = false, children, busyLabel, result = true, resultId, resultRef, type = 'button', ...button }: SaveButtonProps) {
  const isBusy = busy ?? save?.pending ?? false;
  return (
    <>
      <button type={type} {...button} aria-busy={isBusy || undefined} aria-disabled={isBusy || unavailable || undefined}>
        {isBusy && busyLabel !== undefined ? busyLabel : children}
      </button>
      {result && save && <ActionResult message={save.message} id={resultId} ref={resultRef} />}
    </>
  );
}
