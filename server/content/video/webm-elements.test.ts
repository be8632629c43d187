import fs from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { videoFile } from '../testing/video-files';
import { elementsIn, readElement, voided, type Element } from './webm-elements';
import { NotAVideo, VideoReader, type Patch } from './video-file';

async function withReader<T>(bytes: Buffer, use: (reader: VideoReader) => Promise<T>): Promise<T> {
  const handle = await fs.open(videoFile(bytes), 'r');
  try {
    return await use(new VideoReader(handle, bytes.length));
  } finally {
    await handle.close();
  }
}

async function elements(bytes: Buffer): Promise<Element[]> {
  return withReader(bytes, async (reader) => {
    const found: Element[] = [];
    for await (const element of elementsIn(reader, 0, bytes.length)) found.push(element);
    return found;
  });
}

const hex = (text: string) => Buffer.from(text.replace(/ /g, ''), 'hex');

/** Applies patches to a copy of `bytes`, as strip-video-metadata.ts does to the file. */
function patched(bytes: Buffer, patches: Patch[]): Buffer {
  const copy = Buffer.from(bytes);
  for (const patch of patches) {
    if ('bytes' in patch) patch.bytes.copy(copy, patch.at);
    else copy.fill(0, patch.at, patch.at + patch.zeros);
  }
  return copy;
}

describe('the elements of a WebM', () => {
  it('IDs of 1 to 4 bytes, sizes of 1 to 8 bytes', async () => {
    // Void (1-byte ID, 1-byte size 2), DateUTC (2-byte ID, 2-byte size 1), Segment (4-byte ID, 8-byte size 3).
    const bytes = hex('ec 82 0000   4461 4001 00   18538067 0100000000000003 616263');
    expect(await elements(bytes)).toEqual([
      { id: 0xec, start: 0, dataStart: 2, end: 4, unknownSize: false },
      { id: 0x4461, start: 4, dataStart: 8, end: 9, unknownSize: false },
      { id: 0x18538067, start: 9, dataStart: 21, end: 24, unknownSize: false },
    ]);
  });

  it('a size of all ones is unknown: the element runs to its parent’s end until its end is found', async () => {
    const bytes = hex('18538067 01ffffffffffffff 1f43b675 ff a3 81 00');
    const segment = await withReader(bytes, (reader) => readElement(reader, 0, bytes.length));
    expect(segment).toEqual({ id: 0x18538067, start: 0, dataStart: 12, end: bytes.length, unknownSize: true });
    await expect(elements(bytes)).rejects.toBeInstanceOf(NotAVideo);
  });

  it.each([
    ['an ID longer than 4 bytes', '08 11223344 81 00'],
    ['a first byte of zero (a size longer than 8 bytes)', 'ec 00 0000000000000000 00'],
    ['a size past the end', 'ec 85 0000'],
    ['one byte left over', 'ec 80 ec'],
  ])('refuses %s', async (_case, bytes) => {
    await expect(elements(hex(bytes))).rejects.toBeInstanceOf(NotAVideo);
  });

  it.each([3, 6, 9, 10, 200])('an element of %i bytes becomes a Void element of the same size, zeroed', async (total) => {
    // A Title (2-byte ID) with a 1-byte size, or an 8-byte size when it is long, then a Void after it.
    const header = total < 130 ? Buffer.from([0x7b, 0xa9, 0x80 | (total - 3)]) : Buffer.concat([hex('7ba9 01'), Buffer.from([0, 0, 0, 0, 0, 0, total - 10])]);
    const title = Buffer.concat([header, Buffer.alloc(total - header.length, 'x')]);
    const bytes = Buffer.concat([title, hex('ec 80')]);
    const [original] = await elements(bytes);
    expect(original!.end).toBe(total);
    const result = patched(bytes, voided(original!));
    const [voidElement, next] = await elements(result);
    expect(voidElement).toMatchObject({ id: 0xec, start: 0, end: total });
    expect(result.subarray(voidElement!.dataStart, total).every((byte) => byte === 0)).toBe(true);
    expect(next).toMatchObject({ id: 0xec, start: total, end: total + 2 });
  });
});
