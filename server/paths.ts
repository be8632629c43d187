import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Folders of the checkout, found from this file so the server runs from any working directory. */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const DIST_DIR = path.join(REPO_ROOT, 'dist');
export const WEB_BUILD_DIR = path.join(DIST_DIR, 'web');
export const PHOTOS_BUILD_DIR = path.join(DIST_DIR, 'photos');
/** The optimised video poster (scripts/build-photos.ts, buildPoster). */
export const MEDIA_BUILD_DIR = path.join(DIST_DIR, 'media');
