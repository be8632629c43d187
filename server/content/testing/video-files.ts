/**
 * For the video tests: the fixtures, MP4 boxes built by hand, and a plain walk of an MP4's boxes held in memory
 * (small test files only) that does not use the parser under test.
 */
import fs from 'node:fs';
import path from 'node:path';
import { makeTempDir } from '../../testing/test-app';

const VIDEO_FIXTURES = path.join(import.meta.dirname, '..', 'fixtures');
export const videoFixture = (name: string) => fs.readFileSync(path.join(VIDEO_FIXTURES, name));

/** What a phone wrote into the fixtures (see fixtures/README.md), as it appears in their bytes. */
const PHONE_METADATA = ['+44.4268', '026.1025', 'Apple', 'iPhone 15', '2025-06-14', 'Lavf', 'Our day', 'Back camera'];
/** The fixtures' location as 3GPP's `loci` box stores it: latitude and longitude in 16.16 fixed point. */
const FIXED_POINT_LOCATION = [Math.round(44.4268 * 65536), Math.round(26.1025 * 65536)].map((value) => {
  const bytes = Buffer.alloc(4);
  bytes.writeInt32BE(value);
  return bytes;
});

export const metadataLeftIn = (bytes: Buffer) => [
  ...PHONE_METADATA.filter((text) => bytes.includes(text, 0, 'latin1')),
  ...FIXED_POINT_LOCATION.filter((value) => bytes.includes(value)).map((value) => `loci ${value.toString('hex')}`),
];

/** Writes `bytes` to a new temporary file and returns its path. */
export function videoFile(bytes: Buffer, name = 'upload'): string {
  const file = path.join(makeTempDir('std-video-'), name);
  fs.writeFileSync(file, bytes);
  return file;
}

/** A box with a 32-bit size. */
export function box(type: string, ...contents: Buffer[]): Buffer {
  const header = Buffer.alloc(8);
  const body = Buffer.concat(contents);
  header.writeUInt32BE(8 + body.length);
  header.write(type, 4, 'latin1');
  return Buffer.concat([header, body]);
}

/** A box with a 64-bit size. */
export function largeBox(type: string, ...contents: Buffer[]): Buffer {
  const header = Buffer.alloc(16);
  const body = Buffer.concat(contents);
  header.writeUInt32BE(1);
  header.write(type, 4, 'latin1');
  header.writeBigUInt64BE(BigInt(16 + body.length), 8);
  return Buffer.concat([header, body]);
}

export interface TestBox {
  path: string;
  start: number;
  contentStart: number;
  end: number;
}

const CONTAINERS = new Set(['moov', 'trak', 'mdia', 'minf', 'stbl', 'edts', 'dinf', 'udta']);

/** Every box of an MP4 held in memory, by its path (`moov/trak/tkhd`), descending into the usual containers. */
export function boxTree(bytes: Buffer, start = 0, end = bytes.length, parent = ''): TestBox[] {
  const boxes: TestBox[] = [];
  for (let at = start; at < end; ) {
    let size = bytes.readUInt32BE(at);
    let header = 8;
    if (size === 1) {
      size = Number(bytes.readBigUInt64BE(at + 8));
      header = 16;
    } else if (size === 0) {
      size = end - at;
    }
    const type = bytes.toString('latin1', at + 4, at + 8);
    const found = { path: parent + type, start: at, contentStart: at + header, end: at + size };
    boxes.push(found);
    if (CONTAINERS.has(type)) boxes.push(...boxTree(bytes, at + header, at + size, `${found.path}/`));
    at += size;
  }
  return boxes;
}

/** The bytes of the frames: every mdat's contents. */
export const mediaData = (bytes: Buffer) => Buffer.concat(boxTree(bytes).filter((b) => b.path === 'mdat').map((b) => bytes.subarray(b.contentStart, b.end)));
