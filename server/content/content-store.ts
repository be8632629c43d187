/**
 * The couple's content in DATA_DIR: facts, texts, FAQ, photos and the video, each table written by its own module
 * in store/ (docs/decisions/0012), and nothing else. This module puts them together: every write that changes what
 * guests see runs in one transaction, then the snapshot the guest site reads is rebuilt, so pages, the first frame
 * and /api/content follow a save at once, without a restart.
 */
import type { Photo } from '#common/api';
import type { LocaleTexts } from '#common/site-content';
import type { WeddingFacts } from '#common/wedding-facts';
import type { Db } from '../db/database';
import { factsTable } from './store/facts-table';
import { faqTable } from './store/faq-table';
import { mediaTable } from './store/media-table';
import { photosTable } from './store/photos-table';
import { buildSnapshot, type SiteSnapshot } from './store/site-snapshot';
import { textsTable, type NewText } from './store/texts-table';

export type { Saved } from '../db/saved';
export type { SiteSnapshot } from './store/site-snapshot';

export interface SeedContent {
  facts: WeddingFacts;
  /** Every text: its key (plural forms grouped), its value in each language, the placeholders it must keep. */
  texts: NewText[];
  photos: Array<{ image: Photo; files: string[]; alt: LocaleTexts }>;
  video: { file: string; type: string };
  poster: { file: string; type: string };
}

export function createContentStore(db: Db, now: () => number = Date.now) {
  const facts = factsTable(db, now);
  const texts = textsTable(db, now);
  const faq = faqTable(db);
  const photos = photosTable(db, now);
  const media = mediaTable(db, now);

  let version = 0;
  let snapshot: SiteSnapshot | undefined;
  const listeners = new Set<() => void>();

  /** A write that changes what guests see: done in one transaction, then the snapshot is rebuilt. */
  function write<A extends unknown[], R>(work: (...args: A) => R): (...args: A) => R {
    const transaction = db.transaction(work);
    return (...args: A) => {
      const result = transaction(...args);
      version++;
      snapshot = undefined;
      for (const listener of listeners) listener();
      return result;
    };
  }

  return {
    isSeeded: facts.exists,

    /** Fills an empty site from content/ (content-seed.ts), in one transaction. */
    seed: write((content: SeedContent) => {
      facts.insert(content.facts);
      texts.insertMissing(content.texts);
      for (const photo of content.photos) photos.insertReady(photo.image, photo.files, photo.alt);
      media.set('video', content.video.file, content.video.type);
      media.set('poster', content.poster.file, content.poster.type);
    }),
    /** Adds the texts a release brings that the site lacks; the site's own keep their words. Returns how many. */
    addMissingTexts: write((shipped: NewText[]): number => texts.insertMissing(shipped)),

    snapshot(): SiteSnapshot {
      snapshot ??= buildSnapshot({ version, facts: facts.get().facts, texts: texts.all(), faq: faq.all(), photos: photos.all(), media: media.all() });
      return snapshot;
    },
    onChange(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },

    facts: facts.get,
    updateFacts: write(facts.update),

    texts: texts.all,
    text: texts.get,
    updateText: write(texts.update),

    faq: faq.all,
    addFaq: write(faq.add),
    updateFaq: write(faq.update),
    removeFaq: write(faq.remove),
    /** Puts the entries in the given order; false when the ids are not exactly the entries there are. */
    orderFaq: write(faq.order),

    photos: photos.all,
    photo: photos.get,
    /** A new photo, processing, unless there are `max` already; guests see it once its image is ready. */
    addPhoto: write(photos.insertProcessing),
    /** Progress of the background processing; not a change guests see, so the snapshot stays. */
    photoProgress: photos.progress,
    /** The processed image is in place (its files written first): guests see it from now on. Returns the files it replaced. */
    photoReady: write(photos.ready),
    updatePhotoAlt: write(photos.updateAlt),
    orderPhotos: write(photos.order),
    /** Removes a photo; returns its files (for the caller to delete), or undefined for an unknown id. */
    removePhoto: write(photos.remove),

    /** The video or its poster is replaced by a file already in the media folder; returns the file it replaced. */
    setMedia: write(media.set),

    /**
     * At start: a photo left 'processing' by a stopped server will not finish. One that had an image keeps it; a
     * new one is marked failed, for the couple to upload again.
     */
    recoverInterruptedPhotos: photos.recoverInterrupted,

    /** Every file of the media folder the content refers to (the rest is left over from an interrupted save). */
    referencedFiles(): Set<string> {
      const files = new Set<string>();
      for (const photo of photos.all()) for (const file of photo.files) files.add(file);
      for (const { file } of media.all().values()) files.add(file);
      return files;
    },
  };
}

export type ContentStore = ReturnType<typeof createContentStore>;
export type { FactsRow } from './store/facts-table';
