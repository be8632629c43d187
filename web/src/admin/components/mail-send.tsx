import { useState } from 'react';
import type { MailSendResult } from '#common/household-mail-api';
import type { SitePhase } from '#common/invitation-api';
import type { ApiFailure } from '../api/admin-client';
import type { MailSendKind } from '../api/household-mail-calls';
import { useT } from '../i18n/admin-i18n';
import { ActionResult, useActionResult } from './action-result';
import { MailPreviewDialog } from './mail-preview-dialog';
import { mailSendText } from './mail-send-words';

interface MailSendProps {
  /** The selected households, or every one the send fits ("all not yet sent", "all who have not answered"). */
  to: number[] | 'all';
  /** The sends offered here: both by default; the set-up list's last step offers the invitation only. */
  kinds?: readonly MailSendKind[];
  /** Something was queued: the list shows the new states. */
  onSent: () => void;
  onFailure: (failure: ApiFailure) => void;
  /** What guests see now: while it is the Save the Date, the link in an invitation opens the Save the Date page. */
  phase: SitePhase | undefined;
}

/**
 * The invitation and a reminder by e-mail (issues 27 and 36), to the selected households or to all: each button
 * opens the preview (mail-preview-dialog.tsx), and only its "Send to N households" queues (the outbox sends). Once
 * queued, the dialog closes and the result beside the buttons, which takes the focus, says what was queued and who
 * was skipped and why. While the site still shows the Save the Date, a warning beside them says what a guest
 * opening the link would see (a warning, not a block: the couple may want it so).
 */
export function MailSend({ to, kinds = ['invitation', 'reminder'], onSent, onFailure, phase }: MailSendProps) {
  const { t } = useT();
  const result = useActionResult();
  const [open, setOpen] = useState<MailSendKind | null>(null);
  const all = to === 'all';
  const labels: Record<MailSendKind, string> = {
    invitation: all ? t('guests.mail.inviteAll') : t('guests.mail.invite'),
    reminder: all ? t('guests.mail.remindAll') : t('guests.mail.remind'),
  };

  function sent(answer: MailSendResult) {
    setOpen(null);
    result.showAndFocus({ text: mailSendText(t, answer), error: false });
    if (answer.messages > 0) onSent();
  }

  return (
    <div className="mail-send">
      {phase === 'saveTheDate' && <p className="warning">{t('guests.mail.saveTheDate')}</p>}
      <div className="row">
        {kinds.map((kind) => (
          <button
            key={kind}
            type="button"
            className={kind === 'invitation' ? 'primary' : undefined}
            onClick={() => {
              result.clear();
              setOpen(kind);
            }}
          >
            {labels[kind]}
          </button>
        ))}
      </div>
      <ActionResult message={result.message} />
      {open && <MailPreviewDialog kind={open} to={to} onSent={sent} onClose={() => setOpen(null)} onFailure={onFailure} />}
    </div>
  );
}
