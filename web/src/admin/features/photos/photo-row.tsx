import { useId, useState, type DragEvent } from 'react';
import type { AdminPhoto } from '#common/site-content';
import { ActionResult, type StatusMessage } from '../../components/action-result';
import { adminLocale, useT } from '../../i18n/admin-i18n';
import { PhotoCard } from './photo-card';
import { PhotoMoves, type MoveControl } from './photo-moves';

/** What the row shows as the result of the last action on its photo, and where. */
export interface RowResult {
  place: 'moves' | 'remove';
  message: StatusMessage;
}

export interface PhotoRowProps {
  photo: AdminPhoto;
  index: number;
  count: number;
  busy: boolean;
  result: RowResult | null;
  /** Drag only where a pointer can drag (useFinePointer); the buttons are there everywhere. */
  draggable: boolean;
  dragging: boolean;
  onDragStart: () => void;
  onDragEnd: () => void;
  onDrop: (event: DragEvent) => void;
  onMove: (to: number, control: MoveControl) => void;
  onChanged: (photo: AdminPhoto) => void;
  onUploadStart: () => void;
  onRemove: () => void;
  onSignedOut: () => void;
}

/**
 * One photo as a short row: its thumbnail, its number and description (a button that opens the rest), and the
 * buttons that move it. The row's result line says what the last move did, in the row of the photo that moved.
 */
export function PhotoRow(props: PhotoRowProps) {
  const { photo, index, count, busy, result, draggable, dragging } = props;
  const { t } = useT();
  const id = useId();
  // Kept per photo (rows are keyed by id), so an open card stays open while its photo moves.
  const [open, setOpen] = useState(false);
  const name = t('photos.numbered', { number: index + 1 });
  const description = photo.alt[adminLocale()];
  const moveResult = result?.place === 'moves' ? result.message : null;

  return (
    <li
      className={dragging ? 'photo-item dragging' : 'photo-item'}
      data-photo={photo.id}
      onDragOver={draggable ? (event) => event.preventDefault() : undefined}
      onDrop={draggable ? props.onDrop : undefined}
    >
      <div className="photo-preview" draggable={draggable} onDragStart={draggable ? props.onDragStart : undefined} onDragEnd={props.onDragEnd}>
        {photo.image ? (
          <picture>
            {photo.image.sources.map((source) => (
              <source key={source.type} type={source.type} srcSet={source.srcset} sizes="80px" />
            ))}
            {/* The description is written beside it: the thumbnail itself says nothing more. */}
            <img src={photo.image.src} alt="" width={photo.image.width} height={photo.image.height} loading="lazy" draggable={false} />
          </picture>
        ) : (
          <span className="photo-placeholder" aria-hidden="true" />
        )}
      </div>
      <h3 className="photo-title">
        <button type="button" className="photo-toggle" aria-expanded={open} aria-controls={`${id}-card`} onClick={() => setOpen(!open)}>
          <span className="photo-name">{name}</span>
          <span className="photo-description">{description || t('photos.notDescribed')}</span>
        </button>
      </h3>
      <PhotoMoves name={name} index={index} count={count} busy={busy} onMove={props.onMove} />
      {photo.status === 'processing' && (
        <label className="photo-state">
          {t('photos.processing')}
          <progress max={100} value={photo.progress} />
        </label>
      )}
      {photo.status === 'failed' && <p className="photo-state error">{t('photos.failed')}</p>}
      {/* Never hidden, so a screen reader hears each new result; empty, it takes no room. */}
      <ActionResult className="photo-result" message={moveResult} />
      <div className="photo-card" id={`${id}-card`} hidden={!open}>
        <PhotoCard
          photo={photo}
          removeResult={result?.place === 'remove' ? result.message : null}
          onChanged={props.onChanged}
          onUploadStart={props.onUploadStart}
          onRemove={props.onRemove}
          onSignedOut={props.onSignedOut}
        />
      </div>
    </li>
  );
}
