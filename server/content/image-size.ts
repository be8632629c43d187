/**
 * How many pixels an uploaded image would decode to, read from its header before anything is decoded: a 58 KB
 * HEIC or a 38-byte WebP can claim 16,000 × 16,000 pixels and take gigabytes to decode. The limits accept every
 * real photo: a JPEG (or lossy WebP) is scaled down while it is decoded, so a 200 MP phone photo costs no more than
 * a small one; a HEIC is decoded whole (libheif has no scaled decoding), so it stops above the 48 MP phone mode.
 * So does a progressive JPEG: its scans each refine the whole picture, so the decoder holds every block's
 * coefficients at once (2 bytes a coefficient: 1.8 GB for a 14,490 × 14,490 CMYK one, against 0.2 GB baseline).
 */
import fs from 'node:fs';
import sharp from 'sharp';
import type { ImageKind } from './image-kind';

/**
 * The most pixels of an image decoded whole: a 48 MP iPhone HEIC passes, and a 60 MP progressive CMYK JPEG takes
 * the image process to about 630 MB, below the 800 MB docs/deploy.md gives a 48 MP HEIC.
 */
export const MAX_PIXELS_DECODED_WHOLE = 60_000_000;

/** The most pixels an upload of each kind may have (a 200 MP phone photo is 16,320 × 12,240). */
export const MAX_PIXELS: Record<ImageKind, number> = {
  jpeg: 210_000_000,
  webp: 210_000_000,
  png: MAX_PIXELS_DECODED_WHOLE,
  heic: MAX_PIXELS_DECODED_WHOLE,
};

export type ImageSize = { width: number; height: number; progressive: boolean } | { problem: 'damaged' };

/** The size of an image from its header, or 'damaged' when there is none that makes sense. */
export async function imageSize(file: string, kind: ImageKind): Promise<ImageSize> {
  try {
    if (kind === 'heic') {
      const size = heifSize(file);
      return size ? { ...size, progressive: false } : { problem: 'damaged' };
    }
    // Only the header is read; `limitInputPixels: false` so that an oversized image is measured, not refused here.
    const { width, height, isProgressive } = await sharp(file, { limitInputPixels: false }).metadata();
    return width && height ? { width, height, progressive: kind === 'jpeg' && isProgressive === true } : { problem: 'damaged' };
  } catch {
    return { problem: 'damaged' };
  }
}

export type PixelLimit = { code: 'too-many-pixels' | 'progressive-too-many-pixels'; maxPixels: number };

/** The limit an image of this size is over, or undefined when it may be decoded. */
export function pixelLimitExceeded(kind: ImageKind, size: Extract<ImageSize, { width: number }>): PixelLimit | undefined {
  const pixels = size.width * size.height;
  if (pixels > MAX_PIXELS[kind]) return { code: 'too-many-pixels', maxPixels: MAX_PIXELS[kind] };
  // Said apart: the same photo saved as a baseline JPEG is accepted up to MAX_PIXELS.jpeg.
  if (size.progressive && pixels > MAX_PIXELS_DECODED_WHOLE) return { code: 'progressive-too-many-pixels', maxPixels: MAX_PIXELS_DECODED_WHOLE };
  return undefined;
}

const HEADER_BYTES = 256 * 1024;
const CONTAINERS = new Set(['meta', 'iprp', 'ipco']);

/**
 * A HEIF file's image size: the largest `ispe` (image spatial extents) property in meta/iprp/ipco. An iPhone's
 * photo is a grid of tiles; the grid's own ispe is the whole picture, the tiles' and the thumbnail's are smaller.
 * The boxes sit at the start of the file, before the image data.
 */
function heifSize(file: string): { width: number; height: number } | undefined {
  const handle = fs.openSync(file, 'r');
  const head = Buffer.alloc(HEADER_BYTES);
  const length = fs.readSync(handle, head, 0, HEADER_BYTES, 0);
  fs.closeSync(handle);
  let largest: { width: number; height: number } | undefined;
  const walk = (start: number, end: number): void => {
    let at = start;
    while (at + 8 <= end) {
      let size = head.readUInt32BE(at);
      const type = head.toString('latin1', at + 4, at + 8);
      let header = 8;
      if (size === 1) {
        if (at + 16 > end) return;
        size = Number(head.readBigUInt64BE(at + 8));
        header = 16;
      } else if (size === 0) size = end - at;
      if (size < header || at + size > end) return;
      // meta is a full box: a version and flags come before its children.
      if (CONTAINERS.has(type)) walk(at + header + (type === 'meta' ? 4 : 0), at + size);
      if (type === 'ispe' && size >= header + 12) {
        const width = head.readUInt32BE(at + header + 4);
        const height = head.readUInt32BE(at + header + 8);
        if (!largest || width * height > largest.width * largest.height) largest = { width, height };
      }
      at += size;
    }
  };
  walk(0, length);
  return largest && largest.width > 0 && largest.height > 0 ? largest : undefined;
}
