/**
 * The couple's content in DATA_DIR: facts, texts, FAQ, photos and the video, and the one module that writes their
 * tables (site_facts, site_texts, faq_entries, photos, site_media). The guest site reads a snapshot that is rebuilt
 * after every change, so pages, the first frame and /api/content follow a save at once, without a restart.
 */
import type { Messages, Photo } from '#common/api';
import { LOCALES, type Locale } from '#common/locales';
import { isPublicTextKey } from '#common/message-groups';
import { faqIn, putText, type AdminPhoto, type FaqEntry, type LocaleTexts, type PhotoStatus, type SiteText, type TextValue } from '#common/site-content';
import type { WeddingFacts } from '#common/wedding-facts';
import type { Db } from '../db/database';

/** A save that found another revision than the one it started from: the current value, so nothing is lost. */
export type Saved<T> = { saved: T } | { conflict: T } | { missing: true };

export interface SeedContent {
  facts: WeddingFacts;
  /** Every text: its key (plural forms grouped), its value in each language, the placeholders it must keep. */
  texts: Array<{ key: string; texts: Record<Locale, TextValue>; placeholders: string[] }>;
  photos: Array<{ image: Photo; files: string[]; alt: LocaleTexts }>;
  video: { file: string; type: string };
  poster: { file: string; type: string };
}

/** What the guest site shows, assembled from the tables; per language where it speaks. */
export interface SiteSnapshot {
  version: number;
  facts: WeddingFacts;
  messages: Record<Locale, { public: Messages; private: Messages }>;
  faq: Record<Locale, Array<{ question: string; answer: string }>>;
  /** Photos with an image, in their order, with the alt text in each language. */
  photos: Array<{ image: Photo; alt: LocaleTexts }>;
  video: { file: string; type: string };
  poster: { file: string; type: string };
}

interface TextRow {
  key: string;
  texts: string;
  placeholders: string;
  revision: number;
}
interface PhotoRow {
  id: number;
  position: number;
  status: PhotoStatus;
  progress: number;
  image: string | null;
  files: string;
  alt: string;
  revision: number;
}
interface FaqRow {
  id: number;
  question: string;
  answer: string;
  revision: number;
}

export function createContentStore(db: Db, now: () => number = Date.now) {
  const q = {
    facts: db.prepare('SELECT facts, revision FROM site_facts WHERE id = 1'),
    insertFacts: db.prepare('INSERT INTO site_facts (id, facts, revision, updated_at) VALUES (1, ?, 1, ?)'),
    updateFacts: db.prepare('UPDATE site_facts SET facts = ?, revision = revision + 1, updated_at = ? WHERE id = 1 AND revision = ?'),
    texts: db.prepare('SELECT key, texts, placeholders, revision FROM site_texts ORDER BY rowid'),
    text: db.prepare('SELECT key, texts, placeholders, revision FROM site_texts WHERE key = ?'),
    insertText: db.prepare('INSERT INTO site_texts (key, texts, placeholders, revision, updated_at) VALUES (?, ?, ?, 1, ?)'),
    updateText: db.prepare('UPDATE site_texts SET texts = ?, revision = revision + 1, updated_at = ? WHERE key = ? AND revision = ?'),
    faq: db.prepare('SELECT id, question, answer, revision FROM faq_entries ORDER BY position, id'),
    faqEntry: db.prepare('SELECT id, question, answer, revision FROM faq_entries WHERE id = ?'),
    insertFaq: db.prepare('INSERT INTO faq_entries (position, question, answer, revision) VALUES ((SELECT COALESCE(MAX(position), 0) + 1 FROM faq_entries), ?, ?, 1)'),
    updateFaq: db.prepare('UPDATE faq_entries SET question = ?, answer = ?, revision = revision + 1 WHERE id = ? AND revision = ?'),
    removeFaq: db.prepare('DELETE FROM faq_entries WHERE id = ?'),
    positionFaq: db.prepare('UPDATE faq_entries SET position = ? WHERE id = ?'),
    photos: db.prepare('SELECT id, position, status, progress, image, files, alt, revision FROM photos ORDER BY position, id'),
    photo: db.prepare('SELECT id, position, status, progress, image, files, alt, revision FROM photos WHERE id = ?'),
    insertPhoto: db.prepare(
      `INSERT INTO photos (position, status, progress, image, files, alt, revision, created_at)
       VALUES ((SELECT COALESCE(MAX(position), 0) + 1 FROM photos), ?, ?, ?, ?, ?, 1, ?)`,
    ),
    photoState: db.prepare('UPDATE photos SET status = ?, progress = ? WHERE id = ?'),
    photoImage: db.prepare("UPDATE photos SET status = 'ready', progress = 100, image = ?, files = ?, revision = revision + 1 WHERE id = ?"),
    photoAlt: db.prepare('UPDATE photos SET alt = ?, revision = revision + 1 WHERE id = ? AND revision = ?'),
    positionPhoto: db.prepare('UPDATE photos SET position = ? WHERE id = ?'),
    removePhoto: db.prepare('DELETE FROM photos WHERE id = ?'),
    recoverPhotos: db.prepare(
      `UPDATE photos SET status = CASE WHEN image IS NULL THEN 'failed' ELSE 'ready' END,
         progress = CASE WHEN image IS NULL THEN 0 ELSE 100 END WHERE status = 'processing'`,
    ),
    media: db.prepare('SELECT kind, file, type FROM site_media'),
    setMedia: db.prepare(
      `INSERT INTO site_media (kind, file, type, revision, updated_at) VALUES (?, ?, ?, 1, ?)
       ON CONFLICT(kind) DO UPDATE SET file = excluded.file, type = excluded.type, revision = revision + 1, updated_at = excluded.updated_at`,
    ),
  };

  let version = 0;
  let snapshot: SiteSnapshot | undefined;
  const listeners = new Set<() => void>();
  function changed(): void {
    version++;
    snapshot = undefined;
    for (const listener of listeners) listener();
  }

  const parseText = (row: TextRow): SiteText => ({
    key: row.key,
    texts: JSON.parse(row.texts) as Record<Locale, TextValue>,
    placeholders: JSON.parse(row.placeholders) as string[],
    private: !isPublicTextKey(row.key),
    revision: row.revision,
  });
  const parseFaq = (row: FaqRow): FaqEntry => ({
    id: row.id,
    question: JSON.parse(row.question) as LocaleTexts,
    answer: JSON.parse(row.answer) as LocaleTexts,
    revision: row.revision,
  });
  const parsePhoto = (row: PhotoRow): AdminPhoto & { files: string[] } => ({
    id: row.id,
    status: row.status,
    progress: row.progress,
    alt: JSON.parse(row.alt) as LocaleTexts,
    image: row.image === null ? null : (JSON.parse(row.image) as Photo),
    files: JSON.parse(row.files) as string[],
    revision: row.revision,
  });

  function factsRow(): { facts: WeddingFacts; revision: number } {
    const row = q.facts.get() as { facts: string; revision: number } | undefined;
    if (!row) throw new Error('The content has not been seeded');
    return { facts: JSON.parse(row.facts) as WeddingFacts, revision: row.revision };
  }

  function build(): SiteSnapshot {
    const messages = Object.fromEntries(LOCALES.map((l) => [l, { public: {}, private: {} }])) as SiteSnapshot['messages'];
    for (const text of (q.texts.all() as TextRow[]).map(parseText)) {
      for (const locale of LOCALES) {
        const tree = messages[locale][text.private ? 'private' : 'public'];
        putText(tree, text.key, text.texts[locale]);
      }
    }
    const faqEntries = (q.faq.all() as FaqRow[]).map(parseFaq);
    const faq = Object.fromEntries(LOCALES.map((l) => [l, faqIn(faqEntries, l)])) as SiteSnapshot['faq'];
    const photos = (q.photos.all() as PhotoRow[])
      .map(parsePhoto)
      .filter((photo): photo is typeof photo & { image: Photo } => photo.image !== null)
      .map(({ image, alt }) => ({ image, alt }));
    const media = new Map((q.media.all() as Array<{ kind: string; file: string; type: string }>).map((m) => [m.kind, m]));
    return { version, facts: factsRow().facts, messages, faq, photos, video: media.get('video')!, poster: media.get('poster')! };
  }

  /** A write that changes what guests see: done in one transaction, then the snapshot is rebuilt. */
  function write<A extends unknown[], R>(work: (...args: A) => R): (...args: A) => R {
    const transaction = db.transaction(work);
    return (...args: A) => {
      const result = transaction(...args);
      changed();
      return result;
    };
  }

  return {
    isSeeded: () => q.facts.get() !== undefined,

    /** Fills an empty site from content/ (content-seed.ts), in one transaction. */
    seed: write((content: SeedContent) => {
      const at = now();
      q.insertFacts.run(JSON.stringify(content.facts), at);
      for (const text of content.texts) q.insertText.run(text.key, JSON.stringify(text.texts), JSON.stringify(text.placeholders), at);
      for (const photo of content.photos) {
        q.insertPhoto.run('ready', 100, JSON.stringify(photo.image), JSON.stringify(photo.files), JSON.stringify(photo.alt), at);
      }
      q.setMedia.run('video', content.video.file, content.video.type, at);
      q.setMedia.run('poster', content.poster.file, content.poster.type, at);
    }),

    snapshot(): SiteSnapshot {
      snapshot ??= build();
      return snapshot;
    },
    onChange(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },

    facts: factsRow,
    updateFacts: write((facts: WeddingFacts, revision: number): Saved<{ facts: WeddingFacts; revision: number }> => {
      if (q.updateFacts.run(JSON.stringify(facts), now(), revision).changes === 0) return { conflict: factsRow() };
      return { saved: factsRow() };
    }),

    texts: (): SiteText[] => (q.texts.all() as TextRow[]).map(parseText),
    text: (key: string): SiteText | undefined => {
      const row = q.text.get(key) as TextRow | undefined;
      return row && parseText(row);
    },
    updateText: write((key: string, texts: Record<Locale, TextValue>, revision: number): Saved<SiteText> => {
      if (q.updateText.run(JSON.stringify(texts), now(), key, revision).changes > 0) return { saved: parseText(q.text.get(key) as TextRow) };
      const current = q.text.get(key) as TextRow | undefined;
      return current ? { conflict: parseText(current) } : { missing: true };
    }),

    faq: (): FaqEntry[] => (q.faq.all() as FaqRow[]).map(parseFaq),
    addFaq: write((question: LocaleTexts, answer: LocaleTexts): FaqEntry => {
      const id = Number(q.insertFaq.run(JSON.stringify(question), JSON.stringify(answer)).lastInsertRowid);
      return parseFaq(q.faqEntry.get(id) as FaqRow);
    }),
    updateFaq: write((id: number, question: LocaleTexts, answer: LocaleTexts, revision: number): Saved<FaqEntry> => {
      if (q.updateFaq.run(JSON.stringify(question), JSON.stringify(answer), id, revision).changes > 0) {
        return { saved: parseFaq(q.faqEntry.get(id) as FaqRow) };
      }
      const current = q.faqEntry.get(id) as FaqRow | undefined;
      return current ? { conflict: parseFaq(current) } : { missing: true };
    }),
    removeFaq: write((id: number): boolean => q.removeFaq.run(id).changes > 0),
    /** Puts the entries in the given order; false when the ids are not exactly the entries there are. */
    orderFaq: write((ids: number[]): boolean => reorder(ids, (q.faq.all() as FaqRow[]).map((r) => r.id), q.positionFaq)),

    photos: () => (q.photos.all() as PhotoRow[]).map(parsePhoto),
    photo: (id: number) => {
      const row = q.photo.get(id) as PhotoRow | undefined;
      return row && parsePhoto(row);
    },
    /** A new photo, processing; guests see it once its image is ready. */
    addPhoto: write((alt: LocaleTexts): number => Number(q.insertPhoto.run('processing', 0, null, '[]', JSON.stringify(alt), now()).lastInsertRowid)),
    /** Progress of the background processing; not a change guests see, so the snapshot stays. */
    photoProgress: (id: number, status: PhotoStatus, progress: number): void => {
      q.photoState.run(status, progress, id);
    },
    /** The processed image is in place (its files written first): guests see it from now on. Returns the files it replaced. */
    photoReady: write((id: number, image: Photo, files: string[]): string[] => {
      const before = q.photo.get(id) as PhotoRow | undefined;
      q.photoImage.run(JSON.stringify(image), JSON.stringify(files), id);
      return before ? (JSON.parse(before.files) as string[]) : [];
    }),
    updatePhotoAlt: write((id: number, alt: LocaleTexts, revision: number): Saved<AdminPhoto> => {
      if (q.photoAlt.run(JSON.stringify(alt), id, revision).changes > 0) return { saved: parsePhoto(q.photo.get(id) as PhotoRow) };
      const current = q.photo.get(id) as PhotoRow | undefined;
      return current ? { conflict: parsePhoto(current) } : { missing: true };
    }),
    orderPhotos: write((ids: number[]): boolean => reorder(ids, (q.photos.all() as PhotoRow[]).map((r) => r.id), q.positionPhoto)),
    /** Removes a photo; returns its files (for the caller to delete), or undefined for an unknown id. */
    removePhoto: write((id: number): string[] | undefined => {
      const row = q.photo.get(id) as PhotoRow | undefined;
      if (!row) return undefined;
      q.removePhoto.run(id);
      return JSON.parse(row.files) as string[];
    }),

    /** The video or its poster is replaced by a file already in the media folder; returns the file it replaced. */
    setMedia: write((kind: 'video' | 'poster', file: string, type: string): string | undefined => {
      const before = (q.media.all() as Array<{ kind: string; file: string }>).find((m) => m.kind === kind)?.file;
      q.setMedia.run(kind, file, type, now());
      return before;
    }),

    /**
     * At start: a photo left 'processing' by a stopped server will not finish. One that had an image keeps it; a
     * new one is marked failed, for the couple to upload again.
     */
    recoverInterruptedPhotos: (): number => q.recoverPhotos.run().changes,

    /** Every file of the media folder the content refers to (the rest is left over from an interrupted save). */
    referencedFiles(): Set<string> {
      const files = new Set<string>();
      for (const photo of (q.photos.all() as PhotoRow[]).map(parsePhoto)) for (const file of photo.files) files.add(file);
      for (const media of q.media.all() as Array<{ file: string }>) files.add(media.file);
      return files;
    },
  };
}

/** Positions 1..n in the order of `ids`, which must be exactly the ids there are. */
function reorder(ids: number[], existing: number[], setPosition: { run(position: number, id: number): unknown }): boolean {
  if (ids.length !== existing.length || new Set(ids).size !== ids.length || !ids.every((id) => existing.includes(id))) return false;
  ids.forEach((id, index) => setPosition.run(index + 1, id));
  return true;
}

export type ContentStore = ReturnType<typeof createContentStore>;
