import { useState } from 'react';
import { useTranslation } from '../i18n/use-translation';
import type { Photo } from '#common/api';

export const CAROUSEL_PHOTO_COUNT = 10;

/**
 * Each slide is at most 840 px wide (see .carousel-slide in the styles); phones get about the screen's width.
 * The server preloads the first photo and paints it before the app runs with the same sizes and classes
 * (server/static/first-paint.ts): keep them equal.
 */
const SIZES = '(max-width: 600px) 90vw, 840px';

interface SlideProps {
  photo: Photo;
  alt: string;
  eager: boolean;
  /** The second run of the loop: decorative, so screen readers meet each photo once. */
  repeat?: boolean;
}

function Slide({ photo, alt, eager, repeat = false }: SlideProps) {
  return (
    <li className="carousel-slide" aria-hidden={repeat || undefined}>
      <picture>
        {photo.sources.map((source) => (
          <source key={source.type} type={source.type} srcSet={source.srcset} sizes={SIZES} />
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

interface PhotoCarouselProps {
  photos: Photo[];
  /** The wedding date's day, month and year; only given to signed-in guests (spec §2). */
  date?: { day: string; month: string; year: string };
}

/**
 * The photo band with 'Save our Date' over it. The photos run twice in the track so the loop is seamless; the
 * second run is hidden from screen readers. It can be paused, and stands still under prefers-reduced-motion.
 */
export function PhotoCarousel({ photos, date }: PhotoCarouselProps) {
  const { t } = useTranslation();
  const [paused, setPaused] = useState(false);
  const shown = photos.slice(0, CAROUSEL_PHOTO_COUNT);
  const alt = (index: number) => t(`common.carousel.alt${index + 1}`);

  return (
    <section className="carousel" aria-labelledby="carousel-heading">
      <div className={paused ? 'carousel-viewport paused' : 'carousel-viewport'}>
        <ul className="carousel-track">
          {shown.map((photo, i) => (
            <Slide key={photo.src} photo={photo} alt={alt(i)} eager={i === 0} />
          ))}
          {shown.map((photo) => (
            <Slide key={`repeat-${photo.src}`} photo={photo} alt="" eager={false} repeat />
          ))}
        </ul>
      </div>
      <div className="carousel-overlay">
        <h1 id="carousel-heading">{t('common.carousel.saveOurDate')}</h1>
        {date && (
          <p className="carousel-date">
            <span>{date.day}</span>
            <span aria-hidden="true">·</span>
            <span>{date.month}</span>
            <span aria-hidden="true">·</span>
            <span>{date.year}</span>
          </p>
        )}
      </div>
      <button type="button" className="carousel-toggle" aria-pressed={paused} onClick={() => setPaused((p) => !p)}>
        {paused ? t('common.carousel.play') : t('common.carousel.pause')}
      </button>
    </section>
  );
}
