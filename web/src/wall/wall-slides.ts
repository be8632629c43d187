/**
 * What the wall shows next (issue 39): a photo newly shown comes first, in the order it was shown; between new ones
 * the wall goes round the last photos it showed. Both lists are bounded, so a wall left on all night holds the same
 * few dozen entries at midnight as at seven: nothing grows with the number of photos the evening brings.
 */
import type { GalleryItem } from '#common/photos-api';

/** How many photos the wall goes round between new ones. */
export const ROUND_SIZE = 24;
/** How many new photos may wait for their turn; past it the oldest waiting ones are skipped (a burst of uploads). */
export const WAITING_SIZE = 48;

export interface WallSlides {
  /** Newly shown photos, oldest first, not yet on the screen. */
  waiting: readonly GalleryItem[];
  /** The photos shown lately, oldest first: what the wall goes round while nothing new comes. */
  round: readonly GalleryItem[];
  /** The one on the screen, or null before the first. */
  current: GalleryItem | null;
  /** The id of the last photo shown going round: after a new photo, the round goes on from there. */
  roundAt: number | null;
}

export const NO_SLIDES: WallSlides = { waiting: [], round: [], current: null, roundAt: null };

/** Photos the feed brought, added to those waiting (each once: a photo already waiting or in the round is not added again). */
export function withNewPhotos(slides: WallSlides, items: readonly GalleryItem[]): WallSlides {
  const known = new Set([...slides.waiting, ...slides.round].map((item) => item.id));
  const fresh = items.filter((item) => item.kind === 'photo' && !known.has(item.id));
  if (fresh.length === 0) return slides;
  return { ...slides, waiting: [...slides.waiting, ...fresh].slice(-WAITING_SIZE) };
}

/** The next slide: the oldest photo waiting, else the round's next; the same state when there is nothing to show. */
export function nextSlide(slides: WallSlides): WallSlides {
  const [first, ...rest] = slides.waiting;
  if (first) return { ...slides, waiting: rest, round: [...slides.round, first].slice(-ROUND_SIZE), current: first };
  if (slides.round.length === 0) return slides;
  // A photo that left the round (-1) starts it again from its oldest.
  const at = slides.round.findIndex((item) => item.id === slides.roundAt);
  const next = slides.round[(at + 1) % slides.round.length]!;
  return { ...slides, current: next, roundAt: next.id };
}

/**
 * The screen: the slides and the two <img> layers that crossfade. The next photo goes into the layer behind; it
 * comes to the front once loaded (the other then fades out and keeps its picture until it takes the next one).
 */
export interface WallScreen {
  slides: WallSlides;
  /** The photo id each layer shows, or null before its first. */
  layers: readonly [number | null, number | null];
  front: 0 | 1;
  /** How often each photo failed to load lately (a photo leaves the wall at MAX_TRIES); only photos in the lists. */
  failures: Readonly<Record<number, number>>;
}

/** How often a photo may fail to load before the wall lets it go: the venue's network drops a request now and then. */
export const MAX_TRIES = 3;

export type WallEvent =
  | { type: 'photos'; items: readonly GalleryItem[] }
  | { type: 'tick' }
  | { type: 'loaded'; layer: 0 | 1; id: number }
  | { type: 'failed'; layer: 0 | 1; id: number };

export const FIRST_SCREEN: WallScreen = { slides: NO_SLIDES, layers: [null, null], front: 0, failures: {} };

function advance(screen: WallScreen, slides: WallSlides): WallScreen {
  const id = slides.current?.id ?? null;
  if (id === null || id === screen.layers[screen.front]) return { ...screen, slides };
  const back = screen.front === 0 ? 1 : 0;
  // Two photos going round: the layer behind holds the next already, drawn, and fades in at once (its picture
  // unchanged, it loads nothing and would say nothing).
  if (screen.layers[back] === id) return { ...screen, slides, front: back };
  return { ...screen, slides, layers: back === 0 ? [id, screen.layers[1]] : [screen.layers[0], id] };
}

export function wallScreen(screen: WallScreen, event: WallEvent): WallScreen {
  switch (event.type) {
    case 'photos': {
      const slides = withNewPhotos(screen.slides, event.items);
      // The first photo of the evening shows at once; later ones wait for their turn.
      return slides.current === null ? advance(screen, nextSlide(slides)) : { ...screen, slides };
    }
    case 'tick': {
      // A photo still loading keeps its turn (a slow network): the wall never skips one it has not shown.
      const current = screen.slides.current?.id;
      if (current !== undefined && screen.layers[screen.front] !== current && screen.layers.includes(current)) return screen;
      return advance(screen, nextSlide(screen.slides));
    }
    case 'failed': {
      if (screen.layers[event.layer] !== event.id) return screen;
      const without = (items: readonly GalleryItem[]) => items.filter((item) => item.id !== event.id);
      const layers: WallScreen['layers'] = event.layer === 0 ? [null, screen.layers[1]] : [screen.layers[0], null];
      const { [event.id]: failedBefore = 0, ...failures } = screen.failures;
      const photo = [...screen.slides.waiting, ...screen.slides.round].find((item) => item.id === event.id);
      if (photo && failedBefore + 1 < MAX_TRIES) {
        // A request the network dropped: the photo is tried again at the next turn, before any other (not at once,
        // so that a server that is away is not asked in a loop).
        const slides = { ...screen.slides, waiting: [photo, ...without(screen.slides.waiting)], round: without(screen.slides.round) };
        // Only photos still in the lists keep their count: the record is as bounded as the lists.
        const listed = new Set([...slides.waiting, ...slides.round].map((item) => item.id));
        const kept = Object.fromEntries(Object.entries(failures).filter(([id]) => listed.has(Number(id))));
        return { ...screen, slides, layers, failures: { ...kept, [event.id]: failedBefore + 1 } };
      }
      // A photo that still cannot be read (hidden or deleted since it was shown) leaves the wall; the next one comes.
      const slides = { ...screen.slides, waiting: without(screen.slides.waiting), round: without(screen.slides.round) };
      return advance({ ...screen, layers, failures }, nextSlide({ ...slides, current: null }));
    }
    case 'loaded': {
      // A layer loaded what it was given last: it comes to the front (a late load of an older photo does not).
      if (screen.layers[event.layer] !== event.id) return screen;
      const { [event.id]: _failed, ...failures } = screen.failures;
      return { ...screen, front: event.layer, failures };
    }
  }
}
