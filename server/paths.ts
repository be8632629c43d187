import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The checkout (or the installed copy): the nearest folder above this file with a package.json. Found by walking
 * up, so the same code works from server/ under tsx and bundled into dist/server/ for `node`.
 */
function findRoot(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (fs.existsSync(path.join(dir, 'package.json'))) return dir;
    if (path.dirname(dir) === dir) throw new Error(`No package.json above ${from}`);
  }
}

export const REPO_ROOT = findRoot(path.dirname(fileURLToPath(import.meta.url)));
export const DIST_DIR = path.join(REPO_ROOT, 'dist');
/** The content this release ships (content/): the demo, and the texts a release adds to sites that exist. */
export const SHIPPED_CONTENT_DIR = path.join(REPO_ROOT, 'content');
export const WEB_BUILD_DIR = path.join(DIST_DIR, 'web');
/** The couple's dashboard, a bundle of its own (vite.admin.config.ts). */
export const ADMIN_BUILD_DIR = path.join(DIST_DIR, 'admin');
export const PHOTOS_BUILD_DIR = path.join(DIST_DIR, 'photos');
/** The optimised video poster (scripts/build-photos.ts, buildPoster). */
export const MEDIA_BUILD_DIR = path.join(DIST_DIR, 'media');
/** The server and the guest command compiled to JavaScript (scripts/build-server.ts), run with plain `node`. */
export const SERVER_BUILD_DIR = path.join(DIST_DIR, 'server');
export const SERVER_ENTRY = path.join(SERVER_BUILD_DIR, 'main.js');
export const GUEST_COMMAND_ENTRY = path.join(SERVER_BUILD_DIR, 'guests.js');
