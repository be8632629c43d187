import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { PHOTO_PAGE_PATHS } from '#common/app-paths';
import type { GalleryItem } from '#common/photos-api';
import { useTranslation } from '../../i18n/use-translation';
import { NavLink } from '../../lib/router/nav-link';
import { readerLocale } from '../../lib/reader-locale';
import { renditionPath, renditionSrcset } from '../../lib/photo-renditions';
import { groupByEvent, venueClockTime } from './gallery-groups';
import { readGalleryPage } from './photos-calls';
import { PhotoViewer } from './photo-viewer';
import { downloadZip } from './zip-download';
import './photos.css';

/** The tiles' width at each screen width (the grid's columns), so the browser picks the right rendition. */
const TILE_SIZES = '(min-width: 60rem) 12rem, 33vw';
const VIEWER_PARAM = 'photo';

interface GalleryState {
  items: GalleryItem[];
  next: string | null;
  loading: boolean;
  failed: boolean;
}

/** A computer with a mouse: the page then offers ZIPs, which a phone cannot use (it saves one photo at a time). */
const onComputer = () => window.matchMedia('(hover: hover) and (pointer: fine)').matches;

/** The viewer's photo in the address (`?photo=<id>`), written without a navigation, so the gallery stays as it is. */
function showInAddress(id: number | null): void {
  const url = new URL(window.location.href);
  if (id === null) url.searchParams.delete(VIEWER_PARAM);
  else url.searchParams.set(VIEWER_PARAM, String(id));
  window.history.replaceState(window.history.state, '', url);
}

/**
 * The gallery (issue 39): what the reader may see, newest first, in runs of the invitation's events. It loads a
 * page at a time as the end comes into view (an IntersectionObserver), each tile laid out from the photo's size
 * before its bytes come and loaded only when near (loading=lazy, the smallest rendition that fills it). On the
 * drop link's page, `onAdd` goes back to its upload page (a drop session has no /photos/add).
 */
export function GalleryPage({ onAdd }: { onAdd?: () => void } = {}) {
  const { t, i18n } = useTranslation();
  const locale = readerLocale(i18n.language);
  const [state, setState] = useState<GalleryState>({ items: [], next: null, loading: true, failed: false });
  // The photo in the viewer, by id: from the address first (a shared or reloaded ?photo=<id>).
  const [viewingId, setViewingId] = useState<number | null>(() => Number(new URL(window.location.href).searchParams.get(VIEWER_PARAM)) || null);
  const [choosing, setChoosing] = useState(false);
  const [chosen, setChosen] = useState<ReadonlySet<number>>(new Set());
  const [zipFailed, setZipFailed] = useState(false);
  const end = useRef<HTMLDivElement>(null);
  const loadingRef = useRef(false);
  const opener = useRef<HTMLButtonElement | null>(null);
  const computer = useMemo(() => onComputer(), []);

  const loadMore = useCallback((before: string | null) => {
    if (loadingRef.current) return;
    loadingRef.current = true;
    setState((current) => ({ ...current, loading: true, failed: false }));
    readGalleryPage(before).then(
      (page) => {
        loadingRef.current = false;
        setState((current) => ({ items: before === null ? page.items : [...current.items, ...page.items], next: page.next, loading: false, failed: false }));
      },
      () => {
        loadingRef.current = false;
        setState((current) => ({ ...current, loading: false, failed: true }));
      },
    );
  }, []);

  useEffect(() => loadMore(null), [loadMore]);

  const viewing = viewingId === null ? -1 : state.items.findIndex((item) => item.id === viewingId);
  // A photo named in the address opens once it is among those loaded: the pages before it are loaded first.
  useEffect(() => {
    if (viewingId !== null && viewing < 0 && state.next !== null && !state.loading && !state.failed) loadMore(state.next);
  }, [viewingId, viewing, state, loadMore]);

  useEffect(() => {
    const sentinel = end.current;
    if (!sentinel || state.next === null || state.failed) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) loadMore(state.next);
    }, { rootMargin: '800px 0px' });
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [state.next, state.failed, loadMore]);

  const needMore = useCallback(() => {
    if (state.next !== null) loadMore(state.next);
  }, [state.next, loadMore]);
  const groups = useMemo(() => groupByEvent(state.items), [state.items]);
  const labelOf = (item: GalleryItem) => {
    const time = venueClockTime(item.takenAt, locale);
    if (item.kind === 'video') return time ? t('photos.videoAt', { time }) : t('photoUpload.video');
    return time ? t('photos.photoAt', { time }) : t('photoUpload.photo');
  };

  function open(index: number, button: HTMLButtonElement): void {
    opener.current = button;
    const id = state.items[index]!.id;
    setViewingId(id);
    showInAddress(id);
  }
  function close(): void {
    setViewingId(null);
    showInAddress(null);
    opener.current?.focus();
  }
  function toggle(id: number): void {
    setChosen((current) => {
      const copy = new Set(current);
      if (!copy.delete(id)) copy.add(id);
      return copy;
    });
  }
  async function zip(all: boolean): Promise<void> {
    setZipFailed(!(await downloadZip(all ? { all: true } : { ids: [...chosen] })));
  }

  let position = 0;
  return (
    <section className="gallery" aria-labelledby="gallery-heading">
      <h1 id="gallery-heading">{t('photos.heading')}</h1>
      <p>
        {onAdd ? (
          <button type="button" className="photos-button" onClick={onAdd}>
            {t('photos.add')}
          </button>
        ) : (
          <NavLink to={PHOTO_PAGE_PATHS.add} className="photos-button">
            {t('photos.add')}
          </NavLink>
        )}
      </p>
      {computer && state.items.length > 0 && (
        <div className="gallery-tools">
          <button type="button" className="photos-button secondary" aria-pressed={choosing} onClick={() => setChoosing(!choosing)}>
            {choosing ? t('photos.chooseDone') : t('photos.choose')}
          </button>
          {choosing && chosen.size > 0 && (
            <button type="button" className="photos-button" onClick={() => void zip(false)}>
              {t('photos.zipChosen', { count: chosen.size })}
            </button>
          )}
          <button type="button" className="photos-button secondary" onClick={() => void zip(true)}>
            {t('photos.zipAll')}
          </button>
          {zipFailed && <p role="alert">{t('photos.loadFailed')}</p>}
        </div>
      )}
      {groups.map((group) => (
        <section key={group.key} aria-label={group.event ?? t('photos.otherMoments')}>
          <h2>{group.event ?? t('photos.otherMoments')}</h2>
          <ul className="gallery-grid">
            {group.items.map((item) => {
              const index = position++;
              const label = labelOf(item);
              return (
                <li key={item.id} className="gallery-tile">
                  <button type="button" className="gallery-open" onClick={(event) => open(index, event.currentTarget)}>
                    <img
                      src={renditionPath(item.id, item.kind === 'video' ? 'poster' : 'small')}
                      srcSet={item.kind === 'video' ? undefined : renditionSrcset(item.id)}
                      sizes={TILE_SIZES}
                      width={item.width}
                      height={item.height}
                      loading="lazy"
                      decoding="async"
                      alt={label}
                    />
                  </button>
                  {item.kind === 'video' && (
                    <span className="gallery-video-mark" aria-hidden="true">
                      ▶
                    </span>
                  )}
                  {choosing && (
                    <input type="checkbox" className="gallery-select" aria-label={`${t('photos.select')}: ${label}`} checked={chosen.has(item.id)} onChange={() => toggle(item.id)} />
                  )}
                </li>
              );
            })}
          </ul>
        </section>
      ))}
      <div ref={end} className="gallery-more">
        {state.loading && <p className="gallery-status" role="status">{t('photos.loading')}</p>}
        {!state.loading && !state.failed && state.items.length === 0 && <p>{t('photos.empty')}</p>}
        {state.failed && (
          <>
            <p role="alert">{t('photos.loadFailed')}</p>
            <button type="button" className="photos-button secondary" onClick={() => loadMore(state.items.length === 0 ? null : state.next)}>
              {t('photos.retry')}
            </button>
          </>
        )}
      </div>
      {viewing >= 0 && (
        <PhotoViewer
          items={state.items}
          index={viewing}
          more={state.next !== null}
          onMove={(index) => {
            const id = state.items[index]!.id;
            setViewingId(id);
            showInAddress(id);
          }}
          onNeedMore={needMore}
          onClose={close}
        />
      )}
    </section>
  );
}
