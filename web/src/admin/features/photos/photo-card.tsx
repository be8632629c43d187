import type { AdminPhoto } from '#common/site-content';
import { replacePhotoFile } from '../../api/admin-calls';
import { ActionResult, type StatusMessage } from '../../components/action-result';
import { useT } from '../../i18n/admin-i18n';
import { AltForm } from './alt-form';
import { FileUpload } from './file-upload';

export const IMAGE_TYPES = 'image/jpeg,image/png,image/webp,image/heic,image/heif,.heic,.heif';

interface PhotoCardProps {
  photo: AdminPhoto;
  /** What removing this photo answered when it failed ("the last photo cannot go"), said beside the button. */
  removeResult: StatusMessage;
  onChanged: (photo: AdminPhoto) => void;
  onUploadStart: () => void;
  onRemove: () => void;
  onSignedOut: () => void;
}

/** Everything about one photo that a row has no room for: replace it, remove it, describe it in five languages. */
export function PhotoCard({ photo, removeResult, onChanged, onUploadStart, onRemove, onSignedOut }: PhotoCardProps) {
  const { t } = useT();
  return (
    <>
      <div className="row">
        <FileUpload
          label={t('photos.replace')}
          accept={IMAGE_TYPES}
          send={replacePhotoFile(photo.id)}
          onStart={onUploadStart}
          onUploaded={onChanged}
          onSignedOut={onSignedOut}
        />
        <button type="button" className="danger-link" onClick={onRemove}>
          {t('photos.remove')}
        </button>
      </div>
      <ActionResult message={removeResult} />
      <AltForm photo={photo} onChanged={onChanged} onSignedOut={onSignedOut} />
    </>
  );
}
