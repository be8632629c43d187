/**
 * What the server asks of the image process (image-worker.ts) and what it answers: one photo's renditions or one
 * poster, from an uploaded file already checked for its kind and its size in pixels (image-size.ts).
 */
import type { Photo } from '#common/api';
import type { ImageKind } from './image-kind';

export type ImageTask =
  | { task: 'photo'; file: string; kind: ImageKind; baseName: string; outDir: string }
  | { task: 'poster'; file: string; kind: ImageKind; outFile: string };

export type ImageTaskMessage =
  /** The image decoded: it is no damaged file, and what follows is encoding. */
  | { kind: 'decoded' }
  /** The share of the renditions written, 0 to 1, and the file just written. */
  | { kind: 'progress'; done: number; file: string }
  | { kind: 'done'; image?: Photo; files?: string[] }
  /** The file could not be decoded. */
  | { kind: 'damaged' };
