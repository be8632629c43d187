/** site_media: which file of the media folder is the video, and which its poster; only this module writes it. */
import type { Db } from '../../db/database';

export type MediaKind = 'video' | 'poster';
export interface MediaFile {
  file: string;
  type: string;
}

export function mediaTable(db: Db, now: () => number) {
  const q = {
    all: db.prepare('SELECT kind, file, type FROM site_media'),
    set: db.prepare(
      `INSERT INTO site_media (kind, file, type, revision, updated_at) VALUES (?, ?, ?, 1, ?)
       ON CONFLICT(kind) DO UPDATE SET file = excluded.file, type = excluded.type, revision = revision + 1, updated_at = excluded.updated_at`,
    ),
  };
  const all = (): Map<string, MediaFile> =>
    new Map((q.all.all() as Array<{ kind: string; file: string; type: string }>).map(({ kind, file, type }) => [kind, { file, type }]));

  return {
    all,
    /** The video or the poster is now `file`; returns the file it replaces. */
    set(kind: MediaKind, file: string, type: string): string | undefined {
      const before = all().get(kind)?.file;
      q.set.run(kind, file, type, now());
      return before;
    },
  };
}
