import type { Ref } from 'react';
import type { StatusMessage } from './form-status';

/**
 * The dashboard's focus-and-results pattern (action-result.tsx) for a form that keeps its message in its own state
 * (the invitation's and the answers' forms): the answer to an action, placed next to the control that did it and
 * announced (role=status), able to take the focus when the result is what the couple should read next, for
 * example after a Save that leaves nothing to do on its button.
 */
export function ResultLine({ message, ref, id }: { message: StatusMessage; ref?: Ref<HTMLParagraphElement>; id?: string }) {
  return (
    <p ref={ref} id={id} tabIndex={-1} className={message?.error ? 'error' : 'success'} role="status">
      {message?.text ?? ''}
    </p>
  );
}
