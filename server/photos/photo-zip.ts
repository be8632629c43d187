/**
 * ZIPs of photos, streamed as they are written (yazl): a file is opened only when its turn comes and its bytes go
 * out as they are read, so a ZIP of thousands of originals costs the server a few buffers, never its size in memory.
 * Photos and videos are compressed already: stored, not deflated (deflating them costs CPU for nothing).
 */
import fs from 'node:fs';
import type { Readable } from 'node:stream';
import { ZipFile } from 'yazl';

export interface ZipEntry {
  /** The file on disk, or the text of a small generated entry (uploads.csv). */
  file?: string;
  text?: string;
  /** Its name in the ZIP. */
  name: string;
  mtime?: Date;
}

export function zipStream(entries: Iterable<ZipEntry>): Readable {
  const zip = new ZipFile();
  for (const entry of entries) {
    if (entry.text !== undefined) {
      zip.addBuffer(Buffer.from(entry.text), entry.name, { mtime: entry.mtime ?? new Date(), compress: true });
      continue;
    }
    const file = entry.file!;
    let size: number;
    try {
      size = fs.statSync(file).size;
    } catch {
      continue; // removed meanwhile: left out
    }
    zip.addReadStreamLazy(entry.name, { mtime: entry.mtime ?? new Date(), compress: false, size }, (done) => done(null, fs.createReadStream(file)));
  }
  zip.end();
  return zip.outputStream as Readable;
}

/** A name safe as one path segment of a ZIP (no slashes, dots-only or control characters), at most 100 characters. */
export function zipSafeName(name: string, fallback: string): string {
  const safe = name.replace(/[\p{Cc}\p{Cf}/\\:*?"<>|]/gu, '_').replace(/^\.+/, '').trim().slice(0, 100);
  return safe || fallback;
}
