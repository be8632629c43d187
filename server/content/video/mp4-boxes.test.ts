import fs from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { box, largeBox, videoFile } from '../testing/video-files';
import { boxesIn, childrenOf, type Box } from './mp4-boxes';
import { NotAVideo, VideoReader } from './video-file';

/** The boxes of `bytes` as the parser reads them: top level, and inside the first box when `inside` is set. */
async function parse(bytes: Buffer, inside = false): Promise<Box[]> {
  const handle = await fs.open(videoFile(bytes), 'r');
  try {
    const reader = new VideoReader(handle, bytes.length);
    const boxes: Box[] = [];
    for await (const found of boxesIn(reader, 0, bytes.length, true)) {
      boxes.push(found);
      if (inside && boxes.length === 1) for await (const child of childrenOf(reader, found)) boxes.push(child);
    }
    return boxes;
  } finally {
    await handle.close();
  }
}

const sizeZero = (whole: Buffer) => {
  const copy = Buffer.from(whole);
  copy.writeUInt32BE(0, 0);
  return copy;
};

describe('the boxes of an MP4', () => {
  it('with 32-bit sizes, a 64-bit size, and a last box that runs to the end of the file', async () => {
    const bytes = Buffer.concat([box('ftyp', Buffer.from('isom\0\0\0\0')), largeBox('moov', box('mvhd', Buffer.alloc(4))), sizeZero(box('mdat', Buffer.from('frames')))]);
    expect(await parse(bytes)).toEqual([
      { type: 'ftyp', start: 0, headerSize: 8, end: 16 },
      { type: 'moov', start: 16, headerSize: 16, end: 44 },
      { type: 'mdat', start: 44, headerSize: 8, end: 58 },
    ]);
    expect((await parse(bytes.subarray(16), true))[1]).toEqual({ type: 'mvhd', start: 16, headerSize: 8, end: 28 });
  });

  it('QuickTime’s © types are box types', async () => {
    expect((await parse(box('udta', box('©xyz', Buffer.from('+44.4268+026.1025/'))), true)).map((b) => b.type)).toEqual(['udta', '©xyz']);
  });

  it.each([
    ['trailing bytes shorter than a header', Buffer.concat([box('mdat', Buffer.alloc(4)), Buffer.from('junk')])],
    ['trailing text', Buffer.concat([box('mdat', Buffer.alloc(4)), Buffer.from('a different film')])],
    ['a size past the end of the file', box('mdat', Buffer.alloc(4)).subarray(0, 10)],
    ['a size smaller than its header', Buffer.from([0, 0, 0, 4, 0x6d, 0x64, 0x61, 0x74])],
    ['a 64-bit size past the end', largeBox('mdat', Buffer.alloc(4)).subarray(0, 18)],
    ['a 64-bit size smaller than its header', Buffer.from([0, 0, 0, 1, 0x6d, 0x64, 0x61, 0x74, 0, 0, 0, 0, 0, 0, 0, 8])],
    ['a type that is no text', box('\0\0\0\0', Buffer.alloc(4))],
    ['zeros', Buffer.alloc(64)],
  ])('refuses %s', async (_case, bytes) => {
    await expect(parse(bytes)).rejects.toBeInstanceOf(NotAVideo);
  });

  it('refuses a child that runs past its parent, and "to the end of the file" inside a box', async () => {
    const child = box('mvhd', Buffer.alloc(8));
    const overlong = Buffer.from(child);
    overlong.writeUInt32BE(child.length + 1, 0);
    await expect(parse(Buffer.concat([box('moov', overlong), Buffer.alloc(1)]), true)).rejects.toBeInstanceOf(NotAVideo);
    await expect(parse(box('moov', sizeZero(child)), true)).rejects.toBeInstanceOf(NotAVideo);
    // The same child with its own size parses.
    expect(await parse(box('moov', child), true)).toHaveLength(2);
  });
});
