import { useId, useState } from 'react';
import { RESENDABLE, type MailServerStatus, type OutboxMessage } from '#common/outbox-api';
import { cancelBatch, outboxMessage, resendMessage } from '../../api/outbox-calls';
import { ActionResult } from '../../components/action-result';
import { CancelMail } from '../../components/cancel-mail';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { LoadingLine } from '../../components/loading-section';
import { failureText } from '../../components/problem-text';
import { SaveButton } from '../../components/save-button';
import { useSave } from '../../components/use-save';
import { useT } from '../../i18n/admin-i18n';
import { isRetrying, moment, stateText } from './mail-words';

/** A message's heading, which takes the focus when "Show more" brought it first. */
export const outboxElementId = (id: number) => `outbox-${id}`;

interface OutboxItemProps {
  message: OutboxMessage;
  server: MailServerStatus;
  /** The message as the server says it is now (sent again, cancelled, or changed meanwhile). */
  onChanged: (message: OutboxMessage) => void;
  /** Several messages changed (a batch cancelled): the list looks again. */
  onRefresh: () => void;
  onSignedOut: () => void;
}

/** How a state looks: sent in green, refused in red, anything the couple may have to act on in amber. */
function stateClass(message: OutboxMessage): string {
  if (message.state === 'sent') return 'success';
  if (message.state === 'failed') return 'error';
  if (message.state === 'saved' || message.state === 'interrupted' || isRetrying(message)) return 'flag';
  return 'help';
}

/**
 * One e-mail of the outbox: to whom, what about, when, and what became of it in a sentence quoting the mail server;
 * the message itself behind a button; "Send again" for one that failed, was cut off (asked first: it may have
 * arrived) or was only saved while a mail server is now set. Once sent again the button is gone: the focus moves to
 * the result, which says so. One still waiting can be cancelled, and with it (asked first) every message of its send
 * still waiting (issue 36).
 */
export function OutboxItem({ message, server, onChanged, onRefresh, onSignedOut }: OutboxItemProps) {
  const { t, i18n } = useT();
  const id = useId();
  const [text, setText] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const [asking, setAsking] = useState<'resend' | 'batch' | null>(null);
  const result = useSave(onSignedOut);
  const batchResult = useSave(onSignedOut);
  const resendable = RESENDABLE.has(message.state) && (message.state !== 'saved' || server.configured);
  const to = message.to.name ? `${message.to.name} <${message.to.address}>` : message.to.address;

  async function toggle() {
    if (open) return setOpen(false);
    setOpen(true);
    if (text !== null) return;
    const detail = await outboxMessage(message.id);
    if (detail.ok) setText(detail.value.text);
    else if (detail.failure.kind === 'signed-out') onSignedOut();
    else result.show({ text: failureText(t, detail.failure) ?? '', error: true });
  }

  async function stopBatch(batch: number) {
    setAsking(null);
    await batchResult.run(() => cancelBatch(batch), {
      saved: ({ cancelled }) => t('outbox.batchCancelled', { count: cancelled }),
      onSaved: onRefresh,
      // The button goes with the batch's waiting messages.
      focusResult: 'on-success',
    });
  }

  async function resend() {
    setAsking(null);
    await result.run(() => resendMessage(message.id), {
      saved: t('outbox.resent'),
      onSaved: onChanged,
      changedMeanwhile: t('outbox.notResendable'),
      onChangedMeanwhile: (current) => onChanged(current as OutboxMessage),
      // Once sent again (or no longer possible) the button is gone.
      focusResult: 'on-success',
    });
  }

  return (
    <li className="outbox-message">
      <h3 id={outboxElementId(message.id)} tabIndex={-1}>
        {t(`outbox.kinds.${message.kind}`)} <span className="outbox-to">{to}</span>
      </h3>
      <p className="outbox-subject">{message.subject}</p>
      <p className="help">{t('outbox.queuedAt', { time: moment(message.createdAt, i18n.language) })}</p>
      <p className={stateClass(message)}>{stateText(t, message, i18n.language)}</p>
      <div className="row">
        <button type="button" aria-expanded={open} aria-controls={`${id}-text`} onClick={() => void toggle()}>
          {t('outbox.show')}
        </button>
        {resendable && (
          <SaveButton save={result} result={false} onClick={() => (message.state === 'interrupted' ? setAsking('resend') : void resend())}>
            {t('outbox.resend')}
          </SaveButton>
        )}
      </div>
      <ActionResult message={result.message} />
      <div className="row">
        <CancelMail message={message} onChanged={onChanged} onSignedOut={onSignedOut} />
      </div>
      {message.batch !== null && (
        <div className="row">
          {message.state === 'queued' && (
            <SaveButton save={batchResult} result={false} onClick={() => setAsking('batch')}>
              {t('outbox.cancelBatch')}
            </SaveButton>
          )}
          <ActionResult message={batchResult.message} />
        </div>
      )}
      <div id={`${id}-text`} hidden={!open}>
        {open && (text === null ? <LoadingLine failure={null} /> : <pre className="outbox-text">{text}</pre>)}
      </div>
      {asking === 'resend' && (
        <ConfirmDialog
          question={t('outbox.resendQuestion', { address: message.to.address })}
          confirmLabel={t('outbox.resend')}
          onConfirm={() => void resend()}
          onCancel={() => setAsking(null)}
        />
      )}
      {asking === 'batch' && message.batch !== null && (
        <ConfirmDialog
          question={t('outbox.cancelBatchQuestion')}
          confirmLabel={t('outbox.cancelBatch')}
          danger
          onConfirm={() => void stopBatch(message.batch!)}
          onCancel={() => setAsking(null)}
        />
      )}
    </li>
  );
}
