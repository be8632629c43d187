import { useEffect, useId, useState, useSyncExternalStore } from 'react';
import { PHOTO_PAGE_PATHS } from '#common/app-paths';
import { dateTimeFormat } from '#common/date-text';
import type { MyPhoto, PhotosState } from '#common/photos-api';
import { useTranslation } from '../../i18n/use-translation';
import { NavLink } from '../../lib/router/nav-link';
import { readerLocale } from '../../lib/reader-locale';
import { MyPhotos } from './my-photos';
import { readMyPhotos, readPhotosState } from './photos-calls';
import { unfinishedUploads, uploadQueue, type QueuedFile } from './upload-queue';
import { ACCEPT_ATTRIBUTE, sendingProgress, sizeText, type UploadProblem } from './upload-rules';
import './photos.css';

const PROBLEM_KEYS: Readonly<Record<UploadProblem, `photoUpload.problems.${UploadProblem}`>> = {
  'photo-type': 'photoUpload.problems.photo-type',
  'photo-too-large': 'photoUpload.problems.photo-too-large',
  'household-full': 'photoUpload.problems.household-full',
  'site-full': 'photoUpload.problems.site-full',
  'disk-full': 'photoUpload.problems.disk-full',
  'photos-closed': 'photoUpload.problems.photos-closed',
  'too-many': 'photoUpload.problems.too-many',
  'signed-out': 'photoUpload.problems.signed-out',
  failed: 'photoUpload.problems.failed',
};

/** How often the guest's own uploads are read again while one is being prepared (decoded, its renditions made). */
const PREPARING_POLL_MS = 2_000;

type Loaded<T> = { kind: 'loading' } | { kind: 'failed' } | { kind: 'ready'; value: T };

/**
 * The upload page (issue 39), for a signed-in guest (/photos/add) and for the drop link's page (/drop/<token>,
 * `drop`: an optional name, no link to anything private unless the couple shows the gallery there). The guest
 * chooses many files at once; each is sent in turn (upload-queue.ts) with "3 of 21" and the bytes left above, a
 * line for each file refused and why, and their own uploads with their state below. On the drop link's page,
 * `onShowGallery` shows the gallery in its place where the couple chose so (the drop session has no /photos).
 */
export function UploadPage({ onShowGallery }: { onShowGallery?: () => void } = {}) {
  const { t, i18n } = useTranslation();
  const locale = readerLocale(i18n.language);
  const [state, setState] = useState<Loaded<PhotosState>>({ kind: 'loading' });
  const [mine, setMine] = useState<MyPhoto[]>([]);
  const [name, setName] = useState('');
  const [unfinished, setUnfinished] = useState<string[]>([]);
  const queue = useSyncExternalStore(uploadQueue.subscribe, uploadQueue.snapshot);
  const nameId = useId();
  const hintId = useId();

  function load(): void {
    readPhotosState().then(
      (value) => setState({ kind: 'ready', value }),
      () => setState({ kind: 'failed' }),
    );
    refreshMine();
  }
  function refreshMine(): void {
    readMyPhotos().then(setMine, () => undefined);
  }

  useEffect(() => {
    readPhotosState().then(
      (value) => setState({ kind: 'ready', value }),
      () => setState({ kind: 'failed' }),
    );
    readMyPhotos().then(setMine, () => undefined);
    void unfinishedUploads().then(setUnfinished);
    uploadQueue.onSent(() => readMyPhotos().then(setMine, () => undefined));
    return () => uploadQueue.onSent(null);
  }, []);

  // While the server prepares an upload, its line is read again now and then: "Being prepared" becomes its state.
  const preparing = mine.some((photo) => photo.status === 'processing');
  useEffect(() => {
    if (!preparing) return;
    const timer = setTimeout(() => readMyPhotos().then(setMine, () => undefined), PREPARING_POLL_MS);
    return () => clearTimeout(timer);
  }, [preparing, mine]);

  if (state.kind === 'loading') return <p className="photos-loading">{t('photoUpload.loading')}</p>;
  if (state.kind === 'failed') {
    return (
      <section className="photo-upload">
        <h1>{t('photoUpload.heading')}</h1>
        <p role="alert">{t('photoUpload.unreachable')}</p>
        <button
          type="button"
          className="photos-button"
          onClick={() => {
            setState({ kind: 'loading' });
            load();
          }}
        >
          {t('photoUpload.retry')}
        </button>
      </section>
    );
  }
  const photos = state.value;
  const progress = sendingProgress(queue.files);
  const sending = progress.done < progress.total;
  const refused = queue.files.filter((file): file is QueuedFile & { problem: UploadProblem } => file.problem !== null);
  const stillUnfinished = unfinished.filter((fileName) => !queue.files.some((file) => file.name === fileName && file.state === 'done'));

  return (
    <section className="photo-upload" aria-labelledby="photo-upload-heading">
      <h1 id="photo-upload-heading">{t('photoUpload.heading')}</h1>
      {!photos.open ? (
        <p className="photo-upload-closed" role="status">
          {t('photoUpload.closed')}{' '}
          {photos.opensAt !== null && Date.parse(photos.opensAt) > Date.now() &&
            t('photoUpload.opensAt', { date: dateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short' }).format(new Date(photos.opensAt)) })}
        </p>
      ) : (
        <>
          <p>{t('photoUpload.intro')}</p>
          {photos.dropSession && (
            <p className="photo-upload-name">
              <label htmlFor={nameId}>{t('photoUpload.name')}</label>
              <input
                id={nameId}
                type="text"
                maxLength={80}
                autoComplete="name"
                aria-describedby={hintId}
                value={name}
                onChange={(event) => setName(event.target.value)}
              />
              <span id={hintId} className="photo-upload-hint">
                {t('photoUpload.nameHint')}
              </span>
            </p>
          )}
          {stillUnfinished.length > 0 && <p className="photo-upload-unfinished">{t('photoUpload.unfinished', { files: stillUnfinished.join(', ') })}</p>}
          <label className="photo-upload-choose">
            {t('photoUpload.choose')}
            <input
              type="file"
              multiple
              accept={ACCEPT_ATTRIBUTE}
              className="visually-hidden"
              onChange={(event) => {
                const chosen = [...(event.target.files ?? [])];
                // Cleared, so choosing the same file again (after a refusal) fires a change too.
                event.target.value = '';
                if (chosen.length > 0) uploadQueue.add(chosen, photos.limits, name.trim() === '' ? null : name.trim());
              }}
            />
          </label>
          <p className="photo-upload-hint">{t('photoUpload.types', { size: sizeText(photos.limits.fileBytes, locale) })}</p>
        </>
      )}
      <div className="photo-upload-progress" role="status" aria-live="polite">
        {progress.total > 0 && (
          <>
            <p className="photo-upload-count">{t('photoUpload.progress', { done: progress.done, total: progress.total })}</p>
            {sending ? (
              <>
                <progress max={progress.total} value={progress.done} aria-hidden="true" />
                <p>{t('photoUpload.left', { size: sizeText(progress.bytesLeft, locale) })}</p>
                <p>{queue.offline ? t('photoUpload.offline') : t('photoUpload.keepOpen')}</p>
              </>
            ) : (
              <p>{t('photoUpload.allSent')}</p>
            )}
          </>
        )}
      </div>
      {refused.length > 0 && (
        <ul className="photo-upload-refused" aria-live="polite">
          {refused.map((file) => (
            <li key={file.key}>{t(PROBLEM_KEYS[file.problem], { file: file.name, size: sizeText(photos.limits.fileBytes, locale) })}</li>
          ))}
        </ul>
      )}
      {photos.galleryVisible && !photos.dropSession && (
        <p>
          <NavLink to={PHOTO_PAGE_PATHS.gallery}>{t('photoUpload.gallery')}</NavLink>
        </p>
      )}
      {photos.galleryVisible && photos.dropSession && onShowGallery && (
        <p>
          <button type="button" className="photos-button secondary" onClick={onShowGallery}>
            {t('photoUpload.gallery')}
          </button>
        </p>
      )}
      <MyPhotos photos={mine} onChanged={refreshMine} />
    </section>
  );
}
