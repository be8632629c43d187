import { describe, expect, it } from 'vitest';
import type { GalleryItem } from '#common/photos-api';
import { FIRST_SCREEN, MAX_TRIES, NO_SLIDES, nextSlide, ROUND_SIZE, WAITING_SIZE, wallScreen, withNewPhotos, type WallSlides } from './wall-slides';

const photo = (id: number, kind: GalleryItem['kind'] = 'photo'): GalleryItem => ({ id, kind, width: 1600, height: 1200, takenAt: null, event: null, by: null });
const photos = (from: number, count: number) => Array.from({ length: count }, (_, i) => photo(from + i));
const shownIds = (slides: WallSlides, times: number) => {
  const ids: number[] = [];
  for (let i = 0; i < times; i++) {
    slides = nextSlide(slides);
    ids.push(slides.current!.id);
  }
  return ids;
};

describe('the wall slides', () => {
  it('shows nothing before the first photo', () => {
    expect(nextSlide(NO_SLIDES)).toBe(NO_SLIDES);
  });

  it('shows new photos in the order they came, then goes round them', () => {
    const slides = withNewPhotos(NO_SLIDES, photos(1, 3));
    expect(shownIds(slides, 7)).toEqual([1, 2, 3, 1, 2, 3, 1]);
  });

  it('puts a photo that comes while it goes round before the round continues', () => {
    let slides = withNewPhotos(NO_SLIDES, photos(1, 3));
    for (let i = 0; i < 4; i++) slides = nextSlide(slides);
    expect(slides.current?.id).toBe(1);
    slides = withNewPhotos(slides, [photo(9)]);
    expect(shownIds(slides, 5)).toEqual([9, 2, 3, 9, 1]);
  });

  it('adds each photo once and leaves videos out', () => {
    let slides = withNewPhotos(NO_SLIDES, [photo(1), photo(2, 'video')]);
    slides = withNewPhotos(slides, [photo(1), photo(3)]);
    expect(slides.waiting.map((item) => item.id)).toEqual([1, 3]);
  });

  it('keeps its lists bounded however many photos the evening brings', () => {
    let slides = NO_SLIDES;
    for (let batch = 0; batch < 200; batch++) {
      slides = withNewPhotos(slides, photos(batch * 10 + 1, 10));
      for (let i = 0; i < 3; i++) slides = nextSlide(slides);
      expect(slides.waiting.length).toBeLessThanOrEqual(WAITING_SIZE);
      expect(slides.round.length).toBeLessThanOrEqual(ROUND_SIZE);
    }
    // The newest photos are still to come: a burst skips the oldest waiting, never the latest.
    expect(slides.waiting.at(-1)?.id).toBe(2000);
  });
});

describe('the wall screen', () => {
  it('shows the first photo at once, then crossfades each next one from the layer behind', () => {
    let screen = wallScreen(FIRST_SCREEN, { type: 'photos', items: photos(1, 2) });
    expect(screen.layers).toEqual([null, 1]);
    expect(screen.front).toBe(0);
    screen = wallScreen(screen, { type: 'loaded', layer: 1, id: 1 });
    expect(screen.front).toBe(1);
    screen = wallScreen(screen, { type: 'tick' });
    expect(screen.layers).toEqual([2, 1]);
    screen = wallScreen(screen, { type: 'loaded', layer: 0, id: 2 });
    expect(screen.front).toBe(0);
  });

  it('keeps the picture shown while the next is loading, and gives the next its turn once loaded', () => {
    let screen = wallScreen(FIRST_SCREEN, { type: 'photos', items: photos(1, 3) });
    screen = wallScreen(screen, { type: 'loaded', layer: 1, id: 1 });
    screen = wallScreen(screen, { type: 'tick' });
    expect(screen.layers).toEqual([2, 1]);
    // Photo 2 is slow to come: the ticks wait for it.
    screen = wallScreen(wallScreen(screen, { type: 'tick' }), { type: 'tick' });
    expect(screen).toMatchObject({ layers: [2, 1], front: 1 });
    screen = wallScreen(screen, { type: 'loaded', layer: 0, id: 2 });
    expect(wallScreen(screen, { type: 'tick' }).layers).toEqual([2, 3]);
  });

  it('tries a photo whose request failed again at the next turn, before the others, and keeps it once it loads', () => {
    let screen = wallScreen(FIRST_SCREEN, { type: 'photos', items: photos(1, 2) });
    screen = wallScreen(screen, { type: 'loaded', layer: 1, id: 1 });
    screen = wallScreen(screen, { type: 'tick' });
    expect(screen.layers).toEqual([2, 1]);
    screen = wallScreen(screen, { type: 'failed', layer: 0, id: 2 });
    // Photo 1 stays on the screen; nothing is asked until the next turn.
    expect(screen).toMatchObject({ layers: [null, 1], front: 1 });
    screen = wallScreen(screen, { type: 'tick' });
    expect(screen.layers).toEqual([2, 1]);
    screen = wallScreen(screen, { type: 'loaded', layer: 0, id: 2 });
    expect(screen).toMatchObject({ front: 0, failures: {} });
    expect(screen.slides.round.map((item) => item.id)).toEqual([1, 2]);
  });

  it('lets a photo that cannot be read go after its last try, and shows the next', () => {
    let screen = wallScreen(FIRST_SCREEN, { type: 'photos', items: photos(1, 2) });
    for (let attempt = 1; attempt < MAX_TRIES; attempt++) {
      screen = wallScreen(screen, { type: 'failed', layer: 1, id: 1 });
      expect(screen.layers).toEqual([null, null]);
      screen = wallScreen(screen, { type: 'tick' });
      expect(screen.layers).toEqual([null, 1]);
    }
    screen = wallScreen(screen, { type: 'failed', layer: 1, id: 1 });
    expect(screen.layers).toEqual([null, 2]);
    expect(screen.failures).toEqual({});
    screen = wallScreen(screen, { type: 'loaded', layer: 1, id: 2 });
    expect(screen.front).toBe(1);
    expect(screen.slides.round.map((item) => item.id)).toEqual([2]);
  });

  it('fades between two photos going round without loading either again', () => {
    let screen = wallScreen(FIRST_SCREEN, { type: 'photos', items: photos(1, 2) });
    screen = wallScreen(screen, { type: 'loaded', layer: 1, id: 1 });
    screen = wallScreen(wallScreen(screen, { type: 'tick' }), { type: 'loaded', layer: 0, id: 2 });
    screen = wallScreen(screen, { type: 'tick' });
    expect(screen).toMatchObject({ layers: [2, 1], front: 1 });
    screen = wallScreen(screen, { type: 'tick' });
    expect(screen).toMatchObject({ layers: [2, 1], front: 0 });
  });

  it('stays as it is with one photo going round', () => {
    let screen = wallScreen(FIRST_SCREEN, { type: 'photos', items: [photo(7)] });
    screen = wallScreen(screen, { type: 'loaded', layer: 1, id: 7 });
    expect(wallScreen(screen, { type: 'tick' }).layers).toEqual([null, 7]);
  });
});
