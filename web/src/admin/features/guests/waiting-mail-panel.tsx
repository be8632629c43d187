import { useEffect, useState } from 'react';
import type { OutboxMessage } from '#common/outbox-api';
import type { ApiFailure } from '../../api/admin-client';
import { waitingForHousehold } from '../../api/outbox-calls';
import { CancelMail } from '../../components/cancel-mail';
import { LoadingLine } from '../../components/loading-section';
import { useT } from '../../i18n/admin-i18n';

interface WaitingMailPanelProps {
  guestId: number;
  onFailure: (failure: ApiFailure) => void;
}

/**
 * The household's e-mails still waiting to be sent (issue 36), each with "Cancel this e-mail": a wrong address is
 * caught here before the message leaves. A message cancelled stays listed, said cancelled, with its result beside it.
 */
export function WaitingMailPanel({ guestId, onFailure }: WaitingMailPanelProps) {
  const { t } = useT();
  const [messages, setMessages] = useState<OutboxMessage[] | null>(null);
  const [failure, setFailure] = useState<ApiFailure | null>(null);

  useEffect(() => {
    let current = true;
    void waitingForHousehold(guestId).then((answer) => {
      if (!current) return;
      if (answer.ok) return setMessages(answer.value);
      if (answer.failure.kind === 'signed-out') onFailure(answer.failure);
      setFailure(answer.failure);
    });
    return () => {
      current = false;
    };
  }, [guestId, onFailure]);

  const changed = (message: OutboxMessage) => setMessages((shown) => shown && shown.map((old) => (old.id === message.id ? message : old)));

  return (
    <section className="panel waiting-mail" aria-labelledby="waiting-mail-heading">
      <h2 id="waiting-mail-heading">{t('guest.waitingMail.heading')}</h2>
      {!messages && <LoadingLine failure={failure} />}
      {messages?.length === 0 && <p>{t('guest.waitingMail.none')}</p>}
      {messages && messages.length > 0 && (
        <ul className="waiting-mail-list">
          {messages.map((message) => (
            <li key={message.id}>
              <p>
                {t(`outbox.kinds.${message.kind}`)}: {message.to.address}
                {message.state !== 'queued' && ` · ${t(`outbox.states.${message.state}`)}`}
              </p>
              <CancelMail message={message} onChanged={changed} onSignedOut={() => onFailure({ kind: 'signed-out' })} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
