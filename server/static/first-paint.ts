/**
 * What the page head and body carry before the app's script has run. Both use only public facts (the couple's
 * names and the first photo), so nothing private reaches a signed-out visitor.
 */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { Photo } from '#common/api';
import { CAROUSEL_SIZES } from '#common/markup/carousel';
import { FirstFrame } from '#common/markup/first-frame';
import { escapeHtml } from '../escape-html';

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
 * rendered from the same components as the app's header and carousel (common/markup), so the photo paints as soon
 * as it arrives and nothing moves when React replaces the frame with the live page.
 */
export function withFirstPaintShell(html: string, coupleNames: string, photo: Photo | undefined): string {
  if (!photo) return html;
  const frame = renderToStaticMarkup(createElement(FirstFrame, { coupleNames, photo }));
  return html.replace('<div id="root"></div>', () => `<div id="root">${frame}</div>`);
}
