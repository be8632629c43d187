import { useState } from 'react';
import type { OutboxMessage } from '#common/outbox-api';
import { cancelMessage } from '../api/outbox-calls';
import { useT } from '../i18n/admin-i18n';
import { ActionResult, busyProps, useActionResult } from './action-result';
import { failureText } from './problem-text';

interface CancelMailProps {
  message: OutboxMessage;
  /** The message as the server says it is now: cancelled, or already on its way. */
  onChanged: (message: OutboxMessage) => void;
  onSignedOut: () => void;
}

/**
 * "Cancel this e-mail" for a message still waiting (issue 36), on the E-mails screen and on a household's page. The
 * button goes with the wait; its result stays where it was and takes the focus, so the focus never falls to the page.
 */
export function CancelMail({ message, onChanged, onSignedOut }: CancelMailProps) {
  const { t } = useT();
  const result = useActionResult();
  const [pending, setPending] = useState(false);

  async function cancel() {
    if (pending) return;
    setPending(true);
    const answer = await cancelMessage(message.id);
    setPending(false);
    if (answer.ok) {
      onChanged(answer.value);
      return result.showAndFocus({ text: t('outbox.cancelled'), error: false });
    }
    if (answer.failure.kind === 'signed-out') return onSignedOut();
    if (answer.failure.kind === 'conflict') {
      onChanged(answer.failure.current as OutboxMessage);
      return result.showAndFocus({ text: t('outbox.notCancellable'), error: true });
    }
    result.show({ text: failureText(t, answer.failure) ?? '', error: true });
  }

  return (
    <>
      {message.state === 'queued' && (
        <button type="button" {...busyProps(pending)} onClick={() => void cancel()}>
          {t('outbox.cancel')}
        </button>
      )}
      <ActionResult message={result.message} />
    </>
  );
}
