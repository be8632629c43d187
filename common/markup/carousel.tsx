/** @jsxRuntime automatic @jsxImportSource react */
/*
 * The photo band's markup, shared by the web app's carousel and the server's still first frame
 * (server/static/first-paint.ts): the same elements, classes and `sizes`, so the first photo the browser paints
 * from the HTML is exactly the one the app then shows, with nothing moving in between.
 */
import type { ReactNode } from 'react';
import type { Photo } from '../api';

/** Each slide is at most 840 px wide (.carousel-slide in the styles); phones get about the screen's width. */
export const CAROUSEL_SIZES = '(max-width: 600px) 90vw, 840px';

interface CarouselSlideProps {
  photo: Photo;
  alt: string;
  /** The first photo: loaded at once and first, as the largest paint of every page. */
  eager: boolean;
  /** The second run of the loop: decorative, so screen readers meet each photo once. */
  repeat?: boolean;
}

export function CarouselSlide({ photo, alt, eager, repeat = false }: CarouselSlideProps) {
  return (
    <li className="carousel-slide" aria-hidden={repeat || undefined}>
      <picture>
        {photo.sources.map((source) => (
          <source key={source.type} type={source.type} srcSet={source.srcset} sizes={CAROUSEL_SIZES} />
        ))}
        <img
          src={photo.src}
          alt={alt}
          width={photo.width}
          height={photo.height}
          loading={eager ? 'eager' : 'lazy'}
          fetchPriority={eager ? 'high' : 'auto'}
          decoding={eager ? 'sync' : 'async'}
        />
      </picture>
    </li>
  );
}

interface CarouselBandProps {
  /** The slides of the track. */
  slides: ReactNode;
  /** The first frame: a still, unlabelled picture (the app replaces it). */
  still?: boolean;
  labelledBy?: string;
  paused?: boolean;
  /** What lies over or beside the track: the heading, the date, the pause button. */
  children?: ReactNode;
}

export function CarouselBand({ slides, still = false, labelledBy, paused = false, children }: CarouselBandProps) {
  return (
    <section className="carousel" aria-hidden={still || undefined} aria-labelledby={labelledBy}>
      <div className={paused ? 'carousel-viewport paused' : 'carousel-viewport'}>
        <ul className={still ? 'carousel-track first-paint' : 'carousel-track'}>{slides}</ul>
      </div>
      {children}
    </section>
  );
}
