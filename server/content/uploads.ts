/**
 * Receiving one uploaded file: streamed to a temporary file in DATA_DIR/uploads (never held whole in memory), cut
 * off at its size limit, and deleted if the upload fails, is cut off or is interrupted, so nothing half-received
 * is ever left behind or used.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import { allowSlowUpload, holdForAnswer } from '../http/body-deadline';

/** The file received (in the uploads folder) and its first bytes. */
export type Received = { file: string; head: Buffer } | { problem: 'too-large' | 'no-file' | 'interrupted' };

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
  try {
    await pipeline(part.file, fs.createWriteStream(file, { mode: 0o600 }));
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
  holdForAnswer(request);
  return { file, head: head.subarray(0, read) };
}
