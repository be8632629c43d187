/**
 * What a backup archive holds and how it proves it is whole: a manifest listing every file with its size and
 * SHA-256, checked file by file before a restore touches anything.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';

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

/** Every regular file under `root`, relative, sorted. */
export function listFiles(root: string, under = ''): string[] {
  const files: string[] = [];
  for (const entry of fs.readdirSync(path.join(root, under), { withFileTypes: true })) {
    const relative = path.join(under, entry.name);
    if (entry.isDirectory()) files.push(...listFiles(root, relative));
    else files.push(relative);
  }
  return files.sort();
}

/** Why `value` is not a manifest of this format, or undefined when it is one. */
export function manifestProblem(value: unknown): string | undefined {
  const manifest = value as Partial<Manifest> | null;
  if (!manifest || manifest.format !== BACKUP_FORMAT) return 'it is not a backup of this site (no manifest of ours in it)';
  if (manifest.version !== BACKUP_FORMAT_VERSION) return `it was written in backup format ${String(manifest.version)}, which this release does not read`;
  if (!Array.isArray(manifest.files) || typeof manifest.schemaVersion !== 'number') return 'its manifest is incomplete';
  const safe = (p: unknown) => typeof p === 'string' && p !== '' && !p.startsWith('/') && !p.split('/').includes('..');
  if (!manifest.files.every((f) => safe(f.path) && Number.isInteger(f.bytes) && /^[0-9a-f]{64}$/.test(String(f.sha256)))) {
    return 'its manifest lists a file it may not';
  }
  return undefined;
}
