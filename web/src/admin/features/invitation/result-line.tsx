import type { Ref } from 'react';
import type { StatusMessage } from '../../components/form-status';

/**
 * The answer to an action, in place and announced (components/form-status.tsx), that can also take the focus: after
 * a save the focus moves here, next to the Save button, so the couple hears and sees what happened.
 */
export function ResultLine({ message, ref }: { message: StatusMessage; ref?: Ref<HTMLParagraphElement> }) {
  return (
    <p ref={ref} tabIndex={-1} className={message?.error ? 'error' : 'success'} role="status">
      {message?.text ?? ''}
    </p>
  );
}
