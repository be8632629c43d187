/**
 * The sealed form of an archive (issue 18, docs/decisions/0026): what goes in comes out, whatever its length; a
 * different key opens nothing; and any change to the sealed bytes (a flipped byte anywhere, a cut, chunks moved,
 * dropped, repeated or taken from another archive, bytes added) is refused before any of the changed plaintext
 * comes out.
 */
import crypto from 'node:crypto';
import { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { describe, expect, it } from 'vitest';
import { CHUNK_BYTES, keyIdOf, openStream, readSealHeader, SEAL_HEADER_BYTES, sealStream, SealBrokenError } from './archive-seal';

const key = crypto.randomBytes(32);
const FRAME = CHUNK_BYTES + 16;

/** Seals `plain`, written in uneven pieces as tar and gzip write. */
async function seal(plain: Buffer, withKey = key): Promise<Buffer> {
  const pieces = function* () {
    for (let at = 0; at < plain.length; at += 10_007) yield plain.subarray(at, at + 10_007);
  };
  const out: Buffer[] = [];
  await pipeline(Readable.from(pieces()), sealStream(withKey), new Writable({ write: (chunk: Buffer, _e, done) => (out.push(chunk), done()) }));
  return Buffer.concat(out);
}

/** Opens a sealed archive; returns the plaintext, and what had come out before it failed (if it did). */
async function open(sealed: Buffer, withKey = key): Promise<{ plain: Buffer; error?: Error }> {
  const header = readSealHeader(sealed.subarray(0, SEAL_HEADER_BYTES));
  if (!header) throw new Error('no header');
  const out: Buffer[] = [];
  const pieces = function* () {
    for (let at = SEAL_HEADER_BYTES; at < sealed.length; at += 4_099) yield sealed.subarray(at, at + 4_099);
  };
  try {
    await pipeline(Readable.from(pieces()), openStream(withKey, header), new Writable({ write: (chunk: Buffer, _e, done) => (out.push(chunk), done()) }));
    return { plain: Buffer.concat(out) };
  } catch (error) {
    return { plain: Buffer.concat(out), error: error as Error };
  }
}

const frames = (sealed: Buffer) => {
  const body = sealed.subarray(SEAL_HEADER_BYTES);
  const list: Buffer[] = [];
  for (let at = 0; at < body.length; at += FRAME) list.push(body.subarray(at, at + FRAME));
  return list;
};
const withFrames = (sealed: Buffer, list: Buffer[]) => Buffer.concat([sealed.subarray(0, SEAL_HEADER_BYTES), ...list]);

describe('a sealed archive', () => {
  it('opens to exactly what was sealed, at every length around the chunk size', async () => {
    for (const length of [0, 1, CHUNK_BYTES - 1, CHUNK_BYTES, CHUNK_BYTES + 1, 3 * CHUNK_BYTES, 3 * CHUNK_BYTES + 12_345]) {
      const plain = crypto.randomBytes(length);
      const sealed = await seal(plain);
      // The header, then a tag per chunk (the last one full when the length is a multiple; one empty chunk for none).
      expect(sealed.length, `length ${length}`).toBe(SEAL_HEADER_BYTES + length + 16 * Math.max(1, Math.ceil(length / CHUNK_BYTES)));
      const opened = await open(sealed);
      expect(opened.error, `length ${length}`).toBeUndefined();
      expect(opened.plain.equals(plain), `length ${length}`).toBe(true);
    }
  });

  it('names its key without revealing it, and never repeats its salt, nonces or ciphertext', async () => {
    const plain = Buffer.alloc(2 * CHUNK_BYTES, 'same text');
    const [a, b] = [await seal(plain), await seal(plain)];
    const [ha, hb] = [readSealHeader(a)!, readSealHeader(b)!];
    expect(ha.keyId.equals(keyIdOf(key))).toBe(true);
    expect(ha.keyId.equals(key.subarray(0, 8))).toBe(false);
    expect(ha.salt.equals(hb.salt) || ha.prefix.equals(hb.prefix)).toBe(false);
    expect(a.subarray(SEAL_HEADER_BYTES).equals(b.subarray(SEAL_HEADER_BYTES))).toBe(false);
    expect(a.includes(Buffer.from('same text'))).toBe(false);
  });

  it('opens nothing with another key', async () => {
    const opened = await open(await seal(crypto.randomBytes(100_000)), crypto.randomBytes(32));
    expect(opened.error).toBeInstanceOf(SealBrokenError);
    expect(opened.plain.length).toBe(0);
  });

  it('refuses every change, and gives out nothing of a chunk that does not hold', async () => {
    const plain = crypto.randomBytes(4 * CHUNK_BYTES + 1000);
    const sealed = await seal(plain);
    const list = frames(sealed);
    const other = frames(await seal(crypto.randomBytes(4 * CHUNK_BYTES + 1000)));
    const flipped = (at: number) => {
      const copy = Buffer.from(sealed);
      copy[at]! ^= 0x01;
      return copy;
    };
    const changes: Record<string, Buffer> = {
      'a byte of the key id': flipped(SEAL_HEADER_BYTES - 7 - 32 - 1),
      'a byte of the salt': flipped(SEAL_HEADER_BYTES - 7 - 1),
      'a byte of the nonce prefix': flipped(SEAL_HEADER_BYTES - 1),
      'a byte of the first chunk': flipped(SEAL_HEADER_BYTES + 10),
      'a byte of a tag': flipped(SEAL_HEADER_BYTES + FRAME - 1),
      'the last byte': flipped(sealed.length - 1),
      'cut after a whole chunk': withFrames(sealed, list.slice(0, 2)),
      'cut within a chunk': sealed.subarray(0, sealed.length - 500),
      'the last chunk dropped': withFrames(sealed, list.slice(0, -1)),
      'a chunk dropped': withFrames(sealed, [list[0]!, ...list.slice(2)]),
      'two chunks swapped': withFrames(sealed, [list[1]!, list[0]!, ...list.slice(2)]),
      'a chunk repeated': withFrames(sealed, [list[0]!, ...list]),
      'a chunk from another archive': withFrames(sealed, [list[0]!, other[1]!, ...list.slice(2)]),
      'the last chunk of another archive': withFrames(sealed, [...list.slice(0, -1), other.at(-1)!]),
      'bytes added at the end': Buffer.concat([sealed, Buffer.from('x')]),
      'a whole chunk added at the end': Buffer.concat([sealed, other[1]!]),
    };
    for (const [change, bytes] of Object.entries(changes)) {
      const opened = await open(bytes);
      expect(opened.error, change).toBeInstanceOf(SealBrokenError);
      // What came out before the change is the original's own beginning, never anything changed.
      expect(plain.subarray(0, opened.plain.length).equals(opened.plain), change).toBe(true);
    }
  });
});
