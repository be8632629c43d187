/**
 * The server paints a still first frame of the header and the first photo before the app loads
 * (server/static/first-paint.ts renders common/markup/first-frame.tsx). The app must then render the very same
 * markup for them, or the photo jumps and is fetched twice when React takes over.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { SitePhoto } from '#common/api';
import { FirstFrame } from '#common/markup/first-frame';
import { PhotoCarousel } from '../components/photo-carousel';
import { i18n } from '../i18n/i18n';
import { SiteContext } from './site-context';
import { SiteHeader } from './site-header';

const photo = (name: string): SitePhoto => ({
  alt: `Photo ${name}`,
  width: 1600,
  height: 1067,
  src: `/photos/${name}-1200.jpg`,
  sources: [{ type: 'image/avif', srcset: `/photos/${name}-480.avif 480w, /photos/${name}-1600.avif 1600w` }],
});

/** Elements and classes, in document order, of the first element matching `start` … its end tag. */
function outline(html: string, from: string, to: string): string {
  const part = html.slice(html.indexOf(from), html.indexOf(to, html.indexOf(from)) + to.length);
  return [...part.matchAll(/<(\/?[a-z]+)(?:[^>]*?class="([^"]*)")?/g)].map(([, tag, cls]) => (cls ? `${tag}.${cls}` : tag)).join(' ');
}

describe('the first frame and the app', () => {
  const frame = renderToStaticMarkup(<FirstFrame coupleNames={'Elena & Julian'} photo={photo('a')} />);

  it('show the first photo with the same slide markup', () => {
    const app = renderToStaticMarkup(<PhotoCarousel photos={[photo('a'), photo('b')]} />);
    const slide = (html: string) => /<li class="carousel-slide">.*?<\/li>/.exec(html)![0].replace(/ alt="[^"]*"/, '');
    expect(slide(frame)).toBe(slide(app));
    expect(slide(frame)).toContain('fetchPriority="high"');
    expect(outline(frame, '<section', '<li')).toBe(outline(app, '<section', '<li').replace('carousel-track', 'carousel-track first-paint'));
  });

  it('show the same band once the site shows the invitation, with the invitation’s heading over it (issue 27)', () => {
    i18n.start('en', {});
    i18n.addMessages('en', { common: { carousel: { saveOurDate: 'Save our Date' } }, invitation: { homeHeading: 'You’re invited' } });
    const saveTheDate = renderToStaticMarkup(<PhotoCarousel photos={[photo('a'), photo('b')]} />);
    const invitation = renderToStaticMarkup(<PhotoCarousel photos={[photo('a'), photo('b')]} invitation />);
    expect(outline(invitation, '<section', '<li')).toBe(outline(frame, '<section', '<li').replace('carousel-track first-paint', 'carousel-track'));
    expect(invitation).toContain('<h1 id="carousel-heading">You’re invited</h1>');
    expect(saveTheDate).toContain('<h1 id="carousel-heading">Save our Date</h1>');
    // The still frame paints no heading in either phase: nothing in it to change when the phase does.
    expect(frame).not.toContain('<h1');
  });

  it('show the header with the same bar, title and menu button box', () => {
    const app = renderToStaticMarkup(
      <SiteContext.Provider value={{ coupleNames: 'Elena & Julian', copyrightYear: 2025, photos: [] }}>
        <SiteHeader authenticated={false} onSignOut={() => undefined} />
      </SiteContext.Provider>,
    );
    const bar = (html: string) => outline(html, '<header', '</span>').replace(/button\.|span\.menu-button/g, (m) => (m === 'button.' ? 'X.' : 'X.menu-button'));
    expect(bar(frame)).toBe(bar(app));
    expect(frame).toContain('<p class="site-title">Elena &amp; Julian</p>');
  });
});
