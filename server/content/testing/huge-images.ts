/**
 * Images that are tiny on disk and enormous once decoded, made the way an attacker would: a real image whose
 * header is changed to claim more pixels (the review's 58 KB HEIC of 16,000 × 16,000 and 38-byte WebP of
 * 16,383 × 16,383). The server must refuse them from the header, before decoding anything.
 */
import sharp from 'sharp';

/** A HEIC whose every `ispe` property claims 16,000 × 16,000 pixels. */
export function hugeHeic(real: Buffer): Buffer {
  const out = Buffer.from(real);
  for (let at = out.indexOf('ispe'); at !== -1; at = out.indexOf('ispe', at + 4)) {
    out.writeUInt32BE(16_000, at + 8);
    out.writeUInt32BE(16_000, at + 12);
  }
  return out;
}

/** A lossless WebP whose VP8L header claims 16,383 × 16,383 pixels (the largest a WebP can be). */
export async function hugeLosslessWebp(): Promise<Buffer> {
  const small = await sharp({ create: { width: 4, height: 4, channels: 3, background: 'white' } }).webp({ lossless: true }).toBuffer();
  const out = Buffer.from(small);
  // RIFF header (12 bytes), "VP8L", its size, then the signature byte 0x2f and 14 bits of width-1, 14 of height-1.
  const at = out.indexOf('VP8L') + 9;
  const bits = out.readUInt32LE(at);
  out.writeUInt32LE(((bits & ~0x0fffffff) | 16_382 | (16_382 << 14)) >>> 0, at);
  return out;
}
