import { useT } from '../i18n/admin-i18n';
import { useModalDialog } from '../../lib/modal-dialog';

interface ConfirmDialogProps {
  /** The plain question ("Revoke Maria's link? She will be signed out…"). */
  question: string;
  confirmLabel: string;
  /** Whether the action destroys something: the confirm button then looks like it. */
  danger?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * A dangerous action asks once, plainly (docs/product.md, the couple's dashboard). The native <dialog> keeps the
 * focus inside, closes on Escape and returns the focus to what opened it; Cancel is focused first, so Enter does no
 * harm.
 */
export function ConfirmDialog({ question, confirmLabel, danger = false, onConfirm, onCancel }: ConfirmDialogProps) {
  const { t } = useT();
  const dialog = useModalDialog();
  return (
    <dialog ref={dialog} className="confirm" aria-labelledby="confirm-question" onCancel={onCancel}>
      <p id="confirm-question">{question}</p>
      <div className="confirm-actions">
        <button type="button" autoFocus onClick={onCancel}>
          {t('common.cancel')}
        </button>
        <button type="button" className={danger ? 'danger' : 'primary'} onClick={onConfirm}>
          {confirmLabel}
        </button>
      </div>
    </dialog>
  );
}
