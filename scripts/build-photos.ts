/**
 * Turns content/photos/* into the carousel's renditions (server/content/image-processing.ts, the same as for the
 * couple's uploads) and writes dist/photos/manifest.json; a new site is seeded from these. And the video's poster.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import type { Photo } from '#common/api';
import { AVIF_EFFORT, renderPhoto, renderPoster } from '../server/content/image-processing';

/**
 * Re-encodes the video's poster (content/video/poster.jpg, often a photo straight from a phone) to at most
 * 1280 × 720, as a progressive mozjpeg JPEG without metadata, under the same name.
 */
export async function buildPoster(source: string, outDir: string): Promise<void> {
  fs.rmSync(outDir, { recursive: true, force: true });
  fs.mkdirSync(outDir, { recursive: true });
  await renderPoster(() => sharp(source).rotate(), path.join(outDir, path.basename(source)));
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
  // As many photos at once as there are cores: an AVIF encode keeps one core busy (the build's photos took 58 s of
  // one core on two), so one photo at a time left the other idle. The manifest keeps the files' order.
  const photos: Photo[] = new Array<Photo>(sources.length);
  let next = 0;
  const encodeNext = async (): Promise<void> => {
    for (let index = next++; index < sources.length; index = next++) {
      const source = sources[index]!;
      const { image } = await renderPhoto(() => sharp(source).rotate(), path.basename(source, path.extname(source)), outDir, { avifEffort: AVIF_EFFORT.build });
      photos[index] = image;
    }
  };
  await Promise.all(Array.from({ length: Math.min(os.availableParallelism(), sources.length) }, encodeNext));
  fs.writeFileSync(path.join(outDir, 'manifest.json'), JSON.stringify(photos, null, 2));
  return photos;
}
