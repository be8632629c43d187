import { useCallback, useEffect, useImperativeHandle, useRef, useState, type ReactNode, type Ref } from 'react';

/**
 * Where every screen of the dashboard says what an action did ("Saved", "Copied", a refusal): the one result line,
 * placed right after the control it answers (docs/product.md, how every screen behaves). Green for a success, red for
 * a refusal; always in the page as a polite live region (role=status), so a screen reader hears each new message;
 * able to take the focus (tabindex -1) when the control that acted is gone or has nothing left to do. Otherwise the
 * focus stays on the control, kept enabled and marked busy while its action runs: a save is useSave() with
 * SaveButton (use-save.ts, save-button.tsx), which show this line beside the button.
 *
 * A screen whose result is not a save's answer keeps the message in its own state and passes it here:
 *   const [message, setMessage] = useState<StatusMessage>(null);
 *   …setMessage({ text: t('common.saved'), error: false })
 *   <ActionResult message={message} />
 * or lets useActionResult() keep it, which can also move the focus to it and says the same words again as new:
 *   const result = useActionResult();
 *   …result.show({ text: t('common.saved'), error: false })          // focus stays on the button
 *   …result.showAndFocus({ text: t('common.saved'), error: false })  // the button was disabled: focus to the result
 *   <ActionResult message={result.message} />
 * A screen that moves the focus itself (after a removal, say) passes a ref.
 */
export type StatusMessage = {
  text: string;
  error: boolean;
  /** Set by useActionResult: which time words are said, so the same words said twice are announced twice. */
  said?: number;
  /** Set by useActionResult's showAndFocus: the result takes the focus once it is drawn. */
  focus?: boolean;
} | null;

interface ActionResultProps {
  message: StatusMessage;
  /** For a screen that moves the focus to the result itself. */
  ref?: Ref<HTMLDivElement>;
  id?: string;
  className?: string;
  /** What the message stands for in detail (the lines an import refused), said with it. */
  details?: ReactNode;
}

export function ActionResult({ message, ref, id, className, details }: ActionResultProps) {
  const region = useRef<HTMLDivElement>(null);
  useImperativeHandle(ref, () => region.current!, []);
  const kind = message?.error ? 'error' : 'success';
  const said = message && `${message.said ?? ''}:${kind}:${message.text}`;
  const focus = message?.focus === true;
  // After the render that draws the words: focusing before it would land on an empty line, or on a control that
  // the same render takes away.
  useEffect(() => {
    if (focus) region.current?.focus();
  }, [said, focus]);
  return (
    <div ref={region} id={id} tabIndex={-1} role="status" aria-live="polite" className={`action-result ${kind}${className ? ` ${className}` : ''}`}>
      {/* New nodes for each message: a live region announces a change, and the same words again are none. */}
      {message && (
        <div key={said}>
          <p>{message.text}</p>
          {details}
        </div>
      )}
    </div>
  );
}

export interface ActionResultState {
  message: StatusMessage;
  /** Says the result; the focus stays where it is (on the control). */
  show: (message: NonNullable<StatusMessage>) => void;
  /** Says the result and moves the focus to it, once it is drawn. */
  showAndFocus: (message: NonNullable<StatusMessage>) => void;
  clear: () => void;
}

/** A result kept for ActionResult: each message said as new, even in the same words as the last. */
export function useActionResult(): ActionResultState {
  const [message, setMessage] = useState<StatusMessage>(null);
  const said = useRef(0);
  const show = useCallback((next: NonNullable<StatusMessage>) => setMessage({ ...next, said: ++said.current, focus: false }), []);
  const showAndFocus = useCallback((next: NonNullable<StatusMessage>) => setMessage({ ...next, said: ++said.current, focus: true }), []);
  const clear = useCallback(() => setMessage(null), []);
  return { message, show, showAndFocus, clear };
}

