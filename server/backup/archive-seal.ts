/**
 * The sealed form of a backup archive (docs/decisions/0026): AES-256-GCM from Node's own crypto, in chunks, so that
 * an archive of any size is sealed and opened a chunk at a time.
 *
 *   header   "save-the-date backup\n", version 1, key id (8 bytes), salt (32), nonce prefix (7)
 *   chunks   each 64 KiB of the archive (the last one shorter, possibly empty), encrypted, then its 16-byte tag
 *
 * The archive's own key comes from the backup key and the salt (HKDF-SHA-256), so no two archives share a key. Each
 * chunk's nonce is the prefix, the chunk's index and a flag set on the last chunk only (the STREAM construction),
 * and its additional data is the whole header with the same index and flag: a chunk moved, dropped, repeated or
 * taken from another archive, a header changed, or an archive cut off after any chunk, fails the tag of some chunk.
 * No plaintext leaves a chunk before its tag is verified.
 */
import crypto from 'node:crypto';
import { Transform, type TransformCallback } from 'node:stream';

const SEAL_MAGIC = Buffer.from('save-the-date backup\n', 'latin1');
export const SEAL_VERSION = 1;
const KEY_ID_BYTES = 8;
const SALT_BYTES = 32;
const PREFIX_BYTES = 7;
const TAG_BYTES = 16;
export const SEAL_HEADER_BYTES = SEAL_MAGIC.length + 1 + KEY_ID_BYTES + SALT_BYTES + PREFIX_BYTES;
export const CHUNK_BYTES = 64 * 1024;
const FRAME_BYTES = CHUNK_BYTES + TAG_BYTES;
/** The index is 4 bytes of the nonce: 256 TiB, far beyond any site. */
const MAX_CHUNKS = 2 ** 32;
export const KEY_BYTES = 32;

/** The archive was changed after it was sealed, is cut off, or was sealed with another key under a forged id. */
export class SealBrokenError extends Error {}

export interface SealHeader {
  version: number;
  keyId: Buffer;
  salt: Buffer;
  prefix: Buffer;
  bytes: Buffer;
}

/** Names a key without revealing it: archives say which key sealed them, so a wrong key is told apart from a change. */
export function keyIdOf(key: Buffer): Buffer {
  return crypto.createHmac('sha256', key).update('save-the-date backup key id').digest().subarray(0, KEY_ID_BYTES);
}

const archiveKey = (key: Buffer, salt: Buffer) =>
  Buffer.from(crypto.hkdfSync('sha256', key, salt, 'save-the-date backup v1 AES-256-GCM', KEY_BYTES));

/** The chunk's place: its index (4 bytes, big-endian) and whether it is the last. */
function place(index: number, last: boolean): Buffer {
  const bytes = Buffer.alloc(5);
  bytes.writeUInt32BE(index, 0);
  bytes[4] = last ? 1 : 0;
  return bytes;
}

/** What the first SEAL_HEADER_BYTES of a file say: a sealed archive's header, or undefined when it is none. */
export function readSealHeader(bytes: Buffer): SealHeader | undefined {
  if (bytes.length < SEAL_HEADER_BYTES || !bytes.subarray(0, SEAL_MAGIC.length).equals(SEAL_MAGIC)) return undefined;
  let at = SEAL_MAGIC.length;
  const version = bytes[at++]!;
  const take = (n: number) => bytes.subarray(at, (at += n));
  return { version, keyId: take(KEY_ID_BYTES), salt: take(SALT_BYTES), prefix: take(PREFIX_BYTES), bytes: bytes.subarray(0, SEAL_HEADER_BYTES) };
}

/** Buffers of a stream, taken out in pieces of a fixed size without copying more than once. */
class Pending {
  private parts: Buffer[] = [];
  length = 0;
  add(chunk: Buffer) {
    this.parts.push(chunk);
    this.length += chunk.length;
  }
  take(n: number): Buffer {
    const all = this.parts.length === 1 ? this.parts[0]! : Buffer.concat(this.parts);
    const taken = all.subarray(0, n);
    const rest = all.subarray(n);
    this.parts = rest.length > 0 ? [rest] : [];
    this.length = rest.length;
    return taken;
  }
}

/** Encrypts what is written into it: the header, then the chunks. */
export function sealStream(key: Buffer): Transform {
  if (key.length !== KEY_BYTES) throw new Error('a backup key has 32 bytes');
  const salt = crypto.randomBytes(SALT_BYTES);
  const prefix = crypto.randomBytes(PREFIX_BYTES);
  const header = Buffer.concat([SEAL_MAGIC, Buffer.from([SEAL_VERSION]), keyIdOf(key), salt, prefix]);
  const aesKey = archiveKey(key, salt);
  const pending = new Pending();
  let index = 0;
  let started = false;

  const seal = (stream: Transform, plain: Buffer, last: boolean) => {
    if (!started) stream.push(header);
    started = true;
    if (index >= MAX_CHUNKS) throw new Error('the archive is too large to seal');
    const at = place(index++, last);
    const cipher = crypto.createCipheriv('aes-256-gcm', aesKey, Buffer.concat([prefix, at]), { authTagLength: TAG_BYTES });
    cipher.setAAD(Buffer.concat([header, at]));
    stream.push(Buffer.concat([cipher.update(plain), cipher.final(), cipher.getAuthTag()]));
  };

  return new Transform({
    transform(chunk: Buffer, _encoding, done: TransformCallback) {
      pending.add(chunk);
      // A full chunk is sealed only once more follows: the last one must carry the flag, even when it is full.
      try {
        while (pending.length > CHUNK_BYTES) seal(this, pending.take(CHUNK_BYTES), false);
        done();
      } catch (error) {
        done(error as Error);
      }
    },
    flush(done: TransformCallback) {
      try {
        seal(this, pending.take(pending.length), true);
        done();
      } catch (error) {
        done(error as Error);
      }
    },
  });
}

/**
 * Decrypts what follows the header (the caller has read and checked it), a chunk at a time, each only once its tag
 * holds; fails with SealBrokenError at the first chunk that does not, and when the last chunk never comes.
 */
export function openStream(key: Buffer, header: SealHeader): Transform {
  const aesKey = archiveKey(key, header.salt);
  const pending = new Pending();
  let index = 0;

  const open = (frame: Buffer, last: boolean): Buffer => {
    if (frame.length < TAG_BYTES || index >= MAX_CHUNKS) throw new SealBrokenError('cut off');
    const at = place(index++, last);
    const decipher = crypto.createDecipheriv('aes-256-gcm', aesKey, Buffer.concat([header.prefix, at]), { authTagLength: TAG_BYTES });
    decipher.setAAD(Buffer.concat([header.bytes, at]));
    decipher.setAuthTag(frame.subarray(frame.length - TAG_BYTES));
    const plain = decipher.update(frame.subarray(0, frame.length - TAG_BYTES));
    try {
      return Buffer.concat([plain, decipher.final()]);
    } catch {
      throw new SealBrokenError(`chunk ${index - 1} does not match its tag`);
    }
  };

  return new Transform({
    transform(chunk: Buffer, _encoding, done: TransformCallback) {
      pending.add(chunk);
      try {
        // As when sealing: a frame is known not to be the last only once more bytes follow it.
        while (pending.length > FRAME_BYTES) this.push(open(pending.take(FRAME_BYTES), false));
        done();
      } catch (error) {
        done(error as Error);
      }
    },
    flush(done: TransformCallback) {
      try {
        this.push(open(pending.take(pending.length), true));
        done();
      } catch (error) {
        done(error as Error);
      }
    },
  });
}
