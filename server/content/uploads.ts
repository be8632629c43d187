/**
 * Receiving one uploaded file: streamed to a temporary file in DATA_DIR/uploads (never held whole in memory), cut
 * off at its size limit, and deleted if the upload fails, is cut off or is interrupted, so nothing half-received
 * is ever left behind or used.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import { allowSlowUpload } from '../http/body-deadline';
import { HASH_LENGTH } from './media-files';

/** The file received (in the uploads folder), its first bytes and the start of its SHA-256 (as fileHash gives it). */
export type Received = { file: string; head: Buffer; hash: string } | { problem: 'too-large' | 'no-file' | 'interrupted' };

const HEAD_BYTES = 64;

export async function receiveFile(request: FastifyRequest, uploadsDir: string, maxBytes: number): Promise<Received> {
  if (!request.isMultipart()) return { problem: 'no-file' };
  // The couple is signed in (the route is behind their session): their upload may take its time.
  allowSlowUpload(request);
  const part = await request.file({ limits: { fileSize: maxBytes, files: 1, fields: 0, parts: 1 }, throwFileSizeLimit: false }).catch(() => undefined);
  if (!part) return { problem: 'no-file' };
  const file = path.join(uploadsDir, `upload-${crypto.randomBytes(12).toString('hex')}`);
  // Past the limit the rest is not read at all (busboy would read and drop it, all of a 1 GB body): the
  // stream stops here and the answer closes the connection.
  let cutOff = false;
  part.file.once('limit', () => {
    cutOff = true;
    part.file.destroy(new Error('over the size limit'));
  });
  // Hashed on the way to disk: a 200 MB video is not read a second time to name it.
  const hash = crypto.createHash('sha256');
  const hashing = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      done(null, chunk);
    },
  });
  try {
    await pipeline(part.file, hashing, fs.createWriteStream(file, { mode: 0o600 }));
  } catch {
    // Cut off, or the client went away: nothing of it stays.
    fs.rmSync(file, { force: true });
    return { problem: cutOff ? 'too-large' : 'interrupted' };
  }
  // A body that had all arrived already was cut off before the listener above was there.
  if (part.file.truncated) {
    fs.rmSync(file, { force: true });
    return { problem: 'too-large' };
  }
  const handle = fs.openSync(file, 'r');
  const head = Buffer.alloc(HEAD_BYTES);
  const read = fs.readSync(handle, head, 0, HEAD_BYTES, 0);
  fs.closeSync(handle);
  if (read === 0) {
    fs.rmSync(file, { force: true });
    return { problem: 'no-file' };
  }
  return { file, head: head.subarray(0, read), hash: hash.digest('hex').slice(0, HASH_LENGTH) };
}

export type VideoKind = { ext: 'mp4'; type: 'video/mp4' } | { ext: 'webm'; type: 'video/webm' };

/** Whether a file contains `needle`, read a chunk at a time (a video is too big to read whole). */
function contains(file: string, needles: string[]): boolean {
  const handle = fs.openSync(file, 'r');
  try {
    const chunk = Buffer.alloc(1 << 20);
    const overlap = 8;
    let carry = Buffer.alloc(0);
    for (;;) {
      const read = fs.readSync(handle, chunk, 0, chunk.length, null);
      if (read === 0) return false;
      const window = Buffer.concat([carry, chunk.subarray(0, read)]);
      if (needles.some((needle) => window.includes(needle, 0, 'latin1'))) return true;
      carry = window.subarray(Math.max(0, window.length - overlap));
    }
  } finally {
    fs.closeSync(handle);
  }
}

/**
 * A video every browser plays: MP4 with H.264 (an "avc1" or "avc3" sample entry), or WebM. Anything else (a
 * renamed file, an MP4 with HEVC that most browsers cannot play) is refused.
 */
export function sniffVideo(file: string, head: Buffer): VideoKind | undefined {
  if (head.subarray(4, 8).toString('latin1') === 'ftyp') return contains(file, ['avc1', 'avc3']) ? { ext: 'mp4', type: 'video/mp4' } : undefined;
  if (head.subarray(0, 4).equals(Buffer.from([0x1a, 0x45, 0xdf, 0xa3])) && head.toString('latin1').includes('webm')) {
    return { ext: 'webm', type: 'video/webm' };
  }
  return undefined;
}
