import fs from 'node:fs';
import path from 'node:path';
import type { Photo } from '#common/api';

const PHOTO_MANIFEST = 'manifest.json';

/** The carousel photos as optimised at build time by scripts/build-photos.ts. */
export function loadPhotoCatalog(photosBuildDir: string): { dir: string; list: Photo[] } {
  const file = path.join(photosBuildDir, PHOTO_MANIFEST);
  if (!fs.existsSync(file)) throw new Error(`${file} is missing: run npm run build`);
  return { dir: photosBuildDir, list: JSON.parse(fs.readFileSync(file, 'utf8')) as Photo[] };
}
