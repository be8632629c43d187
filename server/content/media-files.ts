/**
 * The couple's media in DATA_DIR/media: photos (their renditions, public, under /photos/) and the video with its
 * poster (signed-in guests only, under /media/). Files are named by their content's hash, so a changed photo has a
 * new address and no cache can show the old one; they are written under a temporary name and renamed into place
 * only when complete, so a crash never leaves half a file where the site looks.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export const MEDIA_DIR = 'media';

export interface MediaDirs {
  photos: string;
  video: string;
  /** Uploads being received or processed; emptied at start. */
  uploads: string;
}

export function mediaDirs(dataDir: string): MediaDirs {
  const root = path.join(dataDir, MEDIA_DIR);
  return { photos: path.join(root, 'photos'), video: path.join(root, 'video'), uploads: path.join(dataDir, 'uploads') };
}

export function ensureMediaDirs(dirs: MediaDirs): void {
  for (const dir of Object.values(dirs)) fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
}

/** The first 10 hex characters of a file's SHA-256: enough to tell versions of the couple's few files apart. */
export function fileHash(file: string): string {
  return crypto.createHash('sha256').update(fs.readFileSync(file)).digest('hex').slice(0, 10);
}

/** Writes `data` to `dir/name` through a temporary file and a rename. */
export function writeAtomically(dir: string, name: string, data: Buffer | string): void {
  const temporary = path.join(dir, `.${name}.${crypto.randomBytes(6).toString('hex')}.tmp`);
  fs.writeFileSync(temporary, data, { mode: 0o600 });
  fs.renameSync(temporary, path.join(dir, name));
}

/** Copies a file to `dir/name` through a temporary file and a rename. */
export function copyAtomically(source: string, dir: string, name: string): void {
  const temporary = path.join(dir, `.${name}.${crypto.randomBytes(6).toString('hex')}.tmp`);
  fs.copyFileSync(source, temporary);
  fs.chmodSync(temporary, 0o600);
  fs.renameSync(temporary, path.join(dir, name));
}

/**
 * Removes what the content no longer refers to: files left by an interrupted save or upload, and the leftovers of
 * replaced media. Run at start, when nothing is being written.
 */
export function removeUnreferenced(dirs: MediaDirs, referenced: Set<string>): string[] {
  const removed: string[] = [];
  for (const dir of [dirs.photos, dirs.video]) {
    for (const name of fs.readdirSync(dir)) {
      if (referenced.has(name)) continue;
      fs.rmSync(path.join(dir, name), { force: true });
      removed.push(name);
    }
  }
  for (const name of fs.readdirSync(dirs.uploads)) fs.rmSync(path.join(dirs.uploads, name), { force: true, recursive: true });
  return removed;
}
