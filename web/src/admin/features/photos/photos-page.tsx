import { useEffect, useState, type DragEvent } from 'react';
import { MAX_PHOTOS, type AdminContent, type AdminPhoto } from '#common/site-content';
import { orderPhotos, photo as photoById, removePhoto, uploadPhoto } from '../../api/admin-calls';
import { useAdminContent } from '../../api/use-admin-content';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { moved } from '../../components/move-buttons';
import { failureText } from '../../components/problem-text';
import { useT } from '../../i18n/admin-i18n';
import { FileUpload, uploadFailureText } from './file-upload';
import { IMAGE_TYPES, PhotoCard } from './photo-card';
import { VideoPanel } from './video-panel';
import { FormStatus, type StatusMessage } from '../../components/form-status';

/** How often a photo being processed is asked about. */
const PROGRESS_POLL_MS = 700;

/**
 * The carousel's photos (between 1 and 10) in their order, and the video with its poster. Photos are added,
 * replaced, described, reordered (by dragging, or with the buttons) and removed; each new image is processed on
 * the server with a progress bar, and guests see it once it is ready.
 */
export function PhotosPage({ onSignedOut }: { onSignedOut: () => void }) {
  const { t } = useT();
  const { content, failure, update } = useAdminContent(onSignedOut);
  const [removing, setRemoving] = useState<AdminPhoto | null>(null);
  const [message, setMessage] = useState<StatusMessage>(null);
  const [busy, setBusy] = useState(false);
  const [dragged, setDragged] = useState<number | null>(null);

  const setPhoto = (photo: AdminPhoto) => update((c) => ({ ...c, photos: c.photos.some((p) => p.id === photo.id) ? c.photos.map((p) => (p.id === photo.id ? photo : p)) : [...c.photos, photo] }));
  const processing = content?.photos.filter((photo) => photo.status === 'processing').map((photo) => photo.id).join() ?? '';

  // While photos are being processed, follow their progress; the guest site shows each once it is ready.
  useEffect(() => {
    if (!processing) return;
    const timer = setInterval(() => {
      for (const id of processing.split(',').map(Number)) {
        void photoById(id).then((result) => result.ok && setPhoto(result.value));
      }
    }, PROGRESS_POLL_MS);
    return () => clearInterval(timer);
    // setPhoto only wraps update, which never changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [processing]);

  if (!content) {
    return (
      <section className="panel" aria-labelledby="photos-heading">
        <h1 id="photos-heading">{t('photos.heading')}</h1>
        <p role="status">{failure ? failureText(t, failure) : t('common.loading')}</p>
      </section>
    );
  }
  const { photos } = content;

  async function reorder(ids: number[]) {
    setBusy(true);
    const result = await orderPhotos({ ids });
    setBusy(false);
    if (result.ok) {
      update((c: AdminContent) => ({ ...c, photos: result.value }));
      return setMessage({ text: t('photos.reordered'), error: false });
    }
    if (result.failure.kind === 'signed-out') return onSignedOut();
    if (result.failure.kind === 'conflict') update((c) => ({ ...c, photos: result.failure.kind === 'conflict' ? (result.failure.current as AdminPhoto[]) : c.photos }));
    setMessage({ text: result.failure.kind === 'conflict' ? t('photos.orderConflict') : (failureText(t, result.failure) ?? ''), error: true });
  }

  async function remove(photo: AdminPhoto) {
    setRemoving(null);
    const result = await removePhoto(photo.id);
    if (result.ok || result.failure.kind === 'not-found') {
      update((c) => ({ ...c, photos: c.photos.filter((p) => p.id !== photo.id) }));
      return setMessage({ text: t('photos.removed'), error: false });
    }
    if (result.failure.kind === 'signed-out') return onSignedOut();
    setMessage({ text: uploadFailureText(t, result.failure), error: true });
  }

  const ids = photos.map((photo) => photo.id);
  const drop = (event: DragEvent, index: number) => {
    event.preventDefault();
    if (dragged !== null && dragged !== index) void reorder(moved(ids, dragged, index - dragged));
    setDragged(null);
  };

  return (
    <div className="photos-page">
      <header className="page-header">
        <h1>{t('photos.heading')}</h1>
        <p>{t('photos.intro', { max: MAX_PHOTOS })}</p>
      </header>
      <section className="panel" aria-labelledby="carousel-heading">
        <h2 id="carousel-heading">{t('photos.carousel', { count: photos.length })}</h2>
        <p className="help">{t('photos.orderHelp')}</p>
        <ol className="photo-list">
          {photos.map((photo, index) => (
            <li
              key={photo.id}
              className={dragged === index ? 'photo-item dragging' : 'photo-item'}
              draggable={!busy}
              onDragStart={() => setDragged(index)}
              onDragOver={(event) => event.preventDefault()}
              onDrop={(event) => drop(event, index)}
              onDragEnd={() => setDragged(null)}
            >
              <PhotoCard
                photo={photo}
                index={index}
                count={photos.length}
                busy={busy}
                onMove={(delta) => void reorder(moved(ids, index, delta))}
                onChanged={setPhoto}
                onRemove={() => setRemoving(photo)}
                onSignedOut={onSignedOut}
              />
            </li>
          ))}
        </ol>
        <FormStatus message={message} />
        {photos.length < MAX_PHOTOS ? (
          <FileUpload label={t('photos.add')} accept={IMAGE_TYPES} send={uploadPhoto} multiple onUploaded={setPhoto} onSignedOut={onSignedOut} />
        ) : (
          <p className="help">{t('photos.full', { max: MAX_PHOTOS })}</p>
        )}
        <p className="help">{t('photos.formats')}</p>
      </section>
      <VideoPanel video={content.video} onChanged={(video) => update((c) => ({ ...c, video: { ...c.video, ...video } }))} onSignedOut={onSignedOut} />
      {removing && (
        <ConfirmDialog
          question={t('photos.removeQuestion', { number: photos.indexOf(removing) + 1 })}
          confirmLabel={t('photos.remove')}
          danger
          onConfirm={() => void remove(removing)}
          onCancel={() => setRemoving(null)}
        />
      )}
    </div>
  );
}
