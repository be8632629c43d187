/**
 * The video as a phone writes it (fixtures made with ffmpeg, see fixtures/README.md): checked to its last byte,
 * and without where it was filmed, the phone or the dates once stripped, with the same frames.
 */
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { box, boxTree, largeBox, mediaData, metadataLeftIn, videoFile, videoFixture } from '../testing/video-files';
import { checkAndStripVideo } from './strip-video-metadata';

async function stripped(bytes: Buffer) {
  const file = videoFile(bytes);
  const kind = await checkAndStripVideo(file);
  return { kind, bytes: fs.readFileSync(file), again: await checkAndStripVideo(file) };
}

const TIMED = ['moov/mvhd', 'moov/trak/tkhd', 'moov/trak/mdia/mdhd'];
/** The creation and modification times of mvhd, tkhd and mdhd (after version and flags), as bytes. */
function times(bytes: Buffer): Buffer[] {
  return boxTree(bytes)
    .filter((b) => TIMED.includes(b.path))
    .map((b) => bytes.subarray(b.contentStart + 4, b.contentStart + 4 + (bytes[b.contentStart] === 1 ? 16 : 8)));
}
const isZero = (bytes: Buffer) => bytes.every((byte) => byte === 0);

describe('an MP4 or MOV from a phone', () => {
  it.each(['phone-video.mp4', 'phone-video-xyz.mov', 'iphone-video.mov'])('%s: no location, phone or date left, the same frames', async (name) => {
    const original = videoFixture(name);
    expect(metadataLeftIn(original)).toEqual(expect.arrayContaining(['+44.4268', 'Apple', 'iPhone 15']));
    expect(times(original).some((time) => !isZero(time))).toBe(true);
    const result = await stripped(original);
    expect(result.kind).toEqual({ ext: 'mp4', type: 'video/mp4' });
    expect(metadataLeftIn(result.bytes)).toEqual([]);
    expect(times(result.bytes)).toHaveLength(3);
    expect(times(result.bytes).every(isZero)).toBe(true);
    // Nothing moved: the same size, the same frames, the same boxes where they were (metadata now `free`).
    expect(result.bytes.length).toBe(original.length);
    expect(mediaData(result.bytes).equals(mediaData(original))).toBe(true);
    const where = (bytes: Buffer) => boxTree(bytes).map((b) => `${b.start}-${b.end} ${b.path.replace(/(udta|meta)$/, 'free')}`);
    expect(where(result.bytes).filter((b) => !b.includes('/free/'))).toEqual(where(original).filter((b) => !/\/(udta|meta)\//.test(b)));
    expect(result.again).toEqual({ ext: 'mp4', type: 'video/mp4' });
  });

  it('with a 64-bit mdat size, or an mdat that runs to the end of the file', async () => {
    const original = videoFixture('phone-video.mp4');
    const [free, mdat] = ['free', 'mdat'].map((type) => boxTree(original).find((b) => b.path === type)!);
    // The 8-byte free box before the mdat and the mdat's header make room for a 64-bit header: nothing moves.
    expect(free!.end).toBe(mdat!.start);
    const large = Buffer.from(original);
    large.writeUInt32BE(1, free!.start);
    large.write('mdat', free!.start + 4, 'latin1');
    large.writeBigUInt64BE(BigInt(original.length - free!.start), free!.start + 8);
    const toEnd = Buffer.from(original);
    toEnd.writeUInt32BE(0, mdat!.start);
    for (const variant of [large, toEnd]) {
      const result = await stripped(variant);
      expect(result.kind?.ext).toBe('mp4');
      expect(metadataLeftIn(result.bytes)).toEqual([]);
      expect(mediaData(result.bytes).equals(mediaData(original))).toBe(true);
    }
  });

  it('zeroes the 64-bit times of version 1 headers and nothing else', async () => {
    const time = Buffer.from('00000000e4735408', 'hex');
    const fullBox = (type: string, rest: number) => box(type, Buffer.from([1, 0, 0, 0]), time, time, Buffer.alloc(rest));
    const bytes = Buffer.concat([
      box('ftyp', Buffer.from('mp42\0\0\0\0mp42isom')),
      largeBox(
        'moov',
        fullBox('mvhd', 88),
        box('trak', fullBox('tkhd', 76), box('mdia', fullBox('mdhd', 16), box('hdlr', Buffer.alloc(8), Buffer.from('vide'), Buffer.alloc(13)), box('minf', box('stbl', box('stsd', Buffer.from([0, 0, 0, 0, 0, 0, 0, 1]), box('avc1', Buffer.alloc(78))))))),
      ),
      box('mdat', Buffer.from('frames')),
    ]);
    expect(times(bytes).map((t) => t.toString('hex'))).toEqual(Array(3).fill(time.toString('hex').repeat(2)));
    const result = await stripped(bytes);
    expect(result.kind?.ext).toBe('mp4');
    expect(times(result.bytes).every(isZero)).toBe(true);
    const changed = [...bytes.keys()].filter((i) => bytes[i] !== result.bytes[i]);
    const timeBoxes = boxTree(bytes).filter((b) => TIMED.includes(b.path));
    expect(changed.every((i) => timeBoxes.some((b) => i >= b.contentStart + 4 && i < b.contentStart + 20))).toBe(true);
    expect(changed.length).toBe(3 * 8);
  });
});

describe('a WebM', () => {
  it('keeps no tags, date, title or writing program, and the same frames', async () => {
    const original = videoFixture('phone-video.webm');
    expect(metadataLeftIn(original)).toEqual(expect.arrayContaining(['+44.4268', 'Apple', 'iPhone 15', 'Lavf', 'Our day']));
    const result = await stripped(original);
    expect(result.kind).toEqual({ ext: 'webm', type: 'video/webm' });
    expect(metadataLeftIn(result.bytes)).toEqual([]);
    expect(result.bytes.length).toBe(original.length);
    // The frames are the Clusters (ID 1F 43 B6 75), up to the Cues (1C 53 BB 6B).
    const frames = (bytes: Buffer) => bytes.subarray(bytes.indexOf(Buffer.from('1f43b675', 'hex')), bytes.indexOf(Buffer.from('1c53bb6b', 'hex'), bytes.indexOf(Buffer.from('1f43b675', 'hex'))));
    expect(frames(original).length).toBeGreaterThan(1000);
    expect(frames(result.bytes).equals(frames(original))).toBe(true);
    // DateUTC (44 61, 8 bytes) is gone.
    expect(original.includes(Buffer.from('446188', 'hex'))).toBe(true);
    expect(result.bytes.includes(Buffer.from('446188', 'hex'))).toBe(false);
    expect(result.again).toEqual({ ext: 'webm', type: 'video/webm' });
  });
});

const replaced = (bytes: Buffer, from: string, to: string) => Buffer.from(bytes.toString('latin1').replaceAll(from, to), 'latin1');
/** The MP4 with every brand of its ftyp (the major one and the compatible ones after the version) replaced. */
function withBrand(mp4: Buffer, brand: string): Buffer {
  const copy = Buffer.from(mp4);
  const ftyp = boxTree(mp4)[0]!;
  for (let at = ftyp.contentStart; at < ftyp.end; at += at === ftyp.contentStart ? 8 : 4) copy.write(brand, at, 'latin1');
  return copy;
}

describe('what is no video every browser plays is refused and left as it came', () => {
  const mp4 = videoFixture('phone-video.mp4');
  const webm = videoFixture('phone-video.webm');
  it.each([
    ['an HTML file with "ftyp" at byte 4 and "avc1"', Buffer.from('<!--ftypisom avc1 --><html><body><script>alert(document.cookie)</script></body></html>')],
    ['a text file', Buffer.from('Dear guests,\nthis is not a film.\n')],
    ['an MP4 cut short', mp4.subarray(0, mp4.length - 100)],
    ['an MP4 with something after it', Buffer.concat([mp4, Buffer.from('a different film')])],
    ['an MP4 with zeros after it', Buffer.concat([mp4, Buffer.alloc(64)])],
    ['an MP4 of sound only', videoFixture('audio-only.mp4')],
    ['an MP4 with HEVC', replaced(mp4, 'avc1', 'hvc1')],
    ['an MP4 whose ftyp is not first', Buffer.concat([box('free'), mp4])],
    ['an MP4 without its frames', Buffer.concat(boxTree(mp4).filter((b) => !b.path.includes('/') && b.path !== 'mdat').map((b) => mp4.subarray(b.start, b.end)))],
    ['an MP4 of an unknown brand', withBrand(mp4, 'abcd')],
    ['a WebM cut short', webm.subarray(0, webm.length - 10)],
    ['a WebM with something after it', Buffer.concat([webm, Buffer.from('a different film')])],
    ['a Matroska file that is not WebM', replaced(webm, 'webm', 'mkv\0')],
    ['a WebM of a codec no browser plays', replaced(webm, 'V_VP9', 'V_XYZ')],
  ])('%s', async (_case, bytes) => {
    const file = videoFile(bytes);
    expect(await checkAndStripVideo(file)).toBeUndefined();
    expect(fs.readFileSync(file).equals(bytes)).toBe(true);
  });
});
