import { useId, useState } from 'react';
import type { AdminPhoto } from '#common/admin-photos-api';
import type { PhotoReviewRequest } from '#common/admin-photos-api';
import { guestPhotoPage, reviewPhotos, type PhotoFilter } from '../../api/guest-photo-calls';
import { useLoad } from '../../api/use-load';
import { useMore } from '../../api/use-more';
import { ActionResult } from '../../components/action-result';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { LoadingLine } from '../../components/loading-section';
import { formatMoment } from '../../components/moment-text';
import { failureText } from '../../components/problem-text';
import { SaveButton } from '../../components/save-button';
import { useSave } from '../../components/use-save';
import { useT } from '../../i18n/admin-i18n';
import { renditionPath } from '../../../lib/photo-renditions';
import { PhotoViewer } from './photo-viewer';
import { allOrNone, stillListed, toggled, type Selection } from './review-selection';

const FILTERS: readonly PhotoFilter[] = ['pending', 'shown', 'hidden', 'all'];
type Action = PhotoReviewRequest['action'];

/** When a photo was added, as the couple reads it in their own time zone. */
const addedAt = (iso: string) => formatMoment(Date.parse(iso));

interface ReviewPanelProps {
  /** How many wait for review, each time the list is read: the page's heading says it. */
  onPending: (pending: number) => void;
  onSignedOut: () => void;
}

/**
 * The review (issue 39): the photos waiting first, each ticked or not; the ticked ones shown, hidden or deleted in
 * one request. The buttons keep the focus (busy while the answer comes) and the result is said beside them; the
 * list is then read again, so what was reviewed leaves the filter it no longer belongs to.
 */
export function ReviewPanel({ onPending, onSignedOut }: ReviewPanelProps) {
  const { t } = useT();
  const id = useId();
  const [filter, setFilter] = useState<PhotoFilter>('pending');
  const [selected, setSelected] = useState<Selection>(new Set());
  /** The review last sent: its button is the busy one while `save` is pending. */
  const [reviewing, setReviewing] = useState<Action | null>(null);
  const [deleting, setDeleting] = useState(false);
  const [viewing, setViewing] = useState<AdminPhoto | null>(null);
  const save = useSave(onSignedOut);
  // The first page of `filter`, read again after a review (what was reviewed leaves the filter it no longer belongs
  // to) or when another filter is chosen; "more" adds the next pages to it.
  const list = useLoad(() => guestPhotoPage(filter), onSignedOut, {
    key: filter,
    loaded: (page) => {
      setSelected((ticked) => stillListed(ticked, page.items.map((photo) => photo.id)));
      onPending(page.pending);
    },
  });
  const items = list.value?.items;
  // Older photos, after those shown; not while a review is on its way, which reads the list again.
  const more = useMore({
    shown: list.value,
    setShown: list.setValue,
    next: ({ next }) => (next ? () => guestPhotoPage(filter, next) : null),
    items: (page) => page.items,
    withItems: (page, photos) => ({ ...page, items: photos }),
    idOf: (photo) => photo.id,
    elementId: (photoId) => `${id}-photo-${photoId}`,
    key: filter,
    onSignedOut,
  });

  /** One review of the ticked photos, said once the list is read again (what was reviewed has left its filter). */
  async function review(action: Action) {
    // A page of the list being added meanwhile would mix the list before the review with the one after.
    if (more.reading) return;
    if (selected.size === 0) return save.show({ text: t('guestPhotos.noneSelected'), error: true });
    // `save` sends one review at a time: a second press, of any button, sends nothing and changes no busy button.
    await save.run(
      async () => {
        setReviewing(action);
        const answer = await reviewPhotos({ ids: [...selected], action });
        if (answer.ok) {
          setSelected(new Set());
          await list.reload();
        }
        return answer;
      },
      { saved: ({ changed }) => t(`guestPhotos.done.${action}`, { count: changed }) },
    );
  }

  const busy = (action: Action) => save.pending && reviewing === action;

  const by = (photo: AdminPhoto) => (photo.by ? t('guestPhotos.by', { name: photo.by }) : t('guestPhotos.byTable'));
  const caption = (photo: AdminPhoto) => `${by(photo)}, ${addedAt(photo.uploadedAt)}`;
  const ids = items?.map((photo) => photo.id) ?? [];
  const allTicked = ids.length > 0 && ids.every((photoId) => selected.has(photoId));

  return (
    <section className="panel" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{t('guestPhotos.review')}</h2>
      <fieldset className="photo-filters">
        <legend>{t('guestPhotos.filter')}</legend>
        {FILTERS.map((value) => (
          <label key={value}>
            <input type="radio" name={`${id}-filter`} value={value} checked={filter === value} onChange={() => setFilter(value)} />
            {t(`guestPhotos.filters.${value}`)}
          </label>
        ))}
      </fieldset>
      {/* The list read again after a review did not come: the one shown is older than the review. */}
      {items && list.failure && (
        <p className="error" role="alert">
          {failureText(t, list.failure)}
        </p>
      )}
      {items === undefined ? (
        <LoadingLine failure={list.failure} />
      ) : items.length === 0 ? (
        <p className="help">{t(`guestPhotos.empty.${filter}`)}</p>
      ) : (
        <>
          <label className="select-all">
            <input type="checkbox" checked={allTicked} onChange={() => setSelected(allOrNone(selected, ids))} />
            {t('guestPhotos.selectAll', { count: ids.length })}
          </label>
          <ul className="review-grid">
            {items.map((photo) => (
              <li key={photo.id} className={selected.has(photo.id) ? 'review-item selected' : 'review-item'}>
                <button type="button" id={`${id}-photo-${photo.id}`} className="review-open" onClick={() => setViewing(photo)} aria-label={t('guestPhotos.open', { photo: caption(photo) })}>
                  {photo.status === 'processing' || photo.status === 'failed' ? (
                    <span className="review-placeholder" />
                  ) : (
                    <img src={renditionPath(photo.id, photo.kind === 'video' ? 'poster' : 'small')} alt="" loading="lazy" width={160} height={160} />
                  )}
                </button>
                <label className="review-tick">
                  <input type="checkbox" checked={selected.has(photo.id)} onChange={() => setSelected(toggled(selected, photo.id))} />
                  <span>
                    {by(photo)}
                    <br />
                    <small>
                      {addedAt(photo.uploadedAt)}
                      {filter === 'all' ? ` · ${t(`guestPhotos.status.${photo.status}`)}` : ''}
                      {photo.kind === 'video' ? ` · ${t('guestPhotos.video')}` : ''}
                    </small>
                  </span>
                </label>
              </li>
            ))}
          </ul>
          {more.failure && <p className="error">{failureText(t, more.failure)}</p>}
          {more.available && (
            <SaveButton busy={more.reading} onClick={() => !save.pending && void more.showMore()}>
              {t('guestPhotos.more')}
            </SaveButton>
          )}
        </>
      )}
      <div className="row review-actions" role="group" aria-label={t('guestPhotos.actions', { count: selected.size })}>
        <SaveButton className="primary" busy={busy('show')} unavailable={selected.size === 0} onClick={() => void review('show')}>
          {t('guestPhotos.show', { count: selected.size })}
        </SaveButton>
        <SaveButton busy={busy('hide')} unavailable={selected.size === 0} onClick={() => void review('hide')}>
          {t('guestPhotos.hide', { count: selected.size })}
        </SaveButton>
        <SaveButton className="danger" busy={busy('delete')} unavailable={selected.size === 0} onClick={() => (selected.size === 0 ? void review('delete') : setDeleting(true))}>
          {t('guestPhotos.delete', { count: selected.size })}
        </SaveButton>
      </div>
      <ActionResult message={save.message} />
      {deleting && (
        <ConfirmDialog
          question={t('guestPhotos.deleteQuestion', { count: selected.size })}
          confirmLabel={t('guestPhotos.delete', { count: selected.size })}
          danger
          onConfirm={() => {
            setDeleting(false);
            void review('delete');
          }}
          onCancel={() => setDeleting(false)}
        />
      )}
      {viewing && <PhotoViewer photo={viewing} caption={caption(viewing)} onClose={() => setViewing(null)} />}
    </section>
  );
}
