import { useState } from 'react';
import type { SitePhoto } from '#common/api';
import { CarouselBand, CarouselSlide } from '#common/markup/carousel';
import { useTranslation } from '../i18n/use-translation';

/**
 * Ten at most (docs/product.md, the photos); the couple may have fewer (at least one), which run twice all the same.
 */
const CAROUSEL_PHOTO_COUNT = 10;

interface PhotoCarouselProps {
  photos: SitePhoto[];
  /** The wedding date's day, month and year; only given to signed-in guests (docs/product.md, who may see what). */
  date?: { day: string; month: string; year: string };
  /** The site shows the invitation (a signed-in guest's home page): its heading instead of 'Save our Date' (issue 27). */
  invitation?: boolean;
}

/**
 * The photo band with 'Save our Date' over it (on the home page of a site that shows the invitation, the invitation's
 * heading). The photos run twice in the track so the loop is seamless; the second run is hidden from screen readers.
 * It can be paused, and stands still under prefers-reduced-motion.
 * The server paints its first photo before the app runs from the same markup (common/markup/carousel.tsx).
 */
export function PhotoCarousel({ photos, date, invitation }: PhotoCarouselProps) {
  const { t } = useTranslation();
  const [paused, setPaused] = useState(false);
  const shown = photos.slice(0, CAROUSEL_PHOTO_COUNT);

  const slides = [
    // Each photo carries its alt text in the visitor's language (the couple writes it with the photo).
    ...shown.map((photo, i) => <CarouselSlide key={photo.src} photo={photo} alt={photo.alt} eager={i === 0} />),
    ...shown.map((photo) => <CarouselSlide key={`repeat-${photo.src}`} photo={photo} alt="" eager={false} repeat />),
  ];
  return (
    <CarouselBand slides={slides} labelledBy="carousel-heading" paused={paused}>
      <div className="carousel-overlay">
        <h1 id="carousel-heading">{t(invitation ? 'invitation.homeHeading' : 'common.carousel.saveOurDate')}</h1>
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
    </CarouselBand>
  );
}
