import type { OutboxMessage } from '#common/outbox-api';
import { cancelMessage } from '../api/outbox-calls';
import { useT } from '../i18n/admin-i18n';
import { ActionResult } from './action-result';
import { SaveButton } from './save-button';
import { useSave } from './use-save';

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
  const result = useSave(onSignedOut);

  async function cancel() {
    await result.run(() => cancelMessage(message.id), {
      saved: t('outbox.cancelled'),
      onSaved: onChanged,
      changedMeanwhile: t('outbox.notCancellable'),
      onChangedMeanwhile: (current) => onChanged(current as OutboxMessage),
      focusResult: 'on-success',
    });
  }

  return (
    <>
      {message.state === 'queued' && (
        <SaveButton save={result} result={false} onClick={() => void cancel()}>
          {t('outbox.cancel')}
        </SaveButton>
      )}
      <ActionResult message={result.message} />
    </>
  );
}
