import { useCallback, useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import type { StatusMessage } from './form-status';

/**
 * Focus and results, the dashboard's one pattern (docs/product.md, how every screen behaves): after an action the
 * focus stays on the control that did it, or moves to its result when the control is gone or has nothing left to
 * do; the result is said next to the control and announced (a polite live region that is always in the page, so a
 * screen reader hears each new message).
 *
 *   const result = useActionResult();
 *   …result.show({ text: t('common.saved'), error: false })          // focus stays on the button
 *   …result.showAndFocus({ text: t('common.saved'), error: false })  // the button was disabled: focus to the result
 *   <button {...busyProps(pending)}>…</button> <ActionResult result={result} />
 */
export interface ActionResultState {
  message: StatusMessage;
  /** Counts the messages shown, so that the same words said twice are announced twice. */
  count: number;
  region: RefObject<HTMLDivElement | null>;
  /** Says the result; the focus stays where it is (on the control). */
  show: (message: StatusMessage) => void;
  /** Says the result and moves the focus to it, once it is drawn. */
  showAndFocus: (message: StatusMessage) => void;
  clear: () => void;
}

export function useActionResult(): ActionResultState {
  const [shown, setShown] = useState<{ message: StatusMessage; count: number; focus: boolean }>({ message: null, count: 0, focus: false });
  const region = useRef<HTMLDivElement>(null);
  // After the render that draws the words: focusing before it would land on an empty line, or on a control that
  // the same render takes away.
  useEffect(() => {
    if (shown.focus && shown.message) region.current?.focus();
  }, [shown]);
  const show = useCallback((message: StatusMessage) => setShown((last) => ({ message, count: last.count + 1, focus: false })), []);
  const showAndFocus = useCallback((message: StatusMessage) => setShown((last) => ({ message, count: last.count + 1, focus: true })), []);
  const clear = useCallback(() => setShown((last) => (last.message ? { message: null, count: last.count, focus: false } : last)), []);
  return { message: shown.message, count: shown.count, region, show, showAndFocus, clear };
}

interface ActionResultProps {
  result: ActionResultState;
  id?: string;
  className?: string;
  /** What the message stands for in detail (the lines an import refused), said with it. */
  details?: ReactNode;
}

/** The result, to be placed right after the control it answers. It takes the focus only when told to. */
export function ActionResult({ result, id, className, details }: ActionResultProps) {
  const { message, count, region } = result;
  const kind = message?.error ? 'error' : 'success';
  return (
    <div ref={region} id={id} tabIndex={-1} role="status" aria-live="polite" className={`action-result ${kind}${className ? ` ${className}` : ''}`}>
      {/* New nodes for each message: a live region announces a change, and the same words again are none. */}
      {message && (
        <div key={count}>
          <p>{message.text}</p>
          {details}
        </div>
      )}
    </div>
  );
}

/**
 * A control kept in the tab order while its action runs: `disabled` would drop the focus to the page, so the control
 * says it is busy instead, and its handler ignores a second press (check `pending` there).
 */
export function busyProps(busy: boolean): { 'aria-disabled'?: true; 'aria-busy'?: true } {
  return busy ? { 'aria-disabled': true, 'aria-busy': true } : {};
}
