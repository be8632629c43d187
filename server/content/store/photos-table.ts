/**
 * photos: the carousel's photos in their order, each with its alt texts, its renditions once processed, and the
 * files they are made of; only this module writes it.
 */
import type { Photo } from '#common/api';
import type { AdminPhoto, LocaleTexts, PhotoStatus } from '#common/site-content';
import type { Db } from '../../db/database';
import { reorder, type Saved } from '../../db/saved';

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

/** A photo as the dashboard sees it, with the files of the media folder its renditions are. */
export type StoredPhoto = AdminPhoto & { files: string[] };

const parse = (row: PhotoRow): StoredPhoto => ({
  id: row.id,
  status: row.status,
  progress: row.progress,
  alt: JSON.parse(row.alt) as LocaleTexts,
  image: row.image === null ? null : (JSON.parse(row.image) as Photo),
  files: JSON.parse(row.files) as string[],
  revision: row.revision,
});

export function photosTable(db: Db, now: () => number) {
  const q = {
    all: db.prepare('SELECT id, position, status, progress, image, files, alt, revision FROM photos ORDER BY position, id'),
    get: db.prepare('SELECT id, position, status, progress, image, files, alt, revision FROM photos WHERE id = ?'),
    insert: db.prepare(
      `INSERT INTO photos (position, status, progress, image, files, alt, revision, created_at)
       VALUES ((SELECT COALESCE(MAX(position), 0) + 1 FROM photos), ?, ?, ?, ?, ?, 1, ?)`,
    ),
    state: db.prepare('UPDATE photos SET status = ?, progress = ? WHERE id = ?'),
    image: db.prepare("UPDATE photos SET status = 'ready', progress = 100, image = ?, files = ?, revision = revision + 1 WHERE id = ?"),
    alt: db.prepare('UPDATE photos SET alt = ?, revision = revision + 1 WHERE id = ? AND revision = ?'),
    position: db.prepare('UPDATE photos SET position = ? WHERE id = ?'),
    remove: db.prepare('DELETE FROM photos WHERE id = ?'),
    recover: db.prepare(
      `UPDATE photos SET status = CASE WHEN image IS NULL THEN 'failed' ELSE 'ready' END,
         progress = CASE WHEN image IS NULL THEN 0 ELSE 100 END WHERE status = 'processing'`,
    ),
  };
  const get = (id: number): StoredPhoto | undefined => {
    const row = q.get.get(id) as PhotoRow | undefined;
    return row && parse(row);
  };
  const all = (): StoredPhoto[] => (q.all.all() as PhotoRow[]).map(parse);

  return {
    all,
    get,
    /** A photo whose renditions are made already (the seed's), last. */
    insertReady(image: Photo, files: string[], alt: LocaleTexts): void {
      q.insert.run('ready', 100, JSON.stringify(image), JSON.stringify(files), JSON.stringify(alt), now());
    },
    /**
     * A new photo, processing, last; returns its id, or undefined when there are `max` photos already. Counting and
     * inserting in one step keeps the limit under uploads that arrive together (six at once made fifteen photos).
     */
    insertProcessing(alt: LocaleTexts, max: number): number | undefined {
      if (all().length >= max) return undefined;
      return Number(q.insert.run('processing', 0, null, '[]', JSON.stringify(alt), now()).lastInsertRowid);
    },
    progress(id: number, status: PhotoStatus, progress: number): void {
      q.state.run(status, progress, id);
    },
    /** The renditions are in place; returns the files of the ones they replace. */
    ready(id: number, image: Photo, files: string[]): string[] {
      const before = get(id);
      q.image.run(JSON.stringify(image), JSON.stringify(files), id);
      return before?.files ?? [];
    },
    updateAlt(id: number, alt: LocaleTexts, revision: number): Saved<AdminPhoto> {
      if (q.alt.run(JSON.stringify(alt), id, revision).changes > 0) return { saved: get(id)! };
      const current = get(id);
      return current ? { conflict: current } : { missing: true };
    },
    order: (ids: number[]): boolean => reorder(ids, all().map((photo) => photo.id), q.position),
    /** Removes a photo; returns its files, or undefined for an unknown id. */
    remove(id: number): string[] | undefined {
      const photo = get(id);
      if (!photo) return undefined;
      q.remove.run(id);
      return photo.files;
    },
    /** Photos left 'processing' by a stopped server: one with an image keeps it, a new one failed. */
    recoverInterrupted: (): number => q.recover.run().changes,
  };
}
