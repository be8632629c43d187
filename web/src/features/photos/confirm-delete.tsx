import { useTranslation } from '../../i18n/use-translation';
import { useModalDialog } from '../../lib/modal-dialog';

interface ConfirmDeleteProps {
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * Deleting one's photo asks once, plainly, as the dashboard's ConfirmDialog does: the native <dialog> keeps the
 * focus inside, closes on Escape and gives the focus back to the button that opened it; Cancel is focused first,
 * so Enter does no harm.
 */
export function ConfirmDelete({ onConfirm, onCancel }: ConfirmDeleteProps) {
  const { t } = useTranslation();
  const dialog = useModalDialog();
  return (
    <dialog ref={dialog} className="confirm" aria-labelledby="photo-delete-question" onCancel={onCancel}>
      <p id="photo-delete-question">{t('photoUpload.deleteQuestion')}</p>
      <div className="confirm-actions">
        <button type="button" autoFocus onClick={onCancel}>
          {t('photoUpload.cancel')}
        </button>
        <button type="button" className="danger" onClick={onConfirm}>
          {t('photoUpload.delete')}
        </button>
      </div>
    </dialog>
  );
}
