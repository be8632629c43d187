import { useLayoutEffect, useRef } from 'react';
import { useTranslation } from '../../i18n/use-translation';

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
  const dialog = useRef<HTMLDialogElement>(null);
  // A layout effect: its cleanup closes the dialog before React removes it, so the focus returns to its opener.
  useLayoutEffect(() => {
    const element = dialog.current;
    element?.showModal();
    return () => element?.close();
  }, []);
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
