import { ADMIN_PHOTOS_API, type AdminPhoto } from '#common/admin-photos-api';
import { renditionPath } from '../../../lib/photo-renditions';
import { useRole } from '../../components/role-context';
import { useT } from '../../i18n/admin-i18n';
import { useModalDialog } from '../../../lib/modal-dialog';

/**
 * One photo larger (or a video played), in a native dialog that keeps the focus inside, closes on Escape and gives
 * it back to the thumbnail that opened it; the couple alone may download the original as it was uploaded.
 */
export function PhotoViewer({ photo, caption, onClose }: { photo: AdminPhoto; caption: string; onClose: () => void }) {
  const { t } = useT();
  const couple = useRole() === 'couple';
  const dialog = useModalDialog();
  return (
    <dialog ref={dialog} className="photo-viewer" aria-labelledby="photo-viewer-caption" onCancel={onClose}>
      {photo.kind === 'video' ? (
        <video src={renditionPath(photo.id, 'video')} poster={renditionPath(photo.id, 'poster')} controls preload="metadata" />
      ) : (
        <img src={renditionPath(photo.id, 'large')} alt="" width={photo.width} height={photo.height} />
      )}
      <p id="photo-viewer-caption">{caption}</p>
      <div className="row">
        {couple && (
          <a className="button" href={ADMIN_PHOTOS_API.original(photo.id)} download={photo.fileName}>
            {t('guestPhotos.original')}
          </a>
        )}
        <button type="button" autoFocus onClick={onClose}>
          {t('common.close')}
        </button>
      </div>
    </dialog>
  );
}
