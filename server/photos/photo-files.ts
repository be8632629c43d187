/**
 * Where the day's photos live, in DATA_DIR/day-photos: uploads being received (tus's files and their info files),
 * the originals as the phones sent them (the couple's, never served to a guest), and the renditions others see
 * (JPEGs without metadata, a video's neutralised copy, its poster). Named by the photo's id, never by anything a
 * guest sent.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { RenditionSize } from '#common/photos-api';

export interface PhotoDirs {
  root: string;
  /** tus's uploads in flight (@tus/file-store): removed when finished, refused or expired. */
  incoming: string;
  originals: string;
  renditions: string;
}

export function photoDirs(dataDir: string): PhotoDirs {
  const root = path.join(dataDir, 'day-photos');
  return { root, incoming: path.join(root, 'incoming'), originals: path.join(root, 'originals'), renditions: path.join(root, 'renditions') };
}

export function ensurePhotoDirs(dirs: PhotoDirs): void {
  for (const dir of Object.values(dirs)) fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
}

/** What a guest may fetch of a photo: its three JPEG widths, a video's poster and its neutralised copy. */
export type Rendition = RenditionSize | 'poster' | 'video';

export const originalFile = (dirs: PhotoDirs, id: number, type: string) => path.join(dirs.originals, `${id}.${type}`);
export const renditionFile = (dirs: PhotoDirs, id: number, rendition: Rendition, videoType = 'mp4') =>
  path.join(dirs.renditions, `${id}-${rendition}.${rendition === 'video' ? videoType : 'jpg'}`);

/** Every file of a photo, for its removal. */
export function removePhotoFiles(dirs: PhotoDirs, id: number, type: string): void {
  fs.rmSync(originalFile(dirs, id, type), { force: true });
  for (const rendition of ['small', 'medium', 'large', 'poster', 'video'] as const) fs.rmSync(renditionFile(dirs, id, rendition, type), { force: true });
}

/** The free bytes of the disk a folder is on. */
export function freeBytesOf(dir: string): () => number {
  return () => {
    const stats = fs.statfsSync(dir);
    return stats.bavail * stats.bsize;
  };
}
