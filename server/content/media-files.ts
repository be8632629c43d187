/**
 * The couple's media in DATA_DIR/media: photos (their renditions, public, under /photos/) and the video with its
 * poster (signed-in guests only, under /media/). Files are named by their content's hash, so a changed photo has a
 * new address and no cache can show the old one; they are written under a temporary name and renamed into place
 * only when complete, so a crash never leaves half a file where the site looks.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { ContentStore } from './content-store';

const MEDIA_DIR = 'media';

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

/** Hex characters of a SHA-256 in a media file's name: enough to tell versions of the couple's few files apart. */
const HASH_LENGTH = 10;

/** The start of a file's SHA-256, read a chunk at a time (a video is too big to hold whole). */
export function fileHash(file: string): string {
  const hash = crypto.createHash('sha256');
  const handle = fs.openSync(file, 'r');
  try {
    const chunk = Buffer.alloc(1 << 20);
    for (let read; (read = fs.readSync(handle, chunk, 0, chunk.length, null)) > 0; ) hash.update(chunk.subarray(0, read));
  } finally {
    fs.closeSync(handle);
  }
  return hash.digest('hex').slice(0, HASH_LENGTH);
}

/** The same, read without holding up the server: hashing a 200 MB video takes a second. */
export async function fileHashStreamed(file: string): Promise<string> {
  const hash = crypto.createHash('sha256');
  for await (const chunk of fs.createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex').slice(0, HASH_LENGTH);
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

/**
 * Puts a new video or poster in place: the file is moved into the media folder under its final name first, then
 * the content points at it (one transaction), then the file it replaced goes. Killed anywhere in between, the site
 * shows the old or the new file, and the start's clean-up removes the one no longer referred to.
 */
export function installMedia(content: ContentStore, dirs: MediaDirs, kind: 'video' | 'poster', from: string, name: string, type: string): void {
  fs.renameSync(from, path.join(dirs.video, name));
  const replaced = content.setMedia(kind, name, type);
  if (replaced && replaced !== name) fs.rmSync(path.join(dirs.video, replaced), { force: true });
}
