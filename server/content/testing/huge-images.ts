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

/**
 * A real progressive JPEG of one flat colour, written by hand in milliseconds (an encoder would take a minute and
 * gigabytes for the review's 14,490 × 14,490 CMYK file): every sample 128, so each block's DC difference is 0
 * and its AC coefficients are all 0. A DC scan of every component, then one AC scan per component made of end-of-
 * band runs. Small on disk (about 4 bits a block), it decodes like any progressive JPEG: whole, every block's
 * coefficients held in memory (2 bytes × 64 a block per component).
 */
export function flatProgressiveJpeg(width: number, height: number, components: 1 | 3 | 4): Buffer {
  const blocks = Math.ceil(width / 8) * Math.ceil(height / 8);
  const segment = (marker: number, body: number[]) => [0xff, marker, (body.length + 2) >> 8, (body.length + 2) & 0xff, ...body];
  const ids = Array.from({ length: components }, (_, i) => i + 1);
  const bytes: number[] = [0xff, 0xd8];
  // Adobe's marker says a four-component image is CMYK (transform 0), as Photoshop writes it.
  if (components === 4) bytes.push(...segment(0xee, [...Buffer.from('Adobe'), 0, 100, 0, 0, 0, 0, 0]));
  bytes.push(...segment(0xdb, [0, ...Array<number>(64).fill(1)]));
  bytes.push(...segment(0xc2, [8, height >> 8, height & 0xff, width >> 8, width & 0xff, components, ...ids.flatMap((id) => [id, 0x11, 0])]));
  // DC: one code, "0", for a difference of 0. AC: the end-of-band runs EOB0 … EOB14 (symbol r << 4, then r bits
  // for a run of 2^r + bits), fifteen codes of four bits, the code of EOBr being r.
  bytes.push(...segment(0xc4, [0x00, 1, ...Array<number>(15).fill(0), 0]));
  bytes.push(...segment(0xc4, [0x10, 0, 0, 0, 15, ...Array<number>(12).fill(0), ...Array.from({ length: 15 }, (_, r) => r << 4)]));
  const data = bitWriter(bytes);
  bytes.push(...segment(0xda, [components, ...ids.flatMap((id) => [id, 0]), 0, 0, 0]));
  data.zeros(blocks * components);
  data.flush();
  for (const id of ids) {
    bytes.push(...segment(0xda, [1, id, 0, 1, 63, 0]));
    for (let left = blocks; left > 0; ) {
      const run = Math.min(left, 32_767);
      const r = Math.floor(Math.log2(run));
      data.bits(r, 4);
      data.bits(run - 2 ** r, r);
      left -= run;
    }
    data.flush();
  }
  return Buffer.concat([Buffer.from(bytes), Buffer.from([0xff, 0xd9])]);
}

/** Entropy-coded bits appended to `out`, a 0 stuffed after every 0xff byte, the last byte padded with ones. */
function bitWriter(out: number[]) {
  let byte = 0;
  let used = 0;
  const put = (bit: number) => {
    byte = (byte << 1) | bit;
    if (++used < 8) return;
    out.push(byte);
    if (byte === 0xff) out.push(0);
    byte = 0;
    used = 0;
  };
  return {
    bits(value: number, count: number) {
      for (let i = count - 1; i >= 0; i--) put((value >> i) & 1);
    },
    /** Zero bits, whole bytes at a time where possible (the DC scan of a large image is megabytes of them). */
    zeros(count: number) {
      for (; count > 0 && used !== 0; count--) put(0);
      for (; count >= 8; count -= 8) out.push(0);
      for (; count > 0; count--) put(0);
    },
    flush() {
      while (used !== 0) put(1);
    },
  };
}
