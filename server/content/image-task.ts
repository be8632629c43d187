/**
 * What the server asks of the image process (image-worker.ts) and what it answers: one photo's renditions or one
 * poster, from an uploaded file already checked for its kind and its size in pixels (image-size.ts).
 */
import type { Photo } from '#common/api';
import type { ImageKind } from './image-kind';

export type ImageTask =
  | { task: 'photo'; file: string; kind: ImageKind; baseName: string; outDir: string }
  | { task: 'poster'; file: string; kind: ImageKind; outFile: string }
  /** A guest's photo of the day (server/photos): JPEGs at each width, no metadata, and its camera's time. */
  | { task: 'guest-photo'; file: string; kind: ImageKind; outFiles: Array<{ file: string; width: number }> };

export type ImageTaskMessage =
  /** The image decoded: it is no damaged file, and what follows is encoding. */
  | { kind: 'decoded' }
  /** The share of the renditions written, 0 to 1, and the file just written. */
  | { kind: 'progress'; done: number; file: string }
  | { kind: 'done'; image?: Photo; files?: string[]; guestPhoto?: GuestPhotoRendered }
  /** The file could not be decoded. */
  | { kind: 'damaged' };

/** A guest's photo once rendered: its upright size, its camera's wall-clock time (YYYY-MM-DDTHH:MM:SS) if it says. */
export interface GuestPhotoRendered {
  width: number;
  height: number;
  takenAt: string | null;
}
