/**
 * What the page head and body carry before the app's script has run. Both use only public facts (the couple's
 * names and the first photo), so nothing private reaches a signed-out visitor.
 */
import type { Photo } from '#common/api';
import { escapeHtml } from '../escape-html';

/** Matches `sizes` of the carousel slides in web/src/components/photo-carousel.tsx. */
export const CAROUSEL_SIZES = '(max-width: 600px) 90vw, 840px';

/**
 * Lets the browser fetch the first carousel photo (the largest paint on every page) while the scripts load,
 * instead of discovering it only once the app has rendered.
 */
export function withFirstPhotoPreload(html: string, photo: Photo | undefined): string {
  const source = photo?.sources[0];
  if (!photo || !source) return html;
  const link = `<link rel="preload" as="image" type="${escapeHtml(source.type)}" imagesrcset="${escapeHtml(source.srcset)}" imagesizes="${CAROUSEL_SIZES}" fetchpriority="high">`;
  return html.replace('</head>', `    ${link}\n  </head>`);
}

/**
 * A still first frame of the pages that open with the carousel (/ and /login): the header and the first photo,
 * in the same markup and classes as the app's SiteHeader and PhotoCarousel, so the photo paints as soon as it
 * arrives and nothing moves when React replaces the frame with the live page. Keep the classes in step with
 * web/src/app/site-header.tsx and web/src/components/photo-carousel.tsx.
 */
export function withFirstPaintShell(html: string, coupleNames: string, photo: Photo | undefined): string {
  if (!photo) return html;
  const sources = photo.sources
    .map((s) => `<source type="${escapeHtml(s.type)}" srcset="${escapeHtml(s.srcset)}" sizes="${CAROUSEL_SIZES}">`)
    .join('');
  const shell =
    `<header class="site-header"><p class="site-title">${escapeHtml(coupleNames)}</p>` +
    `<div class="menu"><span class="menu-button" aria-hidden="true"><span class="menu-icon"></span></span></div></header>` +
    `<section class="carousel" aria-hidden="true"><div class="carousel-viewport"><ul class="carousel-track first-paint">` +
    `<li class="carousel-slide"><picture>${sources}<img src="${escapeHtml(photo.src)}" alt="" width="${photo.width}" height="${photo.height}" fetchpriority="high"></picture></li>` +
    `</ul></div></section>`;
  return html.replace('<div id="root"></div>', `<div id="root">${shell}</div>`);
}
