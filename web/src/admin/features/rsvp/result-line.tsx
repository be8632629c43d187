import type { Ref } from 'react';
import type { StatusMessage } from '../../components/form-status';

/**
 * The answer to an action, next to the control that did it and announced (a polite live region), able to take the
 * focus when the result is what the couple should read next (components/form-status.tsx says the same, unfocusable).
 */
export function ResultLine({ message, ref, id }: { message: StatusMessage; ref?: Ref<HTMLParagraphElement>; id?: string }) {
  return (
    <p ref={ref} id={id} tabIndex={-1} className={message?.error ? 'error' : 'success'} role="status">
      {message?.text ?? ''}
    </p>
  );
}
