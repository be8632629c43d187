/**
 * Turns content/photos/*.jpg into AVIF, WebP and JPEG at several widths with content-hashed names, and writes
 * dist/photos/manifest.json, which the server hands to the carousel (srcset, sizes and real dimensions).
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import sharp, { type Sharp } from 'sharp';
import type { Photo } from '#common/api';

const PHOTO_WIDTHS = [480, 800, 1200, 1600] as const;
const FALLBACK_WIDTH = 1200;

async function renditions(source: string, outDir: string): Promise<Photo> {
  const input = fs.readFileSync(source);
  const hash = crypto.createHash('sha256').update(input).digest('hex').slice(0, 10);
  const base = path.basename(source, path.extname(source));
  const meta = await sharp(input).metadata();
  const ratio = (meta.height ?? 1) / (meta.width ?? 1);
  const widths: number[] = PHOTO_WIDTHS.filter((w) => w <= (meta.width ?? 0));
  if (widths.length === 0) widths.push(meta.width ?? PHOTO_WIDTHS[0]);
  const name = (width: number, ext: string) => `${base}-${width}-${hash}.${ext}`;

  const formats = [
    { ext: 'avif', type: 'image/avif', encode: (s: Sharp) => s.avif({ quality: 50, effort: 4 }) },
    { ext: 'webp', type: 'image/webp', encode: (s: Sharp) => s.webp({ quality: 72 }) },
  ];
  await Promise.all(
    widths.flatMap((width) =>
      formats.map((format) => format.encode(sharp(input).resize({ width })).toFile(path.join(outDir, name(width, format.ext)))),
    ),
  );
  const fallbackWidth = Math.min(FALLBACK_WIDTH, Math.max(...widths));
  await sharp(input).resize({ width: fallbackWidth }).jpeg({ quality: 75, mozjpeg: true }).toFile(path.join(outDir, name(fallbackWidth, 'jpg')));

  const largest = Math.max(...widths);
  return {
    width: largest,
    height: Math.round(largest * ratio),
    sources: formats.map((format) => ({
      type: format.type,
      srcset: widths.map((w) => `/photos/${name(w, format.ext)} ${w}w`).join(', '),
    })),
    src: `/photos/${name(fallbackWidth, 'jpg')}`,
  };
}

/** The poster is shown at most at the video's own size (960 × 540 in the layout), twice that on a sharp screen. */
const POSTER_MAX = { width: 1280, height: 720 } as const;

/**
 * Re-encodes the video's poster (content/video/poster.jpg, often a photo straight from a phone) to at most
 * 1280 × 720, as a progressive mozjpeg JPEG without metadata, under the same name: the server serves it in place
 * of the original (server/content/content-routes.ts).
 */
export async function buildPoster(source: string, outDir: string): Promise<void> {
  fs.rmSync(outDir, { recursive: true, force: true });
  fs.mkdirSync(outDir, { recursive: true });
  await sharp(source)
    .rotate()
    .resize({ ...POSTER_MAX, fit: 'inside', withoutEnlargement: true })
    .jpeg({ quality: 75, mozjpeg: true, progressive: true })
    .toFile(path.join(outDir, path.basename(source)));
}

export async function buildPhotos(photosDir: string, outDir: string): Promise<Photo[]> {
  const sources = fs
    .readdirSync(photosDir)
    .filter((f) => /\.(jpe?g|png|webp)$/i.test(f))
    .sort()
    .map((f) => path.join(photosDir, f));
  if (sources.length === 0) throw new Error(`No photos found in ${photosDir}`);
  fs.rmSync(outDir, { recursive: true, force: true });
  fs.mkdirSync(outDir, { recursive: true });
  const photos: Photo[] = [];
  // One photo at a time: sharp already uses every core inside each encode.
  for (const source of sources) photos.push(await renditions(source, outDir));
  fs.writeFileSync(path.join(outDir, 'manifest.json'), JSON.stringify(photos, null, 2));
  return photos;
}
