/**
 * What a backup archive holds and how it proves it is whole: a manifest listing every file with its size and
 * SHA-256, checked file by file before a restore touches anything.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { mediaDirs } from '../content/media-files';
import { DATABASE_FILE } from '../db/database';
import { LINK_SECRET_FILE } from '../guests/link-secret';

export const MANIFEST_FILE = 'manifest.json';
export const BACKUP_FORMAT = 'save-the-date-backup';
export const BACKUP_FORMAT_VERSION = 1;

export interface ManifestFile {
  /** Relative to DATA_DIR, with forward slashes. */
  path: string;
  bytes: number;
  sha256: string;
}

export interface Manifest {
  format: typeof BACKUP_FORMAT;
  version: typeof BACKUP_FORMAT_VERSION;
  createdAt: string;
  /** The database's schema version (PRAGMA user_version): a newer one than the code knows is refused. */
  schemaVersion: number;
  guests: number;
  files: ManifestFile[];
  /**
   * The day's photos guests added (issue 39, docs/decisions/0066): never in a backup (a wedding's can be tens of
   * gigabytes, a backup is made daily and kept several times), so the archive says how many there are and how big
   * their originals are, for the couple to copy DATA_DIR/day-photos themselves. Absent in backups made before.
   */
  dayPhotos?: DayPhotosInBackup;
}

export interface DayPhotosInBackup {
  included: false;
  /** Photos and videos, and their originals' bytes (the renditions can be made again from them). */
  photos: number;
  originalBytes: number;
  /** Where they are, relative to DATA_DIR. */
  folder: string;
}

/** The files a backup holds besides the media, relative to DATA_DIR. */
const BACKED_UP_FILES: readonly string[] = [DATABASE_FILE, LINK_SECRET_FILE];
/** The folders of the media a backup holds (the photos; the video and its poster), relative to DATA_DIR. */
export const BACKED_UP_MEDIA_DIRS: readonly string[] = (() => {
  const dirs = mediaDirs('');
  return [dirs.photos, dirs.video].map((dir) => dir.split(path.sep).join('/'));
})();
/** A media file's name as the site makes them (photo-3-800-0a1b2c3d4e.webp, video-….mp4): no folder, no dot first. */
const MEDIA_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,200}$/;

/**
 * Whether a backup can hold `relative` (with forward slashes): what createBackup writes and nothing else, so a
 * restore can never put a file anywhere else in DATA_DIR (a session database beside the real one, a script).
 */
function isBackedUpPath(relative: string): boolean {
  if (BACKED_UP_FILES.includes(relative)) return true;
  const slash = relative.lastIndexOf('/');
  return BACKED_UP_MEDIA_DIRS.includes(relative.slice(0, slash)) && MEDIA_NAME.test(relative.slice(slash + 1));
}

/** A file's SHA-256, streamed (a video is too large to read whole, and the server keeps answering meanwhile). */
export async function sha256File(file: string): Promise<string> {
  const hash = crypto.createHash('sha256');
  await pipeline(fs.createReadStream(file), hash);
  return hash.digest('hex');
}

export async function describeFile(root: string, relative: string): Promise<ManifestFile> {
  const file = path.join(root, relative);
  return { path: relative.split(path.sep).join('/'), bytes: fs.statSync(file).size, sha256: await sha256File(file) };
}

/** Why `value` is not a manifest of this format, or undefined when it is one. */
export function manifestProblem(value: unknown): string | undefined {
  const manifest = value as Partial<Manifest> | null;
  if (!manifest || manifest.format !== BACKUP_FORMAT) return 'it is not a backup of this site (no manifest of ours in it)';
  if (manifest.version !== BACKUP_FORMAT_VERSION) return `it was written in backup format ${String(manifest.version)}, which this release does not read`;
  if (!Array.isArray(manifest.files) || typeof manifest.schemaVersion !== 'number') return 'its manifest is incomplete';
  const wellFormed = (f: ManifestFile) =>
    typeof f === 'object' && f !== null && typeof f.path === 'string' && Number.isSafeInteger(f.bytes) && f.bytes >= 0 && /^[0-9a-f]{64}$/.test(String(f.sha256));
  if (!manifest.files.every(wellFormed)) return 'its manifest is incomplete';
  const notBackedUp = manifest.files.find((f) => !isBackedUpPath(f.path));
  if (notBackedUp) return `its manifest lists ${JSON.stringify(notBackedUp.path.slice(0, 100))}, which no backup holds`;
  if (new Set(manifest.files.map((f) => f.path)).size !== manifest.files.length) return 'its manifest lists a file twice';
  if (!manifest.files.some((f) => f.path === DATABASE_FILE)) return 'it holds no database';
  return undefined;
}
