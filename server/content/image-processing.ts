/**
 * Turning a photo into what the carousel serves, the same way at build time (the demo's photos) and for the
 * couple's uploads: AVIF and WebP at several widths plus a JPEG every browser shows, oriented as the camera held
 * it, with no metadata at all (a phone's EXIF carries where the photo was taken), under content-hashed names.
 * And the video's poster: one progressive JPEG of at most 1280 × 720.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import sharp, { type Sharp } from 'sharp';
import { PHOTOS_PREFIX, type Photo } from '#common/api';
import { exifTakenAt } from './exif-time';
import type { ImageKind } from './image-kind';
import type { GuestPhotoRendered } from './image-task';
import { MAX_PIXELS } from './image-size';

const PHOTO_WIDTHS = [480, 800, 1200, 1600] as const;
const FALLBACK_WIDTH = 1200;
/** The poster is shown at most at the video's own size (960 × 540 in the layout), twice that on a sharp screen. */
const POSTER_MAX = { width: 1280, height: 720 } as const;

/**
 * A sharp pipeline for the image, upright, refusing more pixels than the upload limits allow (image-size.ts checked
 * the header already; this holds if a header lied). Sharp's prebuilt binaries cannot decode HEVC, so an iPhone's
 * HEIC is decoded by libheif compiled to WebAssembly (heic-decode) into pixels first; it throws for a damaged one.
 * The other kinds are decoded when the pipeline runs (a damaged one throws then). libheif is loaded for a HEIC only:
 * each image has a process of its own (image-jobs.ts), and loading it took about 80 ms of CPU from every JPEG's.
 */
export async function openImage(file: string, kind: ImageKind): Promise<() => Sharp> {
  if (kind === 'heic') {
    const { default: heicDecode } = await import('heic-decode');
    const { width, height, data } = await heicDecode({ buffer: fs.readFileSync(file) });
    const pixels = Buffer.from(data.buffer, data.byteOffset, data.byteLength);
    return () => sharp(pixels, { raw: { width, height, channels: 4 }, limitInputPixels: MAX_PIXELS.heic });
  }
  return () => sharp(file, { failOn: 'error', limitInputPixels: MAX_PIXELS[kind] }).rotate();
}

/**
 * How hard the AVIF encoder works. Measured on a 12 MP phone photo, one libvips thread, the four widths together:
 * effort 4 takes 12.3 s for 67 KiB, effort 2 takes 1.8 s for 76 KiB, effort 0 takes 0.4 s for 87 KiB. On the ten
 * demo photos (every width, one thread): effort 4 took 58 s for 450 KiB, effort 3 16 s for 479 KiB, effort 2 8 s for
 * 502 KiB. The build, which every fresh clone's `npm start` and `npm test` runs, takes effort 3: the first photo
 * guests load (800 pixels wide) is 0.5 KB larger than at effort 4, for 42 s less of a core. An upload is made on
 * the server the guests use, at effort 2.
 */
export const AVIF_EFFORT = { build: 3, upload: 2 } as const;

/**
 * Writes the renditions of one photo into `outDir` and returns its carousel entry and the files written.
 * `onDecoded` hears when the image has decoded; `onProgress` the share done, from 0 to 1, after each file written.
 */
export async function renderPhoto(
  open: () => Sharp,
  baseName: string,
  outDir: string,
  {
    onDecoded = () => undefined,
    onProgress = () => undefined,
    avifEffort = AVIF_EFFORT.upload,
  }: { onDecoded?: () => unknown; onProgress?: (done: number, file: string) => void; avifEffort?: number } = {},
): Promise<{ image: Photo; files: string[] }> {
  // Shrunk once to the widest rendition: a phone's 12 MP photo is decoded and resized one time, not once per file,
  // and what stays in memory is 1600 pixels wide, not 4032 (the bench's peak memory fell from about 600 MB).
  const widest = PHOTO_WIDTHS.at(-1)!;
  // A JPEG or lossy WebP is decoded at a fraction of its size here (libvips' shrink-on-load): a 200 MP photo costs
  // about what a 12 MP one does. This is also where a damaged file fails, before anything is written.
  const { data: master, info } = await open().resize({ width: widest, withoutEnlargement: true }).png({ compressionLevel: 0 }).toBuffer({ resolveWithObject: true });
  await onDecoded();
  const hash = crypto.createHash('sha256').update(master).digest('hex').slice(0, 10);
  const ratio = info.height / info.width;
  const widths: number[] = PHOTO_WIDTHS.filter((w) => w <= info.width);
  if (widths.length === 0) widths.push(info.width);
  const name = (width: number, ext: string) => `${baseName}-${width}-${hash}.${ext}`;
  const formats = [
    { ext: 'avif', type: 'image/avif', encode: (s: Sharp) => s.avif({ quality: 50, effort: avifEffort }) },
    { ext: 'webp', type: 'image/webp', encode: (s: Sharp) => s.webp({ quality: 72 }) },
  ];
  const fallbackWidth = Math.min(FALLBACK_WIDTH, Math.max(...widths));
  const jobs = [
    ...widths.flatMap((width) => formats.map((f) => ({ file: name(width, f.ext), make: () => f.encode(sharp(master).resize({ width })) }))),
    { file: name(fallbackWidth, 'jpg'), make: () => sharp(master).resize({ width: fallbackWidth }).jpeg({ quality: 75, mozjpeg: true }) },
  ];
  // One file at a time: sharp already uses its threads inside each encode, and the server must keep answering.
  for (const [index, job] of jobs.entries()) {
    const temporary = path.join(outDir, `.${job.file}.tmp`);
    await job.make().toFile(temporary);
    fs.renameSync(temporary, path.join(outDir, job.file));
    onProgress((index + 1) / jobs.length, job.file);
  }
  const largest = Math.max(...widths);
  return {
    image: {
      width: largest,
      height: Math.round(largest * ratio),
      sources: formats.map((f) => ({ type: f.type, srcset: widths.map((w) => `${PHOTOS_PREFIX}${name(w, f.ext)} ${w}w`).join(', ') })),
      src: `${PHOTOS_PREFIX}${name(fallbackWidth, 'jpg')}`,
    },
    files: jobs.map((job) => job.file),
  };
}

/** The video's poster: at most 1280 × 720, a progressive mozjpeg JPEG without metadata, written to `outFile`. */
export async function renderPoster(open: () => Sharp, outFile: string): Promise<void> {
  await open()
    .resize({ ...POSTER_MAX, fit: 'inside', withoutEnlargement: true })
    .jpeg({ quality: 75, mozjpeg: true, progressive: true })
    .toFile(outFile);
}

/**
 * A guest's photo of the day (server/photos): a baseline JPEG per width (the longer side at most that width, never
 * enlarged), upright, with no metadata at all (sharp writes none unless asked: no EXIF, XMP, GPS or camera serial),
 * each written under a temporary name and renamed into place. The camera's time is read from the original's EXIF.
 */
export async function renderWidths(open: () => Sharp, original: string, outFiles: ReadonlyArray<{ file: string; width: number }>, onDecoded: () => unknown): Promise<GuestPhotoRendered> {
  const widest = Math.max(...outFiles.map((out) => out.width));
  const { data: master, info } = await open().resize({ width: widest, height: widest, fit: 'inside', withoutEnlargement: true }).png({ compressionLevel: 0 }).toBuffer({ resolveWithObject: true });
  await onDecoded();
  for (const out of outFiles) {
    const temporary = `${out.file}.tmp`;
    await sharp(master).resize({ width: out.width, height: out.width, fit: 'inside', withoutEnlargement: true }).jpeg({ quality: 78, mozjpeg: true }).toFile(temporary);
    fs.renameSync(temporary, out.file);
  }
  const { exif } = await sharp(original, { limitInputPixels: false }).metadata().catch(() => ({ exif: undefined }));
  const upright = await sharp(master).metadata();
  return { width: upright.width ?? info.width, height: upright.height ?? info.height, takenAt: exifTakenAt(exif) ?? null };
}
