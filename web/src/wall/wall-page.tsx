import { useEffect, useReducer, useRef, useState } from 'react';
import type { Locale } from '#common/locales';
import { PHOTOS_API, type WallPage as WallFeed } from '#common/photos-api';
import { call } from '../api/http';
import { renditionPath } from '../lib/photo-renditions';
import { qrImage } from '../lib/qr-image';
import { FIRST_SCREEN, wallScreen } from './wall-slides';
import { WALL_WORDS } from './wall-words';

/** How often the wall asks for photos shown since its last look. */
const POLL_MS = 15_000;
/** How long each photo stays; the crossfade (wall.css) takes the first seconds of it. */
const SLIDE_MS = 8_000;

const wallPhoto = (id: number, token: string) => `${renditionPath(id, 'large')}?${new URLSearchParams({ wall: token })}`;

/**
 * The wall for a TV or a projector (issue 39): full screen, the photos the couple shows as they come, one at a time
 * with a slow crossfade, and the drop link's QR code in a corner; nothing else. Two <img> layers, whatever the hour
 * (wall-slides.ts): the page holds two pictures at most, and bounded lists of the photos it goes round.
 */
export function WallPage({ token, locale }: { token: string; locale: Locale }) {
  const words = WALL_WORDS[locale];
  const [screen, dispatch] = useReducer(wallScreen, FIRST_SCREEN);
  const [gone, setGone] = useState(false);
  const [qr, setQr] = useState<string | null>(null);
  const cursor = useRef<string | null>(null);
  const dropPath = useRef<string | null>(null);

  // The feed: asked at once, then POLL_MS after each answer (never two requests at a time).
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    async function poll() {
      const query = new URLSearchParams({ token });
      if (cursor.current) query.set('after', cursor.current);
      try {
        const response = await call(`${PHOTOS_API.wall}?${query}`, { credentials: 'omit', cache: 'no-store' });
        // A new wall link ended this one: the wall says so and stops asking.
        if (response?.status === 404) return setGone(true);
        if (response?.ok) {
          const page = (await response.json()) as WallFeed;
          cursor.current = page.cursor;
          dispatch({ type: 'photos', items: page.items });
          // The drop link's QR code, drawn again only when a new drop link replaced the old.
          if (page.dropPath !== dropPath.current) {
            dropPath.current = page.dropPath;
            setQr(await qrImage(`${location.origin}${page.dropPath}`));
          }
        }
      } catch {
        // The venue's network: the next look tries again.
      }
      if (!stopped) timer = setTimeout(() => void poll(), POLL_MS);
    }
    void poll();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [token]);

  const hasPhotos = screen.slides.current !== null;
  useEffect(() => {
    if (!hasPhotos) return;
    const timer = setInterval(() => dispatch({ type: 'tick' }), SLIDE_MS);
    return () => clearInterval(timer);
  }, [hasPhotos]);

  if (gone) {
    return (
      <main className="wall wall-message">
        <p>{words.gone}</p>
      </main>
    );
  }
  return (
    <main className="wall">
      <h1 className="visually-hidden">{words.title}</h1>
      {screen.layers.map((id, index) =>
        id === null ? null : (
          <img
            key={index}
            className={index === screen.front ? 'wall-photo front' : 'wall-photo'}
            src={wallPhoto(id, token)}
            alt=""
            data-photo-id={id}
            onLoad={() => dispatch({ type: 'loaded', layer: index as 0 | 1, id })}
            onError={() => dispatch({ type: 'failed', layer: index as 0 | 1, id })}
          />
        ),
      )}
      {!hasPhotos && <p className="wall-waiting">{words.waiting}</p>}
      {qr && (
        <figure className="wall-qr">
          <img src={qr} alt="" width={160} height={160} />
          <figcaption>{words.addYours}</figcaption>
        </figure>
      )}
    </main>
  );
}
