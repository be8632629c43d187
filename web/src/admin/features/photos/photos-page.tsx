import { useEffect, useLayoutEffect, useRef, useState, type DragEvent } from 'react';
import { MAX_PHOTOS, type AdminPhoto } from '#common/site-content';
import { orderPhotos, photo as photoById, removePhoto, uploadPhoto } from '../../api/admin-calls';
import { useAdminContent } from '../../api/use-admin-content';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { ActionResult, type StatusMessage } from '../../components/action-result';
import { moved } from '../../components/move-buttons';
import { failureText } from '../../components/problem-text';
import { useRole } from '../../components/role-context';
import { LoadingLine } from '../../components/loading-section';
import { useT } from '../../i18n/admin-i18n';
import { FileUpload, uploadFailureText } from './file-upload';
import { focusAfterMove } from './focus-after-move';
import { IMAGE_TYPES } from './photo-card';
import type { MoveControl } from './photo-moves';
import { PhotoRow, type RowResult } from './photo-row';
import { useFinePointer } from './use-fine-pointer';
import { VideoPanel } from './video-panel';
import './photos.css';

/** How often a photo being processed is asked about. */
const PROGRESS_POLL_MS = 700;

/**
 * The last action's result: in the row of the photo it concerns (a move, a refused removal), or in the line above
 * the list when that photo is gone (removed, or the list changed elsewhere meanwhile).
 */
type Result = ({ photoId: number } & RowResult) | { photoId: null; place: 'list'; message: StatusMessage };
type FocusTarget = { photoId: number; control: MoveControl } | 'list-result';

/**
 * The carousel's photos (between 1 and 10) in their order, and the video with its poster. The photos are a short
 * list, a row each, that one tap on "First" reorders; dragging is offered where a pointer can drag. A row opens
 * the rest: the descriptions in five languages, replace, remove. Each new image is processed on the server with a
 * progress bar, and guests see it once it is ready.
 */
export function PhotosPage({ onSignedOut }: { onSignedOut: () => void }) {
  const { t } = useT();
  const role = useRole();
  const { content, failure, update } = useAdminContent(onSignedOut);
  const canDrag = useFinePointer();
  const [removing, setRemoving] = useState<AdminPhoto | null>(null);
  const [result, setResult] = useState<Result | null>(null);
  const [busy, setBusy] = useState(false);
  const [dragged, setDragged] = useState<number | null>(null);
  const list = useRef<HTMLOListElement>(null);
  const listResult = useRef<HTMLDivElement>(null);
  // Where the focus goes once the answer is on the screen (set before the update that re-renders the list).
  const focusAfter = useRef<FocusTarget | null>(null);

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

  // After the render that shows a move or a removal: a moved row's DOM node may have been taken out and put back,
  // and a removed row's button is gone, so the focus is set again here, before the frame is painted.
  useLayoutEffect(() => {
    const target = focusAfter.current;
    if (!target) return;
    focusAfter.current = null;
    if (target === 'list-result') listResult.current?.focus();
    else if (list.current) focusAfterMove(list.current, target.photoId, target.control);
  });

  if (!content) {
    return (
      <section className="panel" aria-labelledby="photos-heading">
        <h1 id="photos-heading">{t('photos.heading')}</h1>
        <LoadingLine failure={failure} />
      </section>
    );
  }
  const { photos } = content;
  const ids = photos.map((photo) => photo.id);

  async function reorder(photo: AdminPhoto, from: number, to: number, control: MoveControl | null) {
    if (busy || from === to) return;
    setBusy(true);
    setResult(null);
    const answer = await orderPhotos({ ids: moved(ids, from, to - from) });
    setBusy(false);
    if (control) focusAfter.current = { photoId: photo.id, control };
    if (answer.ok) {
      update((c) => ({ ...c, photos: answer.value }));
      const now = answer.value.findIndex((p) => p.id === photo.id);
      const text = now === 0 ? t('photos.movedFirst', { from: from + 1 }) : t('photos.movedTo', { from: from + 1, to: now + 1 });
      return setResult({ photoId: photo.id, place: 'moves', message: { text, error: false } });
    }
    if (answer.failure.kind === 'signed-out') return onSignedOut();
    if (answer.failure.kind === 'conflict') {
      // Changed elsewhere meanwhile: the list shows what is saved now, and says so above it.
      const current = answer.failure.current as AdminPhoto[] | undefined;
      update((c) => ({ ...c, photos: current ?? c.photos }));
      return setResult({ photoId: null, place: 'list', message: { text: t('photos.orderConflict'), error: true } });
    }
    setResult({ photoId: photo.id, place: 'moves', message: { text: failureText(t, answer.failure) ?? '', error: true } });
  }

  async function remove(photo: AdminPhoto) {
    const number = ids.indexOf(photo.id) + 1;
    setRemoving(null);
    setResult(null);
    const answer = await removePhoto(photo.id);
    if (answer.ok || answer.failure.kind === 'not-found') {
      update((c) => ({ ...c, photos: c.photos.filter((p) => p.id !== photo.id) }));
      focusAfter.current = 'list-result';
      return setResult({ photoId: null, place: 'list', message: { text: t('photos.removed', { number }), error: false } });
    }
    if (answer.failure.kind === 'signed-out') return onSignedOut();
    // Refused (the last photo stays): said beside the Remove button, where the closed dialog returned the focus.
    setResult({ photoId: photo.id, place: 'remove', message: { text: uploadFailureText(t, answer.failure), error: true } });
  }

  const drop = (event: DragEvent, index: number) => {
    event.preventDefault();
    if (dragged !== null) void reorder(photos[dragged]!, dragged, index, null);
    setDragged(null);
  };
  const clearResult = () => setResult(null);
  const listMessage = result?.place === 'list' ? result.message : null;

  return (
    <div className="photos-page">
      <header className="page-header">
        <h1>{t('photos.heading')}</h1>
        <p>{t('photos.intro', { max: MAX_PHOTOS })}</p>
      </header>
      <section className="panel" aria-labelledby="carousel-heading">
        <h2 id="carousel-heading">{t('photos.carousel', { count: photos.length })}</h2>
        <p className="help">{canDrag ? t('photos.orderDrag') : t('photos.orderButtons')}</p>
        {/* Focused after a removal: the removed photo's row is gone, and this line says what happened. */}
        <ActionResult ref={listResult} className="photos-result" message={listMessage} />
        <ol className="photo-list" ref={list}>
          {photos.map((photo, index) => (
            <PhotoRow
              key={photo.id}
              photo={photo}
              index={index}
              count={photos.length}
              busy={busy}
              result={result?.photoId === photo.id ? result : null}
              draggable={canDrag && !busy}
              dragging={dragged === index}
              onDragStart={() => setDragged(index)}
              onDragEnd={() => setDragged(null)}
              onDrop={(event) => drop(event, index)}
              onMove={(to, control) => void reorder(photo, index, to, control)}
              onChanged={setPhoto}
              onUploadStart={clearResult}
              onRemove={() => setRemoving(photo)}
              onSignedOut={onSignedOut}
            />
          ))}
        </ol>
        <FileUpload
          label={t('photos.add')}
          accept={IMAGE_TYPES}
          send={uploadPhoto}
          multiple
          unavailable={photos.length < MAX_PHOTOS ? undefined : t('photos.full', { max: MAX_PHOTOS })}
          onStart={clearResult}
          onUploaded={setPhoto}
          onSignedOut={onSignedOut}
        />
        <p className="help">{t('photos.formats')}</p>
      </section>
      {/* The day's photos are a helper's too; the video is the couple's and the planner's (issue 38). */}
      {role !== 'helper' && <VideoPanel video={content.video} onChanged={(video) => update((c) => ({ ...c, video: { ...c.video, ...video } }))} onSignedOut={onSignedOut} />}
      {removing && (
        <ConfirmDialog
          question={t('photos.removeQuestion', { number: ids.indexOf(removing.id) + 1 })}
          confirmLabel={t('photos.remove')}
          danger
          onConfirm={() => void remove(removing)}
          onCancel={() => setRemoving(null)}
        />
      )}
    </div>
  );
}
