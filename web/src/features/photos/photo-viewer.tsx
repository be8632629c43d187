import { useEffect, useRef, useState, type PointerEvent } from 'react';
import type { GalleryItem } from '#common/photos-api';
import { useTranslation } from '../../i18n/use-translation';
import { readerLocale } from '../../lib/reader-locale';
import { renditionPath, renditionSrcset } from '../../lib/photo-renditions';
import { venueClockTime } from './gallery-groups';
import { canShareFiles, downloadName, sharePhoto } from './save-photo';
import { useModalDialog } from '../../lib/modal-dialog';

/** A swipe: this far sideways, and more sideways than up or down. */
const SWIPE_PX = 50;

interface PhotoViewerProps {
  items: readonly GalleryItem[];
  index: number;
  /** More photos after the last one loaded (the gallery loads the next page when the viewer reaches it). */
  more: boolean;
  onMove: (index: number) => void;
  onNeedMore: () => void;
  onClose: () => void;
}

/**
 * One photo on the whole screen (issue 39): a modal <dialog> with its label, so a screen reader says where it is
 * and the focus stays inside; the arrow keys and a swipe go to the previous or next photo, Escape closes it and the
 * focus goes back to the tile that opened it (the gallery's part). "Save" shares the file where the phone can,
 * else downloads it.
 */
export function PhotoViewer({ items, index, more, onMove, onNeedMore, onClose }: PhotoViewerProps) {
  const { t, i18n } = useTranslation();
  const dialog = useModalDialog();
  const swipeStart = useRef<{ x: number; y: number } | null>(null);
  /** The photo whose saving failed: the line goes with it when the viewer moves on. */
  const [saveFailedFor, setSaveFailedFor] = useState<number | null>(null);
  const item = items[index]!;
  const hasPrevious = index > 0;
  const hasNext = index < items.length - 1;
  const time = venueClockTime(item.takenAt, readerLocale(i18n.language));
  const label = item.kind === 'video' ? (time ? t('photos.videoAt', { time }) : t('photoUpload.video')) : time ? t('photos.photoAt', { time }) : t('photoUpload.photo');
  const share = canShareFiles() && item.kind === 'photo';

  useEffect(() => {
    if (!hasNext && more) onNeedMore();
  }, [index, hasNext, more, onNeedMore]);

  const previous = () => hasPrevious && onMove(index - 1);
  const next = () => hasNext && onMove(index + 1);

  function onPointerUp(event: PointerEvent): void {
    const start = swipeStart.current;
    swipeStart.current = null;
    if (!start) return;
    const dx = event.clientX - start.x;
    if (Math.abs(dx) < SWIPE_PX || Math.abs(dx) < Math.abs(event.clientY - start.y)) return;
    if (dx < 0) next();
    else previous();
  }

  return (
    <dialog
      ref={dialog}
      className="photo-viewer"
      aria-label={t('photos.viewer')}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onKeyDown={(event) => {
        if (event.key === 'ArrowLeft') previous();
        else if (event.key === 'ArrowRight') next();
      }}
    >
      <div className="photo-viewer-top">
        <p className="photo-viewer-caption" aria-live="polite">
          {t('photos.position', { current: index + 1, total: items.length })}
          {item.by ? ` · ${t('photos.by', { name: item.by })}` : ''}
        </p>
        <button type="button" onClick={onClose} autoFocus>
          {t('photos.close')}
        </button>
      </div>
      <div
        className="photo-viewer-frame"
        onPointerDown={(event) => (swipeStart.current = { x: event.clientX, y: event.clientY })}
        onPointerUp={onPointerUp}
        onPointerCancel={() => (swipeStart.current = null)}
      >
        {item.kind === 'video' ? (
          <video key={item.id} src={renditionPath(item.id, 'video')} poster={renditionPath(item.id, 'poster')} controls playsInline aria-label={label} />
        ) : (
          <img key={item.id} src={renditionPath(item.id, 'large')} srcSet={renditionSrcset(item.id)} sizes="100vw" width={item.width} height={item.height} alt={label} draggable={false} />
        )}
      </div>
      <div className="photo-viewer-bottom">
        <button type="button" onClick={previous} aria-disabled={!hasPrevious || undefined}>
          {t('photos.previous')}
        </button>
        {share ? (
          <button type="button" onClick={() => void sharePhoto(item.id).then((result) => setSaveFailedFor(result === 'failed' ? item.id : null))}>
            {t('photos.save')}
          </button>
        ) : (
          <a href={renditionPath(item.id, item.kind === 'video' ? 'video' : 'large')} download={item.kind === 'video' ? `video-${item.id}` : downloadName(item.id)}>
            {t('photos.save')}
          </a>
        )}
        <button type="button" onClick={next} aria-disabled={!hasNext || undefined}>
          {t('photos.next')}
        </button>
      </div>
      {saveFailedFor === item.id && (
        <p className="photo-viewer-error" role="alert">
          {t('photos.saveFailed')}
        </p>
      )}
    </dialog>
  );
}
