import { useRef, useState } from 'react';
import type { MyPhoto, PhotoStatus } from '#common/photos-api';
import { useTranslation } from '../../i18n/use-translation';
import { ConfirmDelete } from './confirm-delete';
import { renditionPath } from '../../lib/photo-renditions';
import { deleteMyPhoto } from './photos-calls';

const STATUS_KEYS: Readonly<Record<PhotoStatus, `photoUpload.status.${PhotoStatus}`>> = {
  processing: 'photoUpload.status.processing',
  pending: 'photoUpload.status.pending',
  shown: 'photoUpload.status.shown',
  hidden: 'photoUpload.status.hidden',
  failed: 'photoUpload.status.failed',
};

interface MyPhotosProps {
  photos: readonly MyPhoto[];
  /** After a deletion: the list is read again. */
  onChanged: () => void;
}

/** The guest's own uploads (or the drop session's), with their state and a way to delete each. */
export function MyPhotos({ photos, onChanged }: MyPhotosProps) {
  const { t } = useTranslation();
  const [asking, setAsking] = useState<number | null>(null);
  const [failed, setFailed] = useState<number | null>(null);
  const [deleted, setDeleted] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);

  async function remove(id: number): Promise<void> {
    setAsking(null);
    if (await deleteMyPhoto(id)) {
      setFailed(null);
      setDeleted(true);
      // Its button is gone with it: the focus goes to the list's heading, never to the page.
      heading.current?.focus();
      onChanged();
    } else setFailed(id);
  }

  return (
    <section className="my-photos" aria-labelledby="my-photos-heading">
      <h2 id="my-photos-heading" ref={heading} tabIndex={-1}>
        {t('photoUpload.mine')}
      </h2>
      <p className="my-photos-result" role="status">
        {deleted ? t('photoUpload.deleted') : ''}
      </p>
      {photos.length === 0 ? (
        <p>{t('photoUpload.mineEmpty')}</p>
      ) : (
        <ul className="my-photos-list">
          {photos.map((photo) => (
            <li key={photo.id} className="my-photo">
              {/* Their own uploads are theirs to see at once; a video shows its poster once the browser sent it. */}
              {photo.status !== 'processing' && photo.status !== 'failed' ? (
                <img src={renditionPath(photo.id, photo.kind === 'video' ? 'poster' : 'small')} alt="" width={photo.width} height={photo.height} loading="lazy" />
              ) : (
                <span className="my-photo-placeholder" aria-hidden="true" />
              )}
              <span className="my-photo-status">
                {photo.kind === 'video' ? t('photoUpload.video') : t('photoUpload.photo')}: {t(STATUS_KEYS[photo.status])}
              </span>
              <button type="button" className="my-photo-delete" onClick={() => setAsking(photo.id)}>
                {t('photoUpload.delete')}
              </button>
              {failed === photo.id && (
                <p className="my-photo-error" role="alert">
                  {t('photoUpload.deleteFailed')}
                </p>
              )}
            </li>
          ))}
        </ul>
      )}
      {asking !== null && <ConfirmDelete onConfirm={() => void remove(asking)} onCancel={() => setAsking(null)} />}
    </section>
  );
}
