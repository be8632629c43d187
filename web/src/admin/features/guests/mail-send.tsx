import { useState } from 'react';
import type { MailSendRequest } from '#common/household-mail-api';
import type { SitePhase } from '#common/invitation-api';
import type { ApiFailure } from '../../api/admin-client';
import { sendInvitations, sendReminders } from '../../api/household-mail-calls';
import { ActionResult, busyProps, useActionResult } from '../../components/action-result';
import { failureText } from '../../components/problem-text';
import { useT } from '../../i18n/admin-i18n';
import { mailSendText } from './mail-send-words';

interface MailSendProps {
  /** The selected households, or every one the action fits ("all not yet sent", "all who have not answered"). */
  to: number[] | 'all';
  /** Something was queued: the list shows the new states. */
  onSent: () => void;
  onFailure: (failure: ApiFailure) => void;
  /** What guests see now: while it is the Save the Date, the link in an invitation opens the Save the Date page. */
  phase: SitePhase | undefined;
}

/**
 * The invitation and a reminder by e-mail (issue 27), to the selected households or to all: each press only queues
 * (the outbox sends), and the result says at once what was queued and who was skipped and why. The buttons stay
 * focusable while a request runs. While the site still shows the Save the Date, a warning beside them says what a
 * guest opening the link would see (a warning, not a block: the couple may want it so).
 */
export function MailSend({ to, onSent, onFailure, phase }: MailSendProps) {
  const { t } = useT();
  const result = useActionResult();
  const [pending, setPending] = useState(false);
  const all = to === 'all';

  async function send(action: 'invite' | 'remind') {
    if (pending) return;
    setPending(true);
    result.clear();
    const body: MailSendRequest = all ? { all: true } : { ids: to };
    const answer = await (action === 'invite' ? sendInvitations : sendReminders)(body);
    setPending(false);
    if (answer.ok) {
      result.show({ text: mailSendText(t, answer.value), error: false });
      if (answer.value.messages > 0) onSent();
      return;
    }
    if (answer.failure.kind === 'signed-out') onFailure(answer.failure);
    result.show({ text: failureText(t, answer.failure) ?? '', error: true });
  }

  return (
    <div className="mail-send">
      {phase === 'saveTheDate' && <p className="warning">{t('guests.mail.saveTheDate')}</p>}
      <div className="row">
        <button type="button" {...busyProps(pending)} onClick={() => void send('invite')}>
          {all ? t('guests.mail.inviteAll') : t('guests.mail.invite')}
        </button>
        <button type="button" {...busyProps(pending)} onClick={() => void send('remind')}>
          {all ? t('guests.mail.remindAll') : t('guests.mail.remind')}
        </button>
      </div>
      <ActionResult message={result.message} />
    </div>
  );
}
